"""A value said as where a topic's values start ("from £30"), beside a value for the
customer's own case, is the least of the cases (`guard/extract/local/lowerbound.py`,
`guard/engine/lowerbound.py`): right where some case governs exactly it, and otherwise an
outright value, so a wrong starting price still HOLDs.

An invented guitar-school catalogue, built here: no knowledge base's words.
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
    "lesson_price": {
        "label": "price of a guitar lesson",
        "kind": "money",
        "currency": "GBP",
        "about": ["guitar lesson", "guitar lessons", "a lesson"],
    },
}
_SCOPES: dict[str, Any] = {
    "length": {
        "label": "lesson length",
        "values": {
            "short": ["half-hour lesson", "half-hour"],
            "long": ["hour-long lesson", "hour-long"],
        },
    },
}
SCHOOL: Catalogue = named_catalogue("Fretboard", _TOPICS, scopes=_SCOPES)
SOURCES = [
    verified_source(
        "FB-1",
        "A half-hour guitar lesson costs £30. An hour-long guitar lesson costs £48.",
        title="Lesson prices",
    ),
]


def _decision(draft: str) -> str:
    ticket = Ticket(id="T-2", message="How much is a lesson?", scope={"length": "long"})
    return local_verdict(draft, SOURCES, SCHOOL, ticket).decision


def test_the_bound_takes_its_words_as_its_condition() -> None:
    claims = extract_draft_claims(
        "Guitar lessons start from £30, and for an hour-long lesson it's £48.", SCHOOL
    )
    assert [c.condition for c in claims] == ["start from", "hour-long lesson"]


def test_a_bound_alone_stays_an_outright_value() -> None:
    claims = extract_draft_claims("Guitar lessons start from £30.", SCHOOL)
    assert [c.condition for c in claims] == [None]


def test_a_range_from_one_value_to_another_is_no_bound() -> None:
    claims = extract_draft_claims(
        "Guitar lessons run from £30 to £48, and an hour-long lesson is £48.", SCHOOL
    )
    assert all(c.condition != "run from" for c in claims)


def test_a_right_bound_beside_the_customers_case_is_supported() -> None:
    draft = "Guitar lessons start from £30, and for an hour-long lesson it's £48."
    assert _decision(draft) == "ALLOW"


@pytest.mark.parametrize(
    "draft",
    [
        "Guitar lessons start from £25, and for an hour-long lesson it's £48.",
        "Guitar lessons start from £30, and for an hour-long lesson it's £52.",
        "Guitar lessons start from £30.",
    ],
)
def test_a_wrong_bound_or_case_still_holds(draft: str) -> None:
    assert _decision(draft) == "HOLD"
