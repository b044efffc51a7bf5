"""A unit of time shortened is the same unit: "mins" and "minutes", "hrs" and "hours". A
catalogue phrase written with one matches the other (`guard.kb.spellings.other_spellings`), and
the customer's "47 minutes" said back as "47 mins" is still their figure
(`guard.engine.numbers._same_word`). Found by the metamorphic sweep
(tests/kb/METAMORPHIC.md): the same draft with "mins" for "minutes" lost a band's name and
kept the customer's own figure as a claim.

Invented wording: a ferry's late-arrival refunds, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.engine.numbers import number_verdicts
from guard.kb.phrasematch import compile_phrases


@pytest.mark.parametrize(
    ("phrase", "text"),
    [
        ("20-39 minutes late", "you were 20-39 mins late"),
        ("arrived 20 mins late", "arrived 20 minutes late"),
        ("48 hours notice", "48 hrs notice"),
    ],
)
def test_a_phrase_matches_its_unit_shortened(phrase: str, text: str) -> None:
    rx = compile_phrases((phrase,))
    assert rx is not None and rx.search(text), (phrase, text)


def test_min_alone_is_no_minute() -> None:
    rx = compile_phrases(("minute",))
    assert rx is not None and not rx.search("a min spend of £10")


_MESSAGE = "The ferry docked 27 minutes late on Sunday. What do I get back?"


@pytest.mark.parametrize("said", ["27 minutes", "27 mins"])
def test_the_customers_figure_shortened_is_still_theirs(said: str) -> None:
    text = f"As the ferry was {said} late, you get a refund."
    verdicts = {text[s:e]: k for s, e, k in number_verdicts(text, [], _MESSAGE)}
    assert verdicts["27"] != "unread", verdicts


def test_another_unit_is_not_the_customers() -> None:
    text = "As the ferry was 27 hrs late, you get a refund."
    verdicts = {text[s:e]: k for s, e, k in number_verdicts(text, [], _MESSAGE)}
    assert verdicts["27"] == "unread", verdicts
