"""A bracketed aside made only of the customer's own words is the customer's details, quoted.

"Your booking from 2 May (ref QX-118, €96) is confirmed" after the ticket's "I paid €96 for
booking QX-118": the brackets identify the thing the draft names before them, and every
word and number inside them is one the customer wrote (a number by its value: "£342.00" is their "£342"). Such an aside repeats what the
customer told us about their own case, as a determiner pointing back does ("the €96"); it
states no policy, which is said in the team's own words. So a value inside it points back
to the customer's figure, and `figures` decides by its own rules whether it may be set
aside (only on no topic the ticket asks about, or under the draft's own value).

An aside that holds the value alone ("(€96)") or any word the customer did not write
("(the €96 deposit)", "(our fee, €96)") is not a quotation of the customer: no pointer.

Pure: two strings and a position in, a yes or no out.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numberwords import value_of

# A word or a run of digits: what an aside is made of (signs and punctuation are not).
_TOKEN_RE: Final = re.compile(r"[^\W_]+")
# A number with its decimal or thousands parts: compared by value, so "£342.00" in the
# aside is the customer's "£342" (and "1,000" their "1000").
_NUMBER_RE: Final = re.compile(r"\d+(?:[.,]\d+)*")


def _aside_around(text: str, start: int) -> str | None:
    """The text inside the closed round brackets around `start`, or None."""
    opening = text.rfind("(", 0, start)
    if opening < 0 or ")" in text[opening:start]:
        return None
    closing = text.find(")", start)
    if closing < 0 or "(" in text[start:closing]:
        return None
    return text[opening + 1 : closing]


def in_customers_aside(text: str, start: int, message: str) -> bool:
    """Whether the value at `start` in `text` sits in brackets that hold only tokens of the
    customer's `message` (words compared case-folded, numbers by value), at least one
    of them a word (see the module docstring)."""
    aside = _aside_around(text, start)
    if aside is None or not message:
        return False
    words = [t.casefold() for t in _TOKEN_RE.findall(_NUMBER_RE.sub(" ", aside))]
    theirs = {t.casefold() for t in _TOKEN_RE.findall(message)}
    numbers = [value_of(n) for n in _NUMBER_RE.findall(aside)]
    their_numbers = {value_of(n) for n in _NUMBER_RE.findall(message)}
    return (
        bool(words)
        and all(t in theirs for t in words)
        and all(n is not None and n in their_numbers for n in numbers)
    )
