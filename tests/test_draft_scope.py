"""A draft value whose own clause names one scope value is said for that scope
(`guard/extract/local/draftscope.py`) and decided against that scope's value
(`guard/engine/scopedclaims.py`); told to a customer of another scope value, a correct one
that leaves their own case unanswered is CAUTION, never a HOLD nor an ALLOW.

An invented rowing-club catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.engine.scopedclaims import said_for
from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from guard.render import what_to_verify
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "dues": {
        "label": "quarterly club dues",
        "kind": "money",
        "currency": "GBP",
        "about": ["club dues", "a quarter", "per quarter"],
    },
    "outings": {
        "label": "sculling outings a week",
        "kind": "count",
        "unit": "outings",
        "about": ["outings a week"],
    },
}
_SCOPES: dict[str, Any] = {
    "crew": {
        "label": "crew",
        "values": {"masters": ["masters", "masters crew"], "novice": ["novice*"]},
    },
}
CLUB: Catalogue = named_catalogue("River oars", _TOPICS, scopes=_SCOPES)
SOURCES = [
    verified_source(
        "RO-1",
        "Masters crews pay £120 a quarter and novices pay £70 a quarter.",
        title="Dues",
    ),
    verified_source(
        "RO-2", "Masters rowers get 5 outings a week. Novices get 2 outings a week.", title="Water"
    ),
]


def _verdict(draft: str, crew: str) -> tuple[str, str]:
    ticket = Ticket(id="T-4", message="What are my dues?", scope={"crew": crew})
    v = local_verdict(draft, SOURCES, CLUB, ticket)
    return v.decision, v.reason_code


def test_the_value_is_said_for_the_scope_its_clause_names() -> None:
    claims = extract_draft_claims("For novices it's £70 a quarter.", CLUB)
    assert [said_for(c, CLUB) for c in claims] == [("crew", "novice")]


def test_a_value_naming_no_scope_has_none() -> None:
    claims = extract_draft_claims("Club dues are £70 a quarter.", CLUB)
    assert [c.condition for c in claims] == [None]


@pytest.mark.parametrize("crew", ["masters", "novice"])
def test_two_scopes_side_by_side_are_each_checked_on_their_own(crew: str) -> None:
    draft = "Novices get 2 outings a week, and masters rowers get 5 outings a week."
    assert _verdict(draft, crew) == ("ALLOW", "SUPPORTED")


def test_a_wrong_value_for_the_named_scope_holds() -> None:
    assert _verdict("For novices it's £90 a quarter.", "masters")[0] == "HOLD"


def test_on_a_ticket_that_leaves_the_scope_unknown_d1_still_escalates() -> None:
    assert _verdict("For novices it's £70 a quarter.", "unknown") == ("ESCALATE", "SCOPE_UNKNOWN")


def test_only_another_scopes_right_value_leaves_the_customer_unanswered() -> None:
    assert _verdict("For novices it's £70 a quarter.", "masters") == ("CAUTION", "UNSUPPORTED")


def test_the_customers_own_scope_named_is_checked_as_before() -> None:
    assert _verdict("For masters crews it's £120 a quarter.", "masters") == ("ALLOW", "SUPPORTED")
    assert _verdict("For masters crews it's £70 a quarter.", "masters")[0] == "HOLD"


def test_a_clause_naming_two_values_of_the_dimension_scopes_nothing() -> None:
    claims = extract_draft_claims("As a novice you get 2 outings a week with the masters.", CLUB)
    assert [c.condition for c in claims] == [None]


def test_the_agent_is_told_the_customers_own_value_not_that_no_source_covers_it() -> None:
    ticket = Ticket(id="T-4", message="What are my dues?", scope={"crew": "masters"})
    verdict = local_verdict("For novices it's £70 a quarter.", SOURCES, CLUB, ticket)
    check_first = what_to_verify(verdict) or ""
    assert "No in-force source" not in check_first
    assert "said for" in check_first and "£120" in check_first
