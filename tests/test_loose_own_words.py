"""A person's possessives are one class in a phrase, and a loose match's gap does not count the function words the phrase itself holds between its
content words (`guard/kb/phrases.py`, `_loose_gap`): "book on your own" said "book with us
on their own" puts in two words ("with us"), not four. Invented wording (a climbing wall)."""

from __future__ import annotations

import re

import pytest

from guard.kb.phrasematch import compile_phrases
from guard.kb.phrases import loose_pattern


def _loose(phrase: str, text: str) -> list[str]:
    rx = loose_pattern(phrase)
    return [m.group() for m in re.finditer(rx, text, re.IGNORECASE)] if rx else []


@pytest.mark.parametrize(
    ("phrase", "text", "found"),
    [
        (
            "climb on your own",
            "Members climb with us on their own.",
            ["climb with us on their own"],
        ),
        ("climb on your own", "You can climb here on your own.", ["climb here on your own"]),
        # still no more than three words put in, and never across a comma
        ("climb on your own", "Climb the big red wall today on your own.", []),
        ("climb on your own", "Climb with us, on your own.", []),
        # a phrase with no function words inside keeps its three-word gap
        ("return early", "Return the big blue book early.", []),
    ],
)
def test_a_phrases_own_function_words_are_no_words_put_in(
    phrase: str, text: str, found: list[str]
) -> None:
    assert _loose(phrase, text) == found


@pytest.mark.parametrize(
    ("phrase", "text", "found"),
    [
        ("climb on your own", "They can climb on their own.", ["climb on their own"]),
        ("your harness", "Bring her harness.", ["her harness"]),
        # the team's own ("our") or a thing's ("its") is another owner; `=` keeps its words
        ("your harness", "Use our harness.", []),
        ("=your harness", "Bring their harness.", []),
    ],
)
def test_a_persons_possessives_are_one_class(phrase: str, text: str, found: list[str]) -> None:
    rx = compile_phrases((phrase,))
    assert rx is not None
    assert [m.group() for m in rx.finditer(text)] == found
