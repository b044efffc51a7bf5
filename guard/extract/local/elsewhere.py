"""A value said only of a place the catalogue's scopes do not name is no value at home.

"Fair use: you can use up to 15GB of data in the EU in a month" states a limit abroad, not
the plan's allowance. The catalogue's scope dimensions say where a value applies; a value
whose own clause puts it in a country or region none of them names ("in the EU", "in
Spain") cannot be placed on any of their values, and read as `any` it would claim the
allowance everywhere, the catalogue's own countries included. So a source sets it aside,
unless its topic is about being abroad (`places`: a roaming charge is exactly such a value).
Countries come from the shipped ISO 3166 table, regions from the short list below: both are
geography, not any catalogue's words.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.extract.local.places import _LOCATIVE, abroad_topics, country_names
from guard.kb.catalogue import Catalogue

#: Regions and unions that are no country: where a value may be said to apply.
_REGIONS: Final = (
    "EU",
    "European Union",
    "EEA",
    "European Economic Area",
    "Europe",
    "Asia",
    "Africa",
    "North America",
    "South America",
    "Latin America",
    "Oceania",
    "Middle East",
    "Caribbean",
    "Scandinavia",
)


def _scope_words(cat: Catalogue) -> str:
    """Every scope phrase, one per line: the places the catalogue can put a value in."""
    phrases: list[str] = []
    for d in cat.scopes:
        phrases += [*d.any, *(p for _, ps in d.values for p in ps)]
    return "\n".join(phrases)


@lru_cache(maxsize=64)
def _elsewhere_re(cat: Catalogue) -> re.Pattern[str] | None:
    """A locative word and a country or region no scope phrase names, capitalised as written."""
    words = _scope_words(cat)
    places = [
        n
        for n in (*_REGIONS, *country_names())
        if not re.search(rf"(?<!\w){re.escape(n)}(?!\w)", words, re.I)
    ]
    if not places or not cat.scopes:
        return None
    names = "|".join(re.escape(n) for n in sorted(places, key=lambda n: (-len(n), n)))
    return re.compile(rf"(?i:{_LOCATIVE})(?P<place>(?:{names}))(?!\w)")


def said_elsewhere(cat: Catalogue, topic: str, clause_text: str) -> str | None:
    """The place a value's own clause puts it in, when no scope names it and the topic is
    not about being abroad; else None."""
    if topic in abroad_topics(cat):
        return None
    rx = _elsewhere_re(cat)
    m = rx.search(clause_text) if rx is not None else None
    return m["place"] if m else None
