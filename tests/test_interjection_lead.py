"""An opening formula ("No worries at all – ", "Of course! ") is no subject, and "as long as"
leads a condition as "if" does: a value whose sentence names no topic of its kind, led by them,
stays unattributed (the ticket's to place), not an uncovered subject's
(`guard/extract/local/interjection.py`, used by `unnamed`). A made-up boat-hire catalogue: no
knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, catalogue_from_dict


def boats() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Lakeside boats",
            "topics": {
                "rebooking_notice": {"kind": "duration", "about": ["rebook", "notice"]},
                "life_jacket_fee": {"kind": "money", "currency": "GBP", "about": ["life jacket"]},
            },
        },
        "test",
        "Lakeside",
    )


def _durations(text: str) -> list[tuple[str, str]]:
    return [
        (c.topic, c.value_text)
        for c in extract_draft_claims(text, boats())
        if c.value is not None and c.value.kind == "duration"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "No worries at all – as long as you ring us 3 days ahead, there's nothing to pay.",
        "No problem! As long as you ring us 3 days ahead, there's nothing to pay.",
        "Of course, provided you ring us 3 days ahead, there's nothing to pay.",
        "Sure – you just need to ring us 3 days ahead.",
        "If you ring us 3 days ahead, there's nothing to pay.",
    ],
)
def test_a_value_led_by_a_formula_or_a_condition_is_unattributed(text: str) -> None:
    assert _durations(text) == [(UNATTRIBUTED, "3 days")]


def test_a_sentence_led_by_its_own_noun_after_a_formula_is_still_uncovered() -> None:
    text = "No worries at all – the harbour cafe stays open for 3 hours after the last trip."
    assert [t for t, _ in _durations(text)] == [OTHER]
