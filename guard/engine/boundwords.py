"""The words that say a value is where a range of values starts ("from £45", "starting at
£30", "as little as £9"): a closed class of English grammar words, read by the draft reader
(`guard.extract.local.lowerbound`) and the engine (`guard.engine.lowerbound`). A module of
its own, importing nothing, so both can read it without importing each other."""

from __future__ import annotations

import re
from typing import Final

#: The words that say the value after them is where a range of values starts.
LOWER_BOUND_WORDS: Final = re.compile(
    r"(?:(?:start(?:s|ing)?|begin(?:s|ning)?|range|ranging|go(?:es)?|run(?:s|ning)?)\s+)?from"
    r"|(?:start(?:s|ing)?|begin(?:s|ning)?)\s+at|as\s+little\s+as",
    re.IGNORECASE,
)

#: A range's other end right after a value: "from £18 to £26", "from £18-£26".
RANGE_END: Final = re.compile(r"^\s*(?:to|until|till|through|-|–|—|and)\s*[£$€]?\d", re.IGNORECASE)
#: The bound's words ending right before a value.
_BOUND_BEFORE: Final = re.compile(rf"\b(?:{LOWER_BOUND_WORDS.pattern})\s*$", re.IGNORECASE)


def said_as_start(text: str, value_text: str) -> bool:
    """`value_text`, where `text` says it, comes right after the words of a lower bound and
    ends no range: "Prices from £39, depending on the size" says where the values start. A
    value's words that hold the bound themselves ("from £39") say so too."""
    lead = re.match(rf"\s*(?:{LOWER_BOUND_WORDS.pattern})\s+\S", value_text, re.IGNORECASE)
    if lead is not None and not re.search(r"\d\s*(?:to|until|till|-|–|—)\s*[£$€]?\d", value_text):
        return True
    at = text.find(value_text)
    while at >= 0:
        if _BOUND_BEFORE.search(text[:at]) and not RANGE_END.match(text[at + len(value_text) :]):
            return True
        at = text.find(value_text, at + 1)
    return False


#: What joins a bound's words to the scope the bound is said for in a claim's condition
#: ("start from, van"): the bound's words come first, then the scope's.
SCOPE_AFTER: Final = ", "
