"""A purpose or result clause after a value says why, not what the value is.

"Please give 2 months' notice so we can offer the plot to the next person on the waiting
list": the clause "so we can …" gives the reason for the notice; the things it names (the
waiting list) are what the notice is for, not what the 2 months measure. A value's topic is
its own clause's subject or object, so a clause of purpose or result that starts after the
value ("so (that) we can", "so the next person can", "in order to", "so as to") is set
aside when the value's clause and sentence are read. A value inside such a clause is read
in it as before: only the words after the value are cut.

English grammar only: "so" opens a purpose clause when a subject and a modal follow it.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
_PURPOSE_RE: Final = re.compile(
    r"\b(?:so\s+as\s+to|in\s+order\s+(?:to|that|for)|so(?:\s+that)?\s+"
    r"(?=(?:we|you|they|he|she|it|i|(?:the|your|our|their|a|an)(?:\s+[A-Za-z][\w'’-]*){1,2})"
    r"\s+(?:can|could|will|may|might|won['’]t|can['’]t|are\s+able\s+to|have\s+time\s+to)\b))",
    _I,
)


def purpose_start(text: str, start: int = 0) -> int | None:
    """Where the first purpose or result clause at or after `start` opens, or None."""
    m = _PURPOSE_RE.search(text, start)
    return m.start() if m is not None else None


def before_purpose(right: str) -> str:
    """The words after a value up to a purpose or result clause (`right` cut there)."""
    at = purpose_start(right)
    return right if at is None else right[:at]


def without_purpose(sentence: str, end: int) -> str:
    """The sentence with a purpose or result clause after `end` (the value's end) blanked,
    positions kept."""
    at = purpose_start(sentence, end)
    return sentence if at is None else sentence[:at] + " " * (len(sentence) - at)
