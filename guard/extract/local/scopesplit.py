"""A topic phrase said with a scope value's modifier between its words: "riders on a premium
tour" says "riders on a tour", for the premium tour type.

A catalogue's scope values are often said as modifiers of the very noun a topic phrase ends
in: "premium tour", "family room", "express parcel". Put inside a topic phrase, the modifier
only narrows which tour, room or parcel is meant (that is the value's scope, which the scope
reader takes from the same words); the noun and so the topic phrase are unchanged. So a
topic phrase matches across such a modifier, as it would without it.

The modifier words are found by the catalogue's own scope phrases, never by a list of
words: in each scope value's phrase found in the text, every word but the last (its head:
"tour" in "premium tour") is a modifier, and a scope phrase of one word ("premium") is one
as a whole. Those words are blanked (the same number of spaces, so every position in the
text stays where it was) and a topic's phrases matched again; only matches the blanking
made are added. A phrase written with the scope's words in it still matches as written.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import SCOPE_ANY
from guard.kb.phrasematch import find_all
from guard.kb.phrases import FUNCTION_WORDS

# A word of a phrase found in the text (a hyphenated word is one: "one-to-one").
_WORD_RE: Final = re.compile(r"[\w'’]+(?:-[\w'’]+)*")


def without_scope_modifiers(vocab: Vocabulary, text: str) -> str:
    """`text` with the modifier words of each scope value's phrase in it blanked, positions
    kept (the module docstring); `text` itself when it holds none."""
    phrases = {
        phrase
        for d in vocab.dimensions
        for value, said in d.options
        if value != SCOPE_ANY
        for phrase in said
    }
    chars = list(text)
    for phrase in phrases:
        for start, end in find_all((phrase,), text):
            words = list(_WORD_RE.finditer(text, start, end))
            modifiers = words[:-1] if len(words) > 1 else words
            for w in modifiers:
                if w.group().casefold() not in FUNCTION_WORDS:
                    chars[w.start() : w.end()] = " " * (w.end() - w.start())
    return "".join(chars)


def find_across_scope(
    vocab: Vocabulary, phrases: tuple[str, ...], text: str
) -> list[tuple[int, int]]:
    """Spans of `phrases` in `text`, as written or across a scope modifier (module docstring)."""
    found = find_all(phrases, text)
    blanked = without_scope_modifiers(vocab, text)
    if blanked == text:
        return found
    return found + [
        (s, e) for s, e in find_all(phrases, blanked) if not any(a < e and s < b for a, b in found)
    ]
