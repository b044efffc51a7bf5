"""The customer's figure said back with its unit before a noun ("a 3-night stay" after "we
stayed 3 nights") is still theirs: a unit said attributively is singular in English
(`guard/engine/numbers.py`, `_same_word`). Invented wording: a campsite, no knowledge
base's words."""

from __future__ import annotations

import pytest

from guard.engine.numbers import number_verdicts

_QUOTED = "quoted by the customer"


def _verdict(draft: str, message: str) -> str:
    (verdict,) = [v for s, e, v in number_verdicts(draft, [], message)]
    return verdict


@pytest.mark.parametrize(
    ("draft", "message"),
    [
        ("Even a 3-night stay counts as a long visit.", "We stayed 3 nights in June."),
        ("So a 2.5 kilometre walk is fine.", "It's 2.5 kilometres to the lake."),
    ],
)
def test_singular_or_plural_is_the_same_word(draft: str, message: str) -> None:
    assert _verdict(draft, message) == _QUOTED


def test_another_word_is_not_the_customers() -> None:
    assert _verdict("Even a 3-week stay counts.", "We stayed 3 nights in June.") != _QUOTED
