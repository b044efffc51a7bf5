"""An option named in an "unless" clause is the exception, not what applies.

"We post paper statements unless you have asked for e-statements": the main clause states the
default (paper), and the "unless" clause names the case in which the other option applies
instead, one the customer must bring about. Read as a claim, the exception would stand beside
the default as a second, disagreeing value of the same topic, and every check on it would
escalate. So an option that comes after "unless" in its sentence, with no clause boundary
between (a full stop, a semicolon, a colon or a comma), is only offered: it states no choice. The option before
"unless" stays the default ("unless you" is how a default is said: `wording._DEFAULT_RE`).

A sentence that calls itself the exception ("The one exception is illness: we'll move the
deposit", "The only exception is a faulty item, which we replace") says the same with a noun:
its options are the exception's, not a second general value beside the rule the sentence
before states (`in_exception_sentence`). "exception" is the noun of "except", a grammar word
of English, no team's wording.
"""

from __future__ import annotations

import re
from typing import Final

_UNLESS_RE: Final = re.compile(r"\bunless\b", re.IGNORECASE)
#: Where an "unless" clause ends: a sentence's or a list item's end, a colon, or a comma
#: ("Unless you choose otherwise, your order comes in a tin box": the main clause is after it).
_BOUNDARY_RE: Final = re.compile(r"[.,:;!?](?!\d)|\s[-–—]\s")


_EXCEPTION_LEAD_RE: Final = re.compile(
    r"^\W*(?:the\s+(?:one|only|single)\s+|the\s+|one\s+|an?\s+|our\s+(?:one|only)\s+)?"
    r"exceptions?\s+(?:is|are|being|would\s+be|here\s+is)\b",
    re.IGNORECASE,
)


def in_exception_sentence(sentence: str) -> bool:
    """Whether the sentence opens by calling itself the exception ("The one exception is
    illness: …")."""
    return _EXCEPTION_LEAD_RE.match(sentence) is not None


def in_unless_clause(sentence: str, start: int) -> bool:
    """Whether `sentence[start]` comes after an "unless" with no boundary between."""
    found = [m.end() for m in _UNLESS_RE.finditer(sentence, 0, start)]
    if not found:
        return False
    return _BOUNDARY_RE.search(sentence, found[-1], start) is None
