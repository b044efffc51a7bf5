"""A bound in brackets right after a noun is that noun's age, not a count.

"Each guide (21 or over) may lead up to 8 walkers", "Drivers (25 or older) can hire a van":
the bracket sets off a bare number with a bound after it ("or over", "and above", "or
older", "or under", "and younger") right after a noun, as "guides aged 21 or over" does with
"aged". It says who the noun is, the people the rest of the sentence speaks of: it is said
of someone (`bounds`), an age read only where the catalogue reads ages, and never a count of
what a count topic counts, whatever count topic the sentence names. The count is said with
what it counts ("up to 8 walkers"). A count's own bounds ("or more", "or fewer", "or less")
and a bare "+" ("Groups (10+)") say nothing of whom, and are left as they were.

Grammar only: no noun is listed here.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
#: A word, an opening bracket, a number, an age's bound and the closing bracket.
_BRACKETED_RE: Final = re.compile(
    r"[^\W\d_][\w'’-]*\s*\(\s*(?P<num>\d{1,3})\s+(?:years?\s+(?:old\s+)?)?(?:or|and)\s+"
    r"(?:over|above|older|under|below|younger)\s*\)",
    _I,
)


def bracketed_ages(sentence: str) -> set[tuple[int, int]]:
    """The spans of the numbers in `sentence` that are a bound in brackets right after a
    noun (see the module docstring)."""
    return {m.span("num") for m in _BRACKETED_RE.finditer(sentence)}
