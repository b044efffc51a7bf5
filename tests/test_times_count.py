"""A number of times after an action ("swap it 3 times") is how often it may be done: a
bare count, read on the count topic its sentence names (`guard/extract/local/bounds.py`),
as "up to N" is. A
multiplier ("3 times the price") and a frequency ("3 times a week") are no such count.

An invented flower-subscription catalogue, built here: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.bounds import bare_numbers
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.wording import source

BLOOMS: Catalogue = catalogue_from_dict(
    {
        "name": "Petal post",
        "topics": {
            "free_swaps": {
                "label": "free bouquet swaps per order",
                "kind": "count",
                "unit": "swaps per order",
                "about": ["swap*", "exchange a bouquet"],
            },
        },
    },
    "test",
    "Petal",
)


def counts(sentence: str) -> list[float | None]:
    return [f.value.amount for f in bare_numbers(sentence, vocabulary(BLOOMS))]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("You can swap each bouquet twice for free.", []),  # no number "times": not this form
        ("You can swap each bouquet 2 times.", [2.0]),
        ("You can swap each bouquet for nothing 4 times.", [4.0]),
        ("Swaps are allowed three times per order.", [3.0]),
        ("A swap costs 2 times the delivery fee.", []),  # a multiplier
        ("Swapping is 3 times more popular in May.", []),
        ("You can swap bouquets 2 times a month.", []),  # a frequency
    ],
)
def test_n_times_after_an_action_is_a_count(sentence: str, expected: list[float]) -> None:
    assert counts(sentence) == expected


def test_the_count_lands_on_the_topic_its_sentence_names() -> None:
    claims = extract_source_claims(source("You can swap each bouquet 3 times."), BLOOMS)
    assert [(c.topic, c.value.amount, c.value.unit) for c in claims] == [
        ("free_swaps", 3.0, "swaps per order")
    ]


def test_n_times_where_no_count_topic_is_named_is_no_count() -> None:
    assert counts("We tried to deliver 3 times.") == []
