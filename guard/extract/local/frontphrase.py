"""A prepositional phrase in front of a sentence's subject: "As a member you'd pay 20% less",
"On the annual plan we take 10% off", "For new customers there's 15% off".

Such a phrase says for whom or when (a role, a plan, a condition), not what the value
measures: the subject still comes after it. So a sentence whose subject, once the phrase is
set aside, is a pronoun ("you", "we", "there") names nothing of its own, like one that starts
with the pronoun: its value is the ticket's to place (`unnamed`). A comma after the phrase is
optional in English, so it is not required here.

English grammar only: a preposition, a determiner, up to four words, then a pronoun.
"""

from __future__ import annotations

import re
from typing import Final

_FRONT_PHRASE_RE: Final = re.compile(
    r"^[\W_]*(?:as|for|on|with|at|in|under|during|after|before)\s+"
    r"(?:an?|the|your|our|their|this|that|each|every|any)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+"
    r"\s*,?\s+(?=(?:i|you|we|they|it|there)(?:['’]\w+)?\b)",
    re.IGNORECASE,
)


def after_front_phrase(sentence: str) -> str | None:
    """The sentence from its subject on, when a prepositional phrase leads it and a pronoun
    follows the phrase; else None."""
    m = _FRONT_PHRASE_RE.match(sentence)
    return sentence[m.end() :] if m else None
