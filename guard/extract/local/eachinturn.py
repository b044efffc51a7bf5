""" "For any one item": each thing in turn, no count of one.

After a preposition, "any one" singles out each thing in turn: "the most we pay for any one
bike is £500" and "no more than £50 on any one day" say what holds per thing, as "for each
bike" does, and count nothing. Read as a count of one, the number would contradict the
catalogue's real count ("up to 3 bikes per person"). Without the preposition "any one" may
still choose one ("bring any one bag": a count), so it is read as before. English grammar
only: the prepositions and "any".
"""

from __future__ import annotations

import re
from typing import Final

_EACH_IN_TURN_LEFT_RE: Final = re.compile(
    r"\b(?:for|on|per|in|of|to|with|from)\s+any\s+$", re.IGNORECASE
)


def each_in_turn(sentence: str, num_start: int, amount: float) -> bool:
    """Whether the number 1 at `sentence[num_start:]` is the "one" of "for any one …"."""
    return amount == 1 and bool(
        _EACH_IN_TURN_LEFT_RE.search(sentence[max(0, num_start - 20) : num_start])
    )
