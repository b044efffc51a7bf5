"""A value in a relative clause is said of the clause's antecedent, not of its modifier.

"**Deadline** – the remainder of the invoiced sum, which must arrive within 5 days." The
value's clause ("which must arrive within 5 days") has the relative "which" for its subject,
and "which" stands for the noun phrase before its comma: "the remainder of the invoiced sum".
That noun phrase's head is "the remainder"; "of the invoiced sum" (or "the sum you were
invoiced") only says which remainder. A topic word in that modifier ("invoiced") is not what
the 5 days measure, however near the value it sits.

When the head names nothing of its own, what the noun phrase is, is said by what it is
equated with: a line's label before a dash or colon ("**Deadline** – …", "Deadline: …") or
a subject before a copula ("The deadline is the remainder of …"). So, when the topic a
value's clause picks is named only in the modifier of the antecedent of the value's relative
clause, and the antecedent's head names no topic of the value's kind while the words it is
equated with name another, theirs wins. Without a relative clause, a label or a copula
nothing changes: the nearest words decide as before.

The same grammar says what a relative clause's value is when its antecedent is something
the catalogue does not cover: "our cover is 12 months, but the battery is covered by the
maker's guarantee instead, which runs for 2 years". "which" stands for "the maker's
guarantee"; the 2 years are that guarantee's, not the 12-month cover named earlier in the
sentence. So a value whose clause is a relative clause (", which …", "… that …", only
words between the relative and the value) hung on a noun phrase that names a `not_covered`
phrase (at most two words after it, none a verb or preposition that would start another
phrase) is `other` (`uncovered_antecedent`), unless the antecedent's stretch or the
relative clause itself names a topic of the value's kind.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.english import (
    ARTICLES,
    BE_FORMS,
    COORDINATORS,
    DEMONSTRATIVES,
    DO_FORMS,
    HAVE_FORMS,
    MODALS,
    POSSESSIVES,
    PREPOSITIONS,
    RELATIVES,
    one_of,
    word_set,
)
from guard.extract.local.cues import Because, Cue, _pick, cue
from guard.extract.local.evidence import Pick
from guard.extract.local.vocab import Vocabulary
from guard.kb.catalogue import OTHER
from guard.kb.phrasematch import find_all

_I: Final = re.IGNORECASE
#: The value's own clause opens with a relative word after a comma: ", which must …".
_RELATIVE_RE: Final = re.compile(r",\s*which\s+(?:[^\W\d_][\w'’-]*\s+)*$", _I)
#: Where the antecedent's stretch of text starts: after a comma, semicolon, bracket, or a
#: line label's dash or colon (kept apart: a label is what the phrase after it is equated to).
_CUT_RE: Final = re.compile(r"[,;()]")
_LABEL_CUT_RE: Final = re.compile(r":|\s[-–—]\s|—")
#: A copula that equates its subject with the noun phrase after it: the finite forms of
#: "be" (narrower on purpose: "be", "been", "being" stand in a verb group, "must be", a
#: rule's wording rather than a definition's) and "means".
_COPULA_RE: Final = re.compile(
    rf"\b(?:{one_of(BE_FORMS, ('means',), without=('be', 'been', 'being'))})\b", _I
)
#: Where a noun phrase's head ends and its modifier starts: a preposition, a relative word,
#: or a pronoun opening a reduced relative clause ("the price you were quoted"). Narrower on
#: purpose: "to" and "about" open an infinitive or a topic that is the head's own ("the time
#: to cancel", "the rule about refunds"), and "which" and "where" are `_RELATIVE_RE`'s.
_MODIFIER_RE: Final = re.compile(
    rf"\b(?:{one_of(PREPOSITIONS, RELATIVES, ('you', 'we', 'they', 'I'), without=('to', 'about', 'which', 'where'))})\b",
    _I,
)
#: The words an equated subject may have: a short noun phrase, not a clause.
_MAX_SUBJECT_WORDS: Final = 6


def _equated(text: str, end: int) -> tuple[tuple[int, int], int] | None:
    """(span of the words equated with the antecedent, where the antecedent starts), for
    the antecedent ending at `end`; None when nothing is equated with it."""
    cuts = [m.end() for m in _CUT_RE.finditer(text, 0, end)]
    start = cuts[-1] if cuts else 0
    labels = list(_LABEL_CUT_RE.finditer(text, start, end))
    if labels:
        label = labels[-1]
        before = [m.end() for m in _LABEL_CUT_RE.finditer(text, start, label.start())]
        subject = (before[-1] if before else start, label.start())
        return subject, label.end()
    copula = _COPULA_RE.search(text, start, end)
    if copula is None:
        return None
    return (start, copula.start()), copula.end()


def _short(text: str) -> bool:
    return 0 < len(re.findall(r"[^\W\d_]+", text)) <= _MAX_SUBJECT_WORDS


def antecedent_over_modifier(
    vocab: Vocabulary, c: Cue, kind: str, at: tuple[int, int], p: Pick
) -> Pick:
    """`p`, or the topic of the words the relative clause's antecedent is equated with,
    when `p` is named only in that antecedent's modifier (see the module docstring)."""
    rel = _RELATIVE_RE.search(c.text)
    if rel is None or p.match[1] > rel.start():
        return p
    found = _equated(c.text, rel.start())
    if found is None:
        return p
    (s, e), np_at = found
    modifier = _MODIFIER_RE.search(c.text, np_at, rel.start())
    if modifier is None or p.match[0] < modifier.start() or not _short(c.text[s:e]):
        return p
    if _pick(vocab, _only(c, np_at, modifier.start()), kind, at) is not None:
        return p  # the antecedent's head names a topic itself: the nearest reading stands
    subject = _pick(vocab, _only(c, s, e), kind, at)
    return subject if subject is not None and subject.topic != p.topic else p


def _only(c: Cue, start: int, end: int) -> Cue:
    """The cue with only its strong phrases inside [start, end)."""
    strong = tuple(m for m in c.strong if m[0] >= start and m[1] <= end)
    return replace(c, strong=strong, hints=(), loose=(), other=False)


#: The value's clause is a relative clause hung on the noun before it: ", which runs for",
#: "a guarantee that lasts": only words between the relative word and the value.
_HUNG_RE: Final = re.compile(
    r"(?:,\s*(?:which|that)|(?<=[^\W\d_])\s+(?:which|that))\s+(?:[^\W\d_][\w'’-]*\s+)*$", _I
)
#: Where the antecedent's stretch starts: the last clause break before the relative.
_STRETCH_CUT_RE: Final = re.compile(r"[,;:()]|\s[-–—]\s|—")
#: A word after the uncovered phrase that would start another phrase, so the relative
#: would not hang on it: a verb, a preposition, a conjunction, a determiner. Of the classes
#: it takes, the words left out (`without`) were never in this list; the reporting verbs
#: ("says", "confirmed") are its own: a verb a noun phrase's subject is said to have done.
_NOT_IN_NOUN_PHRASE: Final = word_set(
    BE_FORMS,
    HAVE_FORMS,
    MODALS,
    DO_FORMS,
    ("says", "said", "confirms", "confirmed"),
    PREPOSITIONS,
    COORDINATORS,
    ("then", "if", "when"),
    ARTICLES,
    DEMONSTRATIVES,
    POSSESSIVES,
    without=("being", "might", "nor", "yet", "my", "his", "her"),
)
#: The most words an antecedent's noun phrase may run on after its uncovered phrase
#: ("the maker's guarantee instead").
_MAX_AFTER: Final = 2


def uncovered_antecedent(vocab: Vocabulary, kind: str, left: str) -> tuple[str, Because] | None:
    """`other`, with why, when the value's clause (`left` ends just before the value) is a
    relative clause whose antecedent names an uncovered phrase (see the module docstring)."""
    if not vocab.not_covered:
        return None
    rel = _HUNG_RE.search(left)
    if rel is None:
        return None
    comma = left.rfind(",", rel.start(), rel.end())
    end = comma if comma >= 0 else rel.start()
    cuts = [m.end() for m in _STRETCH_CUT_RE.finditer(left, 0, end)]
    start = cuts[-1] if cuts else 0
    near = [(s, e) for s, e in find_all(vocab.not_covered, left) if start <= s and e <= end]
    if not near:
        return None
    s, e = near[-1]
    after = re.findall(r"[^\W\d_][\w'’-]*", left[e:end])
    if len(after) > _MAX_AFTER or any(w.lower() in _NOT_IN_NOUN_PHRASE for w in after):
        return None
    own = cue(left, vocab)
    if any(start <= m[0] and (spec := vocab.topic(m[2])) and spec.kind == kind for m in own.strong):
        return None  # the stretch or the relative clause names a topic of the kind itself
    note = "the noun the relative clause hangs on"
    return OTHER, Because("clause", left[s:e], "not_covered", "", vocab.not_covered, note)
