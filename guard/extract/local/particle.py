"""A loose match that puts an object between a verb and its particle is another verb.

A phrasal-prepositional verb ("get back to", "come back to", "catch up with") takes its
object after its preposition: "we'll get back to you". It never takes one between the verb
and its particle. So when a catalogue phrase is such a verb and a loose match of it
(`loose`) has a noun phrase or an object pronoun between the verb and the particle ("get
the server fee back", "bring your car back"), the words are the transitive verb, which
means something else: getting money back is no reply. Generic English grammar (the
particles and the words that open an object are closed classes), no catalogue's words.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from guard.english import (
    ARTICLES,
    DEMONSTRATIVES,
    POSSESSIVES,
    QUANTIFIERS,
    THING_PRONOUNS,
    one_of,
)
from guard.kb.catalogue import Catalogue
from guard.kb.phrases import loose_pattern

_I: Final = re.IGNORECASE

#: Adverb particles of a phrasal verb.
_PARTICLES: Final = frozenset(
    {"back", "up", "out", "off", "down", "away", "over", "around", "round", "through", "along"}
)
#: Prepositions that take a phrasal-prepositional verb's object ("back to you").
_PREPOSITIONS: Final = frozenset({"to", "with", "on", "for", "at", "from", "into", "onto", "about"})
#: Words that open a noun phrase or are an object pronoun: an object right after the verb.
_OBJECT_START_RE: Final = re.compile(
    rf"^\s*(?:{one_of(ARTICLES, POSSESSIVES, DEMONSTRATIVES, QUANTIFIERS, THING_PRONOUNS)})\b",
    _I,
)


@lru_cache(maxsize=64)
def _split_verbs(cat: Catalogue, key: str) -> tuple[re.Pattern[str], ...]:
    """The loose forms of `key`'s phrases that are a verb, its particle and a preposition
    ("get back to you"), each with a group for the words between verb and particle."""
    spec = cat.topic(key)
    out: list[re.Pattern[str]] = []
    for phrase in spec.about if spec is not None else ():
        tokens = [t for t in re.split(r"[\s\-]+", phrase) if t]
        if (
            len(tokens) >= 3
            and tokens[1].lower() in _PARTICLES
            and tokens[2].lower() in _PREPOSITIONS
            and loose_pattern(phrase)
        ):
            verb, particle = (re.escape(t) for t in tokens[:2])
            out.append(re.compile(rf"{verb}\w*(?P<gap>.*?){particle}", _I))
    return tuple(out)


def object_between(cat: Catalogue, key: str, matched: str) -> bool:
    """Whether `matched`, a loose match of `key`'s phrases, is one of its phrasal verbs with
    an object put between the verb and its particle (see the module docstring)."""
    for rx in _split_verbs(cat, key):
        m = rx.fullmatch(matched.strip())
        if m is not None and _OBJECT_START_RE.match(m.group("gap")):
            return True
    return False
