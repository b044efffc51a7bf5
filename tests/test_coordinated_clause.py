"""A coordinated main clause after a value names what it says, not the value before it
(`guard/extract/local/coordinated.py`). A made-up boot-hire catalogue: no knowledge base's
words."""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.extract.local.coordinated import before_next_main_clause
from guard.kb.catalogue import Catalogue, catalogue_from_dict


def boots() -> Catalogue:
    return catalogue_from_dict(
        {
            "name": "Trailhead",
            "topics": {
                "payback_time": {"kind": "duration", "about": ["money back"]},
                "exchange_window": {"kind": "duration", "about": ["swap your boots"]},
            },
        },
        "test",
        "Trailhead",
    )


def _topics(text: str) -> list[str]:
    return [c.topic for c in extract_draft_claims(text, boots()) if c.value is not None]


def test_a_later_main_clause_gives_its_words_to_no_earlier_value() -> None:
    text = "Bring the pair in within 30 days, and we'll send your money back by card."
    assert "payback_time" not in _topics(text)


def test_an_earlier_clause_still_names_a_later_values_topic() -> None:
    assert _topics("We send your money back by card, and it takes 3 days.") == ["payback_time"]


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("Within 30 days, and we'll pay", "Within 30 days"),
        ("Within 30 days; they answer", "Within 30 days"),
        ("Within 30 days and 2 hours", "Within 30 days and 2 hours"),
        ("Within 30 days, and then more", "Within 30 days, and then more"),
    ],
)
def test_only_a_new_subject_after_a_conjunction_starts_a_main_clause(
    sentence: str, kept: str
) -> None:
    assert before_next_main_clause(sentence, len("Within 30 days")).rstrip() == kept
