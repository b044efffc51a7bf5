"""A topic phrase that holds "is" after a word also names the topic with "'s" on that word
(issue 17, florist): `guard.kb.phrases.phrase_pattern`.

"Grooming's £30" is "grooming is £30": the contracted verb is the verb. A phrase with no "is"
in it is unchanged, and "is" written as a phrase's first word has no word to contract onto.
An invented dog groomer's words: none comes from tests/kb.
"""

from __future__ import annotations

from guard.kb.phrasematch import find_all
from tests.support.reading import draft_values, named_catalogue

_GROOMER = named_catalogue(
    "Dog groomer",
    {"groom_price": {"kind": "money", "currency": "GBP", "about": ["grooming is", "full groom"]}},
)


def test_is_contracted_onto_the_word_before_it_names_the_topic() -> None:
    assert draft_values("Grooming's just £30 for a small dog.", _GROOMER) == [("groom_price", 30.0)]
    assert find_all(("grooming is",), "Grooming’s £30") == [(0, 10)]


def test_a_phrase_without_is_is_unchanged() -> None:
    assert find_all(("full groom",), "the full groom's price") == [(4, 16)]
    assert find_all(("grooming is",), "groomings") == []
