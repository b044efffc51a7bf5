"""A bare number bounded by "older" or "younger" is an age, never a count
(`guard/extract/local/agecomparative.py`). An invented trampoline-park catalogue: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.agecomparative import age_comparatives
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source


def park(with_age: bool) -> Catalogue:
    topics: dict[str, Any] = {
        "jumpers_per_grownup": {
            "label": "jumpers one grown-up can watch",
            "kind": "count",
            "unit": "jumpers per grown-up",
            "about": ["each grown-up", "per grown-up", "one grown-up"],
        },
    }
    if with_age:
        topics["solo_age"] = {
            "label": "minimum age to jump without a grown-up",
            "kind": "duration",
            "about": ["minimum age", "without a grown-up"],
        }
    return catalogue_from_dict({"name": "Boing", "topics": topics}, "test", "Boing")


def counts(body: str, with_age: bool) -> list[float]:
    return [
        c.value.amount
        for c in extract_source_claims(source(body), park(with_age))
        if c.value is not None and c.value.amount is not None and c.value.kind == "count"
    ]


@pytest.mark.parametrize("with_age", [True, False])
@pytest.mark.parametrize(
    "body",
    [
        "Each grown-up may watch up to 6 jumpers when they are all 8 or older.",
        "Each grown-up may watch up to 6 jumpers, if every jumper is 8 years or older.",
        "Each grown-up may watch up to 6 jumpers as long as none are 8 and younger.",
    ],
)
def test_an_older_or_younger_bound_is_no_count(body: str, with_age: bool) -> None:
    assert counts(body, with_age) == [6.0]


def test_a_count_bound_by_more_is_still_a_count() -> None:
    assert counts("Each grown-up may watch 6 or more jumpers.", True) == [6.0]


@pytest.mark.parametrize(
    ("sentence", "numbers"),
    [
        ("if they are all 8 or older", ["8"]),
        ("kids aged nine and younger", ["nine"]),
        ("anyone older than 12 jumps alone", ["12"]),
        ("6 or more jumpers, 8 or over", []),
    ],
)
def test_age_comparatives_spans(sentence: str, numbers: list[str]) -> None:
    assert sorted(sentence[s:e] for s, e in age_comparatives(sentence)) == numbers
