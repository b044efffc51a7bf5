"""A coordinated main clause after a value is its own clause: its words name what it says, not
the value before it.

"You can return the boots within 30 days, and we'll send your money back by card" says
nothing of how long the money takes: the 30 days is the return window, and "money back"
stands in a new main clause with its own subject, after the value. So when a value's topic
is read from its sentence, a main clause that a conjunction (or a semicolon) opens with its
own subject after the value is masked. Only after: a later clause often refers back to an
earlier one ("We'll refund you, and it takes 5 days": "it" is the refund), never forward.

English grammar only: a comma or semicolon, a coordinating conjunction and a subject pronoun.
"""

from __future__ import annotations

import re
from typing import Final

_NEW_MAIN_CLAUSE_RE: Final = re.compile(
    r"(?:,\s*(?:and|but|so|yet|or)|;\s*(?:and|but|so|yet|or)?)\s+"
    r"(?:we|you|they|i|he|she|it|there)(?:['’](?:ll|re|ve|d|s|m))?\b",
    re.IGNORECASE,
)


def before_next_main_clause(sentence: str, end: int) -> str:
    """The sentence with any coordinated main clause that starts after `end` (a value's end)
    blanked out, positions kept."""
    m = _NEW_MAIN_CLAUSE_RE.search(sentence, end)
    if m is None:
        return sentence
    return sentence[: m.start()] + " " * (len(sentence) - m.start())
