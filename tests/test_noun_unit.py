"""A unit word that names a kind of thing ("a week ticket", "a day rider") is no length of time
(`guard/extract/local/noununit.py`); the same unit word said as a length keeps its duration. A
made-up ski-lift catalogue: no knowledge base's words."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.noununit import names_a_thing
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from guard.models import DraftClaim


def lifts() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Snowline",
            "topics": {
                "lesson_length": {"kind": "duration", "about": ["lesson*", "every lift"]},
                "ticket_price": {"kind": "money", "currency": "EUR", "about": ["ticket*"]},
            },
        },
        "test",
        "Snowline",
    )


def _durations(claims: Sequence[DraftClaim]) -> list[tuple[str, float | None, str]]:
    return [
        (c.topic, c.value.amount, c.value.unit)
        for c in claims
        if c.value is not None and c.value.kind == "duration"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "These rules cover every lift, on a week ticket or a season card.",
        "A day rider may use every lift and book lessons.",
        "Lessons are open to anyone holding a month permit.",
    ],
)
def test_a_unit_word_before_a_noun_is_no_duration(text: str) -> None:
    assert _durations(extract_draft_claims(text, lifts())) == []


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("Lessons last a day.", 1),
        ("Book lessons a day in advance.", 1),
        ("Lessons run for a day or two.", 1),
        ("Lessons need a week's notice to move.", 7),
        ("A lesson is a day long.", 1),
    ],
)
def test_a_unit_word_said_as_a_length_keeps_its_duration(text: str, amount: float) -> None:
    assert [a for _, a, _ in _durations(extract_draft_claims(text, lifts()))] == [amount]


@pytest.mark.parametrize(
    ("text", "compound"),
    [
        ("a week ticket", True),
        ("a week passes", False),
        ("a week later", False),
        ("a week we", False),
        ("a week abroad", False),
        ("a week. Ticket", False),
        ("a week-long", False),
        # a contracted negation is its verb's stem and "n't" (session 20)
        ("a week won't do", False),
        ("a week isn't enough", False),
        ("a week doesn’t matter", False),
    ],
)
def test_names_a_thing_reads_only_the_next_word(text: str, compound: bool) -> None:
    assert names_a_thing(text, len("a week")) is compound
