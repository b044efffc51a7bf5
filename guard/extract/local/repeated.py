"""A charge denied a second time is no price of zero: the fee was paid once.

"We won't charge the booking fee again when you rebook", "you don't pay the admin fee twice",
"we never charge it a second time". "Again", "twice" and "a second time" presuppose that the
charge happened once: the sentence waives a repeat, it does not say the fee costs nothing.
Read as a zero it would contradict the fee's real amount in the same document (a conflict on
every reply about the fee). "The fee is free again from May" is no denial: only a negated
charging or paying verb is read this way. Generic English grammar: no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

# The zero's own words open with a negation: "won't charge", "don't pay", "never charge".
_NEGATED_RE: Final = re.compile(r"\b(?:not|never)\b|n['’]?t\b", _I)

# A repeat in the rest of the clause ("again", "twice", "a second time", "more than once").
_REPEAT_RE: Final = re.compile(
    r"^[^.;:!?]*?\b(?:again|twice|a\s+second\s+time|more\s+than\s+once)\b", _I
)


def a_repeat_waived(sentence: str, start: int, end: int) -> bool:
    """Whether the zero at sentence[start:end] is a negated charge its clause says is a
    repeat ("won't charge the fee again"): no price of zero (see the module docstring)."""
    return bool(_NEGATED_RE.search(sentence[start:end]) and _REPEAT_RE.match(sentence[end:]))
