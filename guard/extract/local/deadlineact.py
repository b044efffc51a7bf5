"""A deadline for a topic's whole act, said of a subject another kind's topic names.

`otherkind` reads a topic word that the verb says of a subject named by another kind's topic
as that subject's attribute: "Your first-term price is locked in for 12 months" measures how
long the price holds, not what a duration topic measures. That holds for a state said to last
a span ("for 12 months"). It does not hold when the value is a deadline ("within 10 days")
and the words after the verb are one of the duration topic's phrases of two or more content
words, matched whole ("Your deposit will be back in your account within 10 working days"
beside a topic "how long a refund takes" with the phrase "back in your account"): the deadline
says when the act those words name happens to the subject, which is exactly what that topic
measures, whatever sum or thing the subject is. A single topic word ("due", "locked") is
still read as the subject's attribute, as `otherkind` says: one word may describe anything,
while a phrase of several words, said whole, names the topic's act. "within" is the English
preposition of a deadline, not any catalogue's word.

Nor does it hold when the topic's phrase is the noun right before the value, with at most a
bound word or a participle between ("Any colour treatment needs a skin test at least 2 days
before the visit", "a skin test done 2 days before"): a duration right after a noun of its
own times that noun, as "a reminder email 5 days before it's due" times the email, whatever
the sentence's subject is (`noun_before_value`).
"""

from __future__ import annotations

import re
from typing import Final

from guard.kb.keywords import content_words
from guard.kb.phrases import FUNCTION_WORDS

#: "within" (or "within the next") right before the value: a deadline, not a span.
_DEADLINE_BEFORE_RE: Final = re.compile(r"\bwithin\s+(?:the\s+next\s+)?$", re.IGNORECASE)


def deadline_for_phrase(left: str, phrase: str) -> bool:
    """Whether the value right after `left` is a deadline ("within") and the topic's matched
    `phrase` (its words as written in the clause) holds two or more content words, so the
    deadline times the topic's own act (see the module docstring)."""
    return _DEADLINE_BEFORE_RE.search(left) is not None and len(set(content_words(phrase))) >= 2


#: What may stand between a noun and the duration that times it: a bound ("at least", "no
#: later than", "up to"), a participle ("done", "booked") or both. English words only.
_NOUN_GAP_RE: Final = re.compile(
    r"\s*(?:[^\W\d_]+ed\s+|done\s+)?"
    r"(?:at\s+least|no\s+(?:less|later|fewer)\s+than|not\s+less\s+than|a\s+minimum\s+of|"
    r"up\s+to|at\s+most|about|around)?\s*$",
    re.IGNORECASE,
)


_LAST_WORD_RE: Final = re.compile(r"([^\W\d_]+)[\W_]*$")


def noun_before_value(left: str, phrase_end: int) -> bool:
    """Whether the topic's phrase, ending at `phrase_end` in `left` (the clause before the
    value), is the noun right before the value, with at most a participle and a bound
    between (see the module docstring). A phrase ending in a function word ("valid for",
    "back within") is no noun: its value is what its verb is said of."""
    last = _LAST_WORD_RE.search(left, 0, phrase_end)
    if last is None or last.group(1).lower() in FUNCTION_WORDS:
        return False
    return _NOUN_GAP_RE.fullmatch(left, phrase_end) is not None
