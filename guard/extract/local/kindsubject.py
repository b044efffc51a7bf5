"""A sentence led by what a topic of the value's kind talks about names no uncovered subject.

"Most of our lessons are booked within 2 days": the lead "Most of our lessons" is a part of a
set whose noun, "lessons", is a word of a duration topic's own phrases ("lessons take",
"lesson length"). A value on no topic whose sentence is led so is about a subject the
catalogue covers for its kind, only said in words no phrase holds: it is unattributed, and
the engine reads it on the ticket's topic of its kind (`engine.attribution`), instead of
putting it on `other` as a subject the catalogue has no topic for. Only a lead whose every
word is known for the kind (`subject.all_known`) or a word of quantity ("most", "many",
"all", "some") counts, and it must hold a content word of a phrase of a topic of that kind:
a lead made of scope words alone is `subject.prices_a_scope`'s question.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.extract.local.subject import all_known
from guard.extract.local.vocab import Vocabulary
from guard.kb.keywords import content_words, stem

#: Words that say how much of a set, not what the set is.
_QUANTITY_RE: Final = re.compile(
    r"\b(?:most|many|some|all|almost|nearly|nearly\s+all|the\s+majority|majority|several|"
    r"a\s+lot|lots|plenty|few|a\s+few)\b",
    re.IGNORECASE,
)
_WORD_RE: Final = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=64)
def _kind_words(vocab: Vocabulary, kind: str) -> frozenset[str]:
    """The content words (stemmed) of the `about` phrases of the topics of `kind`."""
    return frozenset(
        w for t in vocab.catalogue.of_kind(kind) for p in t.about for w in content_words(p)
    )


def led_by_kinds_subject(vocab: Vocabulary, kind: str, lead: str) -> bool:
    """Whether `lead` (a sentence's words before its verb) is what a topic of `kind` talks
    about (see the module docstring)."""
    if not kind:
        return False
    rest = _QUANTITY_RE.sub(" ", lead)
    if not all_known(vocab, kind, rest):
        return False
    words = _kind_words(vocab, kind)
    return any(stem(w) in words for w in _WORD_RE.findall(rest))
