"""A duration in a clause that names only its money sibling, by the act both are about.

Catalogues pair a fee with the time that decides it: a late-return fee and the return
deadline, a rebooking fee and the free rebooking window. Replies and FAQs tell the
time in the act's own word, beside the fee: "the return came more than 5 days after
delivery", "if you rebook more than 48 hours before, the fee is £10". The clause names the
money topic by one word of the act ("return", matched by a stem phrase such as
`return*`), and no phrase of a duration topic; read by the evidence alone the duration is on
no topic (`other`, or an uncovered subject).

But a duration cannot be the fee's value, and the act's word is also in the phrases of
exactly one topic of the duration's kind (the deadline "return within", "free returns"): the
time said with that act is that topic's. So when the value's clause names a topic of another
kind only by a single word, and that word's stem starts a word of the phrases of exactly one
topic of the value's kind, the value is that topic's. A clause naming the other topic by a
longer phrase ("the late-return fee is refunded within 5 days") says what the time is about
(the fee's refund, not the act) and is left alone, as is a stem two topics of the value's
kind share. So is a duration that is the object of "take" ("it took 30 days to return
the book", "returns take 5 days"): that is how long the act lasts, or lasted, not the
deadline by which it must be done, which is what the sibling topic measures.

English structure only: no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.cues import Because, cue
from guard.extract.local.vocab import Vocabulary

_WORD_RE: Final = re.compile(r"[^\W\d_]+")
#: A stem shorter than this says too little ("car", "pet").
_MIN_STEM: Final = 5
# The duration is what an act takes: "it took [us] [about] ", "returns take ".
_TAKES_RE: Final = re.compile(
    r"\b(?:takes?|took|taking|taken)\s+(?:(?:us|you|them|me|him|her)\s+)?"
    r"(?:(?:about|around|roughly|only|just|over|nearly|almost|up\s+to)\s+)?$",
    re.IGNORECASE,
)


def _stem(vocab: Vocabulary, topic: str, word: str) -> str | None:
    """The stem the topic's one-word phrase gives `word` ("return" from `return*` for
    "returned"), or None when the match was no one-word phrase."""
    spec = vocab.topic(topic)
    if spec is None:
        return None
    w = word.lower()
    for p in spec.about:
        bare = p.rstrip("*").lower()
        if " " in bare or len(bare) < _MIN_STEM:
            continue
        if (p.endswith("*") and w.startswith(bare)) or w == bare:
            return bare
    return None


def sibling_topic(
    vocab: Vocabulary, kind: str, left: str, right: str
) -> tuple[str, Because] | None:
    """The one topic of `kind` whose phrases hold the stem of the single word by which
    the value's clause (`left` of the value, `right` of it) names a topic of another kind,
    or None."""
    if kind != "duration" or _TAKES_RE.search(left):
        return None
    text = f"{left} {right}"
    found = cue(text, vocab).strong
    others = [(s, e, t) for s, e, t in found if (spec := vocab.topic(t)) and spec.kind != kind]
    if not others or len(others) != len(found):
        return None
    owners: set[str] = set()
    said = ""
    for s, e, t in others:
        words = text[s:e]
        if len(_WORD_RE.findall(words)) != 1:
            return None  # a longer phrase says what the time is about
        stem = _stem(vocab, t, words)
        if stem is None:
            return None
        said = words
        for topic in vocab.catalogue.of_kind(kind):
            if any(w.startswith(stem) for p in topic.about for w in _WORD_RE.findall(p.lower())):
                owners.add(topic.key)
    if len(owners) != 1:
        return None
    (owner,) = owners
    spec = vocab.topic(owner)
    note = f"'{said}' names the act {owner}'s phrases name; a duration is no fee"
    return owner, Because("clause", said, "about", owner, spec.about if spec else (), note)
