"""A loose match with an object between a verb and its particle is another verb
(`guard/extract/local/particle.py`): "get the whole amount back" is no "get back to you".

An invented tool-hire catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from guard.extract.local import extract_source_claims
from guard.extract.local.particle import object_between
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import Owner, Signals, Source

TOOLS: Catalogue = catalogue_from_dict(
    {
        "name": "Tool hire",
        "topics": {
            "answer_time": {"kind": "duration", "about": ["get back to you", "catch up with"]},
            "deposit_window": {"kind": "duration", "about": ["deposit*"]},
        },
    },
    "test",
    "Tool hire",
)


def _topics(body: str) -> list[tuple[str, str]]:
    src = Source(
        id="TH-1",
        title="Test",
        kind="policy",
        body=body,
        signals=Signals(updated_at=datetime(2026, 10, 1, tzinfo=UTC), owner=Owner(name="T")),
    )
    return [(c.topic, c.value_text) for c in extract_source_claims(src, TOOLS)]


@pytest.mark.parametrize(
    ("matched", "split"),
    [
        ("get the whole amount back", True),
        ("get your drill back", True),
        ("get it back", True),
        ("catch the others up", True),
        # an adverb between verb and particle keeps the phrase's own verb
        ("get straight back", False),
        ("get right back", False),
    ],
)
def test_an_object_between_verb_and_particle_is_another_verb(matched: str, split: bool) -> None:
    assert object_between(TOOLS, "answer_time", matched) is split


def test_a_phrase_without_a_preposition_after_its_particle_is_left_alone() -> None:
    # "deposit*" is no phrasal verb: nothing to split
    assert not object_between(TOOLS, "deposit_window", "get the deposit back")


def test_money_coming_back_is_read_on_the_heading_not_the_reply() -> None:
    body = (
        "# Deposits\n\nIf you return the sander early, you get the whole amount back within 5 days."
    )
    assert _topics(body) == [("deposit_window", "5 days")]


def test_the_phrasal_verb_said_loosely_stays_a_cue() -> None:
    body = "# Deposits\n\nOur staff get straight back to customers within 2 hours."
    assert _topics(body) == [("answer_time", "2 hours")]
