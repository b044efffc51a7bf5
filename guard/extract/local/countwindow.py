"""A count's period: "more than 2 claims on one policy in a year" limits how many claims, and
"a year" is the window they are counted in, not a length of time the text promises.

A duration right after "in", "within", "over", "during" or "per" whose clause counts things
before it (a number and a plural noun that is no unit of time, followed only by
prepositional phrases: "3 visits per member", "2 overlocks on one account") measures that
count's window, like the rate's "a month" in "two guests a month" (`dropped`). Only a window
said with an article or a distributive ("a year", "any 12 months", "each week") is read so:
"2 parcels arrive in 5 days" keeps its promise, because a verb stands between the count and
the duration, and "2 claims in 3 years" is left to the wider rules.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.numerals import _WORD_NUMBER

_TIME_UNIT: Final = r"(?:hours?|minutes?|days?|weeks?|fortnights?|months?|years?|nights?)\b"
_PREPOSITION: Final = r"(?:on|per|for|at|from|by|with|of|across|against|under|in|to)"
_WORD: Final = r"[\w'’-]+"

# The clause before the duration: a counted plural noun, its prepositional phrases, then the
# window's preposition and any distributive word.
_COUNT_WINDOW_LEFT_RE: Final = re.compile(
    rf"(?<![\w.£$€])(?:\d+|{_WORD_NUMBER})\s+(?!{_TIME_UNIT})[A-Za-z][\w-]*s"
    rf"(?:\s+{_PREPOSITION}\s+(?:{_WORD}\s+){{0,2}}?{_WORD})*?"
    r"\s+(?:in|within|over|during|per)\s+"
    r"(?P<each>(?:any|each|every|one|a\s+single|the\s+same)\s+(?:rolling\s+)?)?$",
    re.IGNORECASE,
)


def counts_window(sentence: str, found: Found) -> bool:
    """Whether the duration `found` is the window a count before it is counted in."""
    if found.value.kind != "duration":
        return False
    m = _COUNT_WINDOW_LEFT_RE.search(sentence[max(0, found.start - 120) : found.start])
    return m is not None and (found.article or m["each"] is not None)
