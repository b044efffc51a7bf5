"""A window said to be "only on the day" is 0 days (`guard/extract/local/ontheday.py`).

Invented wording: a ferry company that sells bike spaces up to 14 days before sailing, no
knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local.ontheday import only_on_the_day
from guard.kb.catalogue import catalogue_from_dict
from guard.models import Ticket
from tests.support.builders import source
from tests.support.localcase import local_verdict

FERRY = catalogue_from_dict(
    {
        "name": "Gullwing Ferries",
        "topics": {
            "bike_space_window": {
                "kind": "duration",
                "about": ["reserve a bike space", "bike spaces", "before sailing"],
            },
            "bike_fare": {"kind": "money", "about": ["bike fare"]},
        },
    },
    "test",
    "Gullwing Ferries",
)

SOURCES = [source("GF-1", "Bike spaces can be reserved up to 14 days before sailing.")]


def _check(draft: str) -> tuple[str, str]:
    v = local_verdict(draft, SOURCES, FERRY, Ticket(id="T-1"))
    return v.decision, v.reason_code


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("Bike spaces can only be reserved on the day.", "on the day"),
        ("Bike spaces are sold on the day only.", "on the day only"),
        ("You can reserve bike spaces only on the day itself.", "on the day itself"),
    ],
)
def test_only_on_the_day_is_zero_days(sentence: str, words: str) -> None:
    (found,) = only_on_the_day(sentence)
    assert found.text == words
    assert (found.value.amount, found.value.unit) == (0, "calendar_days")


@pytest.mark.parametrize(
    "sentence",
    [
        "You can also reserve bike spaces on the day.",  # the day is allowed, not the only one
        "Please bring your ticket on the day.",  # an act timed, no window
        "Bike spaces are not only sold on the day.",  # denied
        "The only thing you need on the day is your ticket.",  # "only" of another noun
        "You can only reserve bike spaces on the day before sailing.",  # a day away
    ],
)
def test_other_days_are_no_zero(sentence: str) -> None:
    assert only_on_the_day(sentence) == []


def test_a_window_shrunk_to_the_day_is_held() -> None:
    assert _check("Bike spaces can only be reserved on the day.") == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )


def test_the_window_with_its_number_is_still_allowed() -> None:
    assert _check("Bike spaces can be reserved up to 14 days before sailing.") == (
        "ALLOW",
        "SUPPORTED",
    )
