"""Differing values that only a heading puts on a topic: the heading cannot say which is its.

A heading names what its section is about, not what each number under it measures. "How
long do refunds take?" over "We answer within 2 days. A card refund then takes 5 days." puts
both numbers under the refund heading, but only one of them is the refund's time, and the
heading alone cannot say which. Where a document's words name a value for the topic,
`documents._named_values_win` keeps the named one; this is the other case: every value the
document reads on a topic comes from a heading, and in one scope they differ. Keeping them all
makes the document contradict itself (a conflict that escalates every reply on the topic,
right or wrong); keeping one would be a guess. So none is read on the topic: each is `other`
(what the section covers, but not named as the topic's value), and the topic rests on the
sources whose own words name it. A heading over one value, or over values that agree, still
places them: "Delivery charges" over "Delivery is £4.99." is read on the delivery fee.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from guard.engine.values import same_value
from guard.kb.catalogue import OTHER
from guard.models import SourceClaim

if TYPE_CHECKING:
    from guard.extract.local.reading import Reading


#: A claim's topic and scope (a scope is a mapping, not hashable: keys are compared).
_Key = tuple[str, dict[str, str]]


def _ambiguous(claims: list[tuple[SourceClaim, Reading]]) -> list[_Key]:
    """The (topic, scope) pairs with two values that differ, of a topic that only headings
    put values on anywhere in the document (where its own words name the topic in some
    scope, `_named_values_win` and the scopes decide)."""
    groups: list[tuple[_Key, list[tuple[SourceClaim, Reading]]]] = []
    for c, r in claims:
        if c.topic == OTHER or c.value is None:
            continue
        key = (c.topic, c.scope)
        group = next((g for k, g in groups if k == key), None)
        if group is None:
            groups.append((key, group := []))
        group.append((c, r))
    named = {c.topic for c, r in claims if r.topic.where != "heading"}
    out: list[_Key] = []
    for key, group in groups:
        if key[0] in named:
            continue  # the document's own words name the topic somewhere: they decide
        first = group[0][0].value
        if any(not same_value(first, c.value) for c, _ in group[1:]):  # type: ignore[arg-type]
            out.append(key)
    return out


def heading_cannot_choose(
    claims: list[tuple[SourceClaim, Reading]],
) -> list[tuple[SourceClaim, Reading]]:
    """Each value of a (topic, scope) that only headings place, among values that differ,
    read as `other` (see the module docstring)."""
    ambiguous = _ambiguous(claims)
    out: list[tuple[SourceClaim, Reading]] = []
    for c, r in claims:
        if (c.topic, c.scope) in ambiguous:
            note = f"only a heading names {c.topic}, over values that differ: it cannot say which"
            c = c.model_copy(update={"topic": OTHER})
            r = replace(r, topic=replace(r.topic, note=note))
        out.append((c, r))
    return out
