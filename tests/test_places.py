"""Another country, named where the catalogue names none, is "abroad"
(`guard/extract/local/places.py`). A made-up scooter-hire catalogue: no knowledge base's
words."""

from __future__ import annotations

import pytest

from guard.extract.local.places import country_names
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import topic_of


def scooters(abroad: bool = True) -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Zip scooters",
            "topics": {
                "travel_fee": {
                    "kind": "money",
                    "currency": "EUR",
                    "about": ["travel fee", *(["abroad"] if abroad else [])],
                },
                "helmet_fee": {"kind": "money", "currency": "EUR", "about": ["helmet*"]},
            },
            "scopes": {"home": {"values": {"nl": ["Netherlands", "Dutch"], "be": ["Belgium"]}}},
        },
        "test",
        "Zip",
    )


@pytest.mark.parametrize(
    "text",
    [
        "Riding your scooter in Italy is €4 a day.",
        "It's €4 a day to take it to France.",
        "Taking a scooter across the United Arab Emirates costs €4 a day.",
    ],
)
def test_a_country_the_catalogue_does_not_name_is_abroad(text: str) -> None:
    assert topic_of(text, scooters()) == "travel_fee", text


@pytest.mark.parametrize(
    "text",
    [
        "Hi Jordan, it's €4 a day.",  # a name, not a place
        "Riding your scooter in Belgium is €4 a day.",  # the catalogue's own country
        "Riding your scooter in italy is €4 a day.",  # not written as a name
    ],
)
def test_a_name_or_the_catalogues_own_country_is_not_abroad(text: str) -> None:
    assert topic_of(text, scooters()) != "travel_fee", text


def test_a_catalogue_with_no_topic_about_being_abroad_gets_no_cue() -> None:
    assert topic_of("Riding your scooter in Italy is €4 a day.", scooters(abroad=False)) != (
        "travel_fee"
    )


def test_the_country_list_is_the_shipped_iso_3166_table() -> None:
    names = set(country_names())
    assert {"Spain", "Japan", "Britain", "Korea", "Korea (South)"} <= names
    assert len(names) > 240
