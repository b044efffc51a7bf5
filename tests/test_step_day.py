"""An instruction to do a step "the same day" times that step, not how far ahead anyone must
act (`guard.extract.local.stepday`). Without it, "Cancel any fuel order with the marina office
the same day" in a procedure was read as a 0-day cancellation notice, beside every source's
real notice: a false conflict on every draft about it.

Invented wording: a boat-hire company, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from tests.support.reading import named_catalogue, source_values

BOATS = named_catalogue(
    "Riverbend boat hire",
    {
        "cancel_notice": {
            "label": "how far ahead a hire must be cancelled",
            "kind": "duration",
            "about": ["cancel*", "cancellation notice"],
        },
        "damage_report": {
            "label": "time to report damage",
            "kind": "duration",
            "about": ["report any damage", "report damage"],
        },
    },
)


def _read(body: str) -> list[tuple[str, float | None]]:
    return source_values(f"# Hires\n\n{body}\n", BOATS, kind="sop")


@pytest.mark.parametrize(
    "step",
    [
        "Cancel any fuel order with the marina office the same day.",
        "4. Cancel the mooring booking on the same working day.",
    ],
)
def test_an_instructed_step_the_same_day_is_no_lead_time(step: str) -> None:
    body = f"1. Check the hire was cancelled at least 3 days before it starts.\n{step}"
    topics = _read(body)
    assert ("cancel_notice", 3) in topics, topics
    assert ("cancel_notice", 0) not in topics, topics


def test_a_topic_that_times_an_act_after_an_event_keeps_it() -> None:
    assert _read("Report any damage the same day.") == [("damage_report", 0)]


def test_a_same_day_said_with_its_subject_is_left_alone() -> None:
    assert _read("You can cancel the same day.") == [("cancel_notice", 0)]


# A topic whose label has no word for "before" (a closing date): a step under a heading that
# names it, whose own sentence names nothing of the topic, is another step of the procedure.
REGATTA = named_catalogue(
    "Saltmarsh regatta",
    {
        "signup_close": {
            "label": "when race sign-ups close",
            "kind": "duration",
            "about": ["sign-ups close", "sign-up deadline", "race sign-up"],
        },
    },
)


def _regatta(body: str) -> list[tuple[str, float | None]]:
    return source_values(f"# Race sign-ups (desk steps)\n\n{body}\n", REGATTA, kind="sop")


def test_a_step_naming_nothing_of_the_topic_is_no_value_of_its_heading() -> None:
    body = (
        "1. Check each form is signed.\n2. File each signed waiver in the club binder the same day."
    )
    assert _regatta(body) == [("other", 0)]


def test_a_step_whose_verb_is_the_topics_own_act_keeps_its_day() -> None:
    assert _regatta("Close the sheet the same day.") == [("signup_close", 0)]
