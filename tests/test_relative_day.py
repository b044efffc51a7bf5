"""A duration given as a day named relative to the event or to today is an unread value,
never a pass (`guard/engine/relday.py`).

"Ring us the day before", "it'll be fixed overnight", "ready by Thursday" promise a notice or
a wait with no number, so no reader found a claim and the draft was ALLOW NO_POLICY_CLAIM
against a source that says 72 hours or 4 working days. Invented wording: a car repair
garage, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.relday import relative_day_matches
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

GARAGE = catalogue_from_dict(
    {
        "name": "Northgate Motors",
        "topics": {
            "rebook_notice": {
                "kind": "duration",
                "about": ["rebook your slot", "reschedule your slot", "rebooking notice"],
            },
            "repair_time": {
                "kind": "duration",
                "about": ["repairs take", "fixed within", "repaired in"],
            },
            "free_slots": {"kind": "count", "unit": "slots", "about": ["free slots"]},
            "parking_price": {"kind": "money", "currency": "GBP", "about": ["parking"]},
        },
    },
    "test",
    "Northgate Motors",
)

SOURCES = [
    source("NG-1", "Please give us 72 hours' notice to rebook your slot."),
    source("NG-2", "Repairs take 4 working days."),
    source("NG-3", "Parking costs £10 a night."),
]


def _check(draft: str) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, GARAGE, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    "draft",
    [
        "To reschedule, just ring us the day before.",
        "Rescheduling is fine up to the evening before.",
        "You can rebook by noon the day prior.",
        "If you need to rebook, phone us on the morning of.",
        "Most cars are fixed overnight.",
        "Your car will be repaired by Thursday.",
        "It should all be fixed by the end of the week.",
    ],
)
def test_a_relative_day_on_a_duration_topic_is_never_allowed(draft: str) -> None:
    assert relative_day_matches(draft, GARAGE)
    assert _check(draft) == ("CAUTION", "EXTRACTION_GAP")


def test_beside_a_governed_claim_it_still_caps() -> None:
    draft = "Repairs take 4 working days; to reschedule, ring us the day before."
    assert _check(draft)[0] != "ALLOW"


@pytest.mark.parametrize(
    "draft",
    [
        "We're open until Friday.",  # a date said of no window
        "Your slot is on Friday at 3pm.",  # a date of the appointment, no deadline
        "Pick a slot by Friday.",  # "slot" is what a count counts: no cue of the notice
        "Overnight parking costs £10.",  # a kind of parking, no wait
        "Please settle the invoice by Friday.",  # a deadline of no duration topic's act
        "Repairs take 4 working days.",  # a number: read as before
        # the number is the promise, the day restates it
        "Repairs take 4 working days, so if it isn't fixed by Friday, call us.",
    ],
)
def test_other_days_are_no_relative_window(draft: str) -> None:
    assert relative_day_matches(draft, GARAGE) == []


def test_the_number_still_decides() -> None:
    assert _check("Repairs take 4 working days.") == ("ALLOW", "SUPPORTED")
