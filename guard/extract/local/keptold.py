"""A value a group that acted before a change keeps is the old value, not the rule.

"Bookings confirmed before 1 January keep their 25% deposit", "Members who joined before
May stay on the £20 fee", "Orders already placed keep the old price of £4": a change
document states its new value and then says who is spared it. The group is picked out by
something it did before a point ("before", "prior to", "already"), and the verb says it
goes on having what it had ("keep", "retain", "stay on", "remain at"): the value after that
verb is the one in force before the change. Read as the topic's value it sits beside the
new one in the same document and makes a false conflict on every reply that states the new
value. A group with no such past ("Annual members keep a 10% discount") states a current
rule and stays a claim, and so does a purpose ("Book before March to keep the 10% rate",
"pay before the day and keep your 5% discount"): the verb there is what the reader does to
get the value, not what a past group goes on having.

Grammar only: the markers are a closed class of English time prepositions and adverbs, and
verbs of continuing to have; no team's noun is listed.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import PUNCTUATION, clause_before

_I: Final = re.IGNORECASE
#: The group acted before a point: "booked before 1 May", "prior to the change", "already
#: made". Time words only.
_BEFORE: Final = r"\b(?:before|prior\s+to|already|earlier\s+than)\b"
#: A verb of continuing to have, and a determiner or "old"-like adjective before the value:
#: "keep their ", "retain the original ", "stay on the ", "remain at ".
_KEEP: Final = (
    r"(?<!\bto\s)(?<!\band\s)\b(?:keep|keeps|kept|retain|retains|retained|stay|stays|remain|remains)"
    r"(?:\s+(?:on|at|with))?"
    r"(?:\s+(?:their|its|his|her|your|our|the|a|an))?"
    r"(?:\s+(?:old|original|existing|current|previous|earlier))?\s+$"
)
_KEPT_RE: Final = re.compile(rf"{_BEFORE}.*{_KEEP}", _I | re.DOTALL)


def kept_from_before(text: str, start: int) -> bool:
    """Whether the value at `text[start]` is what a group that acted before a change keeps
    (see the module docstring): its clause, before the value, names the group by a time
    before ("before", "prior to", "already") and ends in a verb of continuing to have."""
    return bool(_KEPT_RE.search(clause_before(text, start, PUNCTUATION)))
