"""A bare price in a coordination's second half, said for another scope value, is on the first
half's topic (`guard/extract/local/draftscopecarry.py`); a count after "with" a price per
period takes that period (`guard/extract/local/pricedcount.py`).

Invented wording: a bakery's bread subscription with two tiers.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

BAKERY = catalogue_from_dict(
    {
        "name": "Crumb Club",
        "topics": {
            "weekly_fee": {
                "kind": "money",
                "currency": "GBP",
                "about": ["a week", "per week", "weekly fee"],
            },
            "loaves": {
                "kind": "count",
                "unit": "loaves",
                "about": ["loaves a week", "loaves per week"],
            },
        },
        "scopes": {
            "tier": {
                "values": {"loaf": ["Loaf tier", "Loaf"], "feast": ["Feast tier", "Feast"]},
            },
        },
    },
    "test",
    "Crumb Club",
)

SOURCES = [
    source("CC-1", "The Loaf tier costs £6 a week and the Feast tier costs £11 a week."),
    source("CC-2", "Loaf members get 2 loaves a week. Feast members get 5 loaves a week."),
]


def _check(draft: str, tier: str = "loaf") -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, BAKERY, Ticket(id="T-1", scope={"tier": tier}))
    return v.decision, v.reason_code


def test_the_second_price_takes_the_first_topic() -> None:
    claims = extract_draft_claims("On Loaf it's £6 a week, and Feast is £11.", BAKERY)
    assert [c.topic for c in claims] == ["weekly_fee", "weekly_fee"]
    assert _check("On Loaf it's £6 a week, and Feast is £11.") == ("ALLOW", "SUPPORTED")
    assert _check("On Loaf it's £6 a week, and Feast is £14.")[0] == "HOLD"


def test_another_noun_between_keeps_the_price_off_the_topic() -> None:
    claims = extract_draft_claims("On Loaf it's £6 a week, and Feast adds a cake for £3.", BAKERY)
    assert claims[-1].topic != "weekly_fee"


@pytest.mark.parametrize(
    ("draft", "expected"),
    [
        ("Loaf is £6pw with 2 loaves.", "ALLOW"),
        ("Loaf is £6 a week with 3 loaves.", "HOLD"),
        (
            "Loaf is £6 a week including 2 loaves, and Feast is £11 a week including 5 loaves.",
            "ALLOW",
        ),
        (
            "Loaf is £6 a week including 2 loaves, and Feast is £11 a week including 2 loaves.",
            "HOLD",
        ),
    ],
)
def test_a_count_with_a_price_per_period(draft: str, expected: str) -> None:
    assert _check(draft)[0] == expected


def test_a_count_with_a_price_of_another_period_stays_unread() -> None:
    claims = extract_draft_claims("Loaf is £24 a month with 8 loaves.", BAKERY)
    assert not any(c.topic == "loaves" for c in claims)
