"""A value in a relative clause hung on an uncovered noun is that noun's: `other`
(`guard.extract.local.antecedent.uncovered_antecedent`).

An invented piano shop's catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

from typing import Any

import pytest

from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_topics, named_catalogue


def piano_shop() -> Catalogue:
    topics: dict[str, Any] = {
        "tuning_guarantee": {"kind": "duration", "about": ["tuning guarantee", "stays in tune"]},
    }
    return named_catalogue("Pianos", topics, not_covered=["maker*", "hire piano*"])


@pytest.mark.parametrize(
    "text",
    [
        # ", which" on the uncovered noun, after a sentence that named a topic earlier
        "Every tuning comes with our 6-month tuning guarantee, but the hammers are a "
        "different matter, so they fall under the maker's cover instead, which for "
        "Steinberg lasts 5 years from delivery.",
        # the plain case: the topic named before "but" is not the antecedent
        "Tunings carry our 6-month tuning guarantee, but your soundboard is covered by the "
        "maker's cover instead, which runs for 5 years from delivery.",
    ],
)
def test_a_value_hung_on_an_uncovered_noun_is_other(text: str) -> None:
    assert draft_topics(text, piano_shop(), "duration") == ["tuning_guarantee", "other"]


@pytest.mark.parametrize(
    "text",
    [
        # the antecedent names the topic itself
        "Tunings carry our 6-month tuning guarantee, but the maker's tuning guarantee, "
        "which runs for 5 years, is longer.",
        # the relative clause names the topic itself
        "Tunings carry our 6-month tuning guarantee, but the maker's cover, which gives a "
        "tuning guarantee of 5 years, is longer.",
    ],
)
def test_an_antecedent_or_clause_naming_the_topic_keeps_it(text: str) -> None:
    assert draft_topics(text, piano_shop(), "duration") == ["tuning_guarantee"] * 2
