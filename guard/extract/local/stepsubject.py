"""A step's own subject: "the repair usually finishes within 2 days" times the repair.

`subject` reads a value's own subject before any outer cue when its clause states the
value with a verb of being or measuring ("The delivery fee is £4", "Your parcel takes 3
days"). A duration is as often stated by the verb of the thing that takes the time, with
"within" or "in": "Once you've paid, the transfer usually completes within two days", "the
inspection normally finishes in an hour". The subject of that verb is what the duration
measures, whatever the headings or the title above name (a title naming the customer's
situation says nothing of how long each step of it takes). So, when the clause names no
topic of the kind, such a subject with a word the catalogue does not cover for the kind
makes the value `other`, as in `subject`.

The subject is a determiner and up to four words with no verb among them, right before an
optional adverb, a verb in its present third-person form and "within" or "in"; a fronted
time clause ("Once …,") may stand before it. Generic English grammar: no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.segment import Clause
from guard.extract.local.subject import all_known
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
_WORD: Final = r"[A-Za-z][\w'’-]*"
# Auxiliaries and verbs of being: a subject holds none ("the money is returned within").
_NOT_A_NOUN: Final = (
    r"(?!(?:is|are|was|were|be|been|being|will|would|can|could|may|might|must|should|has|have|"
    r"had|does|do|did|usually|normally|typically|generally|always|often)\b)"
)
_STEP_SUBJECT_RE: Final = re.compile(
    r"^[\W_]*(?:(?:once|after|as\s+soon\s+as|when|whenever)\b[^,;:()–—]*,\s*)?"
    r"(?:(?:and|so|then)\s+)?"
    r"(?:the|your|our|their|its|this|that|each|every|a|an)\s+"
    rf"(?P<np>(?:{_NOT_A_NOUN}{_WORD}\s+){{0,3}}{_NOT_A_NOUN}{_WORD})\s+"
    r"(?:(?:usually|normally|typically|generally|always|often)\s+)?"
    rf"{_NOT_A_NOUN}[a-z]+[^s\W]s\s+(?:with)?in\s+"
    r"(?:(?:about|around|roughly|up\s+to|the\s+next)\s+)?$",
    _I,
)


def step_subject(vocab: Vocabulary, kind: str, clause: Clause) -> str | None:
    """The words of a duration's step subject when they name something no topic of `kind`
    covers (see the module docstring), else None."""
    if kind != "duration":
        return None
    m = _STEP_SUBJECT_RE.match(clause.left)
    if m is None:
        return None
    np = m.group("np")
    return None if all_known(vocab, kind, np) else np
