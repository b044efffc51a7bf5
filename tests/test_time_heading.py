"""A heading that is a clause of time says when the steps under it happen, not what their
values measure (`guard.extract.local.timeheading`). An invented holiday-cottage housekeeping
guide: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.timeheading import is_time_heading
from guard.kb.catalogue import OTHER, Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def cottages() -> Catalogue:
    topics: dict[str, Any] = {
        "checkin_lead": {"label": "how early guests may check in", "kind": "duration",
                         "about": ["check in", "check-in"]},
    }  # fmt: skip
    return named_catalogue("Thatch", topics)


def _read(heading: str, step: str) -> list[str]:
    body = f"# Housekeeping guide\n\n## {heading}\n\n- {step}\n"
    src = verified_source("TH-1", body, title="Housekeeping guide")
    return [c.topic for c in extract_source_claims(src, cottages()) if c.value is not None]


def test_a_step_under_a_heading_of_time_is_not_read_on_the_headings_event() -> None:
    step = "Air every bedroom within 3 hours of the previous guests leaving."
    assert _read("Before the guests check in", step) == [OTHER]
    assert _read("Once guests check in", step) == [OTHER]


def test_a_heading_that_names_the_subject_still_tops_its_steps() -> None:
    step = "Allow 3 hours."
    assert _read("Early check-in", step) == ["checkin_lead"]
    assert _read("Before you travel, how early can you check in?", step) == ["checkin_lead"]


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        ("Before the guests check in", True),
        ("After the party", True),
        ("During your holiday", True),
        ("As soon as you land", True),
        ("**While you wait**", True),
        ("When we take the balance", False),  # a free relative: the time itself is the subject
        ("Before I go, what should I pack?", False),  # a question asks about the values
        ("After 14 days", False),  # a bound, not an event
        ("Cleaning the hot tub", False),
    ],
)
def test_which_headings_are_clauses_of_time(heading: str, expected: bool) -> None:
    assert is_time_heading(heading) is expected


def test_a_table_under_a_heading_of_time_is_read_as_if_it_had_none() -> None:
    body = (
        "# Housekeeping guide\n\n## Before the guests check in\n\n"
        "| Task | Done by |\n|---|---|\n| Air the bedrooms | 3 hours |\n"
    )
    src = verified_source("TH-2", body, title="Housekeeping guide")
    claims = [c.topic for c in extract_source_claims(src, cottages()) if c.value is not None]
    assert claims == [OTHER]
