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

#: What joins a bound's words to the scope the bound is said for in a claim's condition
#: ("start from, van"): the bound's words come first, then the scope's.
SCOPE_AFTER: Final = ", "
