"""A value stated in the past tense of a state the sentence says ended: an old value.

"Until March the delivery charge was £3.", "The deposit was 10% until last year.", "Up until
2025, refunds were 14 days." The value is what a past copula ("was", "were", "had been",
"used to be") says the thing measured, and "until"/"till" bounds that state in time: the
sentence tells how long the old rule held, so it is history, not the rule now (like "no
longer" or "(was €45)", `dropped`). Either alone is no history: "the fee is £25 until
April" is a rule in force with its end date, and "the fee was £25 when you booked" may still
hold. Generic English grammar: no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

# The past copula right before the value, with at most an adverb between ("was only £20",
# "were just 5 days", "used to be £20", "had been 14 days").
_PAST_COPULA_LEFT_RE: Final = re.compile(
    r"\b(?:was|were|had\s+been|used\s+to\s+be)(?:\s+(?:only|just|still|always|then|"
    r"once|originally))?\s+(?:(?:up\s+to|at\s+least|at\s+most|about|around)\s+)?$",
    _I,
)

# The state's end in time, anywhere in the sentence: "until", "till", "up until".
_UNTIL_RE: Final = re.compile(r"\b(?:until|till|til)\b", _I)


def ended_before(sentence: str, start: int) -> bool:
    """Whether the value at `start` is what a past copula says a state was, in a sentence
    that bounds the state with "until": an old value (see the module docstring)."""
    return bool(_PAST_COPULA_LEFT_RE.search(sentence[max(0, start - 40) : start])) and bool(
        _UNTIL_RE.search(sentence)
    )
