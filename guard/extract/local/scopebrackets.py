"""Brackets around a scope mention after a value: an aside the value yields to the scope its
own clause states before it (`in_aside`), a bracket that is another value's label
(`bracketed`), and a bracket whose scope words label a value of its own, the narrower case
(`labels_bracket_value`: "£69 (motorcycles: £49)").

Separate from `scopes`: these are facts about where a bracket opens and closes around a
mention, read before `scopes` decides which mention scopes the claim.
"""

from __future__ import annotations

import re
from typing import Final


def in_aside(text: str, at: int) -> bool:
    """Whether `text[at]` (`text`: what follows the value) is inside a bracketed aside that
    words stand between the value and: "In the US, members book a 2-hour window for large
    items (Canada to follow)" yields to the scope its own clause states before the value. A
    bracket right after the value is its label ("4.5% (UK) or 3.5% (Ireland)"), and with no
    scope before the value an aside is the scope ("2-hour windows (US only)")."""
    before = text[:at]
    opened = before.rfind("(")
    return opened > before.rfind(")") and bool(before[:opened].strip())


def bracketed(text: str, at: int) -> bool:
    """Whether `text[at]` is inside a bracket, or opens one (another value's label: "£12
    (club) or …")."""
    before = text[: at + 1] if text[at : at + 1] == "(" else text[:at]
    return before.rfind("(") > before.rfind(")")


# A value of its own in a bracket, after a scope word: a currency amount, or a number that is
# no part of a word ("200cc" is a name's part, not a value).
_BRACKET_VALUE_RE: Final = re.compile(r"[$€£¥]\s?\d|(?<![\w.,])\d+(?:[.,]\d+)?(?!\w)")


def labels_bracket_value(sentence: str, value_end: int, at: int) -> bool:
    """Whether the scope words at `sentence[at]` stand inside a bracket opened after the value
    (which ends at `value_end`) and are followed, in that bracket, by a value of its own: "£69
    (motorcycles: £49)", "14 days (members 30)". They label the bracket's value, the
    narrower case, not the value before the bracket: English puts a case's label before its
    own figure, and the figure outside is the general one. A bracket with no value of its own
    ("£69 (vans only)", "4.5% (UK)") is still the value's label (`in_aside`)."""
    before = sentence[:at]
    opened = before.rfind("(")
    if opened < value_end or opened < before.rfind(")"):
        return False
    close = sentence.find(")", at)
    return bool(_BRACKET_VALUE_RE.search(sentence, at, close if close >= 0 else len(sentence)))
