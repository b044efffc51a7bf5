"""A noun of an earlier statement joined by "and" before a new subject is not the value's own
noun: "I've handed it to our paint workshop and it'll be ready within 3 days" names nothing the
3 days is about, so the value is unattributed (the ticket's to place), not the paint
workshop's (`guard/extract/local/unnamed.py`, `_after_last_statement_gap`). A made-up bicycle
workshop catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, catalogue_from_dict


def bikes() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Spokeworks",
            "topics": {
                "service_time": {"kind": "duration", "about": ["service", "tune-up"]},
                "puncture_price": {"kind": "money", "currency": "GBP", "about": ["puncture"]},
            },
        },
        "test",
        "Spokeworks",
    )


def _durations(text: str) -> list[str]:
    return [
        c.topic
        for c in extract_draft_claims(text, bikes())
        if c.value is not None and c.value.kind == "duration"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "I've handed your frame to our paint workshop and it'll all be ready within 3 days.",
        "We've sent the wheel to the local depot, and you'll have it within 3 days.",
    ],
)
def test_an_earlier_statements_object_is_not_the_values_noun(text: str) -> None:
    assert _durations(text) == [UNATTRIBUTED]


@pytest.mark.parametrize(
    "text",
    [
        "I've handed it over and our paint workshop will finish it within 3 days.",
        "Our paint workshop finishes frames within 3 days.",
    ],
)
def test_the_values_own_subject_is_still_an_uncovered_noun(text: str) -> None:
    assert _durations(text) == [OTHER]
