"""Whether a topic is itself about changes: its own words name a change as a noun.

A lead time the writer gives before its own change ("30 days' notice of the change", "we may
vary the fee on giving you 30 days' notice") is no value of a notice topic that measures the
customer's notice, unless the topic is about such changes: "warning before a fee rise",
"fee increase", "changes to your plan". Its words must name the change as a thing (a noun),
not the customer's act of changing something: "change your seat", "update your details" are
a verb with its object, the act a notice topic times, and say nothing of changes announced.
`ofchange` and `changenotice` ask this same question, so it is asked here once.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES, CHANGE_NOUNS, DEMONSTRATIVES, POSSESSIVES, one_of
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

#: Verbs of changing a policy or a value, whose bare form is also a noun ("a change", "an
#: increase", "a revision" aside): the words a topic names a change with.
CHANGE_VERBS: Final = r"change|vary|alter|amend|increase|raise|revise|modify|update|adjust"

#: A change word not followed by a determiner: a noun ("price change", "changes to"), not a
#: verb with its object ("change your seat", "update your details").
_CHANGE_NOUN_RE: Final = re.compile(
    rf"\b(?:{CHANGE_VERBS}|{CHANGE_NOUNS})s?\b"
    rf"(?!\s+(?:{one_of(ARTICLES, POSSESSIVES, DEMONSTRATIVES)})\b)",
    _I,
)


def names_a_change(words: str) -> bool:
    """Whether `words` name a change as a noun (module docstring)."""
    return bool(_CHANGE_NOUN_RE.search(words))


def about_changes(vocab: Vocabulary, topic: str) -> bool:
    """Whether `topic`'s label or `about` phrases name a change as a noun (module docstring);
    an unknown topic is not."""
    spec = vocab.topic(topic)
    return spec is not None and any(names_a_change(w) for w in (spec.label, *spec.about))
