"""A limit verb's object may have words describing the counted noun before it
(`guard.extract.local.limitobject`): "cap complimentary guest passes at 4" limits guest
passes as "cap guest passes at 4" does. An invented climbing gym's catalogue: no knowledge
base's words."""

from __future__ import annotations

from typing import Any

from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_values


def gym() -> Catalogue:
    topics: dict[str, Any] = {
        "guest_passes": {
            "kind": "count",
            "label": "guest passes per month",
            "unit": "guest passes",
            "about": ["guest pass*", "bring a guest"],
        },
    }  # fmt: skip
    return named_catalogue("Gym", topics)


def test_an_adjective_before_the_counted_noun_keeps_the_limit() -> None:
    body = "Idea for spring: we limit complimentary guest passes to 4 for each member."
    assert source_values(body, gym()) == [("guest_passes", 4.0)]


def test_two_describing_words_before_the_noun() -> None:
    body = "We limit free weekend guest passes to 2 for each member."
    assert source_values(body, gym()) == [("guest_passes", 2.0)]


def test_the_noun_right_after_the_verb_still_reads() -> None:
    assert source_values("We cap guest passes at 3 a month.", gym()) == [("guest_passes", 3.0)]
