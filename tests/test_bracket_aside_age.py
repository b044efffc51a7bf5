"""A bound in brackets right after a noun is that noun's age, never a count
(`guard/extract/local/bracketage.py`), and a bracket that closes before a number is an aside
inside its clause, not the clause's end (`guard/extract/local/asides.py`). An invented
walking-club catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def club(with_age: bool) -> Catalogue:
    topics: dict[str, Any] = {
        "walkers_per_guide": {
            "label": "walkers one guide can lead",
            "kind": "count",
            "unit": "walkers per guide",
            "about": ["each guide", "per guide"],
        },
    }
    if with_age:
        topics["solo_age"] = {
            "label": "minimum age to walk without a guide",
            "kind": "duration",
            "about": ["minimum age", "without a guide"],
        }
    return catalogue_from_dict({"name": "Fell club", "topics": topics}, "test", "Fell club")


def read(body: str, with_age: bool = True) -> list[tuple[str, float]]:
    return [
        (c.topic, c.value.amount)
        for c in extract_source_claims(source(body), club(with_age))
        if c.value is not None and c.value.amount is not None and c.topic != "other"
    ]


@pytest.mark.parametrize("with_age", [True, False])
@pytest.mark.parametrize(
    "body",
    [
        "Each guide (21 or over) may lead up to 8 walkers on the fells.",
        "Each guide (21 years or older) may lead up to 8 walkers on the fells.",
    ],
)
def test_the_bracketed_age_is_no_count_and_the_count_is_read(body: str, with_age: bool) -> None:
    assert read(body, with_age) == [("walkers_per_guide", 8.0)]


def test_an_aside_in_brackets_does_not_cut_the_clause() -> None:
    body = "Each guide (a trained volunteer) may lead up to 8 walkers on the fells."
    assert read(body) == [("walkers_per_guide", 8.0)]


def test_a_count_in_its_own_bracket_stays_its_own_clause() -> None:
    body = "Walks are led by volunteers (each guide leads up to 8 walkers)."
    assert read(body) == [("walkers_per_guide", 8.0)]


@pytest.mark.parametrize("with_age", [True, False])
@pytest.mark.parametrize(
    "body",
    ["Each guide (21 or over) signs the walk sheet.", "Each guide (21 or older) checks the map."],
)
def test_a_bracketed_age_alone_counts_nothing(body: str, with_age: bool) -> None:
    assert read(body, with_age) == []


def test_a_counts_own_bound_in_brackets_is_still_a_count() -> None:
    assert read("Each guide (8 or more) is too many.") == [("walkers_per_guide", 8.0)]
