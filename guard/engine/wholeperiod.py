"""A whole period said as its parts: "seven days a week", "24 hours a day", "365 days a
year". The count is every part of the period, so the words mean "always", as "24/7" does:
no length of time or limit is stated, and the number is no policy value (`numbers`).

Read by the units' own meaning, never by a team's words: a number of one unit, then "a",
"per" or "each" and a larger unit, whose count is how many of the smaller unit the larger
holds. "5 days a week" is a schedule (a number a reply may promise), and stays a number to
read.

Pure: text in, spans out.
"""

from __future__ import annotations

import re
from typing import Final

# How many of each part a whole holds (days in a year: either count).
_PARTS: Final[dict[tuple[str, str], frozenset[int]]] = {
    ("minute", "hour"): frozenset({60}),
    ("hour", "day"): frozenset({24}),
    ("day", "week"): frozenset({7}),
    ("day", "year"): frozenset({365, 366}),
    ("week", "year"): frozenset({52}),
    ("month", "year"): frozenset({12}),
}
_WORD_VALUES: Final[dict[str, int]] = {
    "seven": 7, "twelve": 12, "twenty-four": 24, "fifty-two": 52, "sixty": 60,
}  # fmt: skip

_WHOLE_RE: Final = re.compile(
    r"(?<![\w.])(?P<n>\d{1,3}|seven|twelve|twenty[\s-]four|fifty[\s-]two|sixty)\s+"
    r"(?P<part>minute|hour|day|week|month)s?\s+(?:a|an|per|each|every)\s+"
    r"(?P<whole>hour|day|week|year)\b",
    re.IGNORECASE,
)


def whole_period_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` says a whole period as all of its parts ("seven days a week")."""
    out: list[tuple[int, int]] = []
    for m in _WHOLE_RE.finditer(text):
        n = m["n"].lower()
        count = int(n) if n.isdigit() else _WORD_VALUES.get(re.sub(r"[\s-]+", "-", n))
        counts = _PARTS.get((m["part"].lower(), m["whole"].lower()), frozenset())
        if count in counts:
            out.append(m.span())
    return out
