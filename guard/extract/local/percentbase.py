"""What a percentage is taken of names its base, not what the percentage is.

"the deposit to secure a private charter is 50% of the charter price": the percentage is the
deposit, and "of the charter price" says what it is 50% of. A percentage's "of" phrase right
after it ("20% of the order total", "10% of the fare") is its base: the amount the share is
worked out from, which many percent topics share (a deposit, a charge, a refund and a
discount are all shares of one price). So where the value's own clause names a topic of the
value's kind before it (its subject: "the deposit … is", "A deposit of 25% …"), a phrase
matched only inside the base after it does not take the value from that topic; where
nothing before it names one ("we will retain 50% of the booking price"), the base's words
still may, as the team's phrases say.

English grammar only: "of" after a percentage, never a catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

# A percentage's "of" and the noun phrase after it, up to the end of its sub-clause or four
# words: "of the charter price", "of your booking's price".
_BASE_RE: Final = re.compile(r"^\s*of\s+[^,;:()–—.!?]*?(?:\S+(?:\s+|$)){1,4}", re.IGNORECASE)


def base_end(kind: str, right: str) -> int:
    """Where a percentage's base phrase ends in the words right after it (`right`), or 0 when
    the value is no percentage or no "of" follows it."""
    if kind != "percent":
        return 0
    m = _BASE_RE.match(right)
    return m.end() if m else 0
