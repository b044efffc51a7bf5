"""An age counted in weeks is an age (`guard/extract/local/ages.py`, `never_an_age`).

A value read in weeks is held in calendar days ("6 weeks" is 42 days), and days are a unit no
age is counted in, so without the written unit "kittens can come from 6 weeks" was read as a
time on the age topic and set aside to `other`. Young animals' and babies' ages are counted
in weeks: the written unit says so. A time in days on the same topic stays no age. A made-up
cattery catalogue: no knowledge base's words."""

from __future__ import annotations

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def cattery() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Whisker lodge",
            "topics": {
                "kitten_age": {
                    "label": "minimum age for a kitten stay",
                    "kind": "duration",
                    "about": ["kitten stay*", "kittens"],
                },
                "deposit": {
                    "label": "booking deposit",
                    "kind": "money",
                    "currency": "GBP",
                    "about": ["deposit"],
                },
            },
        },
        "test",
        "Lodge",
    )


def test_an_age_in_weeks_is_the_age_topics_value() -> None:
    (claim,) = extract_draft_claims("Kittens can come to stay from 6 weeks.", cattery())
    assert claim.topic == "kitten_age"
    assert claim.value is not None and claim.value.amount == 42


def test_a_time_in_days_on_the_age_topic_stays_no_age() -> None:
    (claim,) = extract_draft_claims("Kittens can come to stay 3 days after a jab.", cattery())
    assert claim.topic != "kitten_age"
