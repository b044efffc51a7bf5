"""A number hyphened to a word is a compound adjective: the number counts that word, not
the noun after it. "a 12-inch shelf" is twelve inches and one shelf; "a three-shelf unit"
counts shelves (`guard.extract.local.values`). An invented furniture maker: none of its
words come from tests/kb.
"""

from __future__ import annotations

from tests.support.reading import draft_values, named_catalogue

_MAKER = named_catalogue(
    "Furniture maker",
    {"max_shelves": {"kind": "count", "unit": "shelves", "about": ["shelves", "shelf"]}},
)


def test_a_number_hyphened_to_another_word_counts_no_shelves() -> None:
    assert ("max_shelves", 12) not in draft_values("A 12-inch shelf holds about 40 books.", _MAKER)


def test_a_number_hyphened_to_the_counted_noun_still_counts_it() -> None:
    assert draft_values("We build units of up to five shelves.", _MAKER) == [("max_shelves", 5)]
    assert ("max_shelves", 3) in draft_values("Our biggest is a three-shelf unit.", _MAKER)


def test_a_word_of_the_topics_own_unit_keeps_the_count() -> None:
    nights = named_catalogue(
        "Cabins",
        {"stay_nights": {"kind": "count", "unit": "nights of stay", "about": ["cabin stay"]}},
    )
    assert draft_values("Book a 3-night cabin stay today.", nights) == [("stay_nights", 3)]
