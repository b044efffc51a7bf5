"""A zero said only inside a time window is an exception, not the fee.

"In the last 49 days of your fix there are no exit fees" says the exit fee is waived near
the end of a fix; it does not say the fix has no exit fee. A source's zero ("no exit fees",
"free of charge") whose own clause first puts it inside a window of time ("in the last 49
days", "within the first 14 days", "during your first month") holds only there, so it is no
claim on the topic's value: read as one, it contradicts the fee every other source states.
The window must come before the zero in its clause, as a condition does; a duration after
it ("free for 30 days") is the zero's own length, left to the usual reading.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause

_WINDOW_RE: Final = re.compile(
    r"\b(?:in|within|during|for|over)\s+(?:the\s+|your\s+)?(?:first|last|final|opening)\s+"
    r"(?:\d+|[a-z]+)?\s*(?:calendar\s+|working\s+|business\s+)?"
    r"(?:days?|weeks?|months?|years?|hours?)\b",
    re.IGNORECASE,
)


def zero_within_window(clause: Clause) -> bool:
    """Whether a zero's clause puts it inside a window of time before stating it."""
    return bool(_WINDOW_RE.search(clause.left))
