"""An option stated as a clause of its own, under a request condition, is a statement
(`guard/extract/local/conditioned.py`): "tickets can be exchanged if you ask" says they
are exchangeable; "paper tickets are posted if you ask" only offers paper tickets.

An invented theatre box-office catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.conditioned import states_itself, without_request_condition
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Owner, Signals, Source

BOX_OFFICE: Catalogue = catalogue_from_dict(
    {
        "name": "Box office",
        "topics": {
            "exchanges": {
                "kind": "choice",
                "about": ["exchange*"],
                "choices": {
                    "allowed": ["tickets can be exchanged", "exchanges are allowed"],
                    "never": ["no exchanges", "can't be exchanged"],
                },
            },
            "ticket_format": {
                "kind": "choice",
                "about": ["ticket*"],
                "choices": {"paper": ["paper ticket*"], "mobile": ["mobile ticket*"]},
            },
        },
    },
    "test",
    "Box office",
)


def _options(body: str) -> list[tuple[str, str]]:
    src = Source(
        id="BO-1",
        title="Test",
        kind="policy",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )
    return [(c.topic, c.value_text) for c in extract_source_claims(src, BOX_OFFICE)]


@pytest.mark.parametrize(
    ("body", "topic"),
    [
        ("Tickets can be exchanged if you ask at the desk before the show.", "exchanges"),
        ("Exchanges are allowed on request at the desk.", "exchanges"),
    ],
)
def test_a_clause_option_under_a_request_condition_is_stated(body: str, topic: str) -> None:
    assert [t for t, _ in _options(body)] == [topic]


@pytest.mark.parametrize(
    "body",
    [
        # the option is a thing asked for: offered, no claim
        "Paper tickets are posted if you ask at the desk.",
        "Paper tickets are available on request.",
        # other opt-in words still offer a clause option
        "You can choose whether tickets can be exchanged.",
    ],
)
def test_an_option_asked_for_or_chosen_stays_offered(body: str) -> None:
    assert _options(body) == []


def test_the_helpers() -> None:
    assert states_itself("tickets can be exchanged") and not states_itself("paper tickets")
    assert without_request_condition("posted if you ask today") == "posted            today"
