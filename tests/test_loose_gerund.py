"""A catalogue phrase said loosely with its last word in the -ing form ("the first 10
minutes of drying are free" for "free dry") names its topic, as the phrase written out in
that form already does (`guard/kb/phrases.py`, `loose_pattern`). A made-up launderette
catalogue: no knowledge base's words."""

from __future__ import annotations

import re

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.kb.phrases import loose_pattern


def launderette() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Suds",
            "topics": {
                "free_dry_time": {"kind": "duration", "about": ["free dry"]},
                "wash_price": {"kind": "money", "currency": "GBP", "about": ["wash price"]},
            },
        },
        "test",
        "Suds",
    )


def test_the_last_word_in_its_ing_form_matches_loosely() -> None:
    pattern = loose_pattern("free dry")
    assert pattern is not None
    assert re.search(pattern, "the first 10 minutes of drying are free", re.IGNORECASE)
    assert not re.search(pattern, "the first 10 minutes of freedom are dry", re.IGNORECASE)


def test_the_loose_gerund_names_the_topic() -> None:
    claims = extract_draft_claims("The first 10 minutes of drying are free.", launderette())
    assert [c.topic for c in claims if c.value is not None] == ["free_dry_time"]
