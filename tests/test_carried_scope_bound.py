"""A scope said once in a sentence holds for its later clauses (`carryscope.carried_words`),
and a lower bound said for a scope keeps it (`extract/local/lowerbound.py`,
`engine/lowerbound.py`): "Boat trips on the lake start from £12, and for a family it's £30"
is right for a customer on the lake; a wrong bound or case still HOLDs.

An invented boat-hire catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue
from guard.models import Ticket
from tests.support.builders import verified_source
from tests.support.localcase import local_verdict
from tests.support.reading import named_catalogue

_TOPICS: dict[str, Any] = {
    "trip_price": {
        "label": "price of a boat trip",
        "kind": "money",
        "currency": "GBP",
        "about": ["boat trip", "boat trips", "a trip"],
    },
}
_SCOPES: dict[str, Any] = {
    "water": {
        "label": "where the trip goes",
        "values": {"lake": ["on the lake", "lake"], "river": ["on the river", "river"]},
    },
    "party": {
        "label": "who is on board",
        "values": {"solo": ["one adult", "solo"], "family": ["a family", "family"]},
    },
}
HIRE: Catalogue = named_catalogue("Oarsome", _TOPICS, scopes=_SCOPES)
SOURCES = [
    verified_source(
        "OA-1",
        "On the lake a boat trip costs £12 for one adult and £30 for a family. "
        "On the river a boat trip costs £15 for one adult and £36 for a family.",
        title="Trip prices",
    ),
]


def _decision(draft: str) -> str:
    ticket = Ticket(
        id="T-5", message="What's a boat trip?", scope={"water": "lake", "party": "family"}
    )
    return local_verdict(draft, SOURCES, HIRE, ticket).decision


def test_the_earlier_clauses_scope_carries_to_the_later_value() -> None:
    claims = extract_draft_claims(
        "Boat trips on the lake start from £12, and for a family it's £30.", HIRE
    )
    assert [c.condition for c in claims] == ["start from, on the lake", "on the lake, a family"]


def test_a_later_clause_naming_another_value_keeps_its_own() -> None:
    claims = extract_draft_claims(
        "Boat trips on the lake are £12, and on the river for a family it's £36.", HIRE
    )
    assert claims[1].condition is not None and "lake" not in claims[1].condition


def test_a_right_scoped_bound_beside_the_customers_case_is_supported() -> None:
    assert _decision("Boat trips on the lake start from £12, and for a family it's £30.") == "ALLOW"


@pytest.mark.parametrize(
    "draft",
    [
        "Boat trips on the lake start from £15, and for a family it's £30.",
        "Boat trips on the lake start from £12, and for a family it's £36.",
        "Boat trips on the river start from £12, and for a family it's £36.",
    ],
)
def test_a_wrong_bound_or_case_still_holds(draft: str) -> None:
    assert _decision(draft) == "HOLD"
