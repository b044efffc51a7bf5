"""A draft value that names no topic is about what its own statement names, not what another
statement of the same sentence names (`guard/extract/local/unnamed.py`): "Club is £30 and
you get a 20% member discount" says nothing of what the £30 is about beyond the plan, so it
stays unattributed (the ticket may say), rather than being sent to `other` because the
discount beside it is a topic of another kind. A made-up climbing-gym catalogue."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict

WALLS: Catalogue = catalogue_from_dict(
    {
        "name": "Wall & Rope climbing",
        "topics": {
            "plan_price": {"kind": "money", "currency": "GBP", "about": ["plan price*"]},
            "member_discount": {"kind": "percent", "about": ["member discount", "discount*"]},
        },
        "scopes": {"plan": {"label": "plan", "values": {"club": ["club"], "day": ["day pass"]}}},
    },
    "test",
    "Wall & Rope",
)


def topic_of(text: str, value: str) -> str:
    claims = extract_draft_claims(text, WALLS)
    return next(c.topic for c in claims if c.value_text.startswith(value))


@pytest.mark.parametrize(
    "text",
    [
        "Club is £30 and you get a 20% member discount.",
        "Club is £30; you also get a 20% member discount.",
    ],
)
def test_another_statements_topic_does_not_make_the_value_uncovered(text: str) -> None:
    assert topic_of("Club is £30.", "£30") == topic_of(text, "£30") == UNATTRIBUTED
    assert topic_of(text, "20%") == "member_discount"


def test_a_topic_of_another_kind_in_the_values_own_statement_never_blocks_it() -> None:
    """Issue 17, item 1: a topic of another kind never takes the value and never blocks it.
    The discount beside the price says nothing of what the £30 is, so the ticket may."""
    assert topic_of("Club is £30 with a 20% member discount.", "£30") == UNATTRIBUTED
    assert topic_of("Club is £30 with a 20% member discount.", "20%") == "member_discount"
