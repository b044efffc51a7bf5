"""A catalogue phrase matches its words however a writer spells them: a small number in
digits or in words ("6 months", "six months"), a negation contracted or not ("can't",
"cannot", "can not"; "do not", "don't"), and either apostrophe (' or ’), `guard.kb.spellings`
(read by `guard.kb.phrases`). A team writes its phrase once; a reply typed on a phone has
curly apostrophes, and an agent spells out "twelve" where the help centre wrote "12". Found
by the metamorphic sweep (tests/kb/METAMORPHIC.md): the same draft with a number in words, a
contraction written out or typographic apostrophes lost its claim.

Invented wording: a piano school's phrases, no knowledge base's words.
"""

from __future__ import annotations

import pytest

from guard.extract.local import extract_draft_claims
from guard.kb.catalogue import catalogue_from_dict
from guard.kb.phrasematch import compile_phrases
from guard.kb.spellings import other_spellings

PIANO = catalogue_from_dict(
    {
        "name": "Keys & Co piano school",
        "topics": {
            "lesson_cap": {
                "kind": "count",
                "unit": "lessons in any 6 months",
                "about": ["lessons in any 6 months"],
            },
            "late_cancel": {
                "kind": "choice",
                "about": ["cancel", "cancelled"],
                "choices": {
                    "charged": ["can't be moved", "charged in full"],
                    "free": ["moved for free"],
                },
            },
        },
    },
    "test",
    "Keys & Co",
)


@pytest.mark.parametrize(
    ("phrase", "text"),
    [
        ("lessons in any 6 months", "lessons in any six months"),
        ("eight weeks or longer", "a course of 8 weeks or longer"),
        ("can't be moved", "it can’t be moved"),
        ("can't be moved", "it cannot be moved"),
        ("can't be moved", "it can not be moved"),
        ("do not refund", "we don't refund"),
        ("do not refund", "we don’t refund"),
        ("aren't included", "sheet music books are not included"),
        ("week's notice", "a week’s notice"),
    ],
)
def test_a_phrase_matches_its_other_spellings(phrase: str, text: str) -> None:
    rx = compile_phrases((phrase,))
    assert rx is not None and rx.search(text), (phrase, text)


@pytest.mark.parametrize(
    ("phrase", "text"),
    [
        ("one lesson", "1 lesson"),  # "one" is a pronoun as often: it stays a word
        ("lessons in any 6 months", "lessons in any 16 months"),
        ("can be moved", "can't be moved"),  # a phrase without a negation gains none
        ("=Can't", "cannot"),  # a phrase matched as written stays as written
    ],
)
def test_no_other_word_is_matched(phrase: str, text: str) -> None:
    rx = compile_phrases((phrase,))
    assert rx is not None and not rx.search(text), (phrase, text)


def test_other_spellings() -> None:
    assert other_spellings("12") == ("twelve",)
    assert other_spellings("Twelve") == ("12",)
    assert other_spellings("one") == ()
    assert other_spellings("won’t") == ("will not",)
    assert other_spellings("isn't") == ("is not",)
    assert other_spellings("21") == ()


@pytest.mark.parametrize(
    "draft",
    [
        "You can book 4 lessons in any 6 months.",
        "You can book four lessons in any six months.",
        "You can book 4 lessons in any six months.",
    ],
)
def test_a_count_unit_in_words_is_read(draft: str) -> None:
    claims = extract_draft_claims(draft, PIANO)
    assert [(c.topic, c.value and c.value.amount) for c in claims] == [("lesson_cap", 4.0)]


@pytest.mark.parametrize(
    "draft",
    [
        "Sorry, a lesson cancelled on the day can't be moved.",
        "Sorry, a lesson cancelled on the day can’t be moved.",
        "Sorry, a lesson cancelled on the day cannot be moved.",
    ],
)
def test_an_option_phrase_in_another_spelling_is_read(draft: str) -> None:
    claims = extract_draft_claims(draft, PIANO)
    assert [(c.topic, c.value and c.value.option) for c in claims] == [("late_cancel", "charged")]
