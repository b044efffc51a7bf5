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
"""

from __future__ import annotations

import re
from typing import Final

from guard.kb.keywords import content_words

#: "within" (or "within the next") right before the value: a deadline, not a span.
_DEADLINE_BEFORE_RE: Final = re.compile(r"\bwithin\s+(?:the\s+next\s+)?$", re.IGNORECASE)


def deadline_for_phrase(left: str, phrase: str) -> bool:
    """Whether the value right after `left` is a deadline ("within") and the topic's matched
    `phrase` (its words as written in the clause) holds two or more content words, so the
    deadline times the topic's own act (see the module docstring)."""
    return _DEADLINE_BEFORE_RE.search(left) is not None and len(set(content_words(phrase))) >= 2
