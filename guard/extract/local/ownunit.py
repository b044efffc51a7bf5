"""A quantity written in the unit a count topic counts in is read from its surroundings.

`quantities` puts a number with a unit of measure ("30 miles", "20 kg") on `other` so that a
promise nothing covers is never "no policy claim", and so that "5 GB" near "guests" is never
a number of guests. But a count topic whose `unit` is that very unit ("unit: miles") counts
exactly such numbers: "| Free parking radius | 12 miles from the depot |" is that topic's
value although no `about` phrase sits right after the number. The unit says what the
number counts; which topic it is of is said by the words around it (a row label, the
clause), as for a bare number. So such a quantity is left open for the topic reader, which
still puts it on `other` where nothing around it names a topic. Only a unit the catalogue's
own count topic declares, compared as a unit (singular or plural, any case), opens it: no
word list.
"""

from __future__ import annotations

from guard.kb.catalogue import Catalogue


def _unit_key(unit: str) -> str:
    """A unit compared as a unit: case and a plural "s" aside ("Miles", "mile")."""
    key = unit.strip().lower()
    return key[:-1] if key.endswith("s") and len(key) > 2 else key


def own_unit_topic(cat: Catalogue, unit: str) -> str | None:
    """The unit a count topic counts in that `unit` (a quantity's unit as written) is,
    spelt as the topic spells it; None when no count topic counts in it."""
    key = _unit_key(unit)
    for t in cat.of_kind("count"):
        if t.unit and _unit_key(t.unit) == key:
            return t.unit
    return None


#: Where the words that name a topic are the quantity's own: its clause, its table cell, its
#: row's label or column header, its line's label (`cues.Because.where`).
_OWN_PLACES = frozenset(
    {"value", "clause", "cell", "row label", "column header", "row", "line label"}
)


def own_place(where: str) -> bool:
    """Whether a topic read from `where` is named by the quantity's own words. Words in
    another clause of the sentence, an earlier sentence or a heading name what is talked
    about, not what this number measures: "we deliver free within 30 miles, and as you're
    18 miles away you're inside it" gives the customer's distance, no second radius."""
    return where in _OWN_PLACES
