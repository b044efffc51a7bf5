"""An amount charged for each extra unit of something is a price of its own: "£10 for each
extra guest", "£5 per additional bag", "£3 for every further hour".

A reply often gives a price and then what more of it costs ("It's £35 for the two of you,
and £10 for each extra guest"). The second amount's clause has no subject of its own, and
"each", "every" or "per" is no article, so its noun was no subject either and the amount
was unattributed: rule TOPIC then put it on the ticket's one money topic, where it
contradicted the real price (£10 against £35) and held a correct reply. But a unit added
beyond what a price covers ("extra", "additional", "further") makes the amount the
surcharge for that unit, not the price it is added to: a subject of its own, named by the
noun after the adjective. A topic whose `about` phrases name that surcharge ("extra guest")
still takes it, as its evidence is read before this; otherwise the amount is `other`
(OUTSIDE_COVERAGE, checked by hand), never the ticket's topic.

Closed sets of grammar words only: the quantifiers and the rate word before the noun, and
the three adjectives English marks an added unit with. Pure: the words after an amount in,
a match or None out.
"""

from __future__ import annotations

import re
from typing import Final

# "for each extra guest", "per additional bag", "for every further hour", "an extra child"
# right after the amount (its own sub-clause's words after the value).
_NP: Final = r"(?:extra|additional|further)\s+[A-Za-z][\w'’-]*"
_EXTRA_UNIT_RE: Final = re.compile(
    rf"\s*(?:for\s+(?:each|every|any)|per|each|every|an?)\s+(?P<np>{_NP})", re.IGNORECASE
)
_NP_RE: Final = re.compile(_NP, re.IGNORECASE)


def extra_unit(value: str, right: str) -> re.Match[str] | None:
    """The "extra <noun>" an amount is charged for, in its own words (`value`, a rate's:
    "£10 per additional guest") or right after them (`right`), or None (see the module
    docstring)."""
    number = re.search(r"\d[\d,.]*", value)
    for text, at in ((value, number.end() if number else len(value)), (right, 0)):
        m = _EXTRA_UNIT_RE.match(text, at)
        if m:
            return _NP_RE.match(text, m.start("np"))
    return None
