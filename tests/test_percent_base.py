"""A percentage's "of" phrase is its base, not what it is (`guard/extract/local/percentbase.py`):
in "the booking fee is 30% of the course price" the 30% is the booking fee, whatever topic
"of the course price" also names; with nothing before it, the base still names the topic.

An invented language-school catalogue: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local.percentbase import base_end
from tests.support.reading import draft_topics, named_catalogue, source_topics

_TOPICS: dict[str, Any] = {
    "booking_fee": {
        "label": "booking fee for a course",
        "kind": "percent",
        "about": ["booking fee"],
    },
    "withdrawal_charge": {
        "label": "charge for withdrawing late",
        "kind": "percent",
        "about": ["withdrawal charge", "of the course price", "of the tuition"],
    },
}
SCHOOL = named_catalogue("Lingua", _TOPICS)


@pytest.mark.parametrize(
    "text",
    [
        "The booking fee for an evening class is 30% of the course price.",
        "A booking fee of 30% of the course price is payable when you enrol.",
        "From 1 May, the booking fee to hold a place is 30% of the course price.",
    ],
)
def test_a_percentages_base_does_not_take_it_from_its_subject(text: str) -> None:
    assert source_topics(text, SCHOOL) == ["booking_fee"]
    assert draft_topics(text, SCHOOL) == ["booking_fee"]


def test_with_nothing_before_it_the_base_still_names_the_topic() -> None:
    assert source_topics("If you withdraw late we retain 40% of the course price.", SCHOOL) == [
        "withdrawal_charge"
    ]


def test_the_base_is_an_of_phrase_after_a_percentage_only() -> None:
    assert base_end("percent", " of the course price is payable") > 0
    assert base_end("money", " of the course price") == 0
    assert base_end("percent", " off the course price") == 0
