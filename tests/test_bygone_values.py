"""A value its clause puts in the past is no claim, whatever its kind
(`guard/extract/local/dropped.py`): a past copula right after it and a past time in the same
clause ("The €40 was a launch offer last summer"). Either alone is not enough. A made-up
kayak-hire catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def kayaks() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Paddle hire",
            "topics": {
                "deposit": {"kind": "money", "currency": "EUR", "about": ["deposit*"]},
                "paddlers": {
                    "kind": "count",
                    "unit": "paddlers",
                    "about": ["paddlers", "people per kayak"],
                },
            },
        },
        "test",
        "Paddle",
    )


def amounts(text: str) -> list[float]:
    return [c.value.amount for c in extract_draft_claims(text, kayaks()) if c.value]


@pytest.mark.parametrize(
    "text",
    [
        "The deposit is €60 now; the €40 was a launch offer last summer.",
        "The deposit is €60 now; €40 was what we asked 2 years ago.",
        "The deposit is €60 now; 4 paddlers were allowed until last year.",
        "It's €60 for the deposit. €40 was the opening offer in 2024.",
    ],
)
def test_a_value_said_in_the_past_is_no_claim(text: str) -> None:
    assert 40 not in amounts(text) and 4 not in amounts(text), text


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("The deposit is €40, which was confirmed by the team.", 40),  # no past time
        ("Over the last season the deposit stayed €40.", 40),  # no past copula after it
    ],
)
def test_a_past_copula_or_a_past_time_alone_keeps_the_value(text: str, amount: float) -> None:
    assert amount in amounts(text), text
