""" "times" before a value is a frequency's word only before a bare unit with an article.

In "three times a day" or "two times a week" the value found is the unit "a day", and the
"times" before it counts how often something happens in it: a frequency, no length the text
promises. Before a numeral, "times" cannot count anything: a frequency's "times" follows its
own number ("3 times"), so "times 7 days" is the plural noun that ends a noun phrase ("book
court times 7 days ahead", "opening times 2 hours earlier", "delivery times 3 days longer") and
the number starts a measure of its own. Read as a frequency, that measure was set aside and
the source counted unread. English grammar only: "times" is the one word of the frequency
list that is both a counter ("three times") and a common plural noun; the list's unit nouns
("24 hours 7 days") stay as they were.
"""

from __future__ import annotations

import re
from typing import Final

_TIMES_LEFT_RE: Final = re.compile(r"\btimes\s+$", re.IGNORECASE)


def frequency_times(tail: str, article: bool) -> bool:
    """Whether the "times" ending `tail` (the text before a value) counts how often, that is
    whether the value is a bare unit with an article ("three times a day"; see the module
    docstring)."""
    return article and _TIMES_LEFT_RE.search(tail) is not None
