"""The noun a duration describes, said after the verb of a subject another kind's topic names.

"Express repairs need 2 days' notice to book" beside a notice topic ("notice needed to book a
repair") and a price topic ("express repair*"): the duration describes "notice" (`attributive`),
but the clause's subject, before its first verb, is what needs that notice, and a topic of
another kind names that subject by a phrase narrower than the notice topic's own words
("express" is none of them). It is the rule `otherkind` applies to a topic phrase after the
verb ("Your first-term price is locked in for 12 months"), for the noun the duration itself
describes: the notice is that subject's own rule, not the topic's, so the value is `other`.

In a source the value is set aside, no claim (`noclaim.OTHER_SUBJECTS_RULE`, listed with why):
the reader did place it, on a subject the catalogue covers by another topic, so it is no
value left unplaced beside the topic's words (`engine.unplaced`), only a rule no topic
measures. A draft that states it still says something outside coverage (`other`, D0c).

Only a subject that shares a word with the topic, inside the other topic's narrower phrase
(`otherkind._narrowed`): a subject sharing none ("Room hire is £18 for a 90-minute
session") leaves the described noun its own. Kept: a described noun before the first verb
("2 days' notice is needed for express repairs": the notice is the subject), and every
subject `otherkind` keeps (one that names a topic of the value's own kind, or whose phrase
the topic's words hold whole).
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.attributive import attributive_topic
from guard.extract.local.cues import Because
from guard.extract.local.otherkind import _names_subject, other_kind_subject
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER

# The first verb of a clause, as `clausetopic` finds it: what comes before it is the subject.
_FIRST_VERB_RE: Final = re.compile(
    r"\b(?:is|are|was|were|has|have|had|gets?|takes?|costs?|pays?|comes?|carr(?:y|ies)|"
    r"includes?|will|can|may|must|needs?|should|would|could)\b",
    re.IGNORECASE,
)


def other_kind_owner(vocab: Vocabulary, kind: str, topic: str, clause: Clause) -> Because | None:
    """Why the described noun's `topic` is another kind's subject's attribute (module
    docstring), or None. The value sits after the clause's first verb."""
    before = clause.sentence[: clause.start]
    cut = max(before.rfind(p) for p in (".", ";", ":", "!", "?", "\n"))
    left = before[cut + 1 :]
    verb = _FIRST_VERB_RE.search(left)
    if verb is None or not left[: verb.start()].strip():
        return None
    subject = left[: verb.start()]
    if not _names_subject(vocab, topic, subject):
        return None  # "Room hire is £18 for a 90-minute session": the session is its own noun
    return other_kind_subject(vocab, kind, topic, subject)


def owned_by_other_subject(vocab: Vocabulary, kind: str, clause: Clause) -> bool:
    """Whether the value's described noun names a topic while the clause's subject is another
    kind's topic's, narrower (module docstring): the subject's own rule."""
    described = attributive_topic(vocab, kind, clause)
    return (
        described is not None
        and described[0] != OTHER
        and other_kind_owner(vocab, kind, described[0], clause) is not None
    )
