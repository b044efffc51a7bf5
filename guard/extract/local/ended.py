"""A value stated in the past tense of a state the sentence says ended: an old value.

"Until March the delivery charge was £3.", "The deposit was 10% until last year.", "Up until
2025, refunds were 14 days.", "Before May 2024 the warranty was 90 days." The value is what
a past copula ("was", "were", "had been", "used to be") says the thing measured, and
"until"/"till", or "before"/"prior to" a point in time (a month, a year, "then", "that"),
bounds that state in time: the sentence tells how long the old rule held, so it is history,
not the rule now (like "no longer" or "(was €45)", `dropped`). Either alone is no history:
"the fee is £25 until April" is a rule in force with its end date, "the fee was £25 when you
booked" may still hold, and "the fee was £25 before the discount" bounds no time.
Generic English grammar: no catalogue's words.
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
_MONTHS: Final = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_UNTIL_RE: Final = re.compile(
    r"\b(?:until|till|til)\b|\b(?:before|prior\s+to)\s+(?:(?:the\s+)?(?:\d{1,2}\s+)?"
    rf"(?:{_MONTHS})\b|(?:19|20)\d\d\b|then\b|that\b)",
    _I,
)


def ended_before(sentence: str, start: int) -> bool:
    """Whether the value at `start` is what a past copula says a state was, in a sentence
    that bounds the state with "until": an old value (see the module docstring)."""
    return bool(_PAST_COPULA_LEFT_RE.search(sentence[max(0, start - 40) : start])) and bool(
        _UNTIL_RE.search(sentence)
    )
