"""A phrase's plural last word also matches its singular where the singular ends its noun
phrase, never where it may qualify a noun after it (`guard.kb.phrases._HEAD_END`). Invented
wording: a bike-shop catalogue."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import catalogue_from_dict
from guard.kb.phrasematch import find_all


def spans(phrases: tuple[str, ...], text: str) -> list[str]:
    return [text[s:e] for s, e in find_all(phrases, text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Renting a tandem for a week is cheaper.", ["tandem"]),  # before a preposition
        ("We only have one tandem.", ["tandem"]),  # before punctuation
        ("Every tandem is serviced.", ["tandem"]),  # before "is"
        ("Our tandems are serviced.", ["tandems"]),  # the plural as written
        ("The tandem is serviced.", []),  # no determiner that counts one
        ("The tandem saddle is wider.", []),  # before a noun it may qualify
        ("A tandem-style frame.", []),  # a compound by its hyphen
        ("A tandem's frame.", []),  # a possessive qualifies the frame
    ],
)
def test_a_plural_last_word_matches_its_singular_only_at_the_head(
    text: str, found: list[str]
) -> None:
    assert spans(("tandems",), text) == found


def test_a_longer_phrase_keeps_its_last_words_number() -> None:
    assert spans(("rental tandems",), "We have a rental tandem.") == []
    # a verb's -s ending keeps its own rule: dropped with more words after it
    assert spans(("includes locks",), "Every hire include locks.") == ["include locks"]


def test_a_value_said_of_the_singular_is_read_on_the_topic() -> None:
    cat = catalogue_from_dict(
        {"topics": {"multi_day": {"kind": "percent", "about": ["tandems"]}}},
        "test",
        "Spokes",
    )
    claims = extract_draft_claims("Booking a tandem in advance saves 15%.", cat)
    assert [(c.topic, c.value_text) for c in claims] == [("multi_day", "15%")]
