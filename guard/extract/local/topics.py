"""Which topic and which scope a value is about, read from the catalogue's phrases.

Nearer text beats farther: the value's own clause (the text before it, then after it), then
its sentence, then an earlier sentence (only when this one continues its subject), then the
headings above. At each step:

- a topic's `about` phrases are strong cues (a match overlapping one of the topic's
  `not_about` phrases is no cue); a value of kind K only lands on a topic of kind K, and
  between candidates the better overlap wins (more matches, then longer, then nearer);
- a strong cue for a topic of another kind, or a catalogue `not_covered` phrase, says the
  text is about something else: the claim is `other`;
- `hints` count only when nothing names a subject (in the clause after both sides were
  read, or in the sentence);
- a topic with a `not_about` phrase in the claim's clause is never reached by carry-over or
  from a heading.

Scope, per catalogue dimension: the nearest mention (a phrase trailing the value in its
clause, then the clause before it, then the sentence's label: a table row's first cell or a
"Label:" line start, then the deepest heading naming exactly one value); `any` phrases mean
every value, and a value mentioned to exclude it ("unlike standard transfers") scopes
nothing. No mention means `any`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from guard.catalogue import OTHER, SCOPE_ANY
from guard.extract.local.segment import Clause, Sentence
from guard.extract.local.vocab import Dimension, Vocabulary
from guard.phrases import classify, find_all, mentions

_I: Final = re.IGNORECASE

#: (start, end, topic)
Match = tuple[int, int, str]


@dataclass(frozen=True)
class Cue:
    """The topic phrases in a stretch of text."""

    text: str
    strong: tuple[Match, ...]
    other: bool
    hints: tuple[Match, ...]

    @property
    def empty(self) -> bool:
        return not (self.strong or self.other or self.hints)


def _without_not_about(vocab: Vocabulary, text: str, found: list[Match]) -> tuple[Match, ...]:
    """Drop each match that a `not_about` phrase of its topic overlaps ("money ... back" in
    "back online"); a not_about phrase wholly inside a longer about match is part of it
    ("money ... back to you" is money coming back, though "back to you" alone is a reply)."""
    kept: list[Match] = []
    for s, e, topic in found:
        spec = vocab.topic(topic)
        if spec is not None and spec.not_about:
            spans = find_all(spec.not_about, text)
            if any(a < e and s < b and not (s <= a and b <= e) for a, b in spans):
                continue
        kept.append((s, e, topic))
    return tuple(kept)


def cue(text: str, vocab: Vocabulary) -> Cue:
    strong = hints = ()
    if vocab.any_about is not None and vocab.any_about.search(text):
        strong = _without_not_about(vocab, text, classify(vocab.about, text))
    if vocab.any_hint is not None and vocab.any_hint.search(text):
        hints = _without_not_about(vocab, text, classify(vocab.hints, text))
    return Cue(text=text, strong=strong, other=mentions(vocab.not_covered, text), hints=hints)


def _distance(m: Match, at: tuple[int, int]) -> int:
    s, e, _ = m
    if e <= at[0]:
        return at[0] - e
    if s >= at[1]:
        return s - at[1]
    return 0


def _pick(
    vocab: Vocabulary,
    matches: tuple[Match, ...],
    kind: str,
    at: tuple[int, int],
    blocked: frozenset[str] = frozenset(),
) -> str | None:
    """The best topic of `kind` among the matches: more matches, then longer, then nearer."""
    scores: dict[str, tuple[int, int, int]] = {}
    for m in matches:
        spec = vocab.topic(m[2])
        if spec is None or spec.kind != kind or m[2] in blocked:
            continue
        n, length, near = scores.get(m[2], (0, 0, -(10**9)))
        scores[m[2]] = (n + 1, length + m[1] - m[0], max(near, -_distance(m, at)))
    if not scores:
        return None
    return max(scores, key=lambda t: scores[t])


def _named(
    vocab: Vocabulary, c: Cue, kind: str, at: tuple[int, int], blocked: frozenset[str] = frozenset()
) -> str | None:
    """A topic from strong cues, `other` when the text names something else, else None."""
    topic = _pick(vocab, c.strong, kind, at, blocked)
    if topic is not None:
        return topic
    if c.other or any(m[2] not in blocked for m in c.strong):
        return OTHER
    return None


def _cued(
    vocab: Vocabulary, c: Cue, kind: str, at: tuple[int, int], blocked: frozenset[str] = frozenset()
) -> str | None:
    """Strong cues, then `other`, then hints."""
    return _named(vocab, c, kind, at, blocked) or _pick(vocab, c.hints, kind, at, blocked)


# A sentence that refers back to the one before it: a pronoun ("it", "they", "that takes")
# or the money itself.
_POINTS_BACK_RE: Final = re.compile(
    r"\b(?:it|its|they|them|these|those)\b|\b(?:it|they|that|this)['’](?:s|ll|re|d)\b"
    r"|\b(?:this|that)\s+(?:is|was|will|would|should|can|could|may|might|takes?|usually|"
    r"normally|one)\b|\b(?:money|funds?|amount|cash)\b",
    _I,
)
# Greetings, emoji and connectives before a sentence's first word ("Also, ...", "And so").
_LEAD_FILLER_RE: Final = re.compile(
    r"^[\W_]*(?:(?:also|and|so|plus|then|but|now|ok(?:ay)?|sorry|btw)\b[\W_]*)*",
    _I,
)
# A sentence start that adds no subject of its own: a number, an imperative, a modal, an
# adverb or a preposition ("4 business days at most", "Expect...", "Should be...",
# "Usually...", "Within..."), or whoever handles the money acting on it ("We need 4
# business days", "The bank needs...", "Our payments team needs...").
_CONTINUING_START_RE: Final = re.compile(
    r"\d|(?:please|just|expect|allow|give|wait|plan|count|bear|keep|note|should|will|would|"
    r"could|can|may|might|must|takes?|took|within|in|after|by|about|around|roughly|approx\w*|"
    r"up\s+to|no\s+(?:more|later)\s+than|at\s+(?:most|least)|for|only|we|we['’](?:ll|re|d)|"
    r"eta|there|[a-z]+ly|(?:the|our|your)\s+(?:\w+\s+)?(?:bank|team|ops))\b",
    _I,
)


def continues_subject(sentence: str) -> bool:
    """Whether a sentence goes on about the previous one's subject rather than starting its
    own: it points back ("It takes...", "You'll have it..."), names the money, or has no
    subject of its own ("Allow 4 business days.", "Usually 4 business days.") or the one
    handling the money is acting on it ("The bank needs 4 business days."). A sentence led
    by a noun of its own ("The upgrade takes 2 days", "Your statement updates...") is about
    that noun."""
    if _POINTS_BACK_RE.search(sentence):
        return True
    lead = _LEAD_FILLER_RE.sub("", sentence, count=1)
    return not lead or bool(_CONTINUING_START_RE.match(lead))


def topic_of(
    vocab: Vocabulary, kind: str, clause: Clause, sentence: Sentence, carried: Cue | None
) -> str:
    """The topic of a value of `kind` read in `clause` (see the module docstring).

    Within the clause a hint counts only after both sides were read, so "Your card ships in
    5 days; failed payments take 3 business days" keeps each claim's own topic. A topic
    never bleeds into a sentence that names its own: in "Refunds take 3 business days. Our
    chat answers within 1 hour." the second claim is about a reply."""
    left, right = clause.left, clause.right
    for part, at in ((left, (len(left), len(left))), (right, (0, 0))):
        found = _named(vocab, cue(part, vocab), kind, at)
        if found is not None:
            return found
    own = cue(clause.own, vocab)
    hinted = _pick(vocab, own.hints, kind, (len(left), len(left) + 1))
    if hinted is not None:
        return hinted
    found = _cued(vocab, cue(clause.sentence, vocab), kind, (clause.start, clause.end))
    if found is not None:
        return found
    blocked = frozenset(
        t.key for t in vocab.catalogue.topics if t.not_about and mentions(t.not_about, clause.own)
    )
    if carried is not None and continues_subject(clause.sentence):
        end = (len(carried.text), len(carried.text))
        found = _cued(vocab, carried, kind, end, blocked)
        if found is not None:
            return found
    headings = " ".join(sentence.headings)
    end = (len(headings), len(headings))
    return _cued(vocab, cue(headings, vocab), kind, end, blocked) or OTHER


# --- scope -----------------------------------------------------------------------------------

# A value mentioned to exclude it ("unlike standard transfers") does not scope the claim.
_EXCLUSION_RE: Final = re.compile(
    r"(?:unlike|except(?:\s+for)?|excluding|other\s+than|not\s+(?:for|on)|but\s+not|"
    r"apart\s+from)\s+(?:the\s+|for\s+)?$",
    _I,
)
# "**Starter plan:** …", "EU sellers: €15 …": a label at the start of a line.
_LABEL_RE: Final = re.compile(r"^[\s*_]*(?P<label>[^:|*_\n][^:|\n]{0,59}?)[\s*_]*:")
_CELL_RE: Final = re.compile(r"^\s*\|(?P<label>[^|\n]*)\|")


def _mentions(dim: Dimension, text: str) -> list[tuple[int, str]]:
    """A dimension's values mentioned in `text`, by position; "any" phrases are scanned with
    them, so "instant and standard" is one mention of any."""
    out: list[tuple[int, str]] = []
    for start, _, value in classify(dim.options, text):
        if value != SCOPE_ANY and _EXCLUSION_RE.search(text[max(0, start - 30) : start]):
            continue
        out.append((start, value))
    return out


def label_of(sentence: Sentence) -> str | None:
    m = _CELL_RE.match(sentence.text) if sentence.table_row else None
    if m is None and sentence.line_start and not sentence.table_row:
        m = _LABEL_RE.match(sentence.text)
    return m["label"].strip(" \t*_") if m else None


def _labelled(dim: Dimension, label: str | None) -> str | None:
    if not label:
        return None
    return next((v for v, rx in dim.labels if rx.fullmatch(label)), None)


def _dimension_value(dim: Dimension, clause: Clause, sentence: Sentence, label: str | None) -> str:
    right = _mentions(dim, clause.right)
    if right:
        return right[0][1]
    left = _mentions(dim, clause.left)
    if left:
        return left[-1][1]
    labelled = _labelled(dim, label)
    if labelled is not None:
        return labelled
    for heading in reversed(sentence.headings):
        values = {v for _, v in _mentions(dim, heading)}
        if len(values) == 1:
            return values.pop()
        if values:
            return SCOPE_ANY
    return SCOPE_ANY


def scope_of(vocab: Vocabulary, clause: Clause, sentence: Sentence) -> dict[str, str]:
    """Every catalogue dimension: the value the claim is limited to, or "any"."""
    label = label_of(sentence)
    return {d.spec.key: _dimension_value(d, clause, sentence, label) for d in vocab.dimensions}
