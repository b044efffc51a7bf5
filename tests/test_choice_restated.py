"""A choice restated in brackets right after itself ("HD ready (720p)") is one mention, whose
words hold the bracket's number: that number is the option's own name, never an unread one
(`guard.extract.local.values._restated`). Catalogue and wording invented here."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def projector_hire() -> Catalogue:
    topics = {
        "picture": {
            "kind": "choice",
            "about": ["picture", "resolution"],
            "choices": {"hd_ready": ["HD ready", "720p"], "four_k": ["4K", "2160p"]},
        },
    }
    return named_catalogue("Hire", topics)


def check(draft: str) -> tuple[str, str]:
    src = verified_source("HIRE-1", "The basic projector's picture is HD ready.\n")
    v = local_verdict(draft, [src], projector_hire(), Ticket(id="T", message="Hi"), now=NOW)
    return v.decision, v.reason_code


def test_a_bracketed_restatement_is_part_of_the_options_words() -> None:
    claims = extract_draft_claims("Its picture is HD ready (720p), sharp enough.", projector_hire())
    assert [(c.topic, c.value.option if c.value else None, c.value_text) for c in claims] == [
        ("picture", "hd_ready", "HD ready (720p)")
    ]


def test_the_restated_options_number_is_read_not_a_gap() -> None:
    assert check("Its picture is HD ready (720p).") == ("ALLOW", "SUPPORTED")
    # another option in the brackets is no restatement: still a wrong value, never ALLOW
    assert check("Its picture is 4K (2160p).")[0] == "HOLD"
    # a number in brackets that names no option stays unread
    assert check("Its picture is HD ready (720 lines).") == ("CAUTION", "EXTRACTION_GAP")


def test_an_options_own_name_is_never_its_price() -> None:
    # "720p" names the option; it is no price in pence that would make the option "offered"
    claims = extract_draft_claims("Its picture comes in 720p.", projector_hire())
    assert [(c.topic, c.value.option if c.value else None) for c in claims] == [
        ("picture", "hd_ready")
    ]
    # a real price in the option's clause still makes it an offer, not what applies
    assert extract_draft_claims("Upgrade to 4K for 80p a day.", projector_hire()) == []
