"""A value written with a definite article that repeats an earlier one refers back to it.

"Fixed memberships run for an initial term of three months. You can give notice during that
time, but your membership won't end before the three months are up." The second sentence's
"the three months" is not a new value: "the" points back to a period the text has already
introduced, and the previous sentence of the block states exactly that value. The value's
topic is where it was introduced (the term), whatever the second sentence names ("notice"),
so the repetition makes no claim of its own. A definite value with no such antecedent ("the
first 30 days") is read as usual.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.values import claims_in
from guard.extract.local.vocab import Vocabulary

# A definite determiner right before the value ("the three months", "those 30 days").
_DEFINITE_BEFORE_RE: Final = re.compile(r"\b(?:the|those|these|that|this|said)\s+$", re.I)


def refers_back(vocab: Vocabulary, found: Found, before: str, previous: str | None) -> bool:
    """The value (`before` is its sentence up to it) has a definite determiner straight
    before it and the block's previous sentence states the same value."""
    if previous is None or not _DEFINITE_BEFORE_RE.search(before):
        return False
    mine = found.value
    return any(
        (f.value.amount, f.value.amount_max, f.value.unit, f.value.kind)
        == (mine.amount, mine.amount_max, mine.unit, mine.kind)
        for f, _ in claims_in(previous, vocab)
    )
