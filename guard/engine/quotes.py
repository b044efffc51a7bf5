"""Quote validation: an extracted quote counts only if it is really in the text.

This is the guard against an extractor inventing evidence: a claim whose quote (or span)
is not a verbatim substring of its text, after whitespace is normalised, is dropped and
listed as a rejected extraction with QUOTE_NOT_FOUND.
"""

from __future__ import annotations

import re
from functools import lru_cache

_WS = re.compile(r"\s+")

QUOTE_NOT_FOUND = "QUOTE_NOT_FOUND"


@lru_cache(maxsize=16_384)
def normalise_ws(text: str) -> str:
    """Whitespace runs as one space. Memoised: a check validates quotes against the same
    source bodies again and again (the store hands out the same strings until a write), and
    normalising every candidate's body per check was most of a warm check's time."""
    return _WS.sub(" ", text).strip()


def quote_in(quote: str, text: str) -> bool:
    """True when `quote` is a non-empty substring of `text` once whitespace is normalised."""
    q = normalise_ws(quote)
    return bool(q) and q in normalise_ws(text)


def snippet(text: str, limit: int = 120) -> str:
    flat = normalise_ws(text)
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
