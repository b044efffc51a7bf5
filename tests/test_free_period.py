"""A draft's "free" said only for a period, an occasion or a group is a zero under that
condition (`guard/extract/local/freeperiod.py`): never an ALLOW on the same sentence's other
price alone, and never a HOLD of an exception a source may give.

An invented rowing-club catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.freeperiod import limited_zeros
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import UNATTRIBUTED, Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "dues": {
        "label": "quarterly club dues",
        "kind": "money",
        "currency": "GBP",
        "about": ["club dues", "a quarter", "per quarter"],
    },
    "sculls": {
        "label": "sculling outings a week",
        "kind": "count",
        "unit": "outings",
        "about": ["outings a week"],
    },
}
_SCOPES: dict[str, Any] = {
    "crew": {"label": "crew", "values": {"masters": ["masters"], "novice": ["novice*"]}},
}
CLUB: Catalogue = named_catalogue("River oars", _TOPICS, scopes=_SCOPES)
SOURCES = [verified_source("RO-1", "Club dues are £90 a quarter.", title="Dues")]


def _claims(text: str) -> list[tuple[str, float | None, str | None]]:
    return [
        (c.topic, c.value.amount if c.value else None, c.condition)
        for c in extract_draft_claims(text, CLUB)
    ]


def _verdict(draft: str) -> tuple[str, str]:
    ticket = Ticket(id="T-9", message="What are the club dues?")
    v = local_verdict(draft, SOURCES, CLUB, ticket)
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    ("draft", "condition"),
    [
        (
            "Club dues are free for the opening quarter, then £90 a quarter.",
            "for the opening quarter",
        ),
        ("It's £90 a quarter, but it's free for your first six weeks.", "for your first six weeks"),
        ("Dues are £90 a quarter, free for retired rowers.", "for retired rowers"),
        ("Your first outing is free, and after that it's £90 a quarter.", "for your first outing"),
    ],
)
def test_a_limited_zero_is_a_zero_on_the_sentences_price_under_its_condition(
    draft: str, condition: str
) -> None:
    assert ("dues", 0.0, condition) in _claims(draft)


@pytest.mark.parametrize(
    "draft",
    [
        "Club dues are free for the opening quarter, then £90 a quarter.",
        "It's £90 a quarter, but it's free for your first six weeks.",
        "Dues are £90 a quarter, free for retired rowers.",
    ],
)
def test_a_free_period_no_source_gives_is_never_allowed_on_the_other_price(draft: str) -> None:
    assert _verdict(draft)[0] == "CAUTION"


def test_the_zero_softens_against_the_fee_as_a_conditional_zero_does() -> None:
    draft = "Club dues are free for the opening quarter, then £90 a quarter."
    assert _verdict(draft) == ("CAUTION", "CONTRADICTS_GOVERNING")


def test_the_price_alone_is_still_supported() -> None:
    assert _verdict("Club dues are £90 a quarter.") == ("ALLOW", "SUPPORTED")


def test_a_limited_zero_with_no_price_beside_it_is_unattributed() -> None:
    assert _claims("Your first quarter is free.") == [(UNATTRIBUTED, 0.0, "for your first quarter")]


def test_free_for_everyone_or_for_a_scope_value_is_not_a_limited_zero() -> None:
    vocab = vocabulary(CLUB)
    assert limited_zeros("Dues are £90 a quarter, free for everyone.", vocab) == []
    assert limited_zeros("Dues are £90 a quarter, free for novices.", vocab) == []


def test_free_with_no_period_or_group_is_not_a_limited_zero() -> None:
    assert limited_zeros("Parking at the boathouse is free.", vocabulary(CLUB)) == []


def test_free_of_charge_said_of_an_opening_period() -> None:
    draft = "Your first outing is free of charge, then it's £90 a quarter."
    assert ("dues", 0.0, "for your first outing") in _claims(draft)
    assert _verdict(draft)[0] == "CAUTION"
