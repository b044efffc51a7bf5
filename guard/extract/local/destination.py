"""Where a value lands is not what it measures.

"It'll be back on your card within 14 days": "your card" is where the money goes, the
object of a preposition of place ("on", "to", "into", "in", "onto") with the customer's
own possessive. It names no subject of the value's own, uncovered or not, so the value is
as unattributed as "It'll be back within 14 days" (`unnamed`), and the ticket places it.
A noun phrase as the verb's own object or subject ("the FX fee", "your data") is unchanged.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, POSSESSIVES

# A preposition of place or destination right before a possessive noun phrase.
_DESTINATION_BEFORE_RE: Final = re.compile(
    r"\b(?:on|onto|to|into|in|back\s+to|back\s+on|back\s+in|back\s+into)\s+$", re.IGNORECASE
)
_POSSESSIVE_RE: Final = re.compile(r"^(?:your|my|his|her|their)\s", re.IGNORECASE)


def a_destination(before: str, noun_phrase: str) -> bool:
    """`noun_phrase` (with `before`, the text right before it) is where something lands:
    a possessive noun phrase after a preposition of place ("on your card")."""
    return bool(_POSSESSIVE_RE.match(noun_phrase) and _DESTINATION_BEFORE_RE.search(before))


# "back to the card or voucher account you paid with": a return's destination, its noun
# phrase (led by an article or a possessive: "send someone back to sort it" is a purpose, no
# place) up to the next stop.
_RETURNED_TO_RE: Final = re.compile(
    r"\bback\s+(?:to|into|onto|on|in)\s+"
    rf"(?P<np>(?:{'|'.join((*ARTICLES, *POSSESSIVES))})\s[^,;:.!?()\[\]]+)",
    re.IGNORECASE,
)


def without_returned_to(text: str, start: int, end: int) -> str:
    """`text` with the noun phrase a return goes "back to" blanked (positions kept), unless
    it holds the value at `start`:`end`. "we'll refund what you paid, back to the card or
    voucher account you paid with": the account is where the money goes back to, as "on
    your card" is (`a_destination`), and names nothing that a value elsewhere in the
    sentence ("at least 14 days' notice") measures. English only: "back" and a preposition
    of place say a return's destination whatever the noun is."""
    for m in _RETURNED_TO_RE.finditer(text):
        s, e = m.span("np")
        if s < end and start < e:
            continue
        text = text[:s] + " " * (e - s) + text[e:]
    return text
