"""Topic cues and how they are weighed: the words around a value that name a catalogue topic,
why a topic was chosen (`Because`), and how competing cues settle (see `topics`)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Final

from guard.extract.local.evidence import Match, Pick, pick, shared_matches
from guard.extract.local.innerphrase import inner_matches
from guard.extract.local.loose import loose_matches
from guard.extract.local.nounedverb import without_noun_gerunds
from guard.extract.local.places import foreign_places
from guard.extract.local.pricednoun import priced_noun_matches
from guard.extract.local.scopepostmod import across_scope_postmodifiers
from guard.extract.local.verbobject import with_verb_objects
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER
from guard.kb.phrasematch import find_all, mentions
from guard.kb.phrases import phrase_pattern
from guard.wordforms import after_bound_prefix

_I: Final = re.IGNORECASE


@dataclass(frozen=True)
class Because:
    """Where the words that decided a topic or a scope value were, and whose catalogue
    phrases they matched. Built from the match that decided, never reconstructed."""

    #: value (the value's own words), clause, sentence, cell, column header, row label, row,
    #: earlier sentence, line label, heading; "none" when nothing decided (other / any).
    where: str
    #: The words in the text that matched.
    words: str = ""
    #: Which list of the catalogue they matched: about, hints, not_covered, choices, scope
    #: (a value's phrases), name (a value's own name), any (a dimension's any phrases).
    rule: str = ""
    #: The topic, option or scope value whose phrase it is.
    owner: str = ""
    #: That owner's phrases in that list; `phrase` is the one the words match.
    phrases: tuple[str, ...] = ()
    #: What more a reader needs: "about another kind", "a list", "ambiguous: …".
    note: str = ""
    #: Other topics that scored the same as `owner` and that nothing wider settled: the
    #: reading is ambiguous between them (see `evidence`).
    alternatives: tuple[str, ...] = ()

    @property
    def phrase(self) -> str:
        """The catalogue phrase the words match (the first, if several do)."""
        for p in self.phrases:
            if re.fullmatch(phrase_pattern(p), self.words, _I):
                return p
        for p in self.phrases:
            if re.search(phrase_pattern(p), self.words, _I):
                return p
        return ""


NOTHING: Final = Because("none")


@dataclass(frozen=True)
class Cue:
    """The topic phrases in a stretch of text."""

    text: str
    strong: tuple[Match, ...]
    other: bool
    hints: tuple[Match, ...]
    #: `about` phrases said loosely where no exact phrase matched (`loose`): weaker cues.
    loose: tuple[Match, ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.strong or self.other or self.hints or self.loose)


def _without_not_about(vocab: Vocabulary, text: str, found: list[Match]) -> tuple[Match, ...]:
    """Drop each match that a `not_about` phrase of its topic overlaps ("money ... back" in
    "back online"); a not_about phrase wholly inside a longer about match is part of it
    ("money ... back to you" is money coming back, though "back to you" alone is a reply).
    Drop too each match that starts on the tail of a bound prefix's hyphenated word
    ("urgent repairs" in "non-urgent repairs"): the whole word names something else
    (`wordforms.after_bound_prefix`)."""
    kept: list[Match] = []
    for s, e, topic in found:
        if after_bound_prefix(text, s):
            continue
        spec = vocab.topic(topic)
        if spec is not None and spec.not_about:
            spans = find_all(spec.not_about, text)
            if any(a < e and s < b and not (s <= a and b <= e) for a, b in spans):
                continue
        kept.append((s, e, topic))
    return tuple(kept)


#: Recent cues by (vocabulary, text). Every value in a sentence asks for the sentence's cue,
#: so without this a sentence holding thousands of amounts was read in quadratic time. Cues
#: are immutable; the vocabulary is kept in the entry so a reused id() never matches.
_CUES: dict[tuple[int, str], tuple[Vocabulary, Cue]] = {}


_CUES_MAX = 512


def cue(text: str, vocab: Vocabulary) -> Cue:
    key = (id(vocab), text)
    hit = _CUES.get(key)
    if hit is not None and hit[0] is vocab:
        return hit[1]
    found = _cue(text, vocab)
    if len(_CUES) >= _CUES_MAX:
        _CUES.clear()
    _CUES[key] = (vocab, found)
    return found


def _cue(text: str, vocab: Vocabulary) -> Cue:
    strong: tuple[tuple[int, int, str], ...] = ()
    hints: tuple[tuple[int, int, str], ...] = ()
    if vocab.any_about is not None and vocab.any_about.search(text):
        strong = _without_not_about(vocab, text, shared_matches(vocab, vocab.about, text, "about"))
        strong = without_noun_gerunds(vocab, text, strong)  # "a court booking up to" (`nounedverb`)
        # "notice to cancel your membership": the verb's object names the act (`verbobject`)
        strong = with_verb_objects(
            text, strong, lambda t: list(shared_matches(vocab, vocab.about, t, "about"))
        )
    if vocab.any_hint is not None and vocab.any_hint.search(text):
        hints = _without_not_about(vocab, text, shared_matches(vocab, vocab.hints, text, "hints"))
    # "delivery for plants is": a topic phrase across a scope phrase after its noun (`scopepostmod`)
    across = across_scope_postmodifiers(
        vocab,
        text,
        strong,
        lambda t: _without_not_about(vocab, t, shared_matches(vocab, vocab.about, t, "about")),
    )
    if across:
        strong = tuple(sorted({*strong, *across}))
    abroad = foreign_places(vocab.catalogue, text)  # "in Spain": abroad (`places`)
    if abroad:
        strong = tuple(sorted({*strong, *abroad}))
    loose = loose_matches(vocab.catalogue, text, strong)
    # "a hair wash costs £8": the noun a price topic's compounds price (`pricednoun`)
    loose += priced_noun_matches(vocab.catalogue, text, strong)
    # "the £60 membership fee back": a phrase inside a longer one of other kinds (`innerphrase`)
    loose += _without_not_about(vocab, text, list(inner_matches(vocab, text, strong)))
    loose = tuple(m for m in loose if not after_bound_prefix(text, m[0]))
    other = mentions(vocab.not_covered, text)
    return Cue(text=text, strong=strong, other=other, hints=hints, loose=loose)


def _pick(
    vocab: Vocabulary,
    c: Cue,
    kind: str,
    at: tuple[int, int],
    blocked: frozenset[str] = frozenset(),
    *,
    hints: bool = False,
    only: frozenset[str] | None = None,
) -> Pick | None:
    """The best-scoring topic of `kind` in a cue's strong phrases (or its hints), see
    `evidence`."""
    field = "hints" if hints else "about"
    matches = c.hints if hints else c.strong
    loose = () if hints else c.loose
    return pick(vocab, c.text, matches, kind, at, blocked, field=field, only=only, loose=loose)


def _about(vocab: Vocabulary, where: str, text: str, p: Pick, note: str = "") -> Because:
    m = p.match
    spec = vocab.topic(m[2])
    phrases = spec.about if spec else ()
    return Because(where, text[m[0] : m[1]], "about", m[2], phrases, note, p.tied)


def _hint(vocab: Vocabulary, where: str, text: str, p: Pick) -> Because:
    m = p.match
    spec = vocab.topic(m[2])
    return Because(where, text[m[0] : m[1]], "hints", m[2], spec.hints if spec else (), "", p.tied)


def _not_covered(
    vocab: Vocabulary, c: Cue, where: str, last: bool = False
) -> tuple[int, int, tuple[str, Because]]:
    """The `not_covered` phrase in the cue nearest the value (the last one before it)."""
    near = find_all(vocab.not_covered, c.text)
    s, e = near[-1] if last else near[0]
    return s, e, (OTHER, Because(where, c.text[s:e], "not_covered", "", vocab.not_covered))


def _named(
    vocab: Vocabulary,
    c: Cue,
    kind: str,
    at: tuple[int, int],
    where: str,
    blocked: frozenset[str] = frozenset(),
) -> tuple[str, Because] | None:
    """A topic of `kind` from strong cues, `other` when the text names something the
    catalogue does not cover, else None. Another kind's topic is no evidence either way."""
    p = _pick(vocab, c, kind, at, blocked)
    if p is not None:
        return p.topic, _about(vocab, where, c.text, p)
    if c.other:
        return _not_covered(vocab, c, where)[2]
    return None


def _cued(
    vocab: Vocabulary,
    c: Cue,
    kind: str,
    at: tuple[int, int],
    where: str,
    blocked: frozenset[str] = frozenset(),
) -> tuple[str, Because] | None:
    """Strong cues, then `other`, then hints."""
    found = _named(vocab, c, kind, at, where, blocked)
    if found is not None:
        return found
    p = _pick(vocab, c, kind, at, blocked, hints=True)
    return (p.topic, _hint(vocab, where, c.text, p)) if p is not None else None


#: Wider text that can settle a tie found in narrower text: (cue, where the value sits in
#: it, its name, topics it may not reach).
Context = tuple["Cue", tuple[int, int], str, frozenset[str]]


def _settle(
    vocab: Vocabulary, kind: str, found: tuple[str, Because], wider: list[Context]
) -> tuple[str, Because]:
    """A tie between topics, settled by the first wider text whose cues score the tied
    topics differently; still tied after all of it, the reading stays ambiguous (every tied
    topic named in `alternatives`)."""
    topic, why = found
    if not why.alternatives:
        return found
    tied = frozenset((topic, *why.alternatives))
    for c, at, where, blocked in wider:
        for hints in (False, True):
            p = _pick(vocab, c, kind, at, blocked, hints=hints, only=tied)
            if p is not None and not p.tied:
                note = (
                    f"a tie between {', '.join(sorted(tied))} in the {why.where}, "
                    f"settled by the {where}"
                )
                return p.topic, replace(why, owner=p.topic, note=note, alternatives=())
            if p is not None:
                tied = frozenset((p.topic, *p.tied))
    alternatives = tuple(sorted(tied - {topic}))
    note = f"ambiguous: {', '.join(sorted(tied))} score the same"
    return topic, replace(why, note=note, alternatives=alternatives)
