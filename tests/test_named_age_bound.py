"""A bare age bound said of someone ("you need to be 12 or over") is read as an age when its
sentence names an age topic, even in a catalogue with several ages
(`guard/extract/local/bounds.py`); with none named and several ages to choose from it stays
no claim. A made-up swimming-pool catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def pool() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Lido",
            "topics": {
                "solo_swim_age": {
                    "label": "minimum age to swim without an adult",
                    "kind": "duration",
                    "about": ["swim unsupervised", "without a grown-up"],
                },
                "free_swim_age": {
                    "label": "age under which children swim free",
                    "kind": "duration",
                    "about": ["swim free", "little ones"],
                },
            },
        },
        "test",
        "Lido",
    )


def _ages(text: str) -> list[tuple[str, float | None, str | None]]:
    claims = extract_draft_claims(text, pool())
    return [(c.topic, c.value.amount, c.value.unit) for c in claims if c.value is not None]


@pytest.mark.parametrize(
    "text",
    [
        "Swimmers need to be 12 or over to swim unsupervised.",
        "You must be 12 or over to come in without a grown-up.",
    ],
)
def test_a_bound_said_of_someone_is_the_named_age_topics(text: str) -> None:
    assert _ages(text) == [("solo_swim_age", 12, "years")]
    source = verified_source("S-1", text, title="Swimming alone", kind="help_article")
    claims = extract_source_claims(source, pool())
    assert [(c.topic, c.value.amount) for c in claims if c.value] == [("solo_swim_age", 12)]


def test_with_no_age_topic_named_and_two_ages_it_stays_unread() -> None:
    assert _ages("Lifeguards must be 18 or over.") == []
