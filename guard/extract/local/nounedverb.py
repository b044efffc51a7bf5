"""A phrase's leading verb matched in its -ing form where that form is a noun: "cancel a
court booking up to 24 hours before" holds no "book up to".

A catalogue phrase that opens with a verb and a particle or determiner ("book up to",
"return early", "rinse the kayak") also matches the verb's -ing form (`guard.kb.phrases`:
"Returning early costs £20", "by rinsing the kayak"), because a reply names the act that way.
After a determiner, with at most two modifiers between ("a court booking", "your booking",
"the late returning"), the -ing word is a noun, the head of a noun phrase, often the object
of another verb; the word after it ("up to 24 hours") is then no particle of a verb but the
start of what follows the noun. Such a match names no act, and is no cue for the topic:
the value is read from the other words (here "cancel a court").

English grammar only: a determiner before the -ing word, content words between; no
catalogue's words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from guard.english import ARTICLES, DEMONSTRATIVES, POSSESSIVES, QUANTIFIERS
from guard.extract.local.evidence import Match
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrases import FUNCTION_WORDS, phrase_pattern

_I: Final = re.IGNORECASE

_DETERMINERS: Final = "|".join((*ARTICLES, *DEMONSTRATIVES, *POSSESSIVES, *QUANTIFIERS, "no"))

#: A determiner and up to two words, right before the -ing word.
_NOUN_PHRASE_BEFORE_RE: Final = re.compile(
    rf"\b(?:{_DETERMINERS})\s+(?P<mods>(?:[^\W\d_][\w'’-]*\s+){{0,2}})$", _I
)

_WORD_RE: Final = re.compile(r"[^\W\d_][\w'’-]*")


def _said_as_written(phrases: Iterable[str], words: str, first: str) -> bool:
    """Whether a phrase that matches `words` opens with `first` as written (or a glob of
    it): its -ing word is then the phrase's own, not a verb's derived form."""
    for p in phrases:
        if not re.fullmatch(phrase_pattern(p), words, _I):
            continue
        head = p.split()[0].lower().lstrip("=")
        if head == first or (head.endswith("*") and first.startswith(head[:-1])):
            return True
    return False


def _noun_headed(text: str, start: int) -> bool:
    """Whether a determiner opens a noun phrase whose head is the word at `start`: the words
    between are content words (no preposition, pronoun or "to")."""
    m = _NOUN_PHRASE_BEFORE_RE.search(text[max(0, start - 60) : start])
    if m is None:
        return False
    return all(w.lower() not in FUNCTION_WORDS for w in _WORD_RE.findall(m["mods"]))


def without_noun_gerunds(vocab: Vocabulary, text: str, found: Iterable[Match]) -> tuple[Match, ...]:
    """`found` without each match whose first word is a phrase's leading verb in its -ing
    form used as a noun (module docstring)."""
    kept: list[Match] = []
    for s, e, topic in found:
        words = text[s:e]
        first = words.split()[0].lower() if words.split() else ""
        spec = vocab.topic(topic)
        if (
            first.endswith("ing")
            and spec is not None
            and not _said_as_written(spec.about, words, first)
            and _noun_headed(text, s)
        ):
            continue
        kept.append((s, e, topic))
    return tuple(kept)
