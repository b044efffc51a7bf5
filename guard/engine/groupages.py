"""A draft's group of people named by their age, inside the draft's own age limit.

"You need to be 16 or over to join. Members aged 16 or 17 need a parent to sign." The
second sentence's "aged 16 or 17" describes a group of members by their age, as "members in
London" describes them by a place (`extract.local.ages.names_a_group`); a source's such
age is set aside, no limit. A draft's needs a verdict all the same (issue 17, item 5: no
number without one), and it has one when the same draft states the limit of an age topic
whose direction is known (by the topic's label, "minimum age …", or by the limit's own
words, "16 or over") and every age of the group lies inside that limit: members aged 16 or
17 are members the "16 or over" admits, so the group says nothing the limit does not, and
the limit itself is decided against the sources (D9/D10). A group outside the draft's own
limit ("Members aged 14 or 15 need a parent" beside "16 or over") says the limit is
something else: it stays a claim on no topic and is checked by hand. An upper limit admits
a group only strictly below it ("under 12", whatever its wording), so no wording of the
limit lets a group past it.

Pure: the draft's text, its claims and the catalogue in; the claims kept, the numbers the
reading explains and a trace step for each group out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.tracewords import facts, worded
from guard.extract.local.ages import names_a_group
from guard.extract.local.directions import Direction, topic_direction, value_direction
from guard.extract.local.vocab import vocabulary
from guard.kb.catalogue import Catalogue
from guard.models import DraftClaim, PatternMatch, TraceStep

#: The group's other end: "aged 16 or 17", "aged 16 to 17", "aged 16-17", "aged 16 and 17".
_OTHER_END_RE: Final = re.compile(r"\s*(?:or|and|to|-|–)\s*(\d+)\b", re.IGNORECASE)
_NUMBER_RE: Final = re.compile(r"\d+")
_YEARS: Final = "years"


def _is_age(c: DraftClaim) -> bool:
    v = c.value
    return v is not None and v.kind == "duration" and v.unit == _YEARS and v.amount is not None


def _group(text: str, c: DraftClaim) -> list[tuple[int, int, float]] | None:
    """The group's ages (start, end, age) in the draft's text when the claim's value is an age
    naming a group, else None."""
    at = text.find(c.span)
    if at < 0 or not _is_age(c):
        return None
    first = _NUMBER_RE.search(c.span, c.span.find(c.value_text) if c.value_text in c.span else 0)
    if first is None or not names_a_group(c.span, first.start(), first.end()):
        return None
    ages = [(at + first.start(), at + first.end(), float(first.group()))]
    other = _OTHER_END_RE.match(c.span, first.end())
    if other is not None:
        ages.append((at + other.start(1), at + other.end(1), float(other.group(1))))
    return ages


def _limit(c: DraftClaim, cat: Catalogue) -> tuple[float, Direction] | None:
    """The draft's own age limit of a governed age topic, and which end it bounds."""
    if not (_is_age(c) and cat.governs(c.topic)) or c.value is None or c.value.amount is None:
        return None
    if c.value.amount_max is not None:
        return None  # a range is no one-ended limit
    direction = topic_direction(vocabulary(cat), c.topic)
    if direction is None and c.value_text in c.span:
        start = c.span.find(c.value_text)
        direction = value_direction(c.span, start, start + len(c.value_text))
    return (c.value.amount, direction) if direction is not None else None


def _inside(ages: list[float], limit: tuple[float, Direction]) -> bool:
    bound, direction = limit
    if direction == "lower":
        return all(a >= bound for a in ages)
    return all(a < bound for a in ages)


def groups_inside_limits(
    text: str, claims: list[DraftClaim], cat: Catalogue
) -> tuple[list[DraftClaim], list[PatternMatch], list[TraceStep]]:
    """The claims without each group age that lies inside a limit the draft itself states on
    a governed age topic, the group's numbers (explained), and a trace step for each. A
    group is never a limit, not even where a reader put it on the age topic: a group can
    only be inside a limit the draft states in other words."""
    groups = {id(c): g for c in claims if (g := _group(text, c)) is not None}
    limits = [
        (c, lim) for c in claims if id(c) not in groups and (lim := _limit(c, cat)) is not None
    ]
    if not groups or not limits:
        return claims, [], []
    kept: list[DraftClaim] = []
    explained: list[PatternMatch] = []
    trace: list[TraceStep] = []
    for c in claims:
        ages = groups.get(id(c))
        ends = [a for _, _, a in ages] if ages else []
        inside = next((lc for lc, lim in limits if _inside(ends, lim)), None) if ages else None
        if ages is None or inside is None:
            kept.append(c)
            continue
        explained += [
            PatternMatch(text=text[s:e], start=s, end=e, kind="number") for s, e, _ in ages
        ]
        said = facts(
            "TOPIC.group_age",
            group=text[ages[0][0] : ages[-1][1]],
            limit=inside.value_text,
            topic=inside.topic,
        )
        trace.append(worded("TOPIC", "fired", said))
    return kept, explained, trace
