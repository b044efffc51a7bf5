"""A condition on approving one case of a process ("if we approve a claim") is no status of
the document (`guard.extract.local.status._of_each_case`); approving the document or the
change itself still is. Wording invented here, none of it from tests/kb."""

from __future__ import annotations

import pytest

from guard.extract.local.status import claim_status, document_status


@pytest.mark.parametrize(
    "text",
    [
        "If we approve a repair, the engineer visits within 3 working days.",
        "When the warden approves an extension, the library adds 7 days to the loan.",
        "Once a supervisor approves any write-off, the balance is cleared in 2 days.",
        "After a manager signs off each exception, the fee is waived.",
    ],
)
def test_approving_an_indefinite_case_is_a_step_of_the_process(text: str) -> None:
    assert claim_status(text) == "unstated"
    assert document_status(text) == "unstated"


@pytest.mark.parametrize(
    "text",
    [
        "Once the board approves this, repairs take 3 working days.",
        "When finance approves the change, the loan period is 21 days.",
        "If legal approves, the new extension is 7 days.",
        "Extensions are 7 days (not yet approved).",
    ],
)
def test_approving_the_document_or_the_change_is_still_its_status(text: str) -> None:
    assert claim_status(text) == "pending_approval"
