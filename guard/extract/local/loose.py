"""Catalogue phrases said loosely: their content words, apart or the other way round.

A team writes "leaving early" and "late payment"; its agents write "leaving your fix early"
and "the payment arrives late". `guard.kb.phrases.loose_pattern` says which words may match:
a phrase's content words, in order and up to three words apart within one sub-clause, or,
for two content words, in either order. This module finds those matches in a text, for the
topics whose `about` phrases they loosen, where no exact phrase already matched: a loose
match is a weaker cue than the words themselves (`evidence.LOOSE`), so it decides only
where the exact phrases say nothing or less. Words that only look like the phrase are no
match: a verb's object between its verb and particle (`particle`), a first word that
modifies another noun the phrase's linker then completes (`modified`), words said right after
another topic's noun, its subject (`loosesubject`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from guard.extract.local.loosesubject import said_of_another_topics_thing
from guard.extract.local.modified import modifies_another
from guard.extract.local.particle import object_between
from guard.extract.local.splitverb import particle_split
from guard.kb.catalogue import Catalogue
from guard.kb.phrasematch import find_all
from guard.kb.phrases import loose_pattern

#: (start, end, topic)
Match = tuple[int, int, str]


@lru_cache(maxsize=64)
def loose_patterns(cat: Catalogue) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Each topic with a multi-word `about` phrase: one pattern for its phrases' loose forms."""
    out: list[tuple[str, re.Pattern[str]]] = []
    for t in cat.topics:
        forms = [f for f in (loose_pattern(p) for p in t.about) if f]
        # "set it up" for "set up": a phrasal verb's pronoun object (`splitverb`)
        forms += [f for f in (particle_split(p) for p in t.about) if f]
        if forms:
            out.append((t.key, re.compile("|".join(forms), re.IGNORECASE)))
    return tuple(out)


def loose_matches(cat: Catalogue, text: str, exact: tuple[Match, ...]) -> tuple[Match, ...]:
    """Every topic's loose matches in `text` that overlap no exact match, nearest-first per
    topic (a match overlapping one of the topic's `not_about` phrases is no cue)."""
    out: list[Match] = []
    # A noun right after an uncovered subject's name is that subject's ("third-party
    # liability cover of up to £2m" is no "cover up to" of the catalogue's own cover).
    uncovered_ends = {e for _, e in find_all(cat.not_covered, text)} if cat.not_covered else set()
    for key, rx in loose_patterns(cat):
        spec = cat.topic(key)
        kind = spec.kind if spec is not None else None
        taken = [(s, e) for s, e, t in exact if _kind(cat, t) == kind]
        blocked = find_all(spec.not_about, text) if spec is not None and spec.not_about else []
        for m in rx.finditer(text):
            s, e = m.span()
            if any(a < e and s < b for a, b in (*taken, *blocked)):
                continue
            if uncovered_ends and len(text[:s].rstrip(" -")) in uncovered_ends:
                continue
            if object_between(cat, key, m.group()):  # "get the fee back" (`particle`)
                continue
            if modifies_another(cat, key, text, s, e):  # "our ready text to collect" (`modified`)
                continue
            if said_of_another_topics_thing(cat, key, text, s):  # "your deposit comes back"
                continue
            out.append((s, e, key))
    return tuple(out)


def _kind(cat: Catalogue, key: str) -> str | None:
    spec = cat.topic(key)
    return spec.kind if spec is not None else None


def loose_sharing(cat: Catalogue, words: str) -> int:
    """How many topics' loose forms match `words` whole (at least 1)."""
    return max(1, sum(1 for _, rx in loose_patterns(cat) if rx.fullmatch(words)))
