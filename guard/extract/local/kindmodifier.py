"""A priced noun said with a modifier that names another kind of the thing than the label's.

A money topic's phrase "cost of pass" gives the noun "pass" as a weak cue for the topic
(`pricednoun`): "a pass costs £35" is the topic's price in other words. But a label may say
which kind of that thing the topic prices, by modifiers right before the noun: "adult
monthly pass price" prices the adult monthly pass. A text that puts its own modifier before
the noun, one the topic's label and phrases never use ("a junior pass is £20", "off-peak
passes go up to £28"), names another kind of the thing, as a junior ticket is not an adult
one: the bare noun's cue is not the topic's there. A determiner, a possessive or a number
before the noun ("your pass", "2 passes") is no such modifier, and a label that says no kind
("price of a pass") makes none.

English grammar and the catalogue's own label only: no noun or modifier is listed here.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import POSSESSIVES
from guard.kb.catalogue import Catalogue
from guard.kb.keywords import stem
from guard.kb.phrases import FUNCTION_WORDS

_WORD_RE: Final = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
#: The word right before a match, in the same noun phrase (spaces or a hyphen between).
_BEFORE_RE: Final = re.compile(r"([^\W\d_]+)[\s-]+$")
#: Words before a noun that say which one or how many, not which kind.
_NO_KIND: Final = frozenset(
    {*FUNCTION_WORDS, *POSSESSIVES, "each", "every", "any", "no", "all", "some", "one", "per"}
)


def _label_modifiers(label: str, noun: list[str]) -> list[str]:
    """The label's words right before the noun's first word (back to its first function
    word): "adult monthly" of "adult monthly pass price" for "pass"."""
    words = _WORD_RE.findall(label.lower())
    heads = [stem(w.lower()) for w in noun]
    for i in range(len(words) - len(heads) + 1):
        if [stem(w) for w in words[i : i + len(heads)]] == heads:
            mods: list[str] = []
            for m in reversed(words[:i]):
                if m in _NO_KIND:
                    break
                mods.append(m)
            return mods
    return []


def another_kind(cat: Catalogue, topic: str, text: str, start: int, end: int) -> bool:
    """Whether the priced noun at text[start:end] is said with a modifier right before it
    that the topic's label and phrases never use, while the label names the noun's kind by
    its own modifiers (see the module docstring)."""
    spec = cat.topic(topic)
    if spec is None or not spec.label:
        return False
    nouns = _WORD_RE.findall(text[start:end])
    if not nouns or not _label_modifiers(spec.label, nouns):
        return False
    before = _BEFORE_RE.search(text[:start])
    if before is None:
        return False
    word = before.group(1).lower()
    if word in _NO_KIND:
        return False
    own = {stem(w) for w in _WORD_RE.findall(" ".join((spec.label, *spec.about)).lower())}
    return stem(word) not in own
