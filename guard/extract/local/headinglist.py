"""A heading that lists what its text covers scopes none of its clauses.

"House terms: lessons, lockers and season passes", "Towels, showers and day climbers",
"Fees: taster nights, ropes and juniors": a heading whose scope mention is one item of a list of nouns
("X, Y and Z") names the several things the text below covers, side by side. The other items
are not cases of that scope value; they are other subjects the same text treats alike. So
the list does not say that every clause under it holds only for that one value: a clause
under "lessons, lockers and season passes" about moving a lesson is no season-pass rule.
(A list whose every item is a value of the dimension is read as one claim per value, in
`scopes._labelled`, before this.)

Only the list's separators are read (a comma, "and", "or", "&"): grammar words, a closed
class. An item is a short noun phrase with no preposition, so "Rebooking for season passes"
(a qualifier, not a list) still scopes its text.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

#: Where a heading's parts split: a label's separator ("Terms: …", "Fees – …", "A | B").
_PART_SPLIT_RE: Final = re.compile(r"\s*(?:[:|–—]|\s-\s)\s*")
#: A list's separators: a comma (with an optional "and"/"or"), "and", "or", "&".
_ITEM_SPLIT_RE: Final = re.compile(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|&)\s+", _I)
#: Words that make an item a phrase with a qualifier rather than a bare noun phrase.
_QUALIFIER_RE: Final = re.compile(
    r"\b(?:for|of|to|with|without|from|by|on|in|at|about|only|except)\b", _I
)


def listed_among_others(heading: str, words: str) -> bool:
    """Whether the scope mention `words` is one whole item of a list of two or more short
    noun phrases in one part of `heading` (see the module docstring)."""
    w = " ".join(words.split()).casefold()
    if not w:
        return False
    for part in _PART_SPLIT_RE.split(heading.strip(" \t#*_")):
        items = [" ".join(i.split()).casefold() for i in _ITEM_SPLIT_RE.split(part.strip(" .*_"))]
        items = [i for i in items if i]
        if len(items) < 2 or any(len(i.split()) > 3 or _QUALIFIER_RE.search(i) for i in items):
            continue
        if any(i == w or i.endswith(f" {w}") for i in items):
            return True
    return False
