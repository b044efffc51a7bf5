"""A percentage written with a fraction character: "33⅓%", "12½%", "½%", "2¾ per cent".

Why: "⅓", "½", "¼" and the other vulgar-fraction characters are one character each, and a
keyboard, a word processor's autocorrect or a pasted price list puts them right after the
whole number. The digits reader (`money._percents`) wants the percent sign right after the
digits, so "33⅓%" was read as nothing, and the engine saw only "33", an unread number: the
value the reply states (100/3, a third) was never compared with the source. Each character is
its exact value (Unicode's own numeric value: ⅓ is 1/3), added to the whole number before it,
so "33⅓%" is 33.333…%, the same percentage "a third off" is (`fractions`), and no source that
says 33% supports it.

Only a percentage: the character then the percent sign or "per cent", with at most one space
between the parts. Grammar only, no catalogue's words.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from guard.extract.local.found import Found
from guard.models import Value

#: The vulgar-fraction characters of Unicode's Number Forms and Latin-1 blocks.
_GLYPHS: Final = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒"

_GLYPH_PERCENT_RE: Final = re.compile(
    rf"(?<![\w.,])(?P<whole>\d{{1,3}})?\s?(?P<part>[{_GLYPHS}])\s?(?:%|per\s?cent\b)",
    re.IGNORECASE,
)


def glyph_percents(sentence: str) -> list[Found]:
    """Every percentage in `sentence` written with a fraction character, as its exact value."""
    found: list[Found] = []
    for m in _GLYPH_PERCENT_RE.finditer(sentence):
        whole = int(m["whole"]) if m["whole"] else 0
        amount = whole + unicodedata.numeric(m["part"])
        value = Value(amount=amount, unit="percent", kind="percent")
        found.append(Found(m.start(), m.end(), m.group(), value))
    return found
