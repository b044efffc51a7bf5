""" "Proposed" said of a thing a procedure handles is no status of the document (issue 17,
tests/kb/halls).

A garage's SOP step "Check the proposed courtesy car against the booking" names what the
customer asked for; the SOP stays in force (`guard.extract.local.proposednoun`). "The
proposed fee", "a proposed change" stay proposals. An invented garage's words: none comes
from tests/kb.
"""

from __future__ import annotations

import pytest

from guard.extract.local.status import document_status


@pytest.mark.parametrize(
    "text",
    [
        "Check the proposed courtesy car against the booking.",
        "Ring the customer to confirm their proposed drop-off day.",
    ],
)
def test_a_handled_thing_is_no_status(text: str) -> None:
    assert document_status(text) != "proposed"


@pytest.mark.parametrize(
    "text",
    [
        "The proposed valeting fee is £15.",
        "This is a proposed change to the MOT rules.",
        "Proposed: a £15 valeting charge from June.",
        "We've proposed a new courtesy car policy.",
    ],
)
def test_a_proposed_policy_is_still_proposed(text: str) -> None:
    assert document_status(text) == "proposed"


@pytest.mark.parametrize(
    "text",
    [
        "The barn can be booked for weddings, wakes, proposals, reunions or a quiet lunch.",
        "We host anniversaries, a proposal, christenings and birthdays every month.",
    ],
)
def test_proposals_listed_among_occasions_are_no_status(text: str) -> None:
    assert document_status(text) != "proposed"


@pytest.mark.parametrize(
    "text",
    [
        "Two proposals, 5% and 8%, are on the table.",  # no comma before: the subject
        "There are new ideas, proposals and plans for the fee.",  # the last item: it may sum up
        "Here is the proposal, and the fee would be £15.",
    ],
)
def test_proposals_outside_such_a_list_still_count(text: str) -> None:
    assert document_status(text) == "proposed"
