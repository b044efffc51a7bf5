"""How long another party is given to do an act: a time of that act, not of the topic its
object names.

"The 48 hours is how long a supplier has to confirm a standard order", "a supplier has 2 days
to confirm an emergency callout": the duration is what someone (a third party: not the
customer, not us) is allowed for the verb after "to", and the topic's phrase is only that
verb's object. A topic measures one act of its thing (its label and phrases say which:
"routine repair time" is the repairing), so a verb that none of the topic's words name
(accepting, confirming) times another act: the value is `other`. When the verb is one the
topic's words name ("the landlord has 14 days to return your deposit" on "deposit return
time") the time is the topic's, and the reading is left to the rest of `topics`.

English grammar only: "how long X has to V …" after the value, or "X has <value> to V …"
around it; the test is the topic's own words, never a list of verbs.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.cues import Because
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrases import compile_phrases

_I: Final = re.IGNORECASE

# The customer or us: their allowance is the policy itself ("you have 14 days to cancel").
_OWN_PARTY: Final = r"(?:you|your|we|us|our|i)\b"
_HAS: Final = r"(?:has|have|gets?|is\s+given|are\s+given)"
# After the value: "is how long a supplier has to confirm a standard order".
_HOW_LONG_RE: Final = re.compile(
    rf"^\s*(?:is|was|means)\s+(?:how\s+long|the\s+time)\s+(?!{_OWN_PARTY})"
    rf"(?:[\w'’-]+\s+){{1,4}}?{_HAS}\s+to\s+(?P<verb>[a-z]+)\b(?P<object>[^,;.!?]*)",
    _I,
)
# Around the value: "a supplier has 48 hours to confirm a standard order".
_HAS_BEFORE_RE: Final = re.compile(
    rf"(?:^|[,;:]\s*|\b(?:and|but)\s+)(?!{_OWN_PARTY})(?:[\w'’-]+\s+){{1,4}}?{_HAS}\s+$", _I
)
_TO_VERB_RE: Final = re.compile(r"^\s*to\s+(?P<verb>[a-z]+)\b(?P<object>[^,;.!?]*)", _I)
_WORD_RE: Final = re.compile(r"[a-z]+", _I)


def _stem(word: str) -> str:
    word = word.lower()
    return word[:5] if len(word) > 5 else word.rstrip("es") or word


def _names_verb(vocab: Vocabulary, topic: str, verb: str) -> bool:
    spec = vocab.topic(topic)
    if spec is None:
        return True
    stem = _stem(verb)
    words = _WORD_RE.findall(" ".join((spec.label, *spec.about, *spec.hints)).lower())
    return any(w.startswith(stem) for w in words)


def another_partys_act(vocab: Vocabulary, kind: str, clause: Clause) -> Because | None:
    """Why a duration is the time another party has for an act no topic of its kind names
    (the module docstring), or None."""
    if kind != "duration":
        return None
    m = _HOW_LONG_RE.match(clause.right)
    if m is None and _HAS_BEFORE_RE.search(clause.left):
        m = _TO_VERB_RE.match(clause.right)
    if m is None:
        return None
    named = [
        t.key
        for t in vocab.catalogue.of_kind(kind)
        if (rx := compile_phrases(t.about)) is not None and rx.search(m["object"])
    ]
    if not named or any(_names_verb(vocab, t, m["verb"]) for t in named):
        return None
    return Because("clause", m.group().strip(), note="the time another party has for another act")
