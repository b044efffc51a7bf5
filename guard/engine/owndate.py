"""The time left before the customer's own date, told back: "as your cruise leaves in 12 days".

A customer often says how far off their own booked event is ("My cruise leaves in 12 days",
"our wedding is in 3 weeks"), and the reply repeats it to apply the policy ("As your cruise
leaves in 12 days, it's too late for a full refund"). That duration counts from today to a date of
this one case, the customer's own thing; it is no period the policy sets (how far ahead
one must cancel, how long a refund takes), any more than the date itself would be. Read on
the ticket's duration topic it would contradict the real window.

So a draft duration is the customer's figure, no claim, when every number in it is one the
customer wrote (`numbers.quoted_by_customer`, the one reader) and both say it the same way:
the subject is the customer's own thing ("your cruise" in the draft, "my cruise", "our
cruise" or "I" in the ticket), its verb a plain present or future of being or happening
("starts", "leaves", "is", "begins", "'s", "will start"; no modal of permission or duty:
"you can cancel in 12 days" states a rule) and "in" right before the number (counted forward from now). A value
said any other way ("you have 12 days", "cancel within 12 days") is decided like any claim.

English grammar only, no catalogue's words. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import numbers_in, quoted_by_customer, value_at, value_of
from guard.models import DraftClaim

_I: Final = re.IGNORECASE

# A verb of being or happening, present or future, then "in" (and an optional "about",
# "just", "only"): "starts in ", "'s in ", "will begin in ", "is due in ".
_HAPPENS_IN: Final = (
    r"(?:\s+(?:will|shall)|['’]ll)?\s*(?:['’]s|\s+(?:is|are|be|starts?|begins?|kicks?\s+off|leaves?|departs?|"
    r"runs?|takes?\s+place|happens?|comes?\s+up|is\s+due|are\s+due|due))"
    r"\s+in\s+(?:(?:about|around|just|only|roughly)\s+)?$"
)
# The draft: "your" and up to three words of its noun ("your river cruise"), then the verb.
_YOUR_THING_RE: Final = re.compile(
    rf"\byour(?:\s+(?!(?:can|could|must|should|may|might|need|needs|has|have)\b)[\w'’-]+)"
    rf"{{1,3}}{_HAPPENS_IN}",
    _I,
)
# The ticket: "my" or "our" and up to three words of its noun, or "I" / "we", then the verb.
_MY_THING_RE: Final = re.compile(
    rf"(?:\b(?:my|our)(?:\s+(?!(?:can|could|must|should|may|might|need|needs|has|have)\b)"
    rf"[\w'’-]+){{1,3}}|\b(?:i|we)){_HAPPENS_IN}",
    _I,
)


def _said_of_own_date(text: str, start: int, pattern: re.Pattern[str]) -> bool:
    return bool(pattern.search(text[max(0, start - 60) : start]))


def counted_to_own_date(text: str, c: DraftClaim, message: str) -> bool:
    """Whether the draft duration `c` repeats how far off the customer's own date is, as the
    ticket's `message` says it (the module docstring)."""
    if c.value is None or c.value.kind != "duration" or not message:
        return False
    start = value_at(text, c)
    if start < 0 or not quoted_by_customer(text, c, message):
        return False
    if not _said_of_own_date(text, start, _YOUR_THING_RE):
        return False
    first = numbers_in(c.value_text)
    if not first:
        return False
    value = value_of(c.value_text[first[0][0] : first[0][1]])
    return any(
        value_of(message[s:e]) == value and _said_of_own_date(message, s, _MY_THING_RE)
        for s, e in numbers_in(message)
    )
