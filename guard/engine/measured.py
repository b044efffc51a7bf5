"""The customer's amount the draft measures against its own limit: "£9.80, which is under
our £12 minimum".

A reply often applies a limit to the customer's case by comparing the customer's figure with
it: "Your basket came to £9.80, which is under our £12 minimum order", "the 3.2 kg, which is
below our 5 kg limit". The comparison's other side is the policy value, stated in the
draft's own words and decided like any claim; the figure before "which is under" is the
case measured against it, a fact the customer gave, not a second value of any topic (read
as one, it lands on whatever topic the sentence names and contradicts it). So a value the
customer wrote in the ticket, followed in its clause by a comparison word ("under",
"below", "over", "above", "less than", "more than", "short of") whose object is another
claim's value in the same unit, stated in the draft's own words, is the customer's figure.

Never the other way round: the value after the comparison word is the limit, and it is
always decided. English comparison words only, no catalogue's words. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import value_at
from guard.models import DraftClaim

# Between the customer's figure and the limit: an optional ", which is" (or "is", "that's"),
# a comparison word, then an optional determiner or possessive.
_MEASURED_RE: Final = re.compile(
    r"\s*,?\s*(?:(?:which|that)\s+)?(?:(?:is|was|are|were)\s+|['’]s\s+)?"
    r"(?:just\s+|still\s+|well\s+|a\s+bit\s+|a\s+little\s+)?"
    r"(?:under|below|over|above|beyond|less\s+than|more\s+than|short\s+of)\s+"
    r"(?:(?:our|the|your|its|this|that|a|an)\s+)?",
    re.IGNORECASE,
)


def measured_against_own(text: str, c: DraftClaim, own: list[DraftClaim]) -> bool:
    """Whether the claim's value in `text` is followed by a comparison whose object is the
    value of another claim in `own` (the draft's own claims) in the same unit: the customer's
    case measured against that limit (see the module docstring). The caller checks that the
    customer wrote the value."""
    v = c.value
    start = value_at(text, c)
    if v is None or start < 0:
        return False
    end = start + len(c.value_text)
    for o in own:
        if o is c or o.value is None or o.value.unit != v.unit:
            continue
        at = value_at(text, o)
        if at > end and _MEASURED_RE.fullmatch(text, end, at):
            return True
    return False
