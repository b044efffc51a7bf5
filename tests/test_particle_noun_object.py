"""A topic phrase of a verb and its particle names its topic with a short noun object
between them, as with a pronoun: "we'll put the marquee up for £90" (`particle_split`,
`guard/extract/local/splitverb.py`). An invented marquee-hire catalogue: no knowledge
base's words."""

from __future__ import annotations

import re

from guard.extract.local.splitverb import particle_split
from tests.support.reading import draft_values, named_catalogue

_MARQUEES = named_catalogue(
    "Marquee hire",
    {
        "hire_price": {"kind": "money", "currency": "GBP", "about": ["hire*"]},
        "erection_fee": {"kind": "money", "currency": "GBP", "about": ["put up"]},
    },
)


def test_a_noun_object_between_verb_and_particle_names_the_topic() -> None:
    text = "Hire is £300 and our crew can put the marquee up on your lawn for £90 on top."
    assert draft_values(text, _MARQUEES) == [("hire_price", 300), ("erection_fee", 90)]
    text = "Hire is £300, and we put your party tent up for £90."
    assert ("erection_fee", 90) in draft_values(text, _MARQUEES)


def test_only_a_determiner_opens_the_object() -> None:
    split = particle_split("put up")
    assert split is not None
    assert re.search(split, "we put the marquee up", re.IGNORECASE)
    assert not re.search(split, "we put prices up", re.IGNORECASE)
