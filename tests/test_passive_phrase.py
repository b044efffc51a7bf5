"""A topic's phrase led by a verb ("renew a loan") names its topic in the passive too, with the
object first ("loans need to be renewed within 3 days"): `guard/kb/passive.py`, used by
`phrases.loose_pattern`. A made-up library catalogue: no knowledge base's words."""

from __future__ import annotations

import re

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.kb.passive import past_participles
from guard.kb.phrases import loose_pattern


def library() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Millbrook library",
            "topics": {
                "renewal_window": {"kind": "duration", "about": ["renew a loan"]},
                "hold_time": {"kind": "duration", "about": ["collect*", "pick up"]},
            },
        },
        "test",
        "Millbrook",
    )


def _topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, library()) if c.value is not None]


@pytest.mark.parametrize(
    ("verb", "forms"),
    [
        ("renew", ("renewed",)),
        ("reserve", ("reserved",)),
        ("carry", ("carried",)),
        ("cancel", ("cancelled", "canceled")),
        ("renewed", ()),
    ],
)
def test_regular_past_participles(verb: str, forms: tuple[str, ...]) -> None:
    assert past_participles(verb) == forms


def test_the_loose_pattern_reads_the_object_then_the_participle() -> None:
    rx = re.compile(loose_pattern("renew a loan") or "", re.IGNORECASE)
    assert rx.search("loans need to be renewed before the due date")
    assert rx.search("you can renew your loan online")
    assert not rx.search("renewed loans")  # the participle only after its object


def test_a_passive_names_the_verb_led_topic() -> None:
    text = "Loans must be renewed within 3 days of the due date, and your books were collected on Monday."
    assert _topics(text) == ["renewal_window"]
