"""A day of a date is never a count (issue 17, tests/kb/halls).

A count topic's reader takes a number and, up to three words on, what the topic counts;
"From 3 March the guest pass price rises" has a month between "3" and "guest pass", and is a
date, not 3 guest passes (`guard.extract.local.datecount`). An invented climbing gym's
words: none comes from tests/kb.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def _counts(body: str) -> list[tuple[str, float]]:
    topics: dict[str, Any] = {
        "guest_passes": {
            "kind": "count",
            "unit": "guest passes a month",
            "about": ["guest pass*"],
        },
        "pass_price": {"kind": "money", "currency": "GBP", "about": ["pass price"]},
    }
    cat = named_catalogue("Gym", topics)
    claims = extract_source_claims(verified_source("GYM-1", body, title="Gym"), cat)
    return [(c.topic, c.value.amount or 0.0) for c in claims if c.value.kind == "count"]


@pytest.mark.parametrize(
    "body",
    [
        "From 3 March the guest pass price goes from £8 to £10.",
        "Since 12 January the guest pass price is £10.",
        "On March 3 the guest pass price went up to £10.",
    ],
)
def test_a_dates_day_is_no_count(body: str) -> None:
    assert _counts(body) == []


def test_a_count_beside_a_date_is_still_read() -> None:
    assert _counts("From 3 March members get 2 guest passes a month.") == [("guest_passes", 2.0)]
