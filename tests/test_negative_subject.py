"""A negative subject ("nobody", "no one") denies its verb as "not" does: the value the verb
takes is no claim (`guard/extract/local/dropped.py`).

The bike-hire catalogue of tests.support.wording: no knowledge base's words."""

from __future__ import annotations

import pytest

from tests.support.wording import sourced


def values(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in sourced(body)]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            "Repairs take 3 days. I checked the notes and nobody promised 1 day.",
            [("repair_time", "3 days")],
        ),
        ("Refunds arrive in 6 days. No one said 2 weeks on the call.", [("refund_time", "6 days")]),
        ("Refunds arrive in 6 days. No-one quoted 2 weeks.", [("refund_time", "6 days")]),
        # a bound after the negative subject keeps the value: "at most 4 days"
        ("No one waits more than 4 days for a repair.", [("repair_time", "4 days")]),
        # a new clause after it states the rule: kept
        ("Nobody fills in a form, and refunds arrive in 6 days.", [("refund_time", "6 days")]),
    ],
)
def test_a_value_a_negative_subject_denies_is_no_claim(
    body: str, expected: list[tuple[str, str]]
) -> None:
    assert values(body) == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # a prohibition's length: the negation is the rule, "for" gives how long it holds
        (
            "A new trial can't be started for 30 days after the last one.",
            [("trial_length", "30 days")],
        ),
        ("Refunds cannot be requested for the first 14 days.", [("refund_time", "14 days")]),
        # a plain negation of a fact still denies the value
        ("We don't run a trial for 30 days.", []),
        ("A refund can't take 14 days.", []),
    ],
)
def test_a_prohibitions_length_is_no_denial(body: str, expected: list[tuple[str, str]]) -> None:
    assert values(body) == expected
