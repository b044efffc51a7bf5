"""A value a past copula gives a state that "until" says ended is an old value, no claim
(`guard.extract.local.ended`): "Until March the fee was £3" is history beside the rule now."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.ended import ended_before
from guard.kb.catalogue import catalogue_from_dict
from tests.support.builders import source

CAT = catalogue_from_dict(
    {
        "topics": {
            "delivery_fee": {
                "kind": "money",
                "currency": "GBP",
                "about": ["delivery charge", "delivery fee"],
            }
        }
    },
    "test catalogue",
    "Shop",
)


def values(body: str) -> list[str]:
    """The value text of every claim read on the delivery fee from a source body."""
    claims = extract_source_claims(source("S", "x").model_copy(update={"body": body}), CAT)
    return [c.value_text for c in claims if c.topic == "delivery_fee"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Until March the delivery charge was £3.",
        "Up until last spring, the delivery fee was only £3.",
        "The delivery charge was £3 until the new depot opened.",
        "Till 2025 our delivery fees were £3 an order.",
    ],
)
def test_a_past_value_bounded_by_until_is_no_claim(sentence: str) -> None:
    assert values(f"The delivery charge is £4.50 per order. {sentence}") == ["£4.50 per order"]


@pytest.mark.parametrize(
    "sentence",
    [
        "The delivery charge is £3 until the end of March.",  # in force, with its end date
        "The delivery charge was £3 when you ordered.",  # past, but nothing says it ended
    ],
)
def test_either_sign_alone_keeps_the_value(sentence: str) -> None:
    assert values(sentence) == ["£3"]


def test_the_copula_must_give_the_value_itself() -> None:
    s = "Until May it was raised to £5 for every order."
    assert not ended_before(s, s.index("£5"))
