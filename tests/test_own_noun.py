"""A number followed by a noun of its own counts that noun (`guard.extract.local.ownnoun`):
"up to 12 letters" in a sentence about lockers is no count of lockers.

An invented swimming pool's catalogue, built here: nothing in the product knows its words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.extract.local.ownnoun import names_own_noun
from guard.kb.catalogue import Catalogue
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue


def pool() -> Catalogue:
    topics = {
        "lockers": {"kind": "count", "unit": "lockers", "about": ["locker*"]},
        "guests": {"kind": "count", "unit": "guests", "about": ["guest*", "bring along"]},
        "min_age": {"kind": "duration", "label": "minimum swimmer age", "about": ["min age"]},
    }
    return named_catalogue("Pool", topics)


def read(text: str) -> list[tuple[str, float | None]]:
    return [
        (c.topic, c.value.amount if c.value else None) for c in extract_draft_claims(text, pool())
    ]


@pytest.mark.parametrize(
    ("text", "own"),
    [
        ("up to 12 letters", True),
        ("at least 3 swimmers", True),
        ("a 12-letter code", True),
        ("up to 4 at once", False),
        ("up to 4 per member", False),
        ("up to 4 times a week", False),
        ("up to 4 simultaneously", False),
        ("up to 4.", False),
        ("the 4th lane", False),
        ("at least 16 years old", False),
    ],
)
def test_the_word_after_a_number_says_whether_it_counts_a_noun_of_its_own(
    text: str, own: bool
) -> None:
    end = next(i for i, ch in enumerate(text) if ch.isdigit()) + 1
    while end < len(text) and text[end].isdigit():
        end += 1
    assert names_own_noun(text, end, "years") is own


def test_a_limit_on_another_noun_is_no_count_of_the_sentences_topic() -> None:
    # the sentence names lockers, but 12 counts letters
    assert read("To book a locker, pick a PIN label (up to 12 letters).") == []
    src = verified_source(
        "POOL-1", "Each member may rent up to two lockers. Name a locker (up to 12 letters).\n"
    )
    assert [(c.topic, c.value.amount) for c in extract_source_claims(src, pool()) if c.value] == [
        ("lockers", 2)
    ]


def test_a_bare_limit_still_takes_the_sentences_count_topic() -> None:
    assert read("Lockers: up to 3 at a time.") == [("lockers", 3)]
    assert read("You can rent a locker, up to 3 per visit.") == [("lockers", 3)]
    # and the topic's own noun is the count reader's, as before
    assert read("You can rent up to 3 lockers.") == [("lockers", 3)]


def test_a_number_with_its_own_noun_is_read_where_its_own_clause_names_the_topic() -> None:
    # "friends" are what the guest topic counts in other words: its cue is the number's verb
    assert read("You can bring along up to 2 friends.") == [("guests", 2)]
    # the same noun in a bracket after another thing names no topic there
    assert read("Bring along your swim kit (up to 2 bags).") == []
