"""What the customer's thing is worth, told back to them: "for a piano worth around £3,000".

"worth" after a noun gives that thing's own value, an attribute of it, the way "a 3-bed
house" gives its size: "My piano is worth about £3,000" → "for a piano worth around £3,000,
I'd recommend declaring it". When the customer wrote the same amount after "worth" in the
ticket, the draft's "worth £N" describes the customer's thing with the customer's figure; it
states no limit, price or allowance, whatever topic its sentence names (a cover limit the
draft states beside it, "cover pays up to £500", is its own claim and is decided). So such
a value is the customer's figure: no claim.

Never a bound: "items worth up to £500 are covered" states the cover's limit in the team's
words, and "worth" then has a bound ("up to", "at most", "no more than") before the amount:
it stays a claim, and so does a threshold ("items worth over £500 must be declared"). Only
an approximation may stand between ("about", "around", "roughly").
English words only, no catalogue's. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import numbers_in, value_at, value_of
from guard.models import DraftClaim

# "worth", then an optional approximation, then an optional currency sign, right before the
# number: "worth around £", "worth about ", "worth £".
_WORTH_RE: Final = re.compile(
    r"\bworth\s+(?:(?:about|around|roughly|approximately|nearly|almost|some)\s+)?[$€£¥]?\s?$",
    re.IGNORECASE,
)


def _after_worth(text: str, start: int) -> bool:
    return _WORTH_RE.search(text[max(0, start - 40) : start]) is not None


def worth_told_back(text: str, c: DraftClaim, message: str) -> bool:
    """Whether the claim's value in `text` is a thing's worth ("worth around £3,000") whose
    number the customer's `message` also gives after "worth" (see the module docstring)."""
    start = value_at(text, c)
    found = numbers_in(c.value_text)
    if start < 0 or not message or len(found) != 1:
        return False
    s, e = found[0]
    if not _after_worth(text, start + s):
        return False
    value = value_of(c.value_text[s:e])
    return value is not None and any(
        value_of(message[a:b]) == value and _after_worth(message, a) for a, b in numbers_in(message)
    )
