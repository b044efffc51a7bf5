"""A price of zero is no value of a limit (`guard/extract/local/limits.py`): "at no extra
cost" says what a thing costs, never that a limit on it is nothing. An invented
phone-insurance catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def insurance() -> Catalogue:
    topics: dict[str, Any] = {
        "screen_payout": {
            "label": "maximum payout for a screen repair",
            "kind": "money",
            "currency": "EUR",
            "about": ["screen repair*", "screen cover"],
        },
        "screen_fee": {
            "label": "screen protector fee",
            "kind": "money",
            "currency": "EUR",
            "about": ["screen protector*"],
        },
    }
    return named_catalogue("Phone care", topics)


def _claims(text: str) -> list[tuple[str, float | None]]:
    src = verified_source("PC-1", text + "\n", title="Your plan")
    return [
        (c.topic, c.value.amount)
        for c in extract_source_claims(src, insurance())
        if c.value is not None
    ]


def test_a_limits_price_is_no_zero_limit() -> None:
    assert _claims("Every plan includes screen cover at no extra cost.") == []
    assert _claims("Screen repairs are free to add to any plan.") == []
    # the limit itself is still read
    assert _claims("Screen repairs are covered up to €300.") == [("screen_payout", 300)]


def test_a_price_topic_still_takes_a_zero() -> None:
    assert _claims("Every plan includes a screen protector at no extra cost.") == [
        ("screen_fee", 0)
    ]
