"""The words right after a value, up to its clause's end, are that value's: its rate, its
noun. They say nothing about the next value in the sentence.

"You get 2 passes a month, and they're free of charge": "a month" is the passes' rate, and
the comma ends their clause. A value's left context runs back to the previous value
(`values.claims_in`), so without this the zero ("free of charge") would be read on whatever
topic "a month" names, a monthly price. Used where a value takes its topic from its clause
and nothing of its own (a zero word).
"""

from __future__ import annotations

from dataclasses import replace

from guard.extract.local.segment import Clause
from guard.extract.local.values import _CLAUSE_END_RE


def past_previous_tail(clause: Clause) -> Clause:
    """The clause with the previous value's tail (its right context up to its clause's end)
    taken off its left; unchanged when no value comes right before it or no boundary
    separates them."""
    left_start = clause.start - len(clause.left)
    if left_start <= 0 or clause.sentence[left_start - 1] == ";":
        return clause  # the sentence's first value, or the first after a semicolon
    m = _CLAUSE_END_RE.search(clause.left)
    return clause if m is None else replace(clause, left=clause.left[m.start() :])
