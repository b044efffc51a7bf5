"""A draft value written as where the topic's values start ("from £45"), said beside the
customer's own case, is that lower bound, not the customer's value.

"Cuts start from £18, and for a long bob it's £26": the first amount is where the prices
begin, the cheapest case; the same sentence then gives the topic a value for one named case.
Read as an outright value, the bound is checked as the customer's price and a right reply is
held. So where a value of a sentence comes right after the words of a lower bound ("from",
"starting at", "as little as": a closed class of English grammar words, kept in
`guard.engine.boundwords`) and is not the start of a range ("from £18 to £26"), and the same
sentence gives the same topic a value no lower than it said for one scope value
(`draftscope`), the value takes the bound's words as its condition. The engine decides it
against each case of that scope's dimension (`guard.engine.lowerbound`): right where some
case costs exactly that, and otherwise an outright value, so a wrong bound still HOLDs.
Without a case beside it the bound stays an outright value, as before. A bound said for a
scope of its own ("Grooms in the van start from £55, and for a large dog it's £70") keeps
that scope after its bound's words ("start from, van"): the cases are tried in that scope.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from guard.engine.boundwords import LOWER_BOUND_WORDS, RANGE_END, SCOPE_AFTER
from guard.extract.local.segment import Clause
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim

_I: Final = re.IGNORECASE
#: The bound's words ending right before the value.
_BEFORE: Final = re.compile(rf"\b(?P<w>{LOWER_BOUND_WORDS.pattern})\s*$", _I)


def bound_words(clause: Clause) -> str | None:
    """The lower bound's words right before the clause's value, or None."""
    m = _BEFORE.search(clause.sentence[: clause.start])
    if m is None or RANGE_END.match(clause.sentence[clause.end :]):
        return None
    return " ".join(m.group("w").split())


def lower_bounds(
    claims: list[DraftClaim], clauses: Sequence[Clause | None], cat: Catalogue
) -> list[DraftClaim]:
    """The claims, each value said as a lower bound beside a value for one case of its topic
    given the bound's words as its condition (module docstring)."""
    from guard.engine.scopedclaims import said_for_all  # the engine imports this package

    out = list(claims)
    for i, (dc, clause) in enumerate(zip(claims, clauses, strict=True)):
        if clause is None or dc.value is None:
            continue
        if dc.condition is not None and said_for_all(dc, cat) is None:
            continue  # a condition other than the scope the bound is said for
        words = bound_words(clause)
        low = dc.value.amount
        if words is None or low is None:
            continue
        if any(
            c is not dc
            and c.topic == dc.topic
            and c.span == dc.span
            and c.value is not None
            and c.value.kind == dc.value.kind
            and c.value.unit == dc.value.unit
            and (c.value.amount or 0) >= low
            and said_for_all(c, cat) is not None
            for c in claims
        ):
            # "in the van from £55": the bound's words, then the scope it is said for
            said = words if dc.condition is None else f"{words}{SCOPE_AFTER}{dc.condition}"
            out[i] = dc.model_copy(update={"condition": said})
    return out
