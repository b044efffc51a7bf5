"""A duration said to be "away" and a coordinated main clause with its own condition
(`guard/extract/local/unnamed.py`, `_AWAY_RE` and `_STATEMENT_GAP_RE`;
`guard/extract/local/coordinated.py`):

- "As Friday is less than 3 days away": the subject is the day the time counts to, no
  uncovered subject, so the value is unattributed (the ticket's to place), not `other`;
- ", but if we fill the chair I'll refund what I can" is a main clause of its own (its
  condition first): its "refund" names nothing for the value before it.

An invented dental-practice catalogue: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local.coordinated import before_next_main_clause
from guard.kb.catalogue import OTHER, UNATTRIBUTED
from guard.models import Ticket
from tests.support.builders import source
from tests.support.dental import DENTAL
from tests.support.localcase import local_verdict
from tests.support.reading import draft_topics

AWAY = "As Friday is less than 3 days away, we keep the deposit"
BUT_IF = ", but if we fill the chair I'll refund what I can."


@pytest.mark.parametrize("draft", [f"{AWAY}.", f"{AWAY}{BUT_IF}"])
def test_a_time_away_from_a_day_is_unattributed(draft: str) -> None:
    assert draft_topics(draft, DENTAL, kind="duration") == [UNATTRIBUTED]


def test_a_subject_that_is_no_days_event_still_makes_the_value_other() -> None:
    draft = "As the parking permit lasts 3 days, we keep the deposit."
    assert draft_topics(draft, DENTAL, kind="duration") == [OTHER]


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        (f"Allow 3 days{BUT_IF}", True),
        ("Allow 3 days, and when you're ready we'll book you in.", True),
        ("Allow 3 days, but if needed we can wait longer.", False),  # no subject of its own
    ],
)
def test_a_coordinated_clause_may_open_with_its_own_condition(text: str, masked: bool) -> None:
    kept = before_next_main_clause(text, text.index("days") + 4)
    assert (kept.rstrip() == "Allow 3 days") is masked


def test_the_ticket_places_the_time_away_on_its_topic() -> None:
    sources = [source("POL-1", "You need to give 3 days' notice to cancel your appointment.")]
    ticket = Ticket(id="T-1", message="I have to cancel my appointment on Friday, what now?")
    v = local_verdict(f"{AWAY}{BUT_IF}", sources, DENTAL, ticket)
    assert (v.decision, v.reason_code) == ("ALLOW", "SUPPORTED"), v.trace
