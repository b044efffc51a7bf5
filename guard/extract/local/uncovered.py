"""A number of things the catalogue says it does not cover: "all 14 allergens", "3 gift cards".

A `not_covered` phrase names a subject the team's knowledge base does not answer for. A number
written right before that noun counts it, so it is a value on `other`: a draft that states it
is OUTSIDE_COVERAGE (D0c), which says why no source can confirm it, rather than an unread
number (EXTRACTION_GAP). Only the noun right after the number (a hyphen or a space between)
counts: "14 days for gift cards" is a duration, not a count of gift cards, and a count
topic's own noun or a unit of measure, read first, wins a tie at the same place.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.numerals import _WORD_NUMBER, number
from guard.kb.catalogue import OTHER
from guard.kb.phrasematch import compile_phrases
from guard.measures import NOT_CLOCK_MINUTES
from guard.models import Value

# A number as a count is written (digits or a word from two up, every one `numerals` reads:
# "fourteen allergens" as "14 allergens"), not part of an amount, a decimal or a longer
# number; not a clock time's minutes.
_NUMBER: Final = (
    NOT_CLOCK_MINUTES
    + r"(?<![\w.,€$£¥])(?P<num>\d+(?![.,]\d)|"
    + rf"(?!(?:zero|one)\b)(?:{_WORD_NUMBER}|hundred\b))"
)


@lru_cache(maxsize=64)
def _pattern(not_covered: tuple[str, ...]) -> re.Pattern[str] | None:
    nouns = compile_phrases(not_covered)
    if nouns is None:
        return None
    return re.compile(rf"{_NUMBER}[\s-]+(?:{nouns.pattern})", re.IGNORECASE)


def uncovered_counts(sentence: str, not_covered: tuple[str, ...]) -> list[Found]:
    """Every number in `sentence` written right before a `not_covered` noun, as a count on
    `other` whose unit is the noun as written."""
    rx = _pattern(not_covered)
    if rx is None:
        return []
    out: list[Found] = []
    for m in rx.finditer(sentence):
        noun = sentence[m.end("num") : m.end()].strip(" -")
        value = Value(amount=number(m["num"]), unit=noun.lower(), kind="count")
        out.append(Found(m.start(), m.end(), m.group(), value, topic=OTHER))
    return out
