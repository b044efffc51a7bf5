"""A topic phrase in a clause that holds its own value of the same kind is that value's.

"A full plot is £120 a year and the key deposit is £20": the sentence names one money topic,
in its second clause, and that clause states its own amount. The phrase says what the £20
is; it says nothing of the £120, which its own clause leaves unnamed (the engine then reads
it on the ticket's question). A sentence of two coordinated clauses that each state a value
of one kind pairs each value with its own clause's words, so when a value's topic is read
from its sentence, the words of a sibling clause that holds its own value of the same kind
are set aside:

- a later clause: from the last coordinator ("and", "but", "while", "whereas", "plus", a
  comma allowed before it) or semicolon before the later value. A dash or a colon is no
  coordination: what follows it often explains or corrects the value before it ("you were
  told £100 – the deposit is £250"); nor is "or" ("£5, or £3 for juniors": one price's
  alternatives);
- an earlier clause, only when the value's own clause has a subject of its own before the
  value, a determiner, a noun phrase and a verb ("…, and a full plot is £120"): a value with
  no subject after a coordinator ("Rent is £120 for a full plot and £65 for a half") is a
  gapped conjunct that shares the earlier clause's subject (`gapped`), and a pronoun ("so
  it's £5 now") refers back to it: both keep it.

A value of another kind is no sibling: "The 14-day return window is free and costs
nothing after" pairs no money value with the return words. English grammar only.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause

_I: Final = re.IGNORECASE
_BOUNDARY_RE: Final = re.compile(r";|,?\s(?:and|but|while|whereas|plus)\s", _I)
# The value's own clause with a subject of its own before the value: a determiner, a noun
# phrase and a verb ("and a full plot is"). A pronoun ("so it's £5") refers back to the
# earlier clause's subject, and a clause with no subject shares it.
_OWN_SUBJECT_RE: Final = re.compile(
    r"\b(?:the|a|an|your|our|their|my|each|every)\s+(?:[A-Za-z][\w'’-]*\s+){0,3}?"
    r"[A-Za-z][\w'’-]*\s+(?:is|are|was|were|will\s+be|costs?|comes?\s+to|takes?|lasts?|"
    r"runs?)\b",
    _I,
)


def _blank(text: str, a: int, b: int) -> str:
    return text[:a] + " " * (b - a) + text[b:]


def without_valued_siblings(text: str, clause: Clause, kind: str) -> str:
    """`text` (the value's sentence, positions kept) with the sibling clauses that hold
    their own value of `kind` blanked (see the module docstring)."""
    same = [(s, e) for s, e, k in clause.others_values if k == kind]
    later = [s for s, _ in same if s >= clause.end]
    if later:
        first = min(later)
        bounds = list(_BOUNDARY_RE.finditer(text, clause.end, first))
        if bounds:
            text = _blank(text, bounds[-1].start(), len(text))
    earlier = [e for _, e in same if e <= clause.start]
    if earlier:
        last = max(earlier)
        bounds = list(_BOUNDARY_RE.finditer(text, last, clause.start))
        if bounds:
            cut = bounds[0].end()
            own = text[bounds[-1].end() : clause.start]
            if _OWN_SUBJECT_RE.search(own):
                text = _blank(text, 0, cut)
    return text
