"""A bare count in a leading condition is the case the rule applies to, not a limit.

"When two dogs from the same household share a kennel, the second dog gets 10% off": the
main clause states the rule (the discount); the "When …," clause before it names the case it
is applied to, here two dogs. Read as a count limit, "two dogs" said that at most two may
share, against a real limit of three, and held a correct reply. A limit is said with a
bound ("up to three", "no more than 2", "3 or more", "a maximum of 4") or as the main
clause's own statement ("Two dogs can share a kennel"); a number with no bound, inside a
condition that opens its sentence and ends with a comma, only sets up the case.

Only counts (a duration or a price in a condition is a threshold the rule sets: "if you
cancel within 14 days", `threshold`), only with "when", "whenever", "if" or "where" opening
the sentence's first clause, and only where no bound word stands before the number in that
clause ("If more than 2 guests stay, …" keeps its 2). English grammar only, no catalogue's
words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import AT_LEAST, AT_MOST, LESS_THAN, MORE_THAN, OR_LESS, OR_MORE, one_of

#: The reason `dropped.why_not_a_claim` gives.
CONDITION_CASE: Final = "the case a rule applies to, named in its condition"

# The sentence's first clause, a condition, up to its comma: "When two dogs … share a
# kennel,". An opening formula before it ("Yes – when …", "Hi Tom, when …") is allowed.
_LEADING_CONDITION_RE: Final = re.compile(
    r"(?:^|[.!?:–—]\s+|^[^,.;:!?]{0,30},\s*)(?:when|whenever|if|where)\b(?P<body>[^,;:.!?]+),",
    re.IGNORECASE,
)
# A bound before the number, or after it: the condition sets a line, not a case. Before it,
# every bound of guard.english and the words for a limit ("maximum", "exceeds", "beyond").
_BOUND_LEFT_RE: Final = re.compile(
    rf"\b(?:{one_of(AT_MOST, AT_LEAST, MORE_THAN, LESS_THAN)}|maximum(?:\s+of)?|"
    r"minimum(?:\s+of)?|no\s+more\s+than|exceeds?|beyond)\s+$",
    re.IGNORECASE,
)
# After it, "3+" (a plus straight after the number: no word boundary after the sign, so it
# stands outside the word-bounded alternatives) or "or more", "or fewer".
_BOUND_RIGHT_RE: Final = re.compile(rf"^(?:\+|\s*(?:{one_of(OR_MORE, OR_LESS)})\b)", re.IGNORECASE)


def case_in_condition(sentence: str, start: int, end: int) -> bool:
    """Whether the count at sentence[start:end] has no bound and stands inside a condition
    that opens the sentence and ends with a comma (see the module docstring)."""
    for m in _LEADING_CONDITION_RE.finditer(sentence):
        s, e = m.span("body")
        if s <= start and end <= e:
            return not (
                _BOUND_LEFT_RE.search(sentence[s:start]) or _BOUND_RIGHT_RE.match(sentence[end:e])
            )
    return False
