"""Ages said as a list: "two kids, 7 and 10" in a ticket, "your 7 and 10 year old" in a reply.

A customer gives the ages of their people in apposition to the noun that counts them: "I
have two kids, 7 and 10", "we're three adults and one child, 9". Numbers set off by a comma
right after a noun for people, with nothing after them but the end of their clause, say
what those people are (their ages), as "my son is 9" does: figures told of someone
(`persons.told_of_someone`).

A reply then names those people by the same ages joined in one age compound: "for your 7
and 10 year old", "your 6, 8 and 11-year-olds". The age words ("year old") stand once, after
the last number, and the possessive once, before the first: every number of the list is
one person the possessive names, as "your 14-year-old" is (`persons._describes`).

Grammar only: a list's joiners (a comma, "and", "or", "&"), the closed set of nouns for a
person any team writes (`english.PERSON_WORDS`) and the age words a person's age is said in.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import numbers_in
from guard.english import PERSON_WORDS

_I: Final = re.IGNORECASE
#: What joins two numbers of one list: a comma, "and", "or" or "&" (a comma before "and").
_JOINER_RE: Final = re.compile(r"\s*(?:,\s*(?:(?:and|or|&)\s+)?|(?:and|or|&)\s+)", _I)
#: A noun for people and the comma that sets the list off from it: "two kids, ".
_PEOPLE_BEFORE_RE: Final = re.compile(
    rf"\b(?:{'|'.join(sorted(PERSON_WORDS, key=len, reverse=True))})\s*,\s*$", _I
)
#: The end of the list's clause: the text's end, a stop, a clause mark, or a coordinator
#: starting the next clause ("7 and 10, and they …", "9 – can she …").
_CLAUSE_END_RE: Final = re.compile(r"\s*(?:$|[.;:!?)\u2013\u2014]|\s-\s|,|(?:and|but|so)\b)", _I)
#: The age words after the last number of a reply's list, singular or plural: "year old",
#: "-year-olds", "yr olds".
_AGE_AFTER_RE: Final = re.compile(r"[\s-]*(?:years?|yrs?)[\s-]+olds?\b", _I)


def number_list(text: str, start: int, end: int) -> tuple[int, int]:
    """The (start, end) of the list of numbers joined by commas, "and", "or" or "&" that the
    number at text[start:end] is in: its own span when it stands alone."""
    spans = numbers_in(text)
    if (start, end) not in spans:
        return start, end
    i = j = spans.index((start, end))
    while i > 0 and _JOINER_RE.fullmatch(text, spans[i - 1][1], spans[i][0]):
        i -= 1
    while j + 1 < len(spans) and _JOINER_RE.fullmatch(text, spans[j][1], spans[j + 1][0]):
        j += 1
    return spans[i][0], spans[j][1]


def ages_in_apposition(message: str) -> list[tuple[int, int]]:
    """The numbers of `message` set off by a comma after a noun for people, closing their
    clause ("two kids, 7 and 10."): the ages of those people (module docstring)."""
    out: list[tuple[int, int]] = []
    for s, e in numbers_in(message):
        first, last = number_list(message, s, e)
        if _PEOPLE_BEFORE_RE.search(message, 0, first) and _CLAUSE_END_RE.match(message, last):
            out.append((s, e))
    return out


def listed_age_end(text: str, start: int, end: int) -> tuple[int, int] | None:
    """For a number in a list of two or more ages said with their age words once, after the
    last ("your 7 and 10 year old"): where the list starts and where its age words end.
    None for a number that is not in such a list."""
    first, last = number_list(text, start, end)
    if (first, last) == (start, end):
        return None
    m = _AGE_AFTER_RE.match(text, last)
    return (first, m.end()) if m else None
