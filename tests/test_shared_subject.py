"""A predicate joined to the first clause by "and" shares its subject: "Your walk is 2 hours
long and costs £30" prices the walk. With no phrase of the value's kind anywhere, the key
word of that subject picks the one topic of the kind that has it
(`guard/extract/local/sharedsubject.py`).

An invented walking-tour catalogue, built here: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_source_claims
from guard.kb.catalogue import OTHER, Catalogue, catalogue_from_dict
from tests.support.wording import source


def walks(extra: dict[str, Any] | None = None) -> Catalogue:
    topics: dict[str, Any] = {
        "walk_length": {"kind": "duration", "about": ["walk lasts", "walk is", "walk length"]},
        "walk_price": {
            "kind": "money",
            "currency": "GBP",
            "about": ["walk price", "walk ticket*", "the walk"],
        },
        **(extra or {}),
    }
    return catalogue_from_dict({"name": "Old town walks", "topics": topics}, "test", "Walks")


def read(body: str, catalogue: Catalogue | None = None) -> list[tuple[str, str]]:
    claims = extract_source_claims(source(body), catalogue or walks())
    return [(c.topic, c.value_text) for c in claims]


def test_a_joined_predicate_prices_the_first_clauses_subject() -> None:
    assert read("Your walk is 2 hours long and costs £30.") == [
        ("walk_length", "2 hours"),
        ("walk_price", "£30"),
    ]


@pytest.mark.parametrize(
    "body",
    [
        "Your walk is 2 hours long and the coffee costs £3.",  # its own subject
        "Your walk is 2 hours long and it costs £30.",  # a pronoun: a clause of its own
        "Your guide is 30 years old and costs £30.",  # the subject has no key word
    ],
)
def test_a_part_with_its_own_subject_or_no_key_word_stays_on_no_topic(body: str) -> None:
    assert (OTHER, body.split()[-1].rstrip(".")) in read(body)


def test_a_key_word_two_topics_share_decides_nothing() -> None:
    both = walks(
        {
            "walk_deposit": {
                "kind": "money",
                "currency": "GBP",
                "about": ["walk deposit", "deposit for the walk"],
            }
        }
    )
    assert ("walk_price", "£30") not in read("Your walk is 2 hours long and costs £30.", both)
