"""A number followed by a unit of time measures time, never counts the noun after it
(`guard/extract/local/timedcount.py`).

"We need 48 hours' notice to pause a delivery" was read as 48 pauses a year on a count
topic whose word ("pause") stood three words on, and held against the count. Invented
wording: a veg box scheme with a count of pauses a year and a duration of notice.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

VEG = catalogue_from_dict(
    {
        "name": "Root & Leaf",
        "topics": {
            "pauses_per_year": {
                "kind": "count",
                "unit": "pauses a year",
                "about": ["pauses a year", "pause", "pauses"],
            },
            "pause_notice": {"kind": "duration", "about": ["notice to pause", "pause"]},
            "day_passes": {"kind": "count", "unit": "day passes", "about": ["day pass*"]},
            "tutoring_hours": {"kind": "count", "unit": "hours", "about": ["tutoring"]},
            "day_swaps": {"kind": "count", "unit": "day swaps", "about": ["swap*", "day swaps"]},
        },
    },
    "test",
    "Root & Leaf",
)


@pytest.mark.parametrize(
    ("draft", "amount"),
    [
        ("We need 48 hours' notice to pause a delivery.", 48),
        ("We need 48 hours notice to pause a delivery.", 48),
        ("Just give us two weeks’ notice to pause your box.", 14),
        ("Please give us 3 days' notice to pause.", 3),
    ],
)
def test_a_number_of_time_units_is_a_duration(draft: str, amount: int) -> None:
    claims = extract_draft_claims(draft, VEG)
    assert [(c.topic, c.value.kind if c.value else None) for c in claims] == [
        ("pause_notice", "duration")
    ]
    assert claims[0].value is not None and claims[0].value.amount == amount


@pytest.mark.parametrize(
    ("draft", "topic", "amount"),
    [
        ("You can pause up to 2 deliveries a year.", "pauses_per_year", 2),
        ("Members get 3 day passes each season.", "day_passes", 3),
        ("The bundle includes 10 hours of tutoring.", "tutoring_hours", 10),
        ("This summer you can swap up to 2 days.", "day_swaps", 2),
    ],
)
def test_counts_stay_counts(draft: str, topic: str, amount: int) -> None:
    claims = [c for c in extract_draft_claims(draft, VEG) if c.value is not None]
    assert [(c.topic, c.value.amount) for c in claims if c.value.kind == "count"] == [
        (topic, amount)
    ]


def test_source_notice_is_not_a_count() -> None:
    read = extract_source_claims(
        source("RL-1", "Customers must give 48 hours' notice to pause a delivery."), VEG
    )
    assert [(c.topic, c.value.kind if c.value else None) for c in read] == [
        ("pause_notice", "duration")
    ]
    sources = [
        source("RL-1", "Customers must give 48 hours' notice to pause a delivery."),
        source("RL-2", "Every customer may pause up to 2 deliveries a year."),
    ]
    v = local_verdict(
        "We need 48 hours' notice to pause a delivery.", sources, VEG, Ticket(id="T-1")
    )
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED")
