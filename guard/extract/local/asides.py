"""A table label's bracketed aside qualifies its head; it does not name the row.

"| Minimum spend (before a booking fee applies) | £40 |": the row is the minimum spend; the
bracket says when something else (the fee) starts. "| Deposit (refunded after checkout) |"
is a deposit, whatever the bracket mentions. So a row label or column header is read first
without its bracketed asides: when its head names a topic of the value's kind, that topic is
the cell's; only when it names none is the whole label read, aside included ("| Price (per
month) |", where the head says only that a price is meant).

An aside that names only something the catalogue does not cover ("| Price (incl. VAT) |",
"| Fee (sales tax included) |") says what every value of the column includes or leaves out,
not what the values are for: it is blanked before the whole label is read, so it neither
names a topic nor sends the cell to `other`, and the row's own label decides
(`without_uncovered_asides`). A head that names the uncovered thing ("| VAT |") still does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

_ASIDE_RE: Final = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def without_asides(label: str) -> str:
    """The label with each bracketed aside blanked, positions kept."""
    return _ASIDE_RE.sub(lambda m: " " * len(m.group()), label)


def without_uncovered_asides(label: str, names_only_uncovered: Callable[[str], bool]) -> str:
    """The label with each bracketed aside blanked whose words name only something not
    covered (`names_only_uncovered`, the catalogue's reading), positions kept."""

    def blank(m: re.Match[str]) -> str:
        return " " * len(m.group()) if names_only_uncovered(m.group()) else m.group()

    return _ASIDE_RE.sub(blank, label)
