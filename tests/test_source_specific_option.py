"""A source's specific option phrase, said in full, names its choice topic as a draft's does
(`guard.extract.local.sourceoption`). A made-up riding stables: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def stables() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Riding stables",
            "topics": {
                "saddle_rule": {
                    "label": "whether riders may use their own saddle",
                    "kind": "choice",
                    "about": ["own saddle", "which saddle"],
                    "choices": {
                        "yard_saddles_only": ["saddles fitted by the yard"],
                        "own_saddle_ok": ["bring your own saddle"],
                    },
                },
            },
            "scopes": {
                "rider": {
                    "label": "who rides",
                    "values": {"livery": ["livery*", "liveries"], "visitor": ["visiting rider*"]},
                },
            },
        },
        "test",
        "Riding stables",
    )


RULES = "Liveries must use saddles fitted by the yard.\n"
TICKET = Ticket(id="T", message="Can I use my own saddle on the hack?", scope={"rider": "livery"})


def test_a_sources_specific_option_phrase_is_a_claim_on_its_topic() -> None:
    src = verified_source("RS-1", RULES, title="Yard rules")
    got = [(c.topic, c.value.option) for c in extract_source_claims(src, stables()) if c.value]
    assert got == [("saddle_rule", "yard_saddles_only")]


@pytest.mark.parametrize(
    "text",
    [
        "Hay nets and saddles fitted by the yard are in the tack room.",
        "If you hire a pony you don't need saddles fitted by the yard.",
        "New: saddles fitted by the yard.",
        "Liveries can't use saddles fitted by the yard.",
    ],
)
def test_an_option_phrase_said_of_a_thing_or_denied_is_no_claim(text: str) -> None:
    src = verified_source("RS-1", text, title="Yard rules")
    assert [c for c in extract_source_claims(src, stables()) if c.value] == []


def test_a_draft_stating_the_other_option_is_held() -> None:
    src = verified_source("RS-1", RULES, title="Yard rules")
    draft = "Good news, you can bring your own saddle for the hack."
    v = local_verdict(draft, [src], stables(), TICKET, now=NOW)
    assert (v.decision, v.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
