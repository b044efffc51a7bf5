"""A party other than the writer who "may propose" something is a step of a process the text
describes, no status of the text (`guard.extract.local.status._a_partys_process`); the writer
proposing, and every other proposal wording, still is. Wording invented here, none of it
from tests/kb."""

from __future__ import annotations

import pytest

from guard.extract.local.status import claim_status, document_status


@pytest.mark.parametrize(
    "text",
    [
        "The supplier may propose a new delivery date. Orders ship within 5 days.",
        "Either party can propose a change to the schedule; lessons last 45 minutes.",
        "Your manager might propose a different start time, and shifts are 8 hours.",
        "You could propose another venue. The hall holds 120 people.",
        "In spring the club may also propose a new fee, payable within 14 days.",
    ],
)
def test_another_party_who_may_propose_is_a_process(text: str) -> None:
    assert claim_status(text) == "unstated"
    assert document_status(text) == "unstated"


@pytest.mark.parametrize(
    "text",
    [
        "We may propose a new delivery window of 5 days.",
        "We propose a 14-day window for returns.",
        "Proposed: lessons last 45 minutes.",
        "We're proposing shifts of 8 hours.",
        "This proposal sets the fee at £20.",
        "I could propose a limit of 120 people.",
    ],
)
def test_the_writers_proposal_is_still_proposed(text: str) -> None:
    assert claim_status(text) == "proposed"
