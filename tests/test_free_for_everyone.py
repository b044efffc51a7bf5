"""A "free" said for everyone is a price of zero (issue 17, tests/kb/optician).

"Swimming lessons are free for everyone" and "the lesson is free whatever your age" say the
price is nothing for all, as a bare "is free" does; "free for 14 days" (a trial's length),
"free for members" (a group's condition) and "free to cancel" stay no zero
(`guard.extract.local.money._FREE_RE`). An invented leisure centre's words: none comes from
tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def _zeros(body: str) -> list[tuple[str, float]]:
    topics: dict[str, Any] = {
        "lesson_price": {"kind": "money", "currency": "GBP", "about": ["swimming lesson*"]},
    }
    cat = named_catalogue("Pool", topics)
    claims = extract_source_claims(verified_source("POOL-1", body, title="Pool"), cat)
    return [(c.topic, c.value.amount or 0.0) for c in claims if c.value.kind == "money"]


@pytest.mark.parametrize(
    "body",
    [
        "Swimming lessons are free for everyone.",
        "Your swimming lesson is free whatever your age.",
    ],
)
def test_free_for_all_is_a_zero(body: str) -> None:
    assert _zeros(body) == [("lesson_price", 0.0)]


@pytest.mark.parametrize(
    "body",
    [
        "Swimming lessons are free for members.",
        "Swimming lessons are free to cancel.",
    ],
)
def test_free_for_a_group_or_an_act_is_no_zero(body: str) -> None:
    assert _zeros(body) == []
