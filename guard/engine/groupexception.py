"""A draft's price with one group's exception is checked on the ticket's own group.

"It's £2 to hire a locker, free for gold members", "£5 a night (no charge for members)": one
sentence states a general price and, for one value of a scope dimension, a price of nothing.
The reader gives the zero its group as `condition` words ("for gold members",
`extract.local.scopefree.group_words`; the live model is asked for the same). Read as two
outright values on one topic, each contradicts the other's group: a correct reply gets a
HOLD on every ticket, whichever group the customer is in.

So, where the ticket's scope names the customer's value of that dimension:
- the zero said for the customer's own group is this customer's price: it loses its
  condition (an outright promise to them, so a wrong one still HOLDs), and each value on the
  same topic the same sentence states with no condition, the general price the draft
  excepts them from, is set aside;
- the zero said for another group is set aside when the same sentence states the general
  price on its topic with no condition (that price is the customer's and is checked).

Where the ticket does not say the customer's group, nothing changes: the zero keeps its
condition (it can soften a contradiction to CAUTION, never make a HOLD) and the general
price is checked as any value is. The group is read from the catalogue's own scope phrases:
the condition must name exactly one value of one dimension.

Pure: the draft's claims, the ticket's scope and the catalogue in; the claims kept and a
trace step for each claim set aside out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.tracewords import facts, worded
from guard.extract.local.exceptionzero import is_zero_price
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all
from guard.models import DraftClaim, PatternMatch, TraceStep

_NUMBER_RE: Final = re.compile(r"\d+(?:[.,]\d+)*")


def _norm(text: str) -> str:
    return " ".join(text.casefold().split())


def group_named(cat: Catalogue, words: str) -> tuple[str, str] | None:
    """The (dimension, value) the condition `words` name: exactly one value of one
    dimension, by the catalogue's scope phrases; None otherwise."""
    named = {
        (d.key, value)
        for d in cat.scopes
        for value, phrases in d.values
        if find_all(phrases, words)
    }
    return next(iter(named)) if len(named) == 1 else None


def _general(zero: DraftClaim, claims: list[DraftClaim]) -> list[DraftClaim]:
    """The values on the zero's topic, said in the same sentence with no condition and no
    zero themselves: the general price the group's zero is an exception to."""
    return [
        c
        for c in claims
        if c is not zero
        and c.topic == zero.topic
        and c.condition is None
        and c.value is not None
        and not is_zero_price(c.value)
        and _norm(c.span) == _norm(zero.span)
    ]


def _numbers(text: str, claim: DraftClaim) -> list[PatternMatch]:
    """The numbers of a claim set aside, where the draft writes them: accounted for, so no
    number of the draft goes without a verdict for them (D0b)."""
    at = text.find(claim.span)
    own = claim.span.find(claim.value_text) if at >= 0 and claim.value_text else -1
    if own < 0:
        return []
    start = at + own
    return [
        PatternMatch(text=m.group(), start=start + m.start(), end=start + m.end(), kind="number")
        for m in _NUMBER_RE.finditer(claim.value_text)
    ]


def for_the_ticket_group(
    text: str, claims: list[DraftClaim], scope: dict[str, str], cat: Catalogue
) -> tuple[list[DraftClaim], list[PatternMatch], list[TraceStep]]:
    """The claims with each group's exception read on the ticket's own group (module
    docstring), the numbers of each claim set aside, and a trace step for each."""
    out = list(claims)
    trace: list[TraceStep] = []
    explained: list[PatternMatch] = []
    for zero in claims:
        if not is_zero_price(zero.value) or not zero.condition or zero not in out:
            continue
        named = group_named(cat, zero.condition)
        if named is None:
            continue
        dim, value = named
        theirs = scope.get(dim)
        known = {v for d in cat.scopes if d.key == dim for v, _ in d.values}
        if theirs not in known:
            continue  # the customer's group is not known: nothing changes
        general = [c for c in _general(zero, out) if c in out]
        if theirs == value:
            at = out.index(zero)
            out[at] = zero.model_copy(update={"condition": None})
            for c in general:
                out.remove(c)
                explained += _numbers(text, c)
                said = facts("TOPIC.group_excepted", value=c.value_text, zero=zero.value_text,
                             group=zero.condition)  # fmt: skip
                trace.append(worded("TOPIC", "fired", said))
        elif general:
            out.remove(zero)
            said = facts("TOPIC.other_group", zero=zero.value_text, group=zero.condition,
                         value=general[0].value_text)  # fmt: skip
            trace.append(worded("TOPIC", "fired", said))
    return out, explained, trace
