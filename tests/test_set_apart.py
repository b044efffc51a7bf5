"""A value the next sentence says is separate from a topic is not that topic's value
(`guard.extract.local.setapart`). An invented climbing-wall catalogue: no knowledge base's
words."""

from __future__ import annotations

from typing import Any

from guard.extract.local.setapart import set_apart
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue
from tests.support.reading import named_catalogue, source_claims


def wall() -> Catalogue:
    topics: dict[str, Any] = {
        "taster_length": {"kind": "duration", "about": ["taster session*", "taster"]},
    }
    return named_catalogue("Cragwell", topics)


def _read(body: str) -> list[tuple[str, str]]:
    got = source_claims(body, wall(), title="Taster sessions")
    return [(c.topic, c.value_text) for c in got if c.value is not None]


def test_a_value_the_next_sentence_sets_apart_leaves_the_headings_topic() -> None:
    body = (
        "# Taster sessions\n\nOn your first visit you also have 20 minutes to look around "
        "the wall and decide whether to stay. That's separate from the taster session.\n"
    )
    assert _read(body) == [("other", "20 minutes")]


def test_without_it_the_heading_names_the_topic() -> None:
    body = (
        "# Taster sessions\n\nOn your first visit you also have 20 minutes to look around "
        "the wall and decide whether to stay.\n"
    )
    assert _read(body) == [("taster_length", "20 minutes")]


def test_only_the_topic_the_next_sentence_names_is_set_apart() -> None:
    vocab = vocabulary(wall())
    assert set_apart(vocab, "taster_length", "That's separate from the taster.") is not None
    assert set_apart(vocab, "taster_length", "That's separate from the shoe hire.") is None
    assert set_apart(vocab, "taster_length", "The taster is separate.") is None
    assert set_apart(vocab, "taster_length", None) is None
