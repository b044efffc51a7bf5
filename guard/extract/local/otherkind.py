"""A topic word said of a subject that another kind's topic names is that subject's attribute.

"Your first-term price is locked in for the whole term you choose (12, 24 or 36 months)":
the clause's subject, "your first-term price", names a price topic, and "locked" (a phrase
of a duration topic) is what the verb says of that price. The months measure how long the
price holds, which is not what the duration topic measures, so the value is `other`. This is
the rule `_uncovered_lead` applies to a subject the catalogue does not cover ("International
parcels are delivered within 5 days"), for a subject a topic of another kind covers.

Kept as the topic's reading:
- a subject that also names a topic of the value's own kind ("Refunds are paid back within
  5 days" beside a refund-amount and a refund-time topic);
- a subject whose words the topic's own label or phrases use: "Your deposit will be back on
  your card within 3 days" beside a "how long a deposit hold takes to be released" topic
  measures something of the deposit itself.
"""

from __future__ import annotations

import re

from guard.extract.local.cues import Because, cue
from guard.extract.local.subject import _FUNCTION, _GENERIC, _norm
from guard.extract.local.vocab import Vocabulary


def _content(text: str) -> set[str]:
    words = (_norm(w) for w in re.findall(r"[^\W\d_]+", text.replace("_", " ")))
    return {w for w in words if w not in _GENERIC and w not in _FUNCTION}


def _names_subject(vocab: Vocabulary, topic: str, subject: str) -> bool:
    """Whether `topic`'s key, label or phrases use a content word of `subject`."""
    spec = vocab.topic(topic)
    if spec is None:
        return True
    own = _content(" ".join((spec.key, spec.label or "", *spec.about, *spec.hints)))
    return bool(own & _content(subject))


def _narrowed(
    vocab: Vocabulary, topic: str, subject: str, strong: tuple[tuple[int, int, str], ...]
) -> bool:
    """Whether every word the subject shares with the topic sits in a phrase of another
    kind's topic that adds a word the topic's own words lack: "Express repairs need 2
    days' notice" beside a notice topic "notice needed to cancel repairs" and a price topic
    "express repair*". The subject shares only the head noun ("repairs") with the topic, and
    shares it inside the other topic's phrase, whose modifier ("express") names a narrower
    thing: that other topic's subject, whose notice is its own rule. A subject whose phrase
    the topic's words hold whole ("Your deposit" beside "how long a deposit hold takes"), or
    that shares a word with the topic outside such a phrase ("When a parcel is delayed by us,
    you …" beside a topic "apology voucher for delayed parcels"), is still the topic's."""
    spec = vocab.topic(topic)
    if spec is None:
        return False
    own = _content(" ".join((spec.key, spec.label or "", *spec.about, *spec.hints)))
    shared = _content(subject) & own
    narrower: set[str] = set()
    for s, e, owner in strong:
        other = vocab.topic(owner)
        words = _content(subject[s:e])
        if other is not None and other.kind != spec.kind and words & own and words - own:
            narrower |= words
    return bool(shared) and shared <= narrower


def other_kind_subject(vocab: Vocabulary, kind: str, topic: str, subject: str) -> Because | None:
    """Why a value of `kind` whose `topic` phrase follows the verb is `other` (see the module
    docstring): the subject's phrase of another kind's topic, or None."""
    c = cue(subject, vocab)
    kinds = {m: vocab.topic(m[2]) for m in (*c.strong, *c.hints)}
    if any(spec is None or spec.kind == kind for spec in kinds.values()):
        return None
    if _names_subject(vocab, topic, subject) and not _narrowed(vocab, topic, subject, c.strong):
        return None
    for (s, e, owner), spec in kinds.items():
        if spec is not None and (s, e, owner) in c.strong:
            note = f"'{subject[s:e]}' names the subject, {owner}, a topic of another kind"
            return Because("clause", subject[s:e], "about", owner, spec.about, note)
    return None
