"""A catalogue phrase ending in a hyphenated compound noun matches its plural
(`guard/kb/phrases.py`, `_COMPOUND_NOUN`): "top-up" is a noun, and "top-ups" its plural,
though "up" alone is too short to inflect. Invented wording (a prepaid travel card)."""

from __future__ import annotations

import re

import pytest

from guard.kb.phrases import phrase_pattern


def _found(phrase: str, text: str) -> list[str]:
    return [m.group() for m in re.finditer(phrase_pattern(phrase), text, re.IGNORECASE)]


@pytest.mark.parametrize(
    ("phrase", "text", "found"),
    [
        ("top-up", "Card top-ups are free.", ["top-ups"]),
        ("top-up", "A top-up's fee is shown first.", ["top-up's"]),
        ("card top-up", "Card top-ups cost nothing.", ["Card top-ups"]),
        ("drop-off", "Two drop-offs a day.", ["drop-offs"]),
        ("top-up", "A top-up is free.", ["top-up"]),
        # not another word, and a phrase written without the hyphen keeps its words
        ("top-up", "Don't get top-upset.", []),
        ("top up", "We top ups nothing.", []),
    ],
)
def test_a_hyphenated_compounds_plural_matches(phrase: str, text: str, found: list[str]) -> None:
    assert _found(phrase, text) == found
