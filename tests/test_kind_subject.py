"""A draft value led by what a topic of its kind talks about ("Most of our lessons are booked
within 2 days") is unattributed, the ticket's to place, not `other`
(`guard/extract/local/kindsubject.py`); a lead the catalogue does not know stays `other`. An
invented driving-school catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import UNATTRIBUTED, Catalogue, catalogue_from_dict


def school() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Clutch",
        "topics": {"booking_wait": {"kind": "duration", "about": ["lessons take", "lesson wait"]}},
    }
    return catalogue_from_dict(data, "test", "Clutch")


def _topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, school()) if c.value is not None]


@pytest.mark.parametrize(
    "text",
    ["Most of our lessons are booked within 2 days.", "Lessons are confirmed within 2 days."],
)
def test_a_lead_a_topic_of_its_kind_talks_about_is_unattributed(text: str) -> None:
    assert _topics(text) == [UNATTRIBUTED]


def test_a_lead_the_catalogue_does_not_know_stays_other() -> None:
    assert _topics("Most of our theory tests are marked within 2 days.") == ["other"]
