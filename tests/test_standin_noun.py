"""A noun that stands in for whatever the text names ("your things", "the stuff") names no
subject of its own: a value said of it is unattributed, not `other`
(`guard/extract/local/unnamed.py`). A made-up bike-workshop catalogue: no knowledge base's
words."""

from __future__ import annotations

import pytest

from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue
from tests.support.reading import draft_topics, named_catalogue


def workshop() -> Catalogue:
    return named_catalogue(
        "Spokes", {"service_fee": {"kind": "money", "currency": "GBP", "about": ["service fee"]}}
    )


def _duration_topics(text: str) -> list[str]:
    return draft_topics(text, workshop(), "duration")


@pytest.mark.parametrize(
    "text",
    [
        "You'll usually have your things back within 3 days.",
        "We'll send the stuff back within 3 days.",
        "You should get your belongings back within 3 days.",
    ],
)
def test_a_stand_in_noun_names_nothing(text: str) -> None:
    assert _duration_topics(text) == [UNATTRIBUTED]


def test_a_noun_of_its_own_is_an_uncovered_subject() -> None:
    assert _duration_topics("You'll usually have your wheels back within 3 days.") == [OTHER]
