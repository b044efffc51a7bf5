"""A predicate joined to its sentence's first clause shares that clause's subject.

"Your trial is 30 minutes long and costs £5.00": "costs £5.00" has no subject of its own;
English lets a second predicate after "and" (or "but", "then") borrow the first one's, so the
£5.00 is what the trial costs. When nothing names a topic of the value's kind (the sentence's
phrases name the trial's length, a duration), the shared subject still says what the value
is of: the catalogue's key word (`guard.kb.keywords`, the content word a topic's phrases keep
repeating) in that subject picks the topic of the value's kind, when exactly one has it.

A joined part that names a subject of its own ("and the fee is £5", "and it costs £5") is
its own clause, and a subject with no key word of the kind, or one several topics share,
puts the value on no topic, as before. Asked last, after every phrase in the clause, the
sentence and the text around it.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.cues import Because
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.keywords import keyed_topics

_I: Final = re.IGNORECASE
# "<first clause> and costs ", "…, but then comes to ": the joint, then up to two words (the
# predicate's verb and an adverb) right before the value.
_JOINED_RE: Final = re.compile(
    r"^(?P<first>.*?\w)\s*,?\s+(?:and|but|then|and\s+then|but\s+then)\s+"
    r"(?P<predicate>(?:[a-z]+\s+){1,2})$",
    _I | re.S,
)
# Words that open a clause of its own: a determiner or a pronoun is a new subject.
_OWN_SUBJECT: Final = frozenset(
    {
        "the", "a", "an", "your", "our", "their", "its", "this", "that", "these", "those",
        "it", "they", "we", "you", "he", "she", "there", "each", "every", "any", "some", "i",
    }
)  # fmt: skip
# The first clause's subject: its words before its first verb of being, costing or taking.
_SUBJECT_RE: Final = re.compile(
    r"^\W*(?P<subject>.+?)\s+(?:is|are|was|were|will|would|can|costs?|takes?|lasts?|runs?|"
    r"comes?|has|have)\b",
    _I | re.S,
)


def shared_subject_topic(
    vocab: Vocabulary, kind: str, clause: Clause
) -> tuple[str, Because] | None:
    """The topic of `kind` the key word of the subject a joined predicate borrows names, if
    exactly one topic has it (see the module docstring); None otherwise."""
    joined = _JOINED_RE.match(clause.sentence[: clause.start])
    if joined is None:
        return None
    if any(w.lower() in _OWN_SUBJECT for w in joined.group("predicate").split()):
        return None  # "and it costs £5": a clause with its own subject
    subject = _SUBJECT_RE.match(joined.group("first"))
    if subject is None:
        return None
    keyed = keyed_topics(vocab.catalogue, kind, subject.group("subject"))
    if keyed is None or len(keyed[1]) != 1:
        return None
    note = "the subject its joined predicate shares: a key word of the one topic of its kind"
    return keyed[1][0], Because("sentence", keyed[0], "key word", keyed[1][0], note=note)
