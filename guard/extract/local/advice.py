"""Advice is no hedge: "you should have your boiler serviced every year".

"Should" hedges a value when it says what the speaker expects to happen: "your parcel should
arrive in 3 days", "you should see the refund within 5 days", "you should have it by
Friday". Said to the customer about an act of their own ("you should book 2 weeks ahead",
"you should have your boiler serviced every year", "you should give us a month's notice"),
it recommends, as "we recommend" does: the value is what the reply tells them to do, stated
without doubt, and a wrong one is a wrong promise (D9's HOLD, not a hedged CAUTION).

So "should" is advice when "you" is its subject and its verb is an act, not an outcome that
comes to the customer: not "get", "receive", "see", "hear", "expect", "notice", "find",
"feel", "arrive" or "be", nor "have" in the sense of holding ("have it by Friday", "have the
deposit back"); "have" is an act only as "have <something> <done>" ("have your eyes
checked"). An adverb between may come first ("you should also book"). Other hedges in the
clause ("usually", "probably") still hedge it.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE
#: "you" right before the modal: the customer is its subject.
_YOU_BEFORE_RE: Final = re.compile(r"\byou\s+$", _I)
#: Verbs of an outcome that comes to the customer (the modal then says what is expected).
_OUTCOME: Final = (
    r"(?:get|receive|see|hear|expect|notice|find|feel|arrive|be|start|begin|still|already|"
    r"usually|normally|probably|soon|now)\b"
)
_ADVERB: Final = r"(?:(?:also|always|really|ideally|definitely)\s+)?"
#: "have <something> <done>": the causative, an act ("have your eyes tested").
_CAUSATIVE_RE: Final = re.compile(r"\s+" + _ADVERB + r"have\s+(?:[\w'’]+\s+){1,3}?[a-z]+ed\b", _I)
_ACT_RE: Final = re.compile(r"\s+" + _ADVERB + rf"(?!{_OUTCOME}|have\b)[a-z]+\b", _I)


def advises(text: str, start: int, end: int) -> bool:
    """Whether the "should" at `text[start:end]` recommends the customer's own act (see the
    module docstring), so that it is no hedge."""
    if _YOU_BEFORE_RE.search(text[:start]) is None:
        return False
    return bool(_CAUSATIVE_RE.match(text, end) or _ACT_RE.match(text, end))
