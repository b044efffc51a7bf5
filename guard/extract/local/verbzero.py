"""A price of zero said as the complement of a verb: "bikes travel free", "kids eat free".

The predicate zero (`money`) is read after a copula ("bikes are free", "it stays free"); the
same "free" after the subject's own verb says the same thing of the subject: what travels,
eats or parks free costs nothing to do so. Which topic it prices is decided as for every
zero (`zerotopic.zero_topic`): only a money or percent topic its clause names, so "children
under 4 travel free" in a catalogue whose only topic there is an age stays no claim.

English grammar only, never a catalogue's words: the verb is found by its slot, right after
its subject, and the "free" must close the predicate (a clause's end or a qualifier: "free
with an adult", "free on weekdays"), since "free" before a noun is an adjective
(`freenoun`) and "free to"/"free from" say no price. The subject slot is a plural noun, a
number ("under 4"), a subject pronoun or a modal before a bare verb, or a singular noun before
a verb in -s ("your bike travels free"). A negation before the verb ("bikes don't travel
free") says there is a price: no zero.
"""

from __future__ import annotations

import re
from typing import Final

from guard.clauses import COORDINATED_PREDICATE, clause_before
from guard.extract.local.cues import cue
from guard.extract.local.found import Found
from guard.extract.local.money import _FREE_QUALIFIER
from guard.extract.local.vocab import Vocabulary
from guard.models import Value

# The last word before the verb, the verb, "free", then the predicate's end or a qualifier.
_VERB_FREE_RE: Final = re.compile(
    r"(?:(?<![\w'’-])(?P<before>[\w'’]+)\s+|^\s*)(?P<verb>[a-z]+)\s+(?P<free>free)\b"
    rf"(?=\s*(?:$|[.,;:!?)]|\s[-–—]|{_FREE_QUALIFIER}))",
    re.IGNORECASE,
)

# Words that open a subject's verb slot: subject pronouns and modals.
_OPENER_WORDS: Final = """
    i you we they he she it those these can could may might will would shall should must
    also still always usually often
    """
_OPENERS: Final = frozenset(_OPENER_WORDS.split())

# Closed-class words that are never the verb before a predicate "free" (a copula's "free" is
# `money`'s), nor a subject: ending in -s does not make them plural nouns.
_FUNCTION_WORDS: Final = """
    is are was were be been being am has have had does do did this its his hers ours yours
    theirs us yes plus less unless across as thus gets get got feel feels set sets
    a an the your our my their her any some no not and or but for of to in on at by with
    from into them him me
    """
_FUNCTION: Final = frozenset(_FUNCTION_WORDS.split())

# A negation earlier in the clause: "bikes don't travel free" says there is a charge.
_NEGATION_RE: Final = re.compile(r"\b(?:not|never|no\s+longer|\w+n['’]t)\b", re.IGNORECASE)


def verb_zeros(sentence: str, vocab: Vocabulary) -> list[Found]:
    """Each "free" closing a predicate right after its subject's verb, as a price of zero
    whose words are the "free" alone (the clause names its topic, as for "is free")."""
    if "free" not in sentence.casefold():
        return []
    strong = cue(sentence, vocab).strong
    out: list[Found] = []
    for m in _VERB_FREE_RE.finditer(sentence):
        if not _verb_after_subject(m["before"], m["verb"]):
            continue
        if any(s <= m.start("free") < e and _priced(vocab, t) for s, e, t in strong):
            continue  # "free" is part of a price topic's own phrase ("free delivery over")
        if _NEGATION_RE.search(clause_before(sentence, m.start("verb"), COORDINATED_PREDICATE)):
            continue
        value = Value(amount=0, unit="XXX", kind="money")
        out.append(Found(m.start("free"), m.end("free"), m["free"], value, free=True))
    return out


def _verb_after_subject(before: str | None, verb: str) -> bool:
    """Whether `verb` stands in a verb's slot after `before` (None: the clause's start)."""
    v = verb.casefold()
    if v in _FUNCTION or v in _OPENERS or v.endswith("ly"):
        return False
    if before is None:
        return True  # "Travel free with an adult": an imperative
    b = before.casefold()
    if b in _FUNCTION or b.endswith("ly"):
        return False
    if b in _OPENERS or b.isdigit() or (b.endswith("s") and not b.endswith("ss")):
        return True  # "you travel", "under 4 travel", "bikes travel"
    return v.endswith("s") and not v.endswith("ss")  # "your bike travels free"


def _priced(vocab: Vocabulary, topic: str) -> bool:
    spec = vocab.topic(topic)
    return spec is not None and spec.kind in ("money", "percent")
