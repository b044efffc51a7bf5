"""The customer's amount naming their own thing: "on your £22.50 basket".

An amount between a possessive and a noun ("your £22.50 basket", "your £640 sofa", "your
£18,000 transfer") is an attribute of that thing, its size or cost, as "worth £3,000" is
(`worth`) and "a 3-bed house" gives a house's size: English puts a number before a noun to
say which thing or how big it is, not what a rule sets. When the customer wrote the same
amount in the ticket ("My basket is £22.50"), the draft names the customer's thing with the
customer's figure; it states no price, fee or limit, whatever topic its sentence names (the
draft's own price beside it, "delivery is £3.49", is its own claim and is decided). So such
a value is the customer's figure: no claim, even when it is above the draft's own value
(which `figures` otherwise never sets aside).

Never when the noun after the amount names the claim's own topic ("your £5 delivery charge"
on a delivery-charge topic): that amount is the topic's value said of the customer's case,
and a wrong one must still be held. Nor a rate or a bound ("your £8 a month", "your £8 per
night"): those words are no thing. The possessive must be "your": the thing is the
customer's. English words only, no catalogue's; the topic's phrases come from the catalogue.
Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import quoted_by_customer, value_at
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all
from guard.kb.phrases import FUNCTION_WORDS
from guard.models import DraftClaim

# "your" right before the amount (its currency sign is inside the value's words).
_YOUR_RE: Final = re.compile(r"\byour\s+$", re.IGNORECASE)
# The thing right after the amount: up to three words, the first a noun-like word.
_THING_RE: Final = re.compile(r"\s+([A-Za-z][\w'’-]*)((?:\s+[A-Za-z][\w'’-]*){0,2})")
# Words after an amount that make it a rate, a bound or a unit, not a thing's attribute.
_NOT_A_THING: Final = frozenset(
    {"a", "an", "per", "each", "every", "off", "or", "and", "to", "plus", "extra", "more",
     "less", "max", "maximum", "minimum", "min", "limit", "cap", "monthly", "weekly", "daily",
     "yearly", "annually", "upfront", "deposit", "fee", "charge", "price", "cost", "rate"}
)  # fmt: skip


def names_own_thing(text: str, c: DraftClaim, message: str, cat: Catalogue) -> bool:
    """Whether the claim's value stands as "your <amount> <thing>", the customer wrote the
    amount in `message`, and the thing's words name no phrase of the claim's topic (see the
    module docstring)."""
    start = value_at(text, c)
    if start < 0 or not message or not _YOUR_RE.search(text[max(0, start - 8) : start]):
        return False
    m = _THING_RE.match(text, start + len(c.value_text))
    if m is None or m.group(1).casefold() in _NOT_A_THING | FUNCTION_WORDS:
        return False
    spec = cat.topic(c.topic)
    if spec is not None and find_all(spec.about, m.group().strip()):
        return False  # "your £5 delivery charge": the topic's own value, said of their case
    return quoted_by_customer(text, c, message)
