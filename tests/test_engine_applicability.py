"""Applicability (guard/engine/applicability.py): a claim's scope in words, and which
dimensions the ticket leaves unresolved.

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

import pytest

from guard.engine.applicability import unresolved_dimensions, where
from guard.models import (
    SourceClaim,
    Ticket,
)
from tests.support.opentopics import days, sclaim
from tests.support.tracecase import GENERAL

# --- applicability: scope in words --------------------------------------------------------


def _scoped(**scope: str) -> SourceClaim:
    return sclaim(GENERAL, "payout_delay", days(3)).model_copy(update={"scope": scope})


@pytest.mark.parametrize(
    ("scope", "words"),
    [
        ({"plan": "pro", "region": "eu"}, "the pro plan and the eu region"),
        ({"card_type": "debit", "plan": "any"}, "the debit card type"),
        ({"card_type": "any", "plan": "any"}, "all card types and all plans"),
        ({}, "every case"),
    ],
)
def test_a_claims_scope_reads_as_words(scope, words):
    assert where(_scoped(**scope)) == words


def test_only_the_dimensions_the_ticket_leaves_unknown_are_unresolved():
    c = _scoped(plan="pro", region="eu")
    assert unresolved_dimensions(c, Ticket(id="T", scope={"plan": "pro"})) == ["region"]
    assert unresolved_dimensions(c, Ticket(id="T", scope={"plan": "pro", "region": "eu"})) == []
