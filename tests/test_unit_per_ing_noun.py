"""A unit's "per" noun in -ing is a count noun, so its plural names the unit's subject too
(`guard.extract.local.unitsubject.per_noun_forms`): with "riders per outing", "outings take up
to 6 riders" counts riders per outing, as "each outing takes up to 6 riders" does. An
invented trail-riding stable's catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.unitsubject import per_noun_forms
from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_values, named_catalogue


def stable() -> Catalogue:
    topics: dict[str, Any] = {
        "outing_size": {
            "kind": "count",
            "label": "riders per outing",
            "unit": "riders per outing",
            "about": ["riders per outing", "group size"],
        },
    }  # fmt: skip
    return named_catalogue("Stable", topics)


def test_an_ing_noun_after_per_has_a_plural() -> None:
    assert "outings" in per_noun_forms("outing")
    assert "outing" in per_noun_forms("outing")


def test_the_plural_subject_says_the_unit() -> None:
    got = draft_values("Hi Ana, our hack outings take up to 6 riders, so bring friends.", stable())
    assert got == [("outing_size", 6.0)]


def test_the_singular_subject_still_says_it() -> None:
    assert draft_values("Each outing takes up to 6 riders.", stable()) == [("outing_size", 6.0)]
