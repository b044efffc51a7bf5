"""A thing's own handling, said in the passive, is no time to ask for that thing.

A duration topic's label often says whose act it times with an infinitive: "time to ask
for a refund", "time to request a replacement", "time to claim a rebate". The thing named
after that act (the refund) is then done by someone else once asked for: "Refunds are made
to the original card within 10 working days of being agreed", "replacements are sent
within 5 days" say how long the handling of the thing takes (the writer's process), not how
long the customer has to ask. The passive leaves its doer unsaid, but its subject is the
thing itself, not the asking.

So a duration whose own sub-clause is a plain passive, "<subject> is|are <participle> […]
within <value>", is `other` on a topic whose label is "time to <verb> … <thing>" when:

- the subject names the label's thing (a word of the thing, by its stem: "refunds" for
  "refund"),
- and neither the subject nor the participle names the label's verb, nor any of the topic's
  words the participle ("Returns are accepted within 30 days" on "time to return an item":
  the returns are the label's own act; "refunds are made within" on a topic whose phrases
  say "refund made" is that topic's),
- and the participle is no verb of permitting ("accepted", "allowed", "permitted",
  "considered", "granted", "possible", "available"): those say what the window lets the
  customer do, which is the asking ("refund requests are accepted within 14 days").

English grammar of an infinitive label and a passive clause, never a list of a team's
words: the test is the topic's own label against the clause's subject and verb. Anything
unsure keeps the reading: a label without "time to <verb>", a passive with a modal ("must be
made within": a rule the customer meets), an active clause (`whoseact` reads those).
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import SUB_CLAUSE_BUT_SEMICOLON, clause_start
from guard.extract.local.cues import Because
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

# The label's act and what it is done to: "time to ask for a deposit refund", "time (you
# have) to request a replacement", "days to claim a rebate".
_LABEL_RE: Final = re.compile(
    r"\b(?:time|days|period|window|how\s+long)\b(?:\s+(?:you|customers?)\s+(?:have|get))?"
    r"\s+to\s+(?P<verb>[a-z]+)\s+(?:(?:for|about)\s+)?(?P<thing>[^,;()]+)$",
    _I,
)
# The plain passive before the value: "<subject> is|are [adverb] <participle> [up to six
# words] within". No modal: "must be made within" is a rule the customer meets.
_PASSIVE_RE: Final = re.compile(
    r"(?<![\w'’.-])(?P<subject>[\w'’-]+(?:\s+[\w'’-]+){0,3}?)\s+(?:is|are)\s+"
    r"(?:(?:usually|normally|typically|generally|always|then)\s+)?"
    r"(?P<participle>[a-z]+(?:ed|en|id|de|t))\s+(?:[\w'’-]+\s+){0,6}?(?:with)?in\s+$",
    _I,
)
_PERMITTING: Final = frozenset(
    {"accepted", "allowed", "permitted", "considered", "granted", "welcomed", "taken"}
)
_WORD_RE: Final = re.compile(r"[a-z]+", _I)
_FUNCTION: Final = frozenset({"a", "an", "the", "your", "our", "their", "any", "of", "for"})


def _stem(word: str) -> str:
    word = word.lower()
    return word[:5] if len(word) > 5 else word.rstrip("es") or word


def _stems(text: str) -> set[str]:
    return {_stem(w) for w in _WORD_RE.findall(text) if w.lower() not in _FUNCTION}


def handled_not_asked(vocab: Vocabulary, kind: str, clause: Clause, topic: str) -> Because | None:
    """Why a duration read on `topic` is the time the topic's thing takes to be handled,
    not the time to do the label's act to it (the module docstring), or None."""
    if kind != "duration":
        return None
    spec = vocab.topic(topic)
    label = _LABEL_RE.search(spec.label) if spec is not None else None
    if spec is None or label is None:
        return None
    left = clause.left[clause_start(clause.left, len(clause.left), SUB_CLAUSE_BUT_SEMICOLON) :]
    m = _PASSIVE_RE.search(left)
    if m is None:
        return None
    participle = m["participle"].lower()
    if participle in _PERMITTING:
        return None
    subject = _stems(m["subject"])
    verb = _stem(label["verb"])
    if not subject & _stems(label["thing"]) or verb in subject or _stem(participle) == verb:
        return None
    if _stem(participle) in _stems(" ".join((*spec.about, *spec.hints))):
        return None
    note = f"how long the {m['subject'].strip()} take to be {participle}, not the time to {verb}"
    return Because("clause", m.group().strip(), note=note)
