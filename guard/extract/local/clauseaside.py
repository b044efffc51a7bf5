"""A bracket that closes before a value is an aside inside its clause, not the clause's end.

"Each guide (a trained volunteer) may lead up to 8 walkers": the bracket adds a word about
the guide, and the clause runs on around it, so "8 walkers" is said in the same clause as
"Each guide". Where a reading asks what a number's own clause names (`ownnoun`: a number
with a noun of its own is read on a topic only when its clause names one), cutting that
clause at the bracket leaves the subject outside it, and the number names no topic. So a
bracket that holds neither end of the value is blanked (its length kept, so positions stay)
before the clause is cut; a bracket that holds the value ("a name (up to 20 characters)") is
still the value's own clause, and is cut as before.
"""

from __future__ import annotations

import re
from typing import Final

#: One bracket with no bracket inside it.
_ASIDE_RE: Final = re.compile(r"\([^()]*\)")


def without_other_asides(text: str, start: int, end: int) -> str:
    """`text` with each bracket that holds no part of text[start:end] blanked to spaces."""
    out = text
    for m in _ASIDE_RE.finditer(text):
        if m.start() < end and start < m.end():
            continue
        out = out[: m.start()] + " " * (m.end() - m.start()) + out[m.end() :]
    return out
