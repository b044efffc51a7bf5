"""A negation after a fronted condition with no comma is the main clause's, not the condition's.

A negation inside a condition is still a promise ("if it hasn't arrived within 4 days,
reply"), so a value after one is kept (`dropped._negated`). But English often fronts a
condition and starts the main clause with its own subject and no comma: "If you cancel a
standard booking we don't send the deposit back to your card", "When a lesson is missed you
won't get it in credit". The negation there is the rule's own: it denies the value after
it, and read as part of the condition it made the denied option the claim.

The main clause is told by its subject: a personal pronoun (we, you, they, I) standing right
before the negator after at least two words of the condition (its own subject and verb:
"if you cancel a booking we don't"). "If it hasn't", "if you don't" are the condition's own
subject and negation, and stay inside it.
"""

from __future__ import annotations

import re
from typing import Final

# The condition's opener, at least two words of its own, then a pronoun subject right
# before the negator (which the caller has cut off: `before` ends where it starts).
_MAIN_AFTER_CONDITION_RE: Final = re.compile(
    r"\b(?:if|unless|in\s+case|when|once)\s+[\w'’-]+(?:\s+[\w'’-]+)+\s+(?:we|you|they|I)\s+$",
    re.IGNORECASE,
)


def main_after_condition(before: str) -> bool:
    """Whether `before` (the clause up to a negator) is a fronted condition followed by the
    main clause's pronoun subject: the negator after it is the main clause's (module
    docstring)."""
    return bool(_MAIN_AFTER_CONDITION_RE.search(before))
