"""A price the draft works out from a price and a discount it states is no price of its own.

"It's £40 a class, and with 25% off you'd pay £30": the £40 and the 25% are the policy
values, and the rules decide each like any claim. The £30 is neither: it is the £40 less
25%, arithmetic the reader can check, so it holds no fact that the price and the discount
do not. Read as the topic's price it makes a false contradiction (£30 against £40) and a
right reply is held.

Read by arithmetic and order, never by a team's words: a money claim T on a governed topic
is set aside where an earlier claim of the draft states a price P on the same topic, in the
same currency, and an earlier claim states a percentage D, with T = P × (1 − D/100) to the
penny. If P is wrong for the topic, P's own claim is held; if the discount is wrong, its
claim is held (or CAUTIONs, on no topic); if both are right, T is what they make. A T that
matches no such sum stays a claim and is decided as before. The same is done for totals
multiplied out from a unit price (`multiples`).

Pure: the draft's text and its claims in; the kept claims, the explained spans and the trace
steps out.
"""

from __future__ import annotations

from typing import Final

from guard.engine.numbers import value_at
from guard.engine.tracewords import facts, worded
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, PatternMatch, TraceStep

_CENTS: Final = 0.005


def _amount(c: DraftClaim) -> float | None:
    v = c.value
    if v is None or v.amount is None or v.amount_max is not None:
        return None
    return v.amount


def _worked_from(
    text: str, total: DraftClaim, claims: list[DraftClaim], cat: Catalogue
) -> tuple[DraftClaim, DraftClaim] | None:
    """(the price, the discount) stated before `total` in the draft that `total` is the
    price less the discount of, or None (module docstring)."""
    t = _amount(total)
    at = value_at(text, total)
    if t is None or at < 0 or total.value is None or total.value.kind != "money":
        return None
    if not cat.governs(total.topic):
        return None
    before = [c for c in claims if c is not total and 0 <= value_at(text, c) < at]
    prices = [
        c
        for c in before
        if c.topic == total.topic
        and c.value is not None
        and c.value.kind == "money"
        and c.value.unit == total.value.unit
        and (_amount(c) or 0.0) > t
    ]
    cuts = [c for c in before if c.value is not None and c.value.kind == "percent"]
    for p in prices:
        for d in cuts:
            price, share = _amount(p), _amount(d)
            if price is None or share is None or not 0 < share < 100:
                continue
            if abs(price * (1 - share / 100) - t) < _CENTS:
                return p, d
    return None


def worked_discounts(
    text: str, claims: list[DraftClaim], cat: Catalogue
) -> tuple[list[DraftClaim], list[PatternMatch], list[TraceStep]]:
    """The claims without each price worked out from a stated price less a stated discount,
    the value words that explains (read, for D0b), and a trace step for each."""
    kept: list[DraftClaim] = []
    explained: list[PatternMatch] = []
    trace: list[TraceStep] = []
    for c in claims:
        worked = _worked_from(text, c, claims, cat)
        if worked is None:
            kept.append(c)
            continue
        price, cut = worked
        at = value_at(text, c)
        explained.append(
            PatternMatch(text=c.value_text, start=at, end=at + len(c.value_text), kind="number")
        )
        said = facts(
            "TOPIC.worked_discount",
            total=c.value_text,
            price=price.value_text,
            cut=cut.value_text,
        )
        trace.append(worded("TOPIC", "fired", said))
    return kept, explained, trace
