"""An age required of the one person a sentence singles out ("the person who signs …") is
that party's, not the catalogue's one age topic's (`guard.extract.local.ages.role_singled_out`).

An invented canoe centre's catalogue, built here: no sentence comes from tests/kb. Its one
age topic is the age under which paddlers get the youth rate; its terms also say how old the
person who signs for a rental must be.
"""

from __future__ import annotations

from typing import Any

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def canoes() -> Catalogue:
    topics: dict[str, Any] = {
        "youth_rate_age": {
            "kind": "duration",
            "label": "age limit for the youth rate",
            "about": ["youth rate*", "youth price*"],
        },
    }  # fmt: skip
    return named_catalogue("Canoes", topics)


def _ages(body: str) -> list[tuple[str, float]]:
    source = verified_source("CAN-1", body, title="Canoe rental terms")
    return [(c.topic, c.value.amount or 0.0) for c in extract_source_claims(source, canoes())]


def test_the_age_of_the_party_singled_out_is_not_the_age_topics() -> None:
    ages = _ages("The person who signs for the rental must be 21 or over.")
    assert ("youth_rate_age", 21.0) not in ages


def test_the_adult_that_collects_is_a_party_too() -> None:
    ages = _ages("The adult that collects the paddles needs to be at least 18 years old.")
    assert ("youth_rate_age", 18.0) not in ages


def test_anyone_who_does_the_act_still_gives_the_guess() -> None:
    # everyone who does the act: the usual way a minimum age is written
    assert _ages("Anyone who paddles alone must be 14 or over.") == [("youth_rate_age", 14.0)]
