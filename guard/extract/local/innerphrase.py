"""A number right before a topic phrase measures it, though a longer phrase of other kinds
starts with those words.

The catalogue's phrases are matched longest first (`guard.kb.phrases.classify`), so in "you'll
get the £60 bond back" a team's phrase "bond back" (a refund's time, a duration) takes the
words, and "bond" (a money topic) at its start is no cue at all: the £60 lands on no topic.
(A phrase of two content words or more is still found loosely, `loose`; a one-word phrase
has no loose form.) But the £60 stands right before "bond", as the noun's premodifier: that
is the noun the amount measures. And a value can only be about a topic of its own kind
(`evidence`), so the longer phrase's topics are no rival for it. The shorter phrase's topic
is a cue again, for values of its kind only.

Only where a number stands right before the shorter phrase, and so the shorter phrase opens
the longer one: a shorter phrase at the end or inside ("credit" in "bonus credits") names
the head of a noun phrase the longer phrase makes narrower, and a value elsewhere in the
sentence ("2 bonus credits in 8 weeks") measures something else. Only where every topic
of the longer phrase is of another kind: one of the same kind is the more precise name and
keeps the words. Weak, as a loose match is (`evidence.LOOSE`): any phrase said as written
outside a longer one outweighs it. Catalogue structure and word order only, no team's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.evidence import Match
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import compile_phrases

# A number token right before (only a space between): "£60 ", "10% ", "3 ".
_NUMBER_BEFORE_RE: Final = re.compile(r"\d[^\s]*\s+$")


def inner_matches(vocab: Vocabulary, text: str, strong: tuple[Match, ...]) -> tuple[Match, ...]:
    """(start, end, topic) of each `about` phrase that opens a longer match of `strong` (the
    cue's phrases said as written) right after a number, for a topic of a kind none of that
    match's topics has."""
    owners: dict[tuple[int, int], set[str]] = {}
    for s, e, t in strong:
        owners.setdefault((s, e), set()).add(t)
    out: list[Match] = []
    for (s, e), topics in owners.items():
        if not _NUMBER_BEFORE_RE.search(text, max(0, s - 24), s):
            continue
        kinds = {spec.kind for t in topics if (spec := vocab.topic(t)) is not None}
        words = text[s:e]
        for key, phrases in vocab.about:
            spec = vocab.topic(key)
            if key in topics or spec is None or spec.kind in kinds:
                continue
            rx = compile_phrases(phrases)
            if rx is None:
                continue
            m = rx.match(words)
            if m is not None and m.end() < len(words):
                out.append((s, s + m.end(), key))
    return tuple(sorted(set(out)))
