"""A topic's head noun said alone: a weaker cue for the one topic whose phrases it heads.

A catalogue phrase is a noun phrase or a verb phrase with its object: "key deposit",
"deposit for the gate key", "give notice", "notice to quit". Once the subject is clear,
people shorten such a phrase to its head, the noun the rest of it qualifies or the object
its verb takes: "the deposit is £20", "two months' notice", "the wait is about a year".
A head qualified by a word none of the topic's phrases has ("the cooling-off period" beside
a "grace period") names a thing of its own and is no cue.
The head alone says less than the phrase (it is one word, and common English), so it is a
cue only where no phrase names a topic, and only when exactly one topic of the value's kind
has phrases headed by it: a head two topics share is the catalogue's word for both, and a
topic of another kind never takes the value (as in `evidence`, where a shared cue weighs
1/n and another kind's topic is no candidate).

A phrase gives its head only when it states it first, then what it is of or for: "deposit
for the gate key", "notice to quit", "wait for a plot". There the head names the thing and
the complement says whose. In a compound ("trial lesson", "grace period") the modifier is
what picks the topic out of all lessons or periods, and a verb's object ("give notice")
cannot be told from a compound by grammar alone: neither gives a head. A pattern phrase
(alternatives, brackets, gaps, wildcards) gives none.
English grammar only; the words compared are the catalogue's own.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.extract.local.cues import Because
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import Catalogue
from guard.kb.phrases import FUNCTION_WORDS

_I: Final = re.IGNORECASE
_WORD_RE: Final = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
# Prepositions that open a head's complement ("deposit for the gate key"); particles
# ("give up") are part of a verb, not a complement, and are left out.
_COMPLEMENT: Final = frozenset({"of", "for", "to", "on", "in", "at", "with", "from", "by", "per"})
_PATTERN: Final = re.compile(r"[|()\[\]*=…]|\.\.\.")
# Where a noun phrase read from a clause ends: a contracted "is" or a possessive ("the
# deposit's refundable"), or a courtesy word after it ("notice please").
_NP_END_RE: Final = re.compile(
    r"['’]s\b.*$|\s+(?:please|thanks|thank\s+you|too|then|now|instead)\b.*$", _I | re.S
)
NOTE: Final = "its head noun heads only this topic's phrases"

# The value's own clause as "<determiner> <noun phrase> <verb> [adverbs]" right before the
# value: "and the wait is roughly", "your deposit should be about".
_SUBJECT_RE: Final = re.compile(
    r"(?:^|[,;:]\s*|\b(?:and|but|so|while)\s+)"
    r"(?:the|your|our|their|my|its|this|that)\s+"
    r"(?P<np>(?:[A-Za-z][\w'’-]*\s+){0,2}[A-Za-z][\w'’-]*?)\s+"
    r"(?:is|are|was|were|will\s+be|should\s+be|would\s+be|takes?|lasts?|runs?|comes?\s+to)"
    r"\s+(?:(?:about|around|roughly|approximately|usually|normally|typically|currently|now|"
    r"only|just|at\s+least|at\s+most|up\s+to)\s+)*$",
    _I,
)


def _norm(word: str) -> str:
    w = word.casefold()
    w = re.sub(r"['’]s?$", "", w)
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def phrase_head(phrase: str) -> str | None:
    """The head a phrase states first, normalised: its first content word when a
    preposition follows it right away ("deposit for the gate key" → "deposit", "notice to
    quit" → "notice"); None for any other phrase (see the module docstring)."""
    if _PATTERN.search(phrase):
        return None
    words = [w.casefold() for w in _WORD_RE.findall(phrase)]
    while words and words[0] in FUNCTION_WORDS:
        words.pop(0)
    if len(words) < 3 or words[1] not in _COMPLEMENT:
        return None
    return _norm(words[0])


@lru_cache(maxsize=64)
def heads(cat: Catalogue) -> dict[tuple[str, str], tuple[str, ...]]:
    """(kind, head word) → the topics of that kind with an `about` phrase headed by it."""
    out: dict[tuple[str, str], set[str]] = {}
    for t in cat.topics:
        for p in t.about:
            h = phrase_head(p)
            if h is not None:
                out.setdefault((t.kind, h), set()).add(t.key)
    return {k: tuple(sorted(v)) for k, v in out.items()}


def head_topic(vocab: Vocabulary, kind: str, words: str) -> tuple[str, Because] | None:
    """The one topic of `kind` whose phrases are headed by the head of `words` (a noun
    phrase the value is said of: its last content word, `_NP_END_RE` cut off), or None."""
    table = heads(vocab.catalogue)
    said = _WORD_RE.findall(_NP_END_RE.sub("", words))
    content = [i for i, w in enumerate(said) if w.casefold() not in FUNCTION_WORDS]
    if not content:
        return None
    i = content[-1]
    owners = table.get((kind, _norm(said[i])), ())
    if len(owners) != 1:
        return None
    spec = vocab.topic(owners[0])
    about = spec.about if spec is not None else ()
    if _modified_otherwise(said[:i], about):
        return None  # "the cooling-off notice": a notice of its own
    return owners[0], Because("clause", said[i], "about", owners[0], about, note=NOTE)


# Right after a head noun: its own "of"-complement, after at most a short adverbial ("notice
# in writing of any change", "notice by email of the new price").
_OF_AFTER_RE: Final = re.compile(r"(?:\s+(?:in|by|via)\s+[\w'’-]+)?\s+of\b", _I)


def qualified_after(sentence: str, at: int) -> bool:
    """Whether the head noun ending at `at` is followed by its own "of"-complement: "notice
    in writing of any change to the fee" is a notice of that change, qualified by what it is
    of as surely as by a word before it (`_modified_otherwise`), so its head is no cue. The
    complement itself may still name a topic (`nouncomplement`)."""
    return _OF_AFTER_RE.match(sentence, at) is not None


def _modified_otherwise(before: list[str], about: tuple[str, ...]) -> bool:
    """Whether a word before the head qualifies it as something the topic's phrases do not
    say: a content word in none of them."""
    known = {_norm(w) for p in about for w in _WORD_RE.findall(p)}
    return any(w.casefold() not in FUNCTION_WORDS and _norm(w) not in known for w in before)


def subject_head_topic(vocab: Vocabulary, kind: str, clause: Clause) -> tuple[str, Because] | None:
    """The topic the head of the value's own subject names ("and the wait is roughly 2
    years": `head_topic`), or None when the clause has no such subject right before it."""
    m = _SUBJECT_RE.search(clause.left)
    return head_topic(vocab, kind, m.group("np")) if m is not None else None
