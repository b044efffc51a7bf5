"""What a count topic's unit counts per is a period a bare number can be counted over.

"You can book 2 a month" is a count per period with no noun (`bounds._PER_PERIOD_RE`): the
calendar periods (day, week, month, year) are read for any catalogue. A count topic's unit
often counts per a period of its own trade ("resits per semester", "laundry runs per stay",
"guest passes per visit", "swaps per booking"), and the same grammar says it: "you can book 2
a stay", "cut resits from 3 to 2 a semester". The unit names that period after its "per"
(`unithead._per_alternatives`: each alternative of "per A or B"), so a number followed by
"a/an/per/each/every" and that noun is a count per it, read exactly as "2 a month" is (a bare
count, its topic from the sentence), whatever the catalogue's words.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from guard.extract.local.unithead import _per_alternatives

if TYPE_CHECKING:
    from guard.kb.catalogue import Catalogue


@lru_cache(maxsize=64)
def unit_periods(catalogue: Catalogue) -> tuple[str, ...]:
    """The nouns the catalogue's count units count per ("semester" for "resits per semester"), as
    regex alternatives that also take their plural, longest first; () for none."""
    nouns = {
        n.casefold().removesuffix("s")
        for spec in catalogue.of_kind("count")
        for n in _per_alternatives(spec.unit or "")
        if re.fullmatch(r"[a-z][a-z-]+", n, re.IGNORECASE)
    }
    return tuple(sorted((re.escape(n) for n in nouns), key=len, reverse=True))


# The period a bare count is said per, at its end ("2 a semester" → "semester").
_SAID_PER_RE: Final = re.compile(r"\b(?:a|an|per|each|every)\s+([a-z][a-z-]*)$", re.IGNORECASE)


def own_period_unit(said: str, unit: str | None) -> str | None:
    """A count topic's `unit` for a bare count said per one of the nouns that unit counts per
    ("2 a semester" on "resits per semester"), as `engine.values.per_period_unit` gives it for a
    calendar period; None when the unit counts per something else ("2 a semester" is never 2 a
    visit)."""
    m = _SAID_PER_RE.search(said.strip())
    if unit is None or m is None:
        return None
    noun = m.group(1).casefold().removesuffix("s")
    return (
        unit if noun in {n.casefold().removesuffix("s") for n in _per_alternatives(unit)} else None
    )


#: The calendar periods a count is said per, as `engine.values.per_period_unit` reads them.
_CALENDAR: Final = frozenset({"day", "week", "fortnight", "month", "year"})
# The period right after a count's own noun ("2 free swaps a month" → "month").
_PERIOD_AFTER_RE: Final = re.compile(r"^\s*(?:a|an|per|each|every)\s+([a-z][a-z-]*)\b", re.I)


# A calendar period the unit counts per: after an article, "per", "each" or "every" ("free
# swaps a year"); "claims in any 12 months" counts over a span, per no period.
_UNIT_PERIOD_RE: Final = re.compile(
    r"\b(?:a|an|per|each|every)\s+(day|week|fortnight|month|year)s?\b", re.I
)


def _periods_of(unit: str) -> set[str]:
    """The periods a count topic's unit counts per: a calendar period its words say ("free
    swaps a year") and the nouns after its "per" ("sessions per course")."""
    said = {p.casefold() for p in _UNIT_PERIOD_RE.findall(unit)}
    per = {n.casefold().removesuffix("s") for n in _per_alternatives(unit)}
    return said | (per & _CALENDAR) | (per - _CALENDAR)


def other_period(after: str, unit: str | None) -> bool:
    """Whether the words right after a count said with its noun (`after`: "a month" in "2 free
    swaps a month") name a period the topic's `unit` does not count per, where the unit names
    one ("free swaps a year"): the count is then no value in the topic's unit, as a bare "2 a
    month" is none on a topic counted per year (`engine.values.per_period_unit`).

    Why it holds for any wording: the period is read only where English puts a rate's period,
    an article, "per", "each" or "every" right after the counted noun, and only when it is a
    calendar period or one of the nouns the unit itself counts per; both sides must name one
    ("4 people per table" against "people" names no period of the unit, and says nothing)."""
    m = _PERIOD_AFTER_RE.match(after)
    if unit is None or m is None:
        return False
    ours = _periods_of(unit)
    said = m.group(1).casefold().removesuffix("s")
    if not ours or (said not in _CALENDAR and said not in ours):
        return False
    return said not in ours
