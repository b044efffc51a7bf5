"""A coordinated main clause after a value whose subject is a noun phrase with its own finite
verb (", and your parcel arrived on Monday") names what it says, not the value before it, as
one led by a pronoun does (`guard/extract/local/coordinated.py`). A made-up watch-repair
catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.coordinated import before_next_main_clause
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict


def watches() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Tick & Tock",
            "topics": {
                "courier_time": {"kind": "duration", "about": ["arrive*", "courier"]},
                "strap_price": {"kind": "money", "currency": "GBP", "about": ["strap"]},
            },
        },
        "test",
        "Tick & Tock",
    )


def _topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, watches()) if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        "It'll be ready within 5 days, and your parcel arrived on Monday.",
        "It'll be ready within 5 days, but the old box was returned to you.",
    ],
)
def test_a_later_noun_led_main_clause_gives_no_topic_to_an_earlier_value(text: str) -> None:
    assert _topics(text) == [UNATTRIBUTED]


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("Within 5 days, and your parcel arrived", "Within 5 days"),
        ("Within 5 days; the spare strap was sent", "Within 5 days"),
        ("Within 5 days, and the spare strap too", "Within 5 days, and the spare strap too"),
        ("Within 5 days, and the courier", "Within 5 days, and the courier"),
    ],
)
def test_only_a_noun_phrase_with_a_finite_verb_starts_a_main_clause(
    sentence: str, kept: str
) -> None:
    assert before_next_main_clause(sentence, len("Within 5 days")).rstrip() == kept
