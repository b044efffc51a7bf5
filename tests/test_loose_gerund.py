"""A catalogue phrase said loosely with its last word in the -ing form ("the first 10
minutes of drying are free" for "free dry") names its topic, as the phrase written out in
that form already does (`guard/kb/phrases.py`, `loose_pattern`). A made-up launderette
catalogue: no knowledge base's words."""

from __future__ import annotations

import re

from guard.kb.catalogue import Catalogue
from guard.kb.phrases import loose_pattern
from tests.support.reading import draft_topics, named_catalogue


def launderette() -> Catalogue:
    return named_catalogue(
        "Suds",
        {
            "free_dry_time": {"kind": "duration", "about": ["free dry"]},
            "wash_price": {"kind": "money", "currency": "GBP", "about": ["wash price"]},
        },
    )


def test_the_last_word_in_its_ing_form_matches_loosely() -> None:
    pattern = loose_pattern("free dry")
    assert pattern is not None
    assert re.search(pattern, "the first 10 minutes of drying are free", re.IGNORECASE)
    assert not re.search(pattern, "the first 10 minutes of freedom are dry", re.IGNORECASE)


def test_the_loose_gerund_names_the_topic() -> None:
    text = "The first 10 minutes of drying are free."
    assert draft_topics(text, launderette()) == ["free_dry_time"]
