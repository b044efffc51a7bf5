"""A bound number followed by the people it counts is how many people, never their age
(`guard/extract/local/bounds.py`, `counts_people`): "The sauna fits up to 6 people" in a
sentence naming an age topic is no minimum age of 6. An invented leisure-centre catalogue:
no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def centre(with_count: bool) -> Catalogue:
    topics: dict[str, Any] = {
        "sauna_age": {
            "label": "age under which visitors need an adult in the sauna",
            "kind": "duration",
            "about": ["sauna", "steam room"],
        },
    }
    if with_count:
        topics["sauna_places"] = {
            "label": "people the sauna holds",
            "kind": "count",
            "unit": "people",
            "about": ["places in the sauna", "sauna holds", "fits"],
        }
    return catalogue_from_dict({"name": "Centre", "topics": topics}, "test", "Centre")


def read(body: str, with_count: bool = False) -> list[tuple[str, float, str]]:
    return [
        (c.topic, c.value.amount, c.value.unit or "")
        for c in extract_source_claims(source(body), centre(with_count))
        if c.value is not None and c.value.amount is not None and c.topic != "other"
    ]


@pytest.mark.parametrize(
    "body",
    [
        "The sauna fits up to 6 people at a time.",
        "The sauna takes no more than 6 adults at once.",
        "We have an 8-person sauna next to the steam room.",
    ],
)
def test_a_number_of_people_is_no_age(body: str) -> None:
    assert all(unit != "years" for _, _, unit in read(body))


def test_a_number_of_people_is_a_count_where_a_count_topic_is_named() -> None:
    assert read("The sauna fits up to 6 people at a time.", with_count=True) == [
        ("sauna_places", 6.0, "people")
    ]


@pytest.mark.parametrize(
    "body",
    [
        "Visitors under 14 need an adult with them in the sauna.",
        "The sauna is for visitors aged 14 or over unless an adult comes in too.",
    ],
)
def test_an_age_is_still_an_age(body: str) -> None:
    assert read(body) == [("sauna_age", 14.0, "years")]
