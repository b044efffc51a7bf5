"""A heading's loose match that takes its words from two items of a list is no match.

A heading often names two subjects joined by "and", "or" or "&": "Returns checks and fee
waivers", "Gift cards & balance transfers". A catalogue phrase said loosely (`loose`: its
content words apart, in either order when there are two) can then take one word from each
item: "refund the fee" in "Refund requests and fee waivers". Neither item names it: the
second item's word modifies the noun right after it ("fee waivers" are waivers, not a fee),
so the first word's act is not said of it. A heading is weak evidence at best (the nearest
text decides first), and a heading naming two other things is no evidence for a third.

So a loose match in a heading is dropped when a coordinator lies between its words and its
last word is followed straight away by another content word (the head of that item). Where
the last word ends its item ("Refund your order and fee", "Returns and deposit: how long")
the coordinated words can all be the first word's objects, and the match stands. English
grammar only: no catalogue's words.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.extract.local.cues import Cue
from guard.kb.phrases import FUNCTION_WORDS

_I: Final = re.IGNORECASE
_COORDINATOR_RE: Final = re.compile(r"(?:\s(?:and|or)\s|\s?&\s?|\s\+\s)", _I)
# The next word straight after the match: letters only, on the same line, no punctuation.
_NEXT_WORD_RE: Final = re.compile(r"[ \t]+(?P<word>[A-Za-z][a-z]*)\b")


def _modifies_next(text: str, end: int, stops: frozenset[int]) -> bool:
    """Whether the word ending at `end` is followed straight away by a content word of the
    same heading (`stops`: where each heading ends in the joined text)."""
    if end in stops:
        return False
    m = _NEXT_WORD_RE.match(text, end)
    if m is None:
        return False
    word = m["word"].casefold()
    return word not in FUNCTION_WORDS and not word.endswith("ly")


def across_items(text: str, start: int, end: int, stops: frozenset[int] = frozenset()) -> bool:
    """Whether the loose match `text[start:end]` joins words from two items of a list (see
    the module docstring); `stops` are the offsets where one heading of the text ends."""
    return bool(_COORDINATOR_RE.search(text, start, end)) and _modifies_next(text, end, stops)


def within_items(found: Cue, headings: tuple[str, ...]) -> Cue:
    """The cue `found` of `headings` joined by single spaces, without its loose matches that
    join two items of a list."""
    stops: set[int] = set()
    at = 0
    for h in headings:
        at += len(h)
        stops.add(at)
        at += 1
    kept = tuple(
        m for m in found.loose if not across_items(found.text, m[0], m[1], frozenset(stops))
    )
    return found if len(kept) == len(found.loose) else replace(found, loose=kept)
