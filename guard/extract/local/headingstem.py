"""A value no words put on a topic, under a heading made only of its kind's topic words.

A section heading names what its clauses are about ("Warranty", "Deadlines", "Guarantees"),
often in a form no catalogue phrase has: the heading says "Guarantees", the phrases say
"labour guarantee" and "guaranteed for". When the value's own clause, its sentence and the
headings name no topic by a phrase, reading it as `other` drops a value its section plainly
gives, and a source value dropped is a conflict never seen (the governing set then holds only
the values that agree with a draft). So, last of all, the content words (not
`FUNCTION_WORDS`) of the deepest heading that has any ("4.2" under "Guarantees" is read as
"Guarantees") are compared with the words of every topic's `about` phrases at the
stem level (one word in its inflections: "guarantees", "guaranteed", "guarantee"):

- every content word of the heading must be a word of some topic's phrases, of topics of the
  value's kind only: a heading with a word of its own ("Your right to cancel", "Price list",
  "Charges schedule") names a thing or an act the catalogue's words do not, and a word that a
  topic of another kind or a `not_covered` phrase also uses says nothing of which topic of
  the value's kind it is;
- the topics of the value's kind whose phrases use every such word are the candidates, each
  as likely as the others (the heading weighs the same for each: a tie, as in `evidence`,
  never settled by catalogue order).

Within one document, clauses under one heading state different things (a section lists its
terms one by one: "7.1 parts … 7.2 work …"). So a candidate that a sibling value of the same
section already takes by its own words (its clause or sentence names the topic) is not this
value's topic (`narrow`): the section gave that topic its value elsewhere. One candidate left
takes the value; several stay ambiguous (the value is evidence on each, one claim per topic,
and the trace names them all); none left keeps `other`. The reading's `Because` is a
heading's, so a value the document names for a candidate elsewhere still wins over it
(`documents._named_values_win`), as over any value only a heading places.

English morphology only: the words compared are the catalogue's and the heading's own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from guard.extract.local.cues import Because
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER, Catalogue
from guard.kb.phrasematch import find_all
from guard.kb.phrases import FUNCTION_WORDS
from guard.models import SourceClaim
from guard.wordforms import stem

if TYPE_CHECKING:
    from guard.extract.local.reading import Reading

_WORD_RE: Final = re.compile(r"[^\W\d_]+")
_ID_RE: Final = re.compile(r"#c(\d+)$")
#: Where a reading from this module says it comes from.
WHERE: Final = "heading"
NOTE: Final = "its heading's word shares its stem only with these topics' phrases"


def _stems(text: str) -> set[str]:
    words = _WORD_RE.findall(text.replace("*", " "))
    return {stem(w) for w in words if w.casefold() not in FUNCTION_WORDS}


@lru_cache(maxsize=64)
def _owners(cat: Catalogue) -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    """Each stem of the topics' `about` phrases, with the topics using it; and the stems of
    the `not_covered` phrases."""
    owners: dict[str, set[str]] = {}
    for t in cat.topics:
        for p in t.about:
            for s in _stems(p):
                owners.setdefault(s, set()).add(t.key)
    uncovered = frozenset(s for p in cat.not_covered for s in _stems(p))
    return {s: frozenset(ts) for s, ts in owners.items()}, uncovered


def heading_candidates(
    vocab: Vocabulary, kind: str, headings: tuple[str, ...]
) -> tuple[tuple[str, ...], str]:
    """The topics of `kind` whose phrases use every content word of the deepest heading that
    has one at the stem level, sorted, and the heading's words; () when a heading word is no
    topic's, another kind's or not covered (see the module docstring).

    The heading path is read deepest first: a heading of no content word ("4.2", "1.",
    "(b)") says nothing of what its clauses are about, so the heading above it, the section
    it belongs to, is the one that names them. The first heading with a content word
    decides, whether it names candidates or not: a word of its own is a subject of its own."""
    owners, uncovered = _owners(vocab.catalogue)
    for heading in reversed(headings):
        words = [w for w in _WORD_RE.findall(heading) if w.casefold() not in FUNCTION_WORDS]
        if words:
            found = _candidates(vocab, kind, words, owners, uncovered)
            return (found, heading.strip()) if found else ((), "")
    return (), ""


def _candidates(
    vocab: Vocabulary,
    kind: str,
    words: list[str],
    owners: dict[str, frozenset[str]],
    uncovered: frozenset[str],
) -> tuple[str, ...]:
    """The topics of `kind` whose phrases use every one of a heading's content `words`."""
    found: frozenset[str] | None = None
    for w in words:
        s = stem(w)
        topics = owners.get(s, frozenset())
        if s in uncovered or not topics:
            return ()
        if any((spec := vocab.topic(t)) is None or spec.kind != kind for t in topics):
            return ()
        found = topics if found is None else found & topics
    return tuple(sorted(found or ()))


def not_denied(vocab: Vocabulary, candidates: tuple[str, ...], text: str) -> tuple[str, ...]:
    """The candidates whose `not_about` phrases `text` does not say: a sentence that says it
    is not about a topic ("ask for grooming tips" beside a grooming topic that lists "grooming
    tips" as not about it) is not put back on that topic by its heading."""
    return tuple(
        t
        for t in candidates
        if not ((spec := vocab.topic(t)) is not None and spec.not_about)
        or not find_all(spec.not_about, text)
    )


def narrow(candidates: Iterable[str], taken: Iterable[str]) -> tuple[str, ...]:
    """The candidates no sibling value of the same section takes by its own words."""
    gone = set(taken)
    return tuple(t for t in candidates if t not in gone)


def because(vocab: Vocabulary, heading: str, word: str, topics: tuple[str, ...]) -> Because:
    """The reading's `Because`: the heading's word, the first candidate, the others tied."""
    first, *rest = topics
    spec = vocab.topic(first)
    note = NOTE if not rest else f"{NOTE} (ambiguous: {', '.join(topics)})"
    return Because(
        WHERE, word or heading, "about", first, spec.about if spec else (), note, tuple(rest)
    )


#: A value waiting for its section: its candidates and the heading word that named them.
Pending = tuple[tuple[str, ...], str]
#: Where a reading comes from the value's own words, not carried from around it.
_CARRIED: Final = frozenset({"heading", "earlier sentence", "none"})


def section_readings(
    vocab: Vocabulary,
    claims: list[tuple[SourceClaim, Reading]],
    pending: dict[str, Pending],
    sections: dict[str, tuple[str, ...]],
) -> list[tuple[SourceClaim, Reading]]:
    """Each pending `other` value on the candidates its section leaves it (`narrow`), one
    claim per candidate (ids after the document's last); the rest unchanged."""
    if not pending:
        return claims
    last = max((int(m.group(1)) for c, _ in claims if (m := _ID_RE.search(c.claim_id))), default=0)
    out: list[tuple[SourceClaim, Reading]] = []
    for c, r in claims:
        wait = pending.get(c.claim_id)
        if wait is None or c.topic != OTHER:
            out.append((c, r))
            continue
        section = sections.get(c.claim_id)
        taken = (
            c2.topic
            for c2, r2 in claims
            if c2.claim_id != c.claim_id
            and sections.get(c2.claim_id) == section
            and c2.topic != OTHER
            and r2.topic.where not in _CARRIED
        )
        left = narrow(wait[0], taken)
        if not left or section is None:
            out.append((c, r))
            continue
        reading = replace(r, topic=because(vocab, section[-1], wait[1], left))
        for i, topic in enumerate(left):
            update: dict[str, object] = {"topic": topic}
            if i:
                last += 1
                update["claim_id"] = f"{c.source_id}#c{last}"
            out.append((c.model_copy(update=update), reading))
    return out
