"""A price the draft works out from a price and a discount it states is no price of its own
(`guard/engine/discounted.py`): the price and the discount are decided, the worked price is
set aside, and a wrong price or discount is still held.

An invented pottery-class catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.discounted import worked_discounts
from guard.models import DraftClaim, Ticket, Value
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "class_fee": {
        "label": "price of a wheel-throwing class",
        "kind": "money",
        "currency": "GBP",
        "about": ["class", "wheel-throwing class"],
    },
    "friend_discount": {
        "label": "discount for bringing a friend",
        "kind": "percent",
        "about": ["bring a friend", "friend discount", "friend's place"],
    },
}
CLAY = named_catalogue("Slipware studio", _TOPICS)
_SOURCE = """# Classes

A wheel-throwing class is £40.

Bring a friend and the friend's place has 25% off.
"""
SOURCES = [verified_source("SW-1", _SOURCE, title="Classes")]


def _decision(draft: str) -> str:
    ticket = Ticket(id="T-1", message="How much is a class if I bring my sister along?")
    return local_verdict(draft, SOURCES, CLAY, ticket).decision


@pytest.mark.parametrize(
    ("draft", "decision"),
    [
        ("A class is £40, and the friend's place has 25% off, so it works out at £30.", "ALLOW"),
        ("A class is £40, and the friend's place has 25% off, so it works out at £32.", "HOLD"),
        ("A class is £48, and the friend's place has 25% off, so it works out at £36.", "HOLD"),
        ("A class is £40, and the friend's place has 20% off, so it works out at £32.", "HOLD"),
    ],
)
def test_a_price_less_a_stated_discount_is_worked_out(draft: str, decision: str) -> None:
    assert _decision(draft) == decision


def _claim(cid: str, topic: str, kind: str, amount: float, text: str, span: str) -> DraftClaim:
    unit = "GBP" if kind == "money" else "percent"
    value = Value(kind=kind, amount=amount, unit=unit)  # type: ignore[arg-type]
    return DraftClaim(claim_id=cid, topic=topic, value=value, value_text=text, span=span)


def test_only_a_price_after_its_price_and_discount_is_set_aside() -> None:
    text = "It's £30 after 25% off the £40 class fee."
    span = text
    claims = [
        _claim("c1", "class_fee", "money", 30, "£30", span),
        _claim("c2", "friend_discount", "percent", 25, "25%", span),
        _claim("c3", "class_fee", "money", 40, "£40", span),
    ]
    kept, read, steps = worked_discounts(text, claims, CLAY)
    assert (kept, read, steps) == (claims, [], [])
