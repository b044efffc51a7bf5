"""A negated having or paying of a fee is a fee of nothing: "Club members don't pay hire fees"
states hire at zero, as "no hire fee" does (`guard.extract.local.money`).

The catalogue is test_local_wording's made-up bike-hire shop: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from tests.support.wording import sourced


def hire(body: str) -> list[tuple[float | None, dict[str, str]]]:
    return [
        (c.value.amount if c.value else None, c.scope)
        for c in sourced(body)
        if c.topic == "hire_price"
    ]


@pytest.mark.parametrize(
    "body",
    [
        "Club members don't pay hire fees, so ride as often as you like.",
        "Club members do not have any hire fees.",
        "Club members never pay hire charges.",
    ],
)
def test_a_negated_fee_is_zero_on_its_topic_and_scope(body: str) -> None:
    assert hire(body) == [(0, {"plan": "club", "billing": "any"})], body


@pytest.mark.parametrize(
    "body",
    [
        # no fee right after the verb: what is not needed, not a price
        "Club members don't have to book a hire slot.",
        # a slogan
        "Club members don't pay hidden hire fees.",
    ],
)
def test_other_negations_are_no_zero(body: str) -> None:
    assert hire(body) == [], body
