"""A value named in a general topic's words goes to the narrower topic whose label holds
those words when the text also names that narrower topic's qualifier
(`guard/extract/local/narrower.py`). A made-up parcel-locker catalogue: no knowledge
base's words."""

from __future__ import annotations

from guard.extract.local.narrower import narrower_topics
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue
from tests.support.reading import draft_topics, named_catalogue, source_topics


def lockers() -> Catalogue:
    return named_catalogue(
        "Lockbox",
        {
            "storage_period": {
                "label": "free storage period before fees start",
                "kind": "duration",
                "about": ["free storage period", "free storage", "kept for free"],
            },
            "station_storage": {
                "label": "free storage period at railway stations",
                "kind": "duration",
                "about": ["railway station*"],
            },
        },
    )


def _topics(text: str) -> list[str]:
    return draft_topics(text, lockers())


def _source_topics(body: str) -> list[str]:
    return source_topics(body, lockers(), source_id="S-1", title="Lockers")


def test_the_label_that_holds_the_general_words_is_the_narrower_topic() -> None:
    vocab = vocabulary(lockers())
    assert narrower_topics(vocab, "duration", "free storage period", "storage_period") == {
        "station_storage"
    }
    assert narrower_topics(vocab, "duration", "free storage", "storage_period") == {
        "station_storage"
    }
    assert narrower_topics(vocab, "duration", "storage", "storage_period") == frozenset()


def test_the_qualifier_in_the_clause_moves_the_value() -> None:
    assert _topics("At a railway station lockers include 3 days of free storage period.") == [
        "station_storage"
    ]


def test_a_qualifier_in_a_heading_moves_a_source_value() -> None:
    body = "# Railway station lockers\n\nFree storage period: 5 days from drop-off.\n"
    assert _source_topics(body) == ["station_storage"]


def test_no_qualifier_keeps_the_general_topic() -> None:
    assert _topics("Your parcel has 3 days of free storage.") == ["storage_period"]
    body = "# How storage works\n\nFree storage period: 5 days from drop-off.\n"
    assert _source_topics(body) == ["storage_period"]
