"""A value the clause after a colon puts in the past: an old value.

Read in two places with the same rule: the local extractor makes no claim of such a value
(`extract.local.dropped`), and the draft's number check counts it as the old value of a
change when the draft also states the new one in the same unit (`numbers`). Pure text.

"You might have read 10% in an old leaflet: that was the discount before the 2024 price
review." The value is stated in the first clause; the clause after the colon (or a
semicolon, or a dash) refers back to it with a demonstrative or "it" ("that was", "this
used to be", "it had been") and says what it was, bounded in time ("before …", "until …",
"… ago", "last year"). That is the history of the value, as "(was €45)" or "It was £20
until May" are (`dropped`, `ended`). Either part alone is no history: "You pay 10%: that
was agreed last year" says when a rule in force was made, and "that is the discount" still
holds. Nothing may stand between the value and the colon but words ("45 days on an old
page"): another value or a clause break there would make "that" point elsewhere. A "still",
"now" or "today" in the past clause says the value holds ("that was the price before May
and still is"). Generic English grammar: no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, POSSESSIVES, one_of

_I: Final = re.IGNORECASE

# From the value's end: words only (no value, no clause break), the colon, semicolon or
# dash, and a back-reference with a past copula followed by a noun phrase ("that was the
# guarantee …", "it used to be our price …").
_BACK_IN_PAST_RE: Final = re.compile(
    r"^[^\d:;,.!?()–—]*?(?:[:;]|\s[-–—]\s|—)\s*(?:that|this|it|which)\s+"
    r"(?:was|were|used\s+to\s+be|had\s+been)\s+(?:(?:only|just)\s+)?"
    rf"(?:{one_of(ARTICLES, POSSESSIVES, without=('his', 'her'))})\b(?P<rest>[^:;!?]*?)(?=[.!?](?:\s|$)|$)",
    _I,
)
# The past state's bound in time.
_BOUND_RE: Final = re.compile(
    r"\b(?:until|till|before|prior\s+to|ago|last\s+(?:year|month|week|season|time))\b", _I
)
# Words that keep the value in force.
_STILL_RE: Final = re.compile(r"\b(?:still|now|today|currently)\b", _I)


def past_after_colon(sentence: str, end: int) -> bool:
    """Whether the clause after a colon says the value ending at `end` was a past value
    (see the module docstring)."""
    m = _BACK_IN_PAST_RE.match(sentence[end:])
    if m is None:
        return False
    rest = m.group("rest")
    return bool(_BOUND_RE.search(rest)) and not _STILL_RE.search(rest)
