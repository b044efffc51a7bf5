"""A coordinated main clause before a value is the value's own clause: the subject of the
clause before it is not the value's subject.

"The loyalty card is free, and replacements take up to 10 days to arrive": the 10 days is
said of "replacements", the subject of its own clause after ", and", not of "the loyalty
card", the subject of the clause before. A reading that takes the sentence's first subject
as the subject of every later topic word (`otherkind`: a topic word after the verb is an
attribute of the subject) must start at the value's own main clause when a conjunction after
a comma or semicolon opens one with its own subject: a subject pronoun ("…, and we refund
within 5 days"), or a noun phrase (a determiner and up to two words at most) that holds the
topic's words, with more words (its verb) after them; a condition ("…, but if you'd rather
keep the place you can move it for £10": a subordinate clause is fronted before a main clause
of its own, so the conjunction opens one); or a noun phrase opened by a
determiner, with its own auxiliary or form of "be" or "have", before the topic's words ("…,
and the rest of your deposit will be back on your card within 5 days": the topic's words
are said of that subject, not of the clause before).

`coordinated` is the other direction: a main clause after a value does not name it. English
grammar only: no topic, phrase or wording of a team's.
"""

from __future__ import annotations

import re
from typing import Final

# A comma or semicolon and a coordinating conjunction (a semicolon alone also joins two main
# clauses).
_JOIN_RE: Final = re.compile(
    r"(?:,\s*(?:and|but|so|yet|or)|;\s*(?:(?:and|but|so|yet|or)\s+)?)\s*", re.I
)
_PRONOUN_RE: Final = re.compile(
    r"(?:we|you|they|i|he|she|it|there)(?:['’](?:ll|re|ve|d|s|m))?\b", re.I
)
# What may stand before the topic's words in a subject: a determiner, up to two words.
_BEFORE_RE: Final = re.compile(
    r"(?:(?:the|your|our|their|my|his|her|this|that|these|those|any|all|a|an)\s+)?"
    r"(?:[A-Za-z][\w'’-]*\s+){0,2}$",
    re.I,
)
# A verb right before the topic's words means they are its object, not the subject.
_VERB_RE: Final = re.compile(
    r"\b(?:is|are|was|were|has|have|had|gets?|takes?|costs?|will|can|may|must|should|would|"
    r"could|do|does|did)\b",
    re.I,
)
# A subject of its own, a determiner and up to four words ("the rest of your deposit"), then
# its verb, before the topic's words: they are said of that subject, in its own main clause
# ("…, and the rest of your deposit will be back on your card within 5 days").
_SUBJECT_THEN_VERB_RE: Final = re.compile(
    r"(?:the|your|our|their|my|his|her|this|that|these|those|any|all|a|an)\s+"
    r"(?:(?!(?:and|or|but)\b)[A-Za-z][\w'’-]*\s+){1,4}?"
    r"(?:is|are|was|were|has|have|had|will|can|may|must|should|would|could)\b",
    re.I,
)


# A condition right after the conjunction: "…, but if you'd rather keep it you can …". A
# clause a subordinator opens cannot stand alone; after ", but" or ", and" it is fronted
# before a new main clause of its own, never a part of the clause before the comma.
_CONDITION_OPENS_RE: Final = re.compile(
    r"(?:if|unless|when|whenever|once|provided(?:\s+that)?|as\s+long\s+as|in\s+case)\b", re.I
)


def own_clause_start(left: str, topic_start: int, topic_end: int) -> int:
    """Where the value's own coordinated main clause starts in `left` (the words before the
    value), when the topic's words at [topic_start, topic_end) stand in it as or after its
    subject (see the module docstring); 0 when the value's clause is the sentence's first."""
    start = 0
    for m in _JOIN_RE.finditer(left, 0, topic_start):
        rest = left[m.end() : topic_start]
        pronoun = _PRONOUN_RE.match(left, m.end()) is not None
        condition = _CONDITION_OPENS_RE.match(left, m.end()) is not None
        noun_led = bool(_BEFORE_RE.fullmatch(rest)) and not _VERB_RE.search(rest)
        subject_led = _SUBJECT_THEN_VERB_RE.match(rest) is not None
        if pronoun or condition or subject_led or (noun_led and left[topic_end:].strip()):
            start = m.end()
    return start
