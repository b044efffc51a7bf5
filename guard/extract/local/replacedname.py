"""A value inside the name of the document a sentence says it replaces: part of that name.

"This policy replaces *The 90-day warranty* (W-1).": the 90 days is the old document's
title, quoted (in italics or quotation marks) as the object of "replaces", so it is what the
replaced rule said, not what the replacing source states. Read as a claim of the new source it
would make that source state both its own value and the one it replaces, and a source cannot
supersede itself. A value outside the quoted name ("This replaces our 14-day window with 30
days") is unaffected. Generic typography and grammar: no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

# A name quoted in the sentence: *italics*, _italics_, "quotes" or “curly quotes”.
_QUOTED_RE: Final = re.compile(r"\*+([^*]+)\*+|(?<!\w)_([^_]+)_(?!\w)|\"([^\"]+)\"|“([^”]+)”")


def in_replaced_name(quote: str, sentence: str, start: int, end: int, target: str) -> bool:
    """Whether sentence[start:end] lies inside a name that `quote` (the sentence as the
    source writes it, with its italics and quotation marks) quotes and that is part of
    `target`, the words a supersession sentence names as what it replaces
    (`effective.supersedes_in`)."""
    for m in _QUOTED_RE.finditer(quote):
        name = next(g for g in m.groups() if g is not None).strip()
        at = sentence.find(name)
        if name and name in target and at >= 0 and at <= start and end <= at + len(name):
            return True
    return False
