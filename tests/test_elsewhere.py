"""A value said only of a place no scope names is no value at home
(`guard/extract/local/elsewhere.py`). A made-up e-scooter catalogue whose scopes name two
countries: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def scooters() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Zip scooters",
            "topics": {
                "ride_minutes": {
                    "kind": "count",
                    "unit": "ride minutes a day",
                    "about": ["ride minutes", "minutes of riding"],
                },
                "travel_fee": {"kind": "money", "currency": "EUR", "about": ["abroad"]},
            },
            "scopes": {"home": {"values": {"nl": ["Netherlands"], "be": ["Belgium"]}}},
        },
        "test",
        "Zip",
    )


def claims(body: str) -> list[tuple[str, float | None, dict[str, str]]]:
    src = verified_source("HC-1", body, title="Riding your scooter", kind="help_article")
    return [
        (c.topic, c.value.amount if c.value else None, dict(c.scope))
        for c in extract_source_claims(src, scooters())
    ]


def test_a_limit_said_of_a_region_no_scope_names_is_set_aside() -> None:
    assert claims("Fair use: up to 90 ride minutes a day in Scandinavia.") == []
    assert claims("Fair use: up to 90 ride minutes a day in Portugal.") == []


def test_a_place_a_scope_names_still_scopes_the_value() -> None:
    ((topic, amount, scope),) = claims("You get 120 ride minutes a day in Belgium.")
    assert (topic, amount, scope["home"]) == ("ride_minutes", 120, "be")


def test_a_topic_about_being_abroad_keeps_its_value() -> None:
    ((topic, amount, _),) = claims("Riding in Portugal costs €3 a day.")
    assert (topic, amount) == ("travel_fee", 3)


def test_no_place_keeps_the_value() -> None:
    ((topic, amount, _),) = claims("You get 120 ride minutes a day.")
    assert (topic, amount) == ("ride_minutes", 120)
