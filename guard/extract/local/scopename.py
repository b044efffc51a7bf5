"""A scope value named by a length of time: "for a full week", "on a weekend break".

A team splits its policy by a scope whose values are lengths of a stay or a plan ("short
break", "full week", "a night", "annual plan"), and names each value by those words. Said
with an article ("If you're with us for a full week, the deposit is £350"), the words also
read as a duration (a full week: 7 days). But they name which case the sentence's value
holds for; they state no length of any topic. Read as a duration they did harm twice: the
7 days became a value of their own (on `other`, D0c, or beside a topic's real value, so
the source "states more than one value" and D5 or D4 cannot use it), and the scope phrase,
its words taken by the duration, was not read, so the sentence's real value lost its scope.

So a duration is no value when its words, an article aside, lie inside a match of one of
the catalogue's scope value phrases (`in_a_scope_name`). A duration with a figure ("two full
weeks", "3 nights") counts a length and stays a value; so does one the catalogue names by
no scope phrase.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all

# What may stand before a scope phrase inside the duration's words: an article, or
# "one" said as one.
_LEAD_RE: Final = re.compile(r"\s*(?:(?:an?|one|the)\s+)?$", re.IGNORECASE)


@lru_cache(maxsize=64)
def scope_value_phrases(cat: Catalogue) -> tuple[str, ...]:
    """Every phrase of every scope dimension's values (not its "any" phrases)."""
    return tuple(p for d in cat.scopes for _, phrases in d.values for p in phrases)


def in_a_scope_name(text: str, start: int, end: int, kind: str, cat: Catalogue) -> bool:
    """Whether the duration at text[start:end] is a scope value's name (see the module
    docstring): no digit in it, and all its words but a leading article inside one match
    of a scope value phrase."""
    if kind != "duration" or any(ch.isdigit() for ch in text[start:end]):
        return False
    phrases = scope_value_phrases(cat)
    if not phrases:
        return False
    for s, e in find_all(phrases, text):
        if s < end and start < e and e >= end and (s <= start or _LEAD_RE.match(text[start:s])):
            return True
    return False
