"""A duration right after a noun, counted before or after something, times that noun.

"Pay your balance in the portal, with a reminder email 5 days before it's due": the 5 days
say when the reminder email comes, and "before it's due" names the deadline they count
back from. The value's own sub-clause ("with a reminder email") names what is timed; a
topic named in another sub-clause ("pay your balance") is the anchor's, not the
duration's. So when a duration is followed by "before" / "after" and its own sub-clause
names no topic of its kind but ends with a noun phrase of its own (a word the catalogue
does not know for durations), the value is that noun's: `other`. A noun the catalogue knows
("the balance 3 days before your move") or a sub-clause that names a topic ("cancel your
booking 2 days before") is read as before. English grammar only, no catalogue's words.

Three things are not the timed noun (`_own_noun`):

- the value's own bound ending the sub-clause ("… in the portal up to 3 days before",
  "… at least 9 days before", "… no later than"): it is part of the value, not of a noun, and
  is dropped before the noun is looked for;
- a noun that is the object of a place or means preposition ("in the portal", "on our site",
  "via the kiosk", "at reception"): it says where the act is done, not what is timed;
- a sub-clause that names a topic of the value's kind loosely ("swap lesson XY-1 …" for an
  about phrase "swap a lesson") names what is timed as much as an exact phrase does.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import SUB_CLAUSE, clause_before
from guard.english import AT_LEAST, AT_MOST, one_of
from guard.extract.local.cues import cue
from guard.extract.local.subject import all_known
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
_COUNTED_RE: Final = re.compile(r"\s*(?:before|after|ahead\s+of|prior\s+to)\b", _I)
#: The noun phrase the sub-clause ends with: a determiner and up to three words.
_NOUN_END_RE: Final = re.compile(
    r"\b(?:a|an|the|your|our|their|this|that)\s+(?P<np>(?:[A-Za-z][\w'’-]*\s+){0,2}"
    r"[A-Za-z][\w'’-]*)\s*$",
    _I,
)
#: The value's own bound, ending the text before it ("up to", "at least", "no later than").
_BOUNDS: Final = one_of(AT_LEAST, AT_MOST, (r"no\s+later\s+than", r"no\s+less\s+than", "within"))
_BOUND_END_RE: Final = re.compile(rf"\s*\b(?:{_BOUNDS})\s*$", _I)
#: A preposition of place or means right before the noun phrase: the noun is where or how the
#: act is done ("in the portal"), not what the duration times.
_PLACE_BEFORE_RE: Final = re.compile(r"\b(?:in|on|at|via|through|inside|over)\s*$", _I)


def timed_noun(vocab: Vocabulary, kind: str, left: str, right: str) -> str | None:
    """The noun a duration times (see the module docstring), or None. `left` and `right`:
    the value's clause before and after it."""
    if kind != "duration" or not _COUNTED_RE.match(right):
        return None
    own = clause_before(left, len(left), SUB_CLAUSE)
    noun = _own_noun(own)
    if noun is None or all_known(vocab, kind, noun):
        return None
    c = cue(own, vocab)
    if any((t := vocab.topic(x[2])) is not None and t.kind == kind for x in (*c.strong, *c.loose)):
        return None
    return noun


def _own_noun(own: str) -> str | None:
    """The noun phrase `own` (the value's sub-clause before it) ends with, less the value's own
    bound, unless it is the object of a place or means preposition; else None."""
    bare = _BOUND_END_RE.sub("", own)
    m = _NOUN_END_RE.search(bare)
    if m is None or _PLACE_BEFORE_RE.search(bare[: m.start()]):
        return None
    return m.group("np")
