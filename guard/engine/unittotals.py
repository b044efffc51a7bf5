"""The customer's total of a per-unit price the draft states: "£2 per locker, so your two
lockers came to £4" after "Why was I charged £4?".

A topic's value is often a price per unit ("£2 per locker", "€5 a night", "$3 each"). A
reply explains the customer's bill by that price: the bill is the price times how many
units they had. The total is the customer's own figure (they wrote it in the ticket) and no
second value of the topic: read as one it contradicts the real per-unit price (£4 against
£2) and holds a correct reply.

Read by arithmetic and by the value's own words, never by a team's words: a claim whose
amount the customer wrote, stated with no rate of its own, set beside a claim of the same
topic and currency in the draft's own words that carries a rate ("per …", "each", "a …",
"/…", `rates`), where the total is a whole multiple (two or more) of that rate's amount.
The per-unit claim is still decided by every rule, so nothing is hidden: if the price is
wrong it is held; if it is right, the total is that many units of it. A total with its
own rate ("£4 per locker") is a price and stays a claim; so does a total the customer did
not write, or one that is no whole multiple.

Pure: claims and the ticket's message in, a yes or no out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import numbers_in
from guard.models import DraftClaim

# A rate after an amount in the value's own words: "per ticket", "each", "a night", "/seat",
# "for every hour".
_RATE_RE: Final = re.compile(
    r"^\s*(?:per|(?:for\s+)?(?:each|every)|an?|/)(?:\b|\s|$)", re.IGNORECASE
)
_CENTS: Final = 0.005


def _rated(c: DraftClaim) -> bool:
    """Whether the claim's value words carry a rate after their (only) number."""
    spans = numbers_in(c.value_text)
    return len(spans) == 1 and bool(_RATE_RE.match(c.value_text[spans[0][1] :]))


def _whole_multiple(total: float, price: float) -> bool:
    if price <= 0:
        return False
    n = round(total / price)
    return n >= 2 and abs(total - n * price) < _CENTS


def total_of_unit_price(c: DraftClaim, own: list[DraftClaim]) -> bool:
    """Whether the money claim `c`, which the caller found the customer wrote, is a whole
    multiple of a per-unit price the draft states on its topic in its own words (`own`),
    with no rate of its own (see the module docstring)."""
    v = c.value
    if v is None or v.kind != "money" or v.amount is None or v.amount_max is not None:
        return False
    if _rated(c):
        return False
    return any(
        o.topic == c.topic
        and o.value is not None
        and o.value.unit == v.unit
        and o.value.amount is not None
        and o.value.amount_max is None
        and _rated(o)
        and _whole_multiple(v.amount, o.value.amount)
        for o in own
    )
