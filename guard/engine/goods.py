"""An amount of the customer's goods, told back to them: "with about £15 of washing".

"£15 of washing", "€40 worth of plants", "$60 of groceries": money followed by "of" (or
"worth of") and a noun measures how much of a thing there is, an attribute of that thing, the
way "a 3-bed house" gives a size. A policy value is never written so: a limit or a price
comes after its noun and a bound or a copula ("a minimum order of £20", "the fee is £3",
"orders over £20"). So when the customer wrote the same number in the ticket, a draft's
"£N of <goods>" with no bound or copula right before it points back to the customer's own
figure, as "the £15" or "your £15" would (`figures._pointed_back`); it is then set aside
only where that cannot hide a policy value: on no topic, or under a value of the same topic
the draft states in its own words ("The minimum order is £20, so with about £15 of washing
you'd be a little short"), which is still decided by every rule.

English words only, no catalogue's. Pure.
"""

from __future__ import annotations

import re
from typing import Final

# Right after the number: "of washing", "worth of plants", "of your shopping".
_OF_GOODS_RE: Final = re.compile(
    r"\s+(?:worth\s+)?of\s+(?:(?:your|the|my|his|her|their|our)\s+)?[A-Za-z]", re.IGNORECASE
)
# Right before the number (after an optional approximation and currency sign): a bound, a
# copula or a preposition that makes the amount a limit or a price.
_LIMIT_BEFORE_RE: Final = re.compile(
    r"\b(?:is|are|was|were|be|been|of|minimum|maximum|least|most|to|than|over|under|below|"
    r"above|from|costs?|charge[sd]?|pays?|fee|price)\s+"
    r"(?:(?:about|around|roughly|approximately|nearly|almost|some)\s+)?[$€£¥]?\s?$",
    re.IGNORECASE,
)


def amount_of_goods(text: str, start: int, end: int) -> bool:
    """Whether the number at `start:end` of `text` is an amount of some goods ("about £15 of
    washing") with no bound, copula or price word right before it (see the module
    docstring)."""
    if _OF_GOODS_RE.match(text, end) is None:
        return False
    return _LIMIT_BEFORE_RE.search(text[max(0, start - 40) : start]) is None
