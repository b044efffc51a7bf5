"""A count of its unit's counted noun, said in a clause whose subject is the unit's "per"
noun ("Boats seat up to 4 rowers" for "rowers per boat"), is that count topic's value
(`guard/extract/local/unitsubject.py`), whatever the verb. Another noun after the number, or
a clause that names nothing it is counted per, is not. A made-up boating-lake catalogue: no
knowledge base's words."""

from __future__ import annotations

import pytest

from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_values, named_catalogue, source_values


def boating_lake() -> Catalogue:
    return named_catalogue(
        "Millpond boating lake",
        {
            "boat_crew": {
                "kind": "count",
                "unit": "rowers per boat",
                "about": ["per boat", "crew size"],
            },
            "hire_fee": {"kind": "money", "currency": "GBP", "about": ["boat hire"]},
        },
    )


@pytest.mark.parametrize(
    "text",
    [
        "Boats seat up to 4 rowers.",
        "Each boat takes up to 4 rowers, life jackets included.",
        "Our boats are for no more than 4 rowers.",
    ],
)
def test_a_count_of_the_units_noun_said_of_its_per_noun_is_the_topics(text: str) -> None:
    assert draft_values(text, boating_lake()) == [("boat_crew", 4)]
    read = source_values(
        text, boating_lake(), source_id="S-1", title="On the water", kind="help_article"
    )
    assert read == [("boat_crew", 4)]


@pytest.mark.parametrize(
    "text",
    [
        "Boats carry up to 4 oars.",  # another noun: not what the topic counts
        "Bring up to 4 rowers.",  # nothing says per what
    ],
)
def test_another_noun_or_no_per_noun_names_no_count(text: str) -> None:
    assert ("boat_crew", 4) not in draft_values(text, boating_lake())


def ferry_boats() -> Catalogue:
    return named_catalogue(
        "Millpond boating lake",
        {"boat_seats": {"kind": "count", "unit": "passengers per boat", "about": ["seats"]}},
    )


@pytest.mark.parametrize(
    "text",
    [
        "Boats are never more than 6 people.",
        "Boats are never more than 6 passengers.",  # "never more than" bounds as "no" does
        "Each boat takes up to 6 adults.",
    ],
)
def test_a_count_of_people_in_other_words_is_a_people_units(text: str) -> None:
    # "passengers per boat" counts people: "6 people" and "6 adults" count them too
    assert draft_values(text, ferry_boats()) == [("boat_seats", 6)]


def test_a_count_of_things_is_still_no_people_units() -> None:
    assert ("boat_seats", 6) not in draft_values("Boats carry up to 6 oars.", ferry_boats())
