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
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import SUB_CLAUSE, clause_before
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


def timed_noun(vocab: Vocabulary, kind: str, left: str, right: str) -> str | None:
    """The noun a duration times (see the module docstring), or None. `left` and `right`:
    the value's clause before and after it."""
    if kind != "duration" or not _COUNTED_RE.match(right):
        return None
    own = clause_before(left, len(left), SUB_CLAUSE)
    m = _NOUN_END_RE.search(own)
    if m is None or all_known(vocab, kind, m.group("np")):
        return None
    named = cue(own, vocab).strong
    if any((t := vocab.topic(x[2])) is not None and t.kind == kind for x in named):
        return None
    return m.group("np")
