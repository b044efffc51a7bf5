"""A count whose own noun is not what its topic counts ("One boat per mooring" on a topic of
crew per mooring) is on `other` (`guard/extract/local/othernoun.py`); the topic's own noun,
a word of its phrases, or (for people) any noun for people keeps it. A made-up marina
catalogue: no knowledge base's words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def marina() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Marina",
            "topics": {
                "crew_per_mooring": {
                    "kind": "count",
                    "unit": "people per mooring",
                    "about": ["per mooring", "people per mooring"],
                }
            },
        },
        "test",
        "Marina",
    )


def _topics(text: str) -> list[tuple[str, float | None]]:
    body = verified_source("S-1", text, title="Moorings", kind="help_article")
    src = [(c.topic, c.value.amount) for c in extract_source_claims(body, marina()) if c.value]
    draft = [(c.topic, c.value.amount) for c in extract_draft_claims(text, marina()) if c.value]
    assert src == draft
    return src


@pytest.mark.parametrize(
    "text",
    [
        "One boat per mooring.",
        "You can have 2 dinghies per mooring.",
        "One tender per mooring, please.",
    ],
)
def test_a_count_of_another_noun_is_other(text: str) -> None:
    assert [t for t, _ in _topics(text)] == ["other"]


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("Up to 6 people per mooring.", 6),
        ("Up to 6 guests per mooring.", 6),
        ("A maximum of 4 adults per mooring.", 4),
        ("Up to 5 per mooring.", 5),
    ],
)
def test_the_topics_noun_or_people_keep_the_topic(text: str, n: int) -> None:
    assert _topics(text) == [("crew_per_mooring", n)]
