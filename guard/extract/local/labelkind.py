"""The words of an age topic's label that may name whose age it is, not a thing's kind.

An age label names its person by a noun: "minimum age for members", "minimum age of the lead
booker", "minimum rider age". A noun that stands before another noun in a label modifies it:
"minimum age for adult classes" is about a kind of class, the adult class, and "adult" there
says which classes, not who the person is (as "junior" in "age limit for junior prices" says
which prices). So a reader asking "is this party the age topic's own person?" (`roles`) takes
a label word only when it heads its noun phrase, or when the phrase it modifies is the age
itself ("minimum rider age", "infant age limit": the rider's, the infant's age).

Grammar only: a noun phrase is a run of content words between function words (articles,
prepositions, pronouns: `FUNCTION_WORDS`), a possessive's "'s" or the label's ends; its last
word is its head, and the words before it modify it. No noun is listed.
"""

from __future__ import annotations

import re
from typing import Final

from guard.kb.keywords import stem
from guard.kb.phrases import FUNCTION_WORDS

_WORD_RE: Final = re.compile(r"[^\W\d_]+(?:['’]s\b)?")
_POSSESSIVE_RE: Final = re.compile(r"['’]s$")
#: The words a label says its age with: a run holding one names whose age it is by its
#: modifiers ("minimum rider age").
_AGE_WORDS: Final = frozenset({"age", "ages", "aged"})


def _runs(label: str) -> list[list[str]]:
    """The label's runs of content words, in order, each lower-cased."""
    runs: list[list[str]] = [[]]
    for word in _WORD_RE.findall(label.lower()):
        if word in FUNCTION_WORDS:
            runs.append([])
        elif _POSSESSIVE_RE.search(word):  # "a student's own account": the possessor heads
            runs[-1].append(_POSSESSIVE_RE.sub("", word))
            runs.append([])
        else:
            runs[-1].append(word)
    return [run for run in runs if run]


def label_person_stems(label: str) -> set[str]:
    """The stems of `label`'s words that may name a person (see the module docstring): every
    content word but one that modifies a noun other than the age."""
    kept: set[str] = set()
    for run in _runs(label):
        words = run if _AGE_WORDS & set(run) else run[-1:]
        kept |= {stem(w) for w in words}
    return kept
