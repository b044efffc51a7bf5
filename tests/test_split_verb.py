"""An option phrase that opens with a verb still names its option with an object pronoun
between the verb and the word after it (`guard/extract/local/splitverb.py`). An invented
carpet-fitting catalogue: no knowledge base's words."""

from __future__ import annotations

from typing import Any

import pytest

from guard.extract.local import extract_draft_claims, extract_source_claims
from guard.kb.catalogue import Catalogue, catalogue_from_dict
from tests.support.builders import verified_source


def fitters() -> Catalogue:
    data: dict[str, Any] = {
        "name": "Underlay & Co",
        "topics": {
            "old_carpet": {
                "kind": "choice",
                "about": ["old carpet", "your old flooring"],
                "choices": {
                    "removed": ["take away", "haul off"],
                    "left": ["leave behind", "leave in place"],
                },
            }
        },
    }
    return catalogue_from_dict(data, "test", "Underlay & Co")


def _options(text: str) -> list[tuple[str, str | None]]:
    return [
        (c.topic, c.value.option)
        for c in extract_draft_claims(text, fitters())
        if c.value is not None
    ]


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("Your old carpet? Our fitters will take it away on the day.", "removed"),
        ("As for your old carpet, the crew hauls them off at the end.", "removed"),
        ("With your old carpet we leave it behind in the garage.", "left"),
        ("Your old carpet: we'll leave her in place, rolled up.", "left"),
    ],
)
def test_a_pronoun_object_after_the_verb_still_names_the_option(text: str, option: str) -> None:
    assert _options(text) == [("old_carpet", option)]


def test_a_source_reads_the_pronoun_split_too() -> None:
    src = verified_source(
        "F-1", "Your old carpet? Our fitters haul it off on the day.\n", title="Fitting day"
    )
    got = [(c.topic, c.value.option) for c in extract_source_claims(src, fitters()) if c.value]
    assert got == [("old_carpet", "removed")]


def test_a_pronoun_after_a_later_word_splits_nothing() -> None:
    assert _options("Your old carpet: we'll leave in it place.") == []
