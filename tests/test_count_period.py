"""A count said as a rate in time is a count claim (`guard/extract/local/percountperiod.py`).

"A refill every day" states no plural number, so it was read as nothing and passed against a
policy of 5 a week. Invented wording: a coffee subscription (refills per week) and a gym's
sauna sessions (a month in its about phrases only), no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.percountperiod import period_counts
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

CAFE = catalogue_from_dict(
    {
        "name": "Bean Club",
        "topics": {
            "refills": {
                "kind": "count",
                "unit": "refills per week",
                "about": ["refills per week", "refill allowance"],
            },
            "sauna": {
                "kind": "count",
                "unit": "sauna sessions",
                "about": ["sauna sessions a month", "sauna sessions each month"],
            },
            "cup_price": {"kind": "money", "about": ["keep cup"]},
            "passes": {"kind": "count", "unit": "guest passes", "about": ["guest passes"]},
        },
    },
    "test",
    "Bean Club",
)
SOURCES = [
    source("BC-1", "Members get up to 5 refills per week."),
    source("BC-2", "Members get 6 sauna sessions a month."),
    source("BC-3", "Each member gets 2 guest passes."),
]


def _check(draft: str) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, CAFE, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    ("draft", "topic", "low", "high"),
    [
        ("You get a refill every day.", "refills", 7, 7),
        ("Members enjoy a daily refill.", "refills", 7, 7),
        ("You can book one sauna session a day.", "sauna", 28, 31),
        ("Two sauna sessions a day are included.", "sauna", 56, 62),
    ],
)
def test_a_rate_in_time_converts_to_the_topics_period(
    draft: str, topic: str, low: float, high: float
) -> None:
    ((got, _, value),) = period_counts(draft, vocabulary(CAFE))
    assert got == topic
    assert (value.low, value.high) == (low, high)


def test_a_daily_rate_over_a_weekly_allowance_is_held() -> None:
    assert _check("You get a refill every day.") == ("HOLD", "CONTRADICTS_GOVERNING")
    assert _check("You can book one sauna session a day.") == ("HOLD", "CONTRADICTS_GOVERNING")


@pytest.mark.parametrize(
    "draft",
    [
        "You get a refill every week.",  # the topic's own period: "at least one", no cap
        "You can book a sauna session every week.",  # weeks in a month: no whole number
        "You get a guest pass every day.",  # the topic names no period
    ],
)
def test_a_rate_that_does_not_convert_is_a_unit_mismatch(draft: str) -> None:
    assert _check(draft) == ("CAUTION", "UNIT_MISMATCH")


def test_the_allowance_with_its_number_is_still_allowed() -> None:
    assert _check("Members get up to 5 refills per week.") == ("ALLOW", "SUPPORTED")
    claims = extract_draft_claims("Members get up to 5 refills per week.", CAFE)
    assert [c.value_text for c in claims] == ["5 refills per week"]


@pytest.mark.parametrize(
    "draft",
    ["We're open every day for refills.", "Bring a keep cup every day."],
)
def test_no_count_noun_before_the_period_is_no_rate(draft: str) -> None:
    assert period_counts(draft, vocabulary(CAFE)) == []


def test_a_price_per_thing_per_period_is_no_count() -> None:
    assert period_counts("The keep cup is £4 per refill per week.", vocabulary(CAFE)) == []
    claims = extract_draft_claims("The keep cup is £4 per refill per week.", CAFE)
    assert all(c.value is None or c.value.kind == "money" for c in claims)
