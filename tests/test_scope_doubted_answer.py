"""A draft value said for another scope value than the customer's is no answer for them
(`guard/engine/scopedclaims.py`), also when the value is right for that scope but a doubt
about it there (a change announced for that scope, D11b) would make it CAUTION: D8's "the
draft states no value" for the customer runs before such doubts. An invented rowing-club
catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.kb.catalogue import Catalogue
from guard.models import Ticket
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
}
_SCOPES: dict[str, Any] = {
    "crew": {
        "label": "crew",
        "values": {"masters": ["masters", "masters crew"], "novice": ["novice*"]},
    },
}
CLUB: Catalogue = named_catalogue("River oars", _TOPICS, scopes=_SCOPES)
SOURCES = [
    verified_source("RO-1", "Novices pay £70 a quarter.", title="Dues"),
    verified_source(
        "RO-9", "Heads up: novices will pay £85 a quarter from next season.", kind="slack"
    ),
]


def _verdict(draft: str, crew: str) -> tuple[str, str]:
    ticket = Ticket(id="T-4", message="What are my dues?", scope={"crew": crew})
    v = local_verdict(draft, SOURCES, CLUB, ticket)
    return v.decision, v.reason_code


def test_for_the_scope_it_is_said_for_the_change_is_signalled() -> None:
    assert _verdict("For novices it's £70 a quarter.", "novice") == ("CAUTION", "CHANGE_SIGNALLED")


def test_for_another_customer_it_is_first_of_all_no_answer() -> None:
    assert _verdict("For novices it's £70 a quarter.", "masters") == ("CAUTION", "UNSUPPORTED")
