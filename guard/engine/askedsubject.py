"""A value whose subject is the customer's own request, said back: the ticket's topic.

"I need to swap my locker to the ground floor. What will that cost?" (a ticket its team
filed under a locker-change fee) and the reply "Swapping your locker to the ground floor
costs £4": the reader, which never sees the ticket, finds no catalogue phrase in "Swapping
your locker to the ground floor" and reads the £4 as said of a subject the catalogue does
not cover (`other`, OUTSIDE_COVERAGE). But every word of that subject is the customer's
(their verb in another form, "my" said as "your"): the draft names what the customer
asked for in the customer's words, and the ticket's `topic` field is the team's own word
for what that is. So the value answers the ticket's question, as a value whose sentence
names nothing does (`attribution`): it is read on the ticket's topic, when that topic is of
the value's kind, and decided like any claim on it (a wrong fee is held, a scope the ticket
leaves open escalates).

Only then: the words before the value in its clause, apart from function words and the
verb that states a value ("is", "costs", "will be", "comes to"), are at least two content
words, every one of them the customer's; none of them is a subject the catalogue lists as
not covered ("parking at the station" stays outside coverage whatever the ticket asks).
The ticket's message words are matched loosely in form ("moving" for "move", "tickets" for
"ticket"), never in meaning.

Pure: strings and the catalogue in, a yes or no out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all
from guard.kb.phrases import FUNCTION_WORDS

_WORD_RE: Final = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
# Where the value's clause starts: the last sentence or clause mark before it.
_CLAUSE_MARK_RE: Final = re.compile(r"[.!?;:,()\n–—]")
# The verb that states a value, and the words that carry it: no subject of their own.
_STATING: Final = frozenset(
    {
        "is", "are", "was", "be", "will", "would", "can", "could", "may", "might", "should",
        "must", "cost", "costs", "costing", "come", "comes", "just", "only", "usually",
        "normally", "currently", "also", "then", "there", "s", "ll", "d",
    }
)  # fmt: skip
_MIN_CONTENT: Final = 2


def _form(word: str) -> str:
    """A word's plain form for matching the customer's word in another form: lower case,
    without a possessive, a plural or verb ending, or a final silent e ("moving", "moved",
    "moves" and "move" are one form; "tickets" and "ticket" too)."""
    w = re.sub(r"['’]s$", "", word.casefold())
    for suffix in ("ing", "ed", "es", "s", "e"):
        if len(w) - len(suffix) >= 3 and w.endswith(suffix):
            w = w[: -len(suffix)]
            break
    if len(w) > 3 and w[-1] == w[-2]:  # "swapping" → "swapp" → "swap"
        w = w[:-1]
    return w


def _subject_words(before: str) -> list[str]:
    """The content words of the value's own clause before it (see the module docstring)."""
    marks = list(_CLAUSE_MARK_RE.finditer(before))
    clause = before[marks[-1].end() :] if marks else before
    words = [w.casefold() for w in _WORD_RE.findall(clause)]
    return [w for w in words if w not in FUNCTION_WORDS and w not in _STATING]


def restates_request(before: str, message: str, cat: Catalogue) -> bool:
    """Whether the words right before a value in its clause (`before`: the text from the
    value's sentence up to the value) are the customer's own request said back (see the
    module docstring)."""
    if not message:
        return False
    words = _subject_words(before)
    if len(words) < _MIN_CONTENT:
        return False
    said = {_form(w) for w in _WORD_RE.findall(message)}
    if not all(_form(w) in said for w in words):
        return False
    marks = list(_CLAUSE_MARK_RE.finditer(before))
    clause = before[marks[-1].end() :] if marks else before
    return not find_all(cat.not_covered, clause)
