"""Whether a sentence continues the previous sentence's subject ("It takes 4 days."), so that
the earlier sentence's topic may carry over to it."""

from __future__ import annotations

import re
from typing import Final

_I: Final = re.IGNORECASE


# A sentence that refers back to the one before it: a pronoun ("it", "they", "that takes")
# or the money itself.
_POINTS_BACK_RE: Final = re.compile(
    r"\b(?:it|its|they|them|these|those)\b|\b(?:it|they|that|this)['’](?:s|ll|re|d)\b"
    r"|\b(?:this|that)\s+(?:is|was|will|would|should|can|could|may|might|takes?|usually|"
    r"normally|one)\b|\b(?:money|funds?|amount|cash)\b",
    _I,
)


# Greetings, emoji and connectives before a sentence's first word ("Also, ...", "And so").
_LEAD_FILLER_RE: Final = re.compile(
    r"^[\W_]*(?:(?:also|and|so|plus|then|but|now|ok(?:ay)?|sorry|btw)\b[\W_]*)*",
    _I,
)


# A sentence start that adds no subject of its own: a number, an imperative, a modal, an
# adverb or a preposition ("4 business days at most", "Expect...", "Should be...",
# "Usually...", "Within..."), or whoever handles the money acting on it ("We need 4
# business days", "The bank needs...", "Our payments team needs...").
_CONTINUING_START_RE: Final = re.compile(
    r"\d|(?:please|just|expect|allow|give|wait|plan|count|bear|keep|note|should|will|would|"
    r"could|can|may|might|must|takes?|took|within|in|after|by|about|around|roughly|approx\w*|"
    r"up\s+to|no\s+(?:more|later)\s+than|at\s+(?:most|least)|for|only|we|we['’](?:ll|re|d)|"
    r"eta|there|[a-z]+ly|(?:the|our|your)\s+(?:\w+\s+)?(?:bank|team|ops))\b",
    _I,
)


def continues_subject(sentence: str) -> bool:
    """Whether a sentence goes on about the previous one's subject rather than starting its
    own: it points back ("It takes...", "You'll have it..."), names the money, or has no
    subject of its own ("Allow 4 business days.", "Usually 4 business days.") or the one
    handling the money is acting on it ("The bank needs 4 business days."). A sentence led
    by a noun of its own ("The upgrade takes 2 days", "Your statement updates...") is about
    that noun."""
    if _POINTS_BACK_RE.search(sentence):
        return True
    lead = _LEAD_FILLER_RE.sub("", sentence, count=1)
    return not lead or bool(_CONTINUING_START_RE.match(lead))
