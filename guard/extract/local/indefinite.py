"""A value that bounds an indefinite subject: the line a step starts at, not a topic's value.

"Anything above $200 needs approval from a manager", "Amounts over €50 go to finance",
"Anything up to 3 days you can approve yourself": the subject is no thing with a value but
every case past a line ("anything", "any amount", "amounts"), and the value is that line. It
says when a procedure applies, not what a fee, a time or a limit is. A heading above it
("Late fee disputes") names what the procedure is about, so reading the value on the
heading's topic would state a fee nobody charges. So when the value's own clause names no
topic, such a value is on no topic (`other`); a clause that names one ("Late fees above $200
need approval") is read as before.

The same holds for a value said of another party: "other shops only charge $1", "another
bank takes 2 days". Its subject is someone else's, so a heading about our own fee does not
make it our value; when the catalogue knows none of the subject's words (a subject of its
own, as `subject` reads one), the value is on no topic. "other plans cost $5", where the
catalogue knows "plan", stays with the outer text, as it did.

English grammar only: an indefinite pronoun or a bare amount noun, then a bound; "other" or
"another" before a noun, then its verb.
"""

from __future__ import annotations

import re
from typing import Final

_BOUNDED_INDEFINITE_RE: Final = re.compile(
    r"(?:^|[^\w'’])(?P<subject>(?:anything|everything|any\s+amounts?|amounts|any\s+sums?|sums)"
    r"(?:\s+else)?\s+(?:above|over|beyond|exceeding|under|below|up\s+to|"
    r"(?:more|less|greater|higher|lower)\s+than|in\s+excess\s+of))\s*$",
    re.IGNORECASE,
)


def bounded_indefinite(left: str) -> str | None:
    """The words "anything above" when they end `left` (the clause before a value), else
    None."""
    m = _BOUNDED_INDEFINITE_RE.search(left)
    return m.group("subject") if m else None


_ADVERB: Final = r"(?:only|just|still|also|all|usually|normally|often|typically|generally)"
# "other networks only hold ", "another bank takes ", "another shop asked you for ": the noun
# (one or two words), adverbs, its verb, a personal pronoun as its object and a preposition
# ("asked you for"), and a bound word at most, right before the value.
_OTHERS_RE: Final = re.compile(
    rf"(?:^|[^\w'’])(?:other|another)\s+(?P<np>[A-Za-z][\w'’-]*(?:\s+(?!{_ADVERB}\b)"
    rf"[A-Za-z][\w'’-]*)??)\s+(?:{_ADVERB}\s+)*[a-z][\w'’]*\s+"
    r"(?:(?:you|us|me|them|him|her)\s+)?(?:(?:for|of|at)\s+)?"
    r"(?:(?:only|just|up\s+to|about|around|at\s+(?:least|most))\s+)?$",
    re.IGNORECASE,
)


def others_subject(left: str) -> str | None:
    """The noun of "other <noun> <verb>" when it ends `left` (the clause before a value):
    whose value it is, if not ours; else None. The caller asks whether the catalogue knows
    the noun."""
    m = _OTHERS_RE.search(left)
    return m.group("np") if m else None
