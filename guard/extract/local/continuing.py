"""Whether a sentence continues the previous sentence's subject ("It takes 4 days."), so that
the earlier sentence's topic may carry over to it."""

from __future__ import annotations

import re
from typing import Final

from guard.english import (
    ARTICLES,
    CUSTOMER_WORDS,
    POSSESSIVES,
    QUANTIFIERS,
    SUBORDINATORS,
    WRITER_WORDS,
)

_I: Final = re.IGNORECASE

#: Words that open a noun phrase of the sentence's own: articles, quantifiers and the
#: customer's or the writer's possessives ("a", "each", "your"; not "its", "their", which
#: point back themselves). Closed classes of English grammar, from `guard.english`.
_OWN_DETERMINERS: Final = (
    ARTICLES + QUANTIFIERS + tuple(w for w in POSSESSIVES if w in CUSTOMER_WORDS + WRITER_WORDS)
)
#: A fronted subordinate clause (of condition, time, reason or concession: `SUBORDINATORS`)
#: led by a noun phrase of its own, up to its comma: "If a parcel arrives damaged,", "When
#: your booking is confirmed,", "As your order was late,".
_OWN_CASE_RE: Final = re.compile(
    rf"^(?:{'|'.join(SUBORDINATORS)})\s+(?:{'|'.join(_OWN_DETERMINERS)})\s+(?P<case>[^,;:]+),",
    _I,
)


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


def names_own_case(lead: str) -> bool:
    """Whether a sentence opens with a subordinate clause whose subject is a noun phrase of
    its own ("If a parcel arrives damaged, tell us within 3 days and we'll replace it").

    A pronoun points back to an earlier sentence only when its own sentence gives it nothing
    to refer to. A fronted clause led by "a", "the", "each" or "your" and a noun introduces
    that noun in this sentence, so the pronouns after it ("replace it") are that noun's and
    the sentence is about the case it names, not a continuation of the sentence before: the
    earlier sentence's words (its own condition's "arrive" of a delivery time) say nothing of
    what this sentence's value measures. A fronted clause that points back itself ("If it
    arrives damaged,", "If its box is torn,") does not open its own case.

    A clause has a subject and a verb, so its case is two words at least: one word after
    the determiner ("As a reminder,", "Once a week,") is a noun phrase alone, the "as" or
    "once" before it a preposition or an adverb, and no case of the sentence's own: its
    pronouns still point back ("As a reminder, it takes 5 days")."""
    m = _OWN_CASE_RE.match(lead)
    return (
        m is not None
        and len(m.group("case").split()) > 1
        and not _POINTS_BACK_RE.search(m.group("case"))
    )


def continues_subject(sentence: str) -> bool:
    """Whether a sentence goes on about the previous one's subject rather than starting its
    own: it points back ("It takes...", "You'll have it..."), names the money, or has no
    subject of its own ("Allow 4 business days.", "Usually 4 business days.") or the one
    handling the money is acting on it ("The bank needs 4 business days."). A sentence led
    by a noun of its own ("The upgrade takes 2 days", "Your statement updates...") is about
    that noun."""
    lead = _LEAD_FILLER_RE.sub("", sentence, count=1)
    if names_own_case(lead):
        return False
    if _POINTS_BACK_RE.search(sentence):
        return True
    return not lead or bool(_CONTINUING_START_RE.match(lead))
