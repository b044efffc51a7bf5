"""An amount a draft says as a difference ("£15 more, so £60") is accounted for by the price
its sentence goes on to give.

The reader reads no claim from a difference between two prices
(`guard.extract.local.difference`): it measures how far one price is above another, not
either price. Its number is still the draft's, and a number no claim reads is a gap (D0b).
Where the same sentence goes on to state a price the reader did read ("so £60"), the
difference is the working that price comes with, not an unread value: its number is set
aside, as a total worked out from a unit price is (`multiples`). Where the sentence gives only
the difference ("a bustle is £15 more"), its number stays unread and the draft CAUTIONs.

Pure: the draft's text and claims in, the numbers set aside out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.difference import DIFFERENCE_AFTER
from guard.models import DraftClaim, PatternMatch

_AMOUNT: Final = re.compile(r"[£$€¥]\s?\d[\d,]*(?:\.\d+)?")
#: Where a sentence ends: a stop, question or exclamation mark before a space or the end.
_END: Final = re.compile(r"(?<!\d)[.!?](?=\s|$)|\n")


def worked_differences(text: str, claims: list[DraftClaim]) -> list[PatternMatch]:
    """The amounts said as a difference whose sentence goes on to state a price a claim
    reads (module docstring)."""
    out: list[PatternMatch] = []
    for m in _AMOUNT.finditer(text):
        after = text[m.end() :]
        if not DIFFERENCE_AFTER.match(after):
            continue
        end = _END.search(after)
        rest = after[: end.start()] if end else after
        if any(
            c.value is not None
            and c.value.kind == "money"
            and c.value_text
            and c.value_text in rest
            and c.span.find(m.group(0)) >= 0
            for c in claims
        ):
            out.append(PatternMatch(text=m.group(0), start=m.start(), end=m.end(), kind="number"))
    return out
