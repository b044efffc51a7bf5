"""A bounded count of things per another thing is a limit, whatever the catalogue counts.

"The collage layouts take up to 4 photos per page", "a maximum of 6 guests per table", "no
more than 2 bags each way": a bound word, a number, a plural noun and what it is counted per
state a limit as plainly as "up to 10GB of data" states an allowance (`quantities`). When a
count topic counts that noun, its own reader finds the number first and this reading yields
(`values.find_values` keeps it only where no other reading took the number); otherwise the
limit is a count on `other`, so a draft that states it is OUTSIDE_COVERAGE (D0c: a person
checks a limit no topic covers) rather than a number left unread (EXTRACTION_GAP: the
reader failed). The bound word is required: "4 photos per page" alone may describe a layout
the customer chose, and "we printed 4 photos per page" tells what happened.

English grammar only (a bound, a number, a plural noun, "per"/"a"/"each"/"in each" and a
noun), no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.numerals import _WORD_NUMBER, number
from guard.kb.catalogue import OTHER
from guard.models import Value

_PER_COUNT_RE: Final = re.compile(
    r"\b(?:up\s+to|at\s+most|a\s+maximum\s+of|maximum\s+of|max(?:imum)?\.?|no\s+more\s+than|"
    r"not\s+more\s+than|as\s+many\s+as)\s+"
    rf"(?P<num>\d+(?![.,:]\d)|{_WORD_NUMBER})\s+"
    r"(?P<noun>[a-z][a-z'’-]*s)\s+"
    r"(?P<per>(?:per|a|each|in\s+(?:a|each|every)|for\s+(?:each|every))\s+[a-z][a-z-]*)\b",
    re.IGNORECASE,
)


def per_counts(sentence: str) -> list[Found]:
    """Every bounded count of a plural noun per another noun in `sentence`, as a count on
    `other` whose unit is the noun and what it is counted per ("photos per page")."""
    out: list[Found] = []
    for m in _PER_COUNT_RE.finditer(sentence):
        unit = f"{m['noun']} {m['per']}".lower()
        value = Value(amount=number(m["num"]), unit=unit, kind="count")
        out.append(
            Found(m.start("num"), m.end(), sentence[m.start("num") : m.end()], value, topic=OTHER)
        )
    return out
