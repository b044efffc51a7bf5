"""A percentage after an article and before a noun is that noun's (`guard/extract/local/
percentnoun.py`): "card payments carry a 3% surcharge" beside "The deposit is 20%" is no
deposit. An invented room-hire catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def rooms() -> Catalogue:
    topics = {
        "hire_deposit": {
            "label": "room hire deposit",
            "kind": "percent",
            "about": ["deposit", "hold the room"],
        },
    }
    return catalogue_from_dict({"name": "Rooms", "topics": topics}, "test", "Rooms")


def on_topic(body: str) -> list[float]:
    return [
        c.value.amount
        for c in extract_source_claims(source(body), rooms())
        if c.value is not None and c.value.amount is not None and c.topic == "hire_deposit"
    ]


def in_draft(text: str) -> list[tuple[str, float | None]]:
    return [(c.topic, c.value.amount) for c in extract_draft_claims(text, rooms()) if c.value]


@pytest.mark.parametrize(
    "body",
    [
        "The deposit is 20%, though card payments carry a 3% surcharge.",
        "The deposit is 20%, with a 3% service charge added on the day.",
    ],
)
def test_a_percentage_of_another_noun_is_not_the_topics(body: str) -> None:
    assert on_topic(body) == [20.0]
    assert in_draft(body) == [("hire_deposit", 20.0), ("other", 3.0)]


@pytest.mark.parametrize(
    "body",
    [
        "We ask for a 20% deposit when you book.",
        "To hold the room we take a 20% payment.",
        "The deposit is 20% of the hire fee.",
    ],
)
def test_the_topics_own_noun_or_clause_keeps_it(body: str) -> None:
    assert on_topic(body) == [20.0]
