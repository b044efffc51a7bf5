"""An amount inside the condition of a zero is the threshold that condition sets, never the charge
(`guard.extract.local.zerothreshold`): "£4.99, or free if you spend over £40" states one fee and
one spend. An invented florist's courier: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.zerothreshold import in_zero_condition
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.reading import draft_values, named_catalogue, source_values


def florist(*, threshold: bool) -> Catalogue:
    topics: dict[str, Any] = {
        "courier_fee": {
            "label": "courier fee",
            "kind": "money",
            "currency": "GBP",
            "about": ["courier fee*", "courier charge*", "courier"],
        },
    }
    if threshold:
        topics["free_courier_spend"] = {
            "label": "order value for free courier",
            "kind": "money",
            "currency": "GBP",
            "about": ["free courier", "courier is free"],
        }
    return named_catalogue("Florist", topics)


@pytest.mark.parametrize(
    ("body", "fee", "spend"),
    [
        ("Courier is £4.99, or free if you spend over £40.", 4.99, 40),
        ("The courier fee is £2.50, waived when your basket is over £30.", 2.5, 30),
        ("Standard courier costs £3.95 – free on orders of £50 or more.", 3.95, 50),
        ("Courier is £4.99. It's free once you spend more than £40.", 4.99, 40),
        ("Courier is £4.99. If you spend over £40, it's free.", 4.99, 40),
        # "and up" after the amount is "or more" (session 20)
        ("Courier is £4.99, free on orders of £40 and up.", 4.99, 40),
    ],
)
def test_the_amount_in_a_zeros_condition_is_the_spend(body: str, fee: float, spend: float) -> None:
    for read in (source_values, draft_values):
        named = read(body, florist(threshold=True))
        assert ("courier_fee", fee) in named and ("free_courier_spend", spend) in named, named
        assert ("courier_fee", spend) not in named, named
        # with no topic for the spend, it is no claim on the charge
        bare = read(body, florist(threshold=False))
        assert ("courier_fee", spend) not in bare and (OTHER, spend) in bare, bare


@pytest.mark.parametrize(
    ("sentence", "amount"),
    [
        # the amount is compared with nothing: another case's price, not a threshold
        ("Collection is free for a car but £25 for a van.", "£25"),
        # no zero: a plain price
        ("Courier is £4.99 on orders over £40.", "£40"),
        # a condition's amount, but no zero said under it
        ("If you spend over £40, the courier fee is £2.", "£40"),
        # the zero's condition ends before the amount
        ("Courier is free for members, or £4.99 if you spend over £10.", "£4.99"),
        # "and up to" opens another bound, not "or more"
        ("Courier is free for orders of £5 and up to three bunches.", "£5"),
    ],
)
def test_an_amount_in_no_zeros_condition(sentence: str, amount: str) -> None:
    start = sentence.index(amount)
    assert not in_zero_condition(sentence, start, start + len(amount)), sentence


def test_a_zero_above_a_spend_is_said_under_that_condition() -> None:
    # "free on orders over £40" is no outright zero of the fee: the exception the spend sets
    body = "Courier is free on orders over £40."
    assert source_values(body, florist(threshold=False)) == [(OTHER, 0), (OTHER, 40)]
    zero = next(c for c in extract_draft_claims(body, florist(threshold=False)) if c.value)
    assert (zero.topic, zero.condition) == ("courier_fee", "on orders over £40")
    # a zero with no spend after it is still outright
    plain = extract_draft_claims("Courier is free on Sundays.", florist(threshold=False))
    assert [(c.topic, c.condition) for c in plain] == [("courier_fee", None)]
