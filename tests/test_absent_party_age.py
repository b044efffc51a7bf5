"""The party an age topic's label says its person goes without (`guard/extract/local/absentparty.py`).

"minimum age to swim without an adult": an age said of the adult ("supervised by an adult
(aged 18 or over)") is the adult's, never the topic's; a group younger than an age that needs
the adult ("Under-8s must be supervised by an adult") says from what age one swims without
one. And a draft's "once someone is 8" is the age anyone must reach (`bounds`).

An invented swimming-pool catalogue, built here: no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_values, named_catalogue, source_values

POOL: Catalogue = named_catalogue(
    "Lido swimming pool",
    {
        "solo_swim_age": {
            "label": "minimum age to swim without an adult",
            "kind": "duration",
            "about": ["swim alone", "swim on your own", "minimum age"],
        },
        "lane_price": {
            "label": "price of a lane booking",
            "kind": "money",
            "currency": "GBP",
            "about": ["lane booking*"],
        },
    },
)


def read(body: str) -> list[tuple[str, float | None]]:
    return source_values(body, POOL)


@pytest.mark.parametrize(
    "body",
    [
        "Younger swimmers must be supervised by an adult or carer (aged 18 or over) in the water.",
        "An adult aged 18 or over has to sign the form for younger swimmers.",
    ],
)
def test_an_age_said_of_the_party_the_label_goes_without_is_theirs(body: str) -> None:
    assert read(body) == []


@pytest.mark.parametrize(
    "body",
    [
        "Under-8s must be supervised by an adult in the water.",
        "Children under 8 must be supervised by an adult in the water.",
    ],
)
def test_a_group_below_an_age_that_needs_that_party_gives_the_minimum(body: str) -> None:
    assert read(body) == [("solo_swim_age", 8.0)]


def test_both_in_one_sentence() -> None:
    body = "Under-8s must be supervised by an adult (aged 18 or over), who stays poolside."
    assert read(body) == [("solo_swim_age", 8.0)]


def test_a_group_below_an_age_that_needs_no_such_party_stays_a_group() -> None:
    """No party the label goes without named: "under 8" is the group below, no minimum."""
    assert ("solo_swim_age", 8.0) not in read("Children under 8 swim free on Sundays.")


def test_an_age_said_of_another_noun_keeps_its_reading() -> None:
    assert read("Swimmers aged 12 or over can swim alone.") == [("solo_swim_age", 12.0)]


def test_once_someone_reaches_an_age_is_the_limit() -> None:
    text = "Once someone is twelve they can swim on their own."
    assert draft_values(text, POOL) == [("solo_swim_age", 12.0)]
