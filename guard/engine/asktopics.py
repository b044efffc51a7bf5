"""Which topics a question is about, best first: scored by evidence, never by catalogue order.

A question ("What fee do we charge on payments in a foreign currency?") names topics through
their `about` phrases (and a choice topic's option phrases). Many topics share a generic word
("fee", "card", "refund") and one names the question's specific words ("foreign currency"),
so each topic is scored by the words it matches, each weighted by how specific it is:

- a word's weight is its IDF over the catalogue, ln(1 + N / df), where df is how many of the
  N topics use the word in their `about` phrases, option phrases or label: a word every
  topic shares weighs least, a word one topic owns weighs most;
- a topic's score is the sum of the weights of the question's words inside its phrase
  matches (so a longer phrase match weighs more), plus half the weight of the question's
  other words that its label uses, plus one more cue for the question's kind when it is
  the topic's kind: "how long", "when" → duration; "how much", "what fee", "cost", "price"
  → money or percent; "how many" → count; "can I", "do you", "is it" → choice.

Only a topic with at least one phrase match (outside its `not_about`) is a candidate; the
label and the kind only rank candidates. Ties fall to the topic key, so shuffling the
catalogue never changes the order. Pure: text in, keys out.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from guard.kb.catalogue import Catalogue, TopicSpec
from guard.kb.phrasematch import find_all

_I: Final = re.IGNORECASE
_WORD: Final = re.compile(r"[a-z0-9]+\*?", _I)
_STOP_WORDS: Final = (
    "a an the of to for on in at by from with and or is are be do does did we you i my your "
    "our us it its this that what how when can will would should there their they them me "
    "if any all"
)
_STOP: Final = frozenset(_STOP_WORDS.split(" "))
#: The cue the question's kind gives a topic of that kind, in the same units as a word's
#: weight (a word that two of three topics share weighs about 0.9).
KIND_WEIGHT: Final = 1.0
LABEL_FACTOR: Final = 0.5

#: A question's kind, from generic English question words. "how many days" asks a duration.
_KINDS: Final[tuple[tuple[tuple[str, ...], re.Pattern[str]], ...]] = (
    (
        ("duration",),
        re.compile(
            r"\bhow\s+(?:long|soon|quickly|fast)\b|\bwhen\b|\bhow\s+many\s+(?:\w+\s+)?"
            r"(?:minutes?|hours?|days?|weeks?|months?|years?)\b|\bwhat\s+age\b|\bhow\s+old\b",
            _I,
        ),
    ),
    (
        ("money", "percent"),
        re.compile(
            r"\bhow\s+much\b|\bwhat\s+(?:fee|charge|rate|price|percentage)s?\b|\bcosts?\b|"
            r"\bprices?\b|\bfees?\b|\bcharged?\b|\bpercent(?:age)?\b",
            _I,
        ),
    ),
    (
        ("count",),
        re.compile(
            r"\bhow\s+many\b(?!\s+(?:\w+\s+)?(?:minutes?|hours?|days?|weeks?|months?|years?)\b)",
            _I,
        ),
    ),
    (
        ("choice",),
        re.compile(
            r"^\W*(?:can|could|do|does|is|are|will|may)\s+(?:i|we|you|it|they|there|my)\b|"
            r"\b(?:can\s+i|do\s+you|is\s+it|are\s+there|is\s+there|which)\b",
            _I,
        ),
    ),
)


def question_kinds(question: str) -> frozenset[str]:
    """The value kinds the question asks for, from its question words."""
    return frozenset(k for kinds, rx in _KINDS if rx.search(question) for k in kinds)


def _stem(word: str) -> str:
    w = word.lower().removesuffix("'s").removesuffix("’s")
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


@dataclass(frozen=True)
class _Words:
    exact: frozenset[str]
    prefixes: tuple[str, ...]

    def has(self, word: str) -> bool:
        return word in self.exact or any(word.startswith(p) for p in self.prefixes)


def _words_of(texts: Iterable[str]) -> _Words:
    exact: set[str] = set()
    prefixes: set[str] = set()
    for text in texts:
        for token in _WORD.findall(text):
            if token.endswith("*"):
                prefixes.add(token[:-1].lower())
            elif token.lower() not in _STOP:
                exact.add(_stem(token))
    return _Words(frozenset(exact), tuple(sorted(prefixes)))


def _phrases(t: TopicSpec) -> tuple[str, ...]:
    return (*t.about, *(p for _, words in t.choices for p in words))


@dataclass(frozen=True)
class _Vocabulary:
    topics: tuple[TopicSpec, ...]
    phrase_words: tuple[_Words, ...]
    label_words: tuple[_Words, ...]

    def idf(self, word: str) -> float:
        df = sum(
            1
            for p, lab in zip(self.phrase_words, self.label_words, strict=True)
            if p.has(word) or lab.has(word)
        )
        n = len(self.topics)
        return math.log(1 + n / max(df, 1))


@lru_cache(maxsize=32)
def _vocabulary(cat: Catalogue) -> _Vocabulary:
    topics = tuple(sorted(cat.topics, key=lambda t: t.key))
    return _Vocabulary(
        topics=topics,
        phrase_words=tuple(_words_of(_phrases(t)) for t in topics),
        label_words=tuple(_words_of((t.label or "", t.key.replace("_", " "))) for t in topics),
    )


def _question_words(question: str) -> list[tuple[int, int, str]]:
    return [
        (m.start(), m.end(), _stem(m.group()))
        for m in re.finditer(r"[A-Za-z0-9]+(?:['’]s)?", question)
        if m.group().lower() not in _STOP
    ]


def topic_scores(question: str, cat: Catalogue) -> dict[str, float]:
    """Every candidate topic's score for the question (a topic none of whose phrases the
    question uses outside its `not_about` is no candidate)."""
    voc = _vocabulary(cat)
    words = _question_words(question)
    kinds = question_kinds(question)
    scores: dict[str, float] = {}
    for t, own, label in zip(voc.topics, voc.phrase_words, voc.label_words, strict=True):
        blocked = find_all(t.not_about, question)
        spans = [
            (s, e)
            for s, e in find_all(_phrases(t), question)
            if not any(bs < e and s < be for bs, be in blocked)
        ]
        if not spans:
            continue
        inside = [
            w for w in words if any(s <= w[0] and w[1] <= e for s, e in spans) and own.has(w[2])
        ]
        score = sum(voc.idf(w[2]) for w in inside) or math.log(2)
        score += LABEL_FACTOR * sum(
            voc.idf(w[2]) for w in words if w not in inside and label.has(w[2])
        )
        if t.kind in kinds:
            score += KIND_WEIGHT
        scores[t.key] = score
    return scores


def ranked_topics(question: str, cat: Catalogue, among: Iterable[str] | None = None) -> list[str]:
    """The candidate topics, best score first, ties by key; `among` keeps only those (the
    topics the question's own claims name), each of them ranked even with no phrase match."""
    scores = topic_scores(question, cat)
    keys = list(scores) if among is None else list(dict.fromkeys(among))
    return sorted(keys, key=lambda k: (-scores.get(k, 0.0), k))
