"""In a sentence that pairs values with scope values, each value's own part names its scope.

"Gutters are £65 for a house, or £40 if you're in a flat", "a house is £65 and a flat £40":
a reply sets two cases side by side, each value in its own coordinated part (after a comma or
"and", "or", "but", "while"), each part naming its own case. `draftscope` gives a draft value
the scope its clause names only when the clause names no other value of that dimension, since
"as a Family member you get 10% off Solo lessons" leaves unsure whose the 10% is. But the
clause a value is read in reaches back to the value before it, so in a paired sentence the
second value's clause also holds the first part's case ("house"): the £40 went unscoped and
was checked against the customer's house price, a false HOLD of a correct reply.

A case named before the value's own part, in a part that states its own value of the same
kind, is that value's case, not this one's: the two are parallel. So when the value's own
coordinated part (`predicates.own_words`) names exactly one value of the dimension, and every
other value of it the clause names lies before that part, after another value of the same
kind, the own part's case is the value's. The words that cut parts are coordinating grammar
words and punctuation (a closed class), never a domain's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.predicates import own_words
from guard.extract.local.segment import Clause
from guard.kb.phrasematch import classify

_I: Final = re.IGNORECASE
# Where a coordinated part ends: as `predicates` cuts it.
_CUT_RE: Final = re.compile(r"[,;:]|\s(?:and|but|or|while|whereas|then)\s", _I)


def paired_case(
    options: tuple[tuple[str, tuple[str, ...]], ...], clause: Clause, kind: str, case: str
) -> bool:
    """Whether `case` is the one scope value the value's own coordinated part names, the
    clause's other cases all lying in an earlier part with a value of `kind` of its own."""
    if {v for _, _, v in classify(options, own_words(clause))} != {case}:
        return False
    cuts = list(_CUT_RE.finditer(clause.left))
    if not cuts:
        return False
    own_start = clause.start - len(clause.left) + cuts[-1].end()
    if not any(v != case for _, _, v in classify(options, clause.left[: cuts[-1].start()])):
        return False  # nothing else named before: `draftscope` reads it as it is
    return any(k == kind and end <= own_start for _, end, k in clause.others_values)
