"""A choice option that is the subject of a negated modal: "The front desk can't issue refunds".

A choice topic's option ("front desk", "by phone", "in the app") is read where its words
appear. When they open the subject of a clause whose verb is a negated modal ("Our front
desk staff can't issue refunds", "The app won't let you change plans", "Phone agents are
unable to cancel"), the sentence denies that route: it names the option the policy does not
offer, as "you can't cancel by phone" does with the negation before it (`dropped._negated`).
Read as stated, it would give the option as a value the source states and conflict with the
route the same source names ("only online").

Only the option's own subject: the words from the clause's start to the option are a
determiner or a few modifiers (no verb, no pronoun subject, no preposition), and the words
from the option to the negation are at most a few nouns of its noun phrase ("staff", "team",
"desk"), never an auxiliary, a pronoun or a conjunction that would start another clause
("the app says you can't" is another subject's denial). The negation is a modal of ability,
permission or willingness ("can't", "cannot", "won't", "may not", "are unable to", "aren't
able to", "aren't allowed to"): generic English, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import PUNCTUATION, clause_before

#: The reason `dropped.why_not_a_claim` gives.
DENIED_SUBJECT: Final = "the subject of a negated modal: a route the sentence denies"

# Words that end a subject or start another clause: a pronoun, a verb form, a preposition,
# a conjunction or a relative pronoun. None may sit between the clause start and the option
# or between the option and the negation.
_NOT_SUBJECT: Final = (
    r"(?:i|you|he|she|it|we|they|there|is|are|was|were|be|been|am|has|have|had|do|does|did|"
    r"will|would|can|could|may|might|must|shall|should|to|at|in|on|by|via|through|from|with|"
    r"for|of|over|into|and|or|but|so|because|if|unless|when|once|while|that|which|who|"
    r"where|then|only|just|also|not|no|\w+['’](?:ll|re|ve|d|s|t))"
)

_WORD: Final = rf"(?!{_NOT_SUBJECT}\b)[A-Za-z][\w-]*"

# The clause's words before the option: a determiner or possessive and a modifier or two.
_SUBJECT_LEFT_RE: Final = re.compile(rf"^\s*(?:{_WORD}\s+){{0,3}}$", re.IGNORECASE)

# A negated modal of ability, permission or willingness.
_NEGATED_MODAL: Final = (
    r"(?:cannot|can['’]?t|can\s+not|won['’]?t|will\s+not|may\s+not|mustn['’]?t|must\s+not|"
    r"couldn['’]?t|could\s+not|(?:is|are|am)(?:\s+not|n['’]?t)\s+(?:able|allowed|permitted)\s+to|"
    r"(?:is|are)\s+unable\s+to)\b"
)

# The option's noun phrase ends in at most three of its nouns, then the negated modal.
_NEGATED_RIGHT_RE: Final = re.compile(rf"^\s+(?:{_WORD}\s+){{0,3}}{_NEGATED_MODAL}", re.IGNORECASE)


def denied_subject(sentence: str, start: int, end: int) -> bool:
    """Whether the option phrase at sentence[start:end] opens the subject of a clause whose
    verb is a negated modal (see the docstring)."""
    if not _SUBJECT_LEFT_RE.match(clause_before(sentence, start, PUNCTUATION)):
        return False
    return bool(_NEGATED_RIGHT_RE.match(sentence[end:]))
