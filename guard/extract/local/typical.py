"""A count said of part of a group: "Tip: most couples pick 3 a week", "Many families order 4".

A count topic is a limit or an allowance: what anyone may have. A sentence whose subject is
a quantified group ("most couples", "many of our members", "some families") says what part
of that group does or has, a typical choice, not what the rule allows: the limit may be 5
while most people pick 3. Read as the topic's value it would contradict the real limit. So
a count whose clause opens with a quantifier, a plural noun and its verb is no claim.

The group may go unsaid, the quantifier standing for the group just named ("for children
starting school (most are 11)", "many of them need 2"): the same part of a group.

So does a count said of one typical member of a group: an indefinite subject with an adverb
of frequency ("A four-person household usually orders 6", "a large office typically
needs 40"). "A …" names no one in particular, and "usually" says what happens as a rule of
thumb, not what is allowed: a typical amount, not the allowance.

Only a count, and only such a subject at the start of the value's clause: "The most you can
have is 5" (a superlative, not a quantifier) and "you can pick up to 5, as most couples do"
(the value before the group) keep their claim. English determiners only, no catalogue's
words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import PUNCTUATION, clause_before

#: The reason `dropped.why_not_a_claim` gives.
TYPICAL: Final = "what part of a group does, not a limit"

_QUANTIFIER: Final = (
    r"(?:most|many|some|several|few|a\s+few|lots|plenty|(?:the\s+)?majority|half|a\s+lot)"
)
# The quantifier opens the clause, then its group, a plural ("couples", "of our members", "UK
# families", "people"), then a verb and at most two more words before the value.
# The group may be left out, the quantifier standing for it as a pronoun ("(most are 11)",
# "many of them need 2"): the group is the one just named, and the clause still says what
# part of it is or does.
_GROUP_RE: Final = re.compile(
    rf"^\s*{_QUANTIFIER}\s+(?:(?:of\s+)?(?:(?:our|the|your|these|those|all)\s+)?"
    r"(?:[\w-]+\s+)?(?:[a-z][\w-]*s|people|children|folk)\s+|of\s+(?:them|those|these)\s+)?"
    r"(?:[a-z'’]+\s+){1,3}$",
    re.IGNORECASE,
)

# "A three-person household usually orders ": "a"/"an", up to three words of its noun, an
# adverb of frequency, then a verb and at most two more words before the value.
_TYPICAL_MEMBER_RE: Final = re.compile(
    r"^\s*an?\s+(?:[\w'’-]+\s+){1,3}(?:usually|typically|normally|generally|often|tends\s+to)\s+"
    r"(?:[a-z'’]+\s+){1,3}$",
    re.IGNORECASE,
)

# A range's lower end right before the value read at its top ("60 to 70").
_RANGE_START_RE: Final = re.compile(r"\d[\d,.]*\s*(?:to|-|–)\s*$", re.IGNORECASE)


def said_of_part_of_a_group(sentence: str, start: int) -> bool:
    """Whether the count at sentence[start] is said of part of a group (see the docstring)."""
    # "fills 60 to 70": the 70's clause
    clause = _RANGE_START_RE.sub("", clause_before(sentence, start, PUNCTUATION))
    return bool(_GROUP_RE.match(clause) or _TYPICAL_MEMBER_RE.match(clause))
