"""A past reference inside a condition is a threshold the text sets, not someone's history.

"It's been 3 days" and "I ordered 2 weeks ago" say how long ago something happened: a
duration in the customer's history, never a promise (`dropped.PAST`). Put the same words in
a condition and they set a limit instead: "If it's been more than 12 months since your last
visit, you'll need a new pass" and "If you bought it more than 30 days ago, we can't take it
back" say after how long the rule applies, which is the value a policy states (as
`wording.compared` already reads "if it takes more than 4 days, escalate"). So a past
reference whose own clause a condition word opens ("if", "unless", "when", "whenever",
"once", "where", "in case", "provided", "as long as"), with no clause break between, is read:

- "been" before the value ("if it's been 6 weeks since", "once it has been more than 14
  days"): the condition counts the time since an event;
- "ago" after it, only with a comparison before it ("if your order was more than 30 days
  ago"): a bare "if you joined 2 months ago" may still recount what happened.

Windows ("in the last 3 days") and anything outside a condition stay past references here;
a window said in a rule ("declare any injury treated in the last 2 years") is `lookback`'s.
English grammar only, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import AT_LEAST, LESS_THAN, MORE_THAN, one_of

_I: Final = re.IGNORECASE

#: The words that open a condition: what follows says when the rest of the sentence holds.
#: One list, shared by every reader that asks whether a value is said under a condition
#: (`exceptionzero` reads a zero under one as an exception).
CONDITION_WORDS: Final = (
    r"(?:if|unless|when|whenever|once|where|in\s+case|provided(?:\s+that)?|as\s+long\s+as)"
)
# A condition word opening the value's clause: nothing that ends a clause between.
_CONDITION_OPEN_RE: Final = re.compile(
    rf"(?:^|\b){CONDITION_WORDS}\b[^,;:.!?()\[\]–—]{{0,60}}$",
    _I,
)
# A comparison: guard.english's MORE_THAN, LESS_THAN and AT_LEAST, less "above" and "below"
# (never listed here), and "longer than".
_COMPARISON: Final = one_of(
    MORE_THAN, LESS_THAN, AT_LEAST, (r"longer\s+than",), without=("above", "below")
)
# "been" right before the value, with an optional comparison or hedge between.
_BEEN_LEFT_RE: Final = re.compile(
    rf"\bbeen(?:\s+(?:about|almost|nearly|{_COMPARISON}))?\s+$",
    _I,
)
# A comparison right before the value: "more than", "over", "at least".
_COMPARISON_LEFT_RE: Final = re.compile(rf"\b(?:{_COMPARISON})\s+$", _I)
_AGO_RIGHT_RE: Final = re.compile(r"\s*ago\b", _I)


def threshold_in_condition(sentence: str, start: int, end: int) -> bool:
    """Whether the duration at `sentence[start:end]`, worded as a past reference ("been …",
    "… ago"), is a condition's threshold: a condition word opens its clause, and either
    "been" stands right before it or a comparison before it and "ago" after it."""
    left = sentence[:start]
    if not _CONDITION_OPEN_RE.search(left):
        return False
    if _BEEN_LEFT_RE.search(left):
        return True
    return bool(_COMPARISON_LEFT_RE.search(left) and _AGO_RIGHT_RE.match(sentence[end:]))
