"""A thing "free to use" costs nothing to use: a price of zero (issue 17, tests/kb/halls).

"The app is free to download" and "it's free to use" say the thing's own price is nothing;
"you're free to use the gym" (a person's liberty, a verb with an object) and "lessons are
free to cancel" (an act done to the thing) stay no zero (`guard.extract.local.freetouse`). An invented
marina's words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def _zeros(body: str) -> list[tuple[str, float]]:
    topics: dict[str, Any] = {
        "slipway_fee": {"kind": "money", "currency": "GBP", "about": ["slipway*"]},
    }
    cat = named_catalogue("Marina", topics)
    claims = extract_source_claims(verified_source("MAR-1", body, title="Marina"), cat)
    return [(c.topic, c.value.amount or 0.0) for c in claims if c.value.kind == "money"]


@pytest.mark.parametrize(
    "body",
    [
        "Every marina has a concrete slipway with floodlights and it's free to use.",
        "The public slipway is free to use for berth holders.",
        "Our slipway is completely free to use.",
    ],
)
def test_a_thing_free_to_use_is_a_zero(body: str) -> None:
    assert _zeros(body) == [("slipway_fee", 0.0)]


@pytest.mark.parametrize(
    "body",
    [
        "You're free to use the slipway whenever the tide allows.",
        "It's free to use the slipway if you ask the harbour master.",
        "Slipway bookings are free to cancel.",
        "Skippers are welcome at the slipway, and they're free to use it.",
    ],
)
def test_a_liberty_or_an_act_is_no_zero(body: str) -> None:
    assert _zeros(body) == []
