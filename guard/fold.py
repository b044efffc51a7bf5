"""Folding text so that what a person reads as the same is the same to the code.

Two places need it: a name (two-person approval must not take "JONAS " or "jonas" with a
zero-width space for a second person, guard/identity.py) and a draft (one draft sent in
seven spellings of case and spacing is one intercept, guard/store/checks.py). Both fold
the same way: Unicode compatibility forms (NFKC: a full-width "ｊｏｎａｓ" is "jonas"),
case (casefold: "STRASSE" and "straße" agree), and the characters nobody sees — format
characters such as zero-width spaces, joiners, the BOM and soft hyphens (category Cf) and
variation selectors. Pure, no I/O.
"""

from __future__ import annotations

import re
import unicodedata

_SPACES = re.compile(r"\s+")
#: Variation selectors (emoji and CJK presentation): invisible and not category Cf.
_SELECTORS = {*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)}


def _invisible(ch: str) -> bool:
    return unicodedata.category(ch) == "Cf" or ord(ch) in _SELECTORS


def fold(text: str) -> str:
    """`text` in NFKC, casefolded, without invisible characters and with every run of
    whitespace one space, trimmed. Idempotent: `fold(fold(t)) == fold(t)`."""
    out = unicodedata.normalize("NFKC", text)
    for _ in range(3):  # casefolding can undo NFKC (a decomposed result): repeat to a fixed point
        folded = unicodedata.normalize("NFKC", out.casefold())
        folded = "".join(ch for ch in folded if not _invisible(ch))
        if folded == out:
            break
        out = folded
    return _SPACES.sub(" ", out).strip()


def draft_key(draft: str) -> str:
    """What makes two drafts the same draft for counting: their folded text."""
    return fold(draft)
