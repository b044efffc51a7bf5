"""A person's age beside the minimum the same sentence states, applied to them.

"As your daughter is 15 she can't book the climbing wall – you need to be 16 or over." The
15 is the customer's figure of her, and the sentence grants or refuses something at it, so
`persons` keeps it as a possible limit. But the sentence states its own minimum ("16 or
over"), which is checked as a claim; the 15 only says which side of that minimum she is
on. Where the verdict at the person's age agrees with that minimum (a refusal below it, a
permission at or above it), the age is the stated limit applied, not a second limit: it can
be set aside, and the minimum alone is decided. Where they disagree ("she's 15, so she can
book – you need to be 16 or over") the sentence contradicts itself and the age stays.

A condition put on those below the minimum is a refusal too: "you need to be 16 or over to
climb on your own, so as she's 15 she'll need you to come along" sets a duty at her age (an
adult must come) that is not the minimum's own "need to be 16": only someone below the
minimum is under it, so the age agrees with the minimum when it is below it. At or above
the minimum a duty ("as he's 18 he'll need to show ID") says nothing of which side he is on,
and the age stays.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.numbers import numbers_in, value_of

_I: Final = re.IGNORECASE

# A minimum written with its bound: "16 or over", "16 and older", "16+", "at least 16",
# "aged 16 or above".
_BOUND_AFTER: Final = re.compile(r"\s*(?:\+|(?:and|or)\s+(?:over|above|older|up|upwards)\b)", _I)
_BOUND_BEFORE: Final = re.compile(r"\bat\s+least\s+$", _I)
# A refusal: a negated permission ("can't", "won't be able to", "isn't allowed", "not old
# enough").
_REFUSAL: Final = re.compile(
    r"\b(?:can['’]?t|cannot|can\s+not|(?:won['’]t|will\s+not|isn['’]t|aren['’]t|is\s+not|"
    r"are\s+not|not)\s+(?:be\s+)?(?:able|allowed|permitted|eligible|old\s+enough))\b",
    _I,
)
# A permission, not negated (checked after refusals are ruled out).
_PERMISSION: Final = re.compile(
    r"\b(?:can|may|able|allowed|permitted|eligible|old\s+enough|welcome)\b", _I
)

# A duty that is not the minimum's own "need to be 16" / "must be at least 16": a condition
# the verdict puts on the person ("she'll need you to come along", "he must bring a form").
_DUTY: Final = re.compile(
    r"\b(?:must|needs?|needed|ha(?:s|ve|d)\s+to|required|requires)\b(?!\s+(?:to\s+)?be\b)",
    _I,
)


def stated_minimum(text: str, lo: int, hi: int, skip: tuple[int, int]) -> float | None:
    """The one minimum text[lo:hi] states with its bound, other than the number at `skip`;
    None when there is none or several."""
    found: set[float] = set()
    for s, e in numbers_in(text):
        if lo <= s and e <= hi and (s, e) != skip:
            bound = _BOUND_AFTER.match(text, e) or _BOUND_BEFORE.search(text, lo, s)
            value = value_of(text[s:e])
            if bound and value is not None:
                found.add(value)
    return found.pop() if len(found) == 1 else None


def applies_stated_minimum(text: str, lo: int, hi: int, start: int, end: int) -> bool:
    """Whether the person's age at text[start:end] only applies the minimum its sentence
    part text[lo:hi] states (see the module docstring)."""
    age = value_of(text[start:end])
    minimum = stated_minimum(text, lo, hi, (start, end))
    if age is None or minimum is None:
        return False
    said = text[lo:hi]
    if _REFUSAL.search(said):
        return age < minimum
    if _PERMISSION.search(said):
        return age >= minimum
    return bool(_DUTY.search(said)) and age < minimum  # a condition only those below meet
