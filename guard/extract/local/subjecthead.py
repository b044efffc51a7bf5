"""Cue words that head the value's own subject do not yield to a heading.

`contained` lets a clause's cue word that is part of another topic's longer phrase ("cancel"
inside "right to cancel") be read again against the headings: a verb or a bare word is
shared vocabulary, and the heading says which topic's act it is. That holds while the word
is something the clause only mentions. When the word heads the clause's own subject, a noun
phrase opened by a determiner ("Any deposit we hold for you is returned within 10 days",
"The spare key is kept for 5 days"), the clause says what the value measures: that thing's
time, price or number. A heading above only fills in a subject a clause leaves out
(`subject`), so it cannot move a value off the topic its own subject names, whatever longer
phrase of another topic holds that noun ("deposit back in full" under "Ending your hire").

The determiners are a closed class of grammar words (articles, possessives, demonstratives,
quantifiers), not domain words.
"""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE

#: A determiner opening the clause, then its noun phrase's first two words (a modifier and
#: the head, or the head and what follows it).
_OPENING_NP_RE: Final = re.compile(
    r"^[\W_]*(?:(?:and|but|so|also)\b[\W_]*)*"
    r"(?:the|your|our|their|its|this|that|these|those|each|every|any|a|an)\s+"
    r"(?P<first>[A-Za-z][\w'’-]*)(?:\s+(?P<second>[A-Za-z][\w'’-]*))?",
    _I,
)


def heads_own_subject(left: str, words: str) -> bool:
    """Whether the cue `words` (one word) are the first or second word of the
    determiner-led noun phrase that opens the value's clause (`left`, the clause's text
    before the value, from its last comma, colon or bracket), so they head its subject."""
    w = words.strip().casefold()
    if not w or len(w.split()) != 1:
        return False
    own = re.split(r"[,;:()\u2013\u2014]", left)[-1]
    m = _OPENING_NP_RE.match(own)
    if m is None:
        return False
    return w in {(m.group("first") or "").casefold(), (m.group("second") or "").casefold()}
