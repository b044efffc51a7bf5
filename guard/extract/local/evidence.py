"""How strongly a stretch of text says a value is about each topic: the evidence score.

A value of kind K can only be about a topic of kind K. Within one stretch of text (the
value's clause, its sentence, a heading...), every catalogue phrase found there is a cue for
the topics it belongs to, and each topic of kind K scores the sum of its cues' weights:

- **shared** phrases weigh less: a cue that n topics' `about` lists match is worth 1/n to
  each (like an inverse document frequency over the catalogue), so "fee", listed by three
  money topics, says little, while "late payment fee" says a lot;
- **longer** phrases weigh more: a cue counts its words ("instant payout fee" is three);
- **nearer** phrases weigh more: a cue's weight falls with its distance from the value,
  halving at `NEAR` characters.

The best score takes the value. Equal best scores are a tie, never settled by the order of
the catalogue: the caller asks the next, wider stretch of text to score only the tied
topics, and a tie that nothing settles is reported as ambiguous, every tied topic named.
Topics of another kind are not candidates at all: they neither take the value nor stop a
topic of its kind from taking it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from guard.extract.local.loose import loose_sharing
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import classify, compile_phrases
from guard.kb.phrases import FUNCTION_WORDS

#: (start, end, topic)
Match = tuple[int, int, str]

#: Distance (characters) at which a cue's weight is halved.
NEAR: Final = 30
#: What a loose match ("leaving your fix early" for "leaving early", `loose`) weighs per
#: content word, against 1 per word of a phrase matched as written: two content words said
#: loosely say less than a one-word phrase said as written.
LOOSE: Final = 0.4
#: Scores this close are equal: a tie.
_EPS: Final = 1e-9
_WORD_RE: Final = re.compile(r"[^\W_]+")


def shared_matches(
    vocab: Vocabulary, options: tuple[tuple[str, tuple[str, ...]], ...], text: str, field: str
) -> list[Match]:
    """Every phrase match in `text`, one per topic whose `field` phrases match those exact
    words: a phrase two topics list is a cue for both, never for whichever comes first."""
    out: list[Match] = []
    for s, e, first in classify(options, text):
        words = text[s:e]
        owners = sharing(vocab, field, words) or (first,)
        out.extend((s, e, t) for t in owners)
    return out


def sharing(vocab: Vocabulary, field: str, words: str) -> tuple[str, ...]:
    """The topics (sorted by key) whose `field` phrases ("about" or "hints") match `words`
    exactly."""
    key = (field, words.casefold())
    cache = _SHARING.setdefault(id(vocab), (vocab, {}))
    if cache[0] is not vocab:
        cache = _SHARING[id(vocab)] = (vocab, {})
    found = cache[1].get(key)
    if found is None:
        owners = []
        for t in vocab.catalogue.topics:
            rx = compile_phrases(tuple(getattr(t, field)))
            if rx is not None and rx.fullmatch(words):
                owners.append(t.key)
        found = cache[1][key] = tuple(sorted(owners))
    return found


_SHARING: dict[int, tuple[Vocabulary, dict[tuple[str, str], tuple[str, ...]]]] = {}


def distance(m: Match, at: tuple[int, int]) -> int:
    s, e, _ = m
    if e <= at[0]:
        return at[0] - e
    if s >= at[1]:
        return s - at[1]
    return 0


def weight(vocab: Vocabulary, text: str, m: Match, at: tuple[int, int], field: str) -> float:
    """One cue's weight: its words, over the topics sharing it, falling with distance. A
    loose match (`field` "loose") counts its content words at `LOOSE` each, over the topics
    whose loose forms match it."""
    words = text[m[0] : m[1]]
    if field == "loose":
        content = [w for w in _WORD_RE.findall(words) if w.casefold() not in FUNCTION_WORDS]
        size = LOOSE * min(2, len(content))
        return size / loose_sharing(vocab.catalogue, words) / (1 + distance(m, at) / NEAR)
    size = max(1, len(_WORD_RE.findall(words)))
    shared = max(1, len(sharing(vocab, field, words)))
    return size / shared / (1 + distance(m, at) / NEAR)


@dataclass(frozen=True)
class Pick:
    """The best-scoring topic's nearest cue, and any topics tied with it."""

    match: Match
    #: Other topics with the same score, sorted by key: the reading is ambiguous.
    tied: tuple[str, ...] = ()

    @property
    def topic(self) -> str:
        return self.match[2]


def pick(
    vocab: Vocabulary,
    text: str,
    matches: Iterable[Match],
    kind: str,
    at: tuple[int, int],
    blocked: frozenset[str] = frozenset(),
    *,
    field: str = "about",
    only: frozenset[str] | None = None,
    loose: Iterable[Match] = (),
) -> Pick | None:
    """The topic of `kind` the matches (and the `loose` matches, weaker) say most about
    (see the module docstring), or None. `only` limits the candidates (settling a tie found
    in narrower text)."""
    scores: dict[str, float] = {}
    nearest: dict[str, Match] = {}
    cues = [*((m, field) for m in matches), *((m, "loose") for m in loose)]
    for m, how in cues:
        spec = vocab.topic(m[2])
        if spec is None or spec.kind != kind or m[2] in blocked:
            continue
        if only is not None and m[2] not in only:
            continue
        scores[m[2]] = scores.get(m[2], 0.0) + weight(vocab, text, m, at, how)
        best = nearest.get(m[2])
        if best is None or distance(m, at) < distance(best, at):
            nearest[m[2]] = m
    if not scores:
        return None
    top = max(scores.values())
    winners = sorted(t for t, s in scores.items() if top - s <= _EPS)
    return Pick(nearest[winners[0]], tuple(winners[1:]))
