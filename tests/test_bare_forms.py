"""Numbers people write with no noun or unit (issue 17, item 5): the age someone must reach
first ("wait until he's 18") or must be to do something ("you need to be 18 to join"), and a count per period ("you can bring 2 a month").

An invented climbing wall's catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.engine.values import per_period_unit
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import UNATTRIBUTED, Catalogue
from guard.models import Source, Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


def wall(guest_unit: str = "guest passes a month") -> Catalogue:
    topics = {
        "min_age": {"kind": "duration", "label": "minimum climber age", "about": ["min age"]},
        "guest_passes": {"kind": "count", "unit": guest_unit, "about": ["guest*", "buddies"]},
        "belay_fee": {"kind": "money", "currency": "GBP", "about": ["belay*"]},
    }
    return named_catalogue("Wall", topics)


def drafted(text: str, cat: Catalogue | None = None) -> list[tuple[str, float | None, str]]:
    return [
        (c.topic, c.value.amount if c.value else None, c.value.unit if c.value else "")
        for c in extract_draft_claims(text, cat or wall())
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Sorry, she'll have to wait until she's 14.",
        "He can climb once he turns 14!",
        "You can join when you are 14.",
    ],
)
def test_the_age_someone_must_reach_first_is_an_age(text: str) -> None:
    assert drafted(text) == [("min_age", 14, "years")]


@pytest.mark.parametrize(
    "text",
    [
        "You need to be 14 to climb on your own.",
        "I believe you might have to be 14 to climb, let me confirm.",
        "Climbers must be 14 to use the lead wall.",
    ],
)
def test_what_someone_must_be_to_do_something_is_an_age(text: str) -> None:
    assert drafted(text) == [("min_age", 14, "years")]


@pytest.mark.parametrize(
    "text", ["He's 14 and loves it here.", "Until 14 March the wall is shut for repairs."]
)
def test_an_age_someone_is_now_or_a_date_is_no_limit(text: str) -> None:
    assert drafted(text) == []


def test_a_count_per_period_that_names_nothing_is_unattributed() -> None:
    assert drafted("You can bring 3 a month 🙂") == [(UNATTRIBUTED, 3, "count")]
    # the sentence's own count topic takes it, in the topic's unit
    assert drafted("Guests: 3 a month.") == [("guest_passes", 3, "guest passes a month")]
    # an amount or a duration per period is no count
    assert [t for t, _, _ in drafted("Belay hire is £3 a month.")] == ["belay_fee"]


@pytest.mark.parametrize(
    ("said", "unit", "expected"),
    [
        ("3 a month", "guest passes a month", "guest passes a month"),
        ("3 each month", "guests per month", "guests per month"),
        ("3 a year", "guest passes a month", None),
        ("3 a month", "guest passes", None),
        ("3", "guest passes a month", None),
    ],
)
def test_a_bare_count_takes_a_unit_only_per_the_same_period(
    said: str, unit: str, expected: str | None
) -> None:
    assert per_period_unit(said, unit) == expected


def _source(body: str) -> Source:
    return verified_source("WALL-1", body)


def _decide(draft: str, message: str, unit: str = "guest passes a month") -> tuple[str, str]:
    src = _source("Members can bring 3 guests a month.\n")
    v = local_verdict(draft, [src], wall(unit), Ticket(id="T", message=message), now=NOW)
    return v.decision, v.reason_code


def test_the_ticket_reads_a_bare_count_on_its_count_topic() -> None:
    ask = "How many buddies can I bring along?"
    assert _decide("You can bring 3 a month 🙂", ask) == ("ALLOW", "SUPPORTED")
    assert _decide("You can bring 4 a month 🙂", ask) == ("HOLD", "CONTRADICTS_GOVERNING")
    # the wrong period is never the right count, and a ticket naming no topic settles nothing
    assert _decide("You can bring 3 a year 🙂", ask) == ("CAUTION", "UNIT_MISMATCH")
    assert _decide("You can bring 3 a month 🙂", "Hi there") == ("CAUTION", "EXTRACTION_GAP")
