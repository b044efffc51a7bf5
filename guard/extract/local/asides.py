"""A table label's bracketed aside qualifies its head; it does not name the row.

"| Minimum spend (before a booking fee applies) | £40 |": the row is the minimum spend; the
bracket says when something else (the fee) starts. "| Deposit (refunded after checkout) |"
is a deposit, whatever the bracket mentions. So a row label or column header is read first
without its bracketed asides: when its head names a topic of the value's kind, that topic is
the cell's; only when it names none is the whole label read, aside included ("| Price (per
month) |", where the head says only that a price is meant).
"""

from __future__ import annotations

import re
from typing import Final

_ASIDE_RE: Final = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def without_asides(label: str) -> str:
    """The label with each bracketed aside blanked, positions kept."""
    return _ASIDE_RE.sub(lambda m: " " * len(m.group()), label)
