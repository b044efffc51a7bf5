"""A topic phrase of a verb and its particle names its topic with an object pronoun between
them (`guard/extract/local/splitverb.py`, `particle_split`, read as a loose cue in `loose`).
An invented bouncy-castle catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.splitverb import particle_split
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def castles() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Springy Towers",
        "topics": {
            "inflate_ahead": {
                "kind": "duration",
                "about": ["blow up", "inflation time"],
            },
            "pack_away": {
                "kind": "duration",
                "about": ["deflate*", "pack away"],
            },
        },
    }
    return catalogue_from_dict(data, "test", "Springy Towers")


def _topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, castles()) if c.value is not None]


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("Our team will blow it up 3 hours before the first guest arrives.", "inflate_ahead"),
        ("Our crew blows them up 2 hours before the party.", "inflate_ahead"),
        ("We pack it away within 90 minutes of the party ending.", "pack_away"),
    ],
)
def test_a_pronoun_between_verb_and_particle_names_the_topic(text: str, topic: str) -> None:
    assert _topics(text) == [topic]


def test_only_a_verb_and_one_particle_splits() -> None:
    assert particle_split("inflation time") is None
    assert particle_split("blow up") is not None
