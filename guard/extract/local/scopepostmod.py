"""A topic phrase said with a scope value's phrase after its noun: "delivery for plants is £5.99"
says "delivery is £5.99", for plants.

English narrows a noun with a phrase after it as often as with a word before it: "delivery for
plants", "the fee on student plans", "shipping to the Channel Islands". Put between the words
of a topic phrase ("delivery is", "fee applies"), such a phrase only says which deliveries or
fees are meant (that is the value's scope, which the scope reader takes from the same words);
the noun, its verb and so the topic phrase are unchanged. So a topic phrase matches across a
preposition, an optional determiner and a scope value's phrase, as it would without them
(`scopesplit` does the same for a scope value's modifier before the noun: "a premium tour").

The words put in are found by the catalogue's own scope phrases, never by a list of words: a
scope value's phrase found in the text right after a preposition ("for", "on", "to", "in",
"at", "with", "of") and at most one determiner is blanked with them (the same number of spaces,
so every position in the text stays where it was) and the topic phrases matched again; only
matches the blanking made are added. English prepositions and determiners only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Final

from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import SCOPE_ANY
from guard.kb.phrasematch import find_all

# A preposition and at most one determiner, right before a scope value's phrase.
_PREPOSITION_BEFORE_RE: Final = re.compile(
    r"(?<![\w'’])(?:for|on|to|in|at|with|of)\s+"
    r"(?:(?:the|a|an|your|our|their|all|any|every|each)\s+)?$",
    re.IGNORECASE,
)


def without_scope_postmodifiers(vocab: Vocabulary, text: str) -> str:
    """`text` with each preposition and scope value's phrase after it blanked, positions kept
    (the module docstring); `text` itself when it holds none."""
    chars = list(text)
    for start, end in find_all(_scope_phrases(vocab), text):
        m = _PREPOSITION_BEFORE_RE.search(text, max(0, start - 30), start)
        if m is not None:
            chars[m.start() : end] = " " * (end - m.start())
    return "".join(chars)


def _scope_phrases(vocab: Vocabulary) -> tuple[str, ...]:
    """Every scope value's phrases (not a dimension's "any" phrases), in a stable order."""
    return tuple(
        sorted(
            {
                phrase
                for d in vocab.dimensions
                for value, said in d.options
                if value != SCOPE_ANY
                for phrase in said
            }
        )
    )


Match = tuple[int, int, str]


def across_scope_postmodifiers(
    vocab: Vocabulary, text: str, found: Iterable[Match], match: Callable[[str], Iterable[Match]]
) -> tuple[Match, ...]:
    """The matches `match(blanked text)` finds across a scope value's phrase after a noun (the
    module docstring): each spans a blanked stretch and overlaps none of `found`, the matches
    already made in `text`."""
    blanked = without_scope_postmodifiers(vocab, text)
    if blanked == text:
        return ()
    made = tuple(found)
    return tuple(
        (s, e, t)
        for s, e, t in match(blanked)
        if blanked[s:e] != text[s:e] and not any(a < e and s < b for a, b, _ in made)
    )
