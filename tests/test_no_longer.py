"""A value under "no longer" is the rule that stopped (`guard/extract/local/dropped.py`).

The bike-hire catalogue of tests.support.wording: no knowledge base's words."""

from __future__ import annotations

import pytest

from tests.support.wording import sourced


def values(body: str) -> list[tuple[str, str]]:
    return [(c.topic, c.value_text) for c in sourced(body)]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # the old value after a verb and a preposition: no claim beside the new one
        (
            "Repairs are now done within 3 days. Repairs are no longer finished after 10 days.",
            [("repair_time", "3 days")],
        ),
        ("Refunds no longer arrive in 2 weeks.", []),
        # a comparison under "no longer" bounds the new rule: it stays a claim
        ("Repairs no longer take more than 4 days.", [("repair_time", "4 days")]),
        ("Repairs take no longer than 5 days.", [("repair_time", "5 days")]),
        # a new clause after "no longer" states the rule: kept
        ("Refunds no longer need a form, and they arrive in 6 days.", [("refund_time", "6 days")]),
    ],
)
def test_a_value_under_no_longer_is_the_old_rule(
    body: str, expected: list[tuple[str, str]]
) -> None:
    assert values(body) == expected
