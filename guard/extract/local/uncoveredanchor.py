"""An uncovered subject named only by what a duration counts from is no subject of it.

"We take unopened items back within 60 days of delivery", with delivery `not_covered`: the
60 days are counted from the delivery (the deadline's anchor, `anchors`), they do not say how
long a delivery takes. So the anchor's `not_covered` phrase is no cue for the value: it is
blanked from the clause and the sentence the value's topic is read in, and the value goes to
what the rest of its text (or its heading) names, or to `other`. A clause that names the
uncovered subject outside the anchor too ("Delivery takes 3 days after your order") keeps it,
as does a value of another kind. English grammar of deadlines only: no catalogue's words.
"""

from __future__ import annotations

from dataclasses import replace

from guard.extract.local.anchors import anchor_span
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import mentions


def without_uncovered_anchor(vocab: Vocabulary, kind: str, clause: Clause) -> Clause:
    """The clause with its anchor blanked (positions kept) when the anchor alone names an
    uncovered subject (see the module docstring); otherwise the clause as it is."""
    if kind != "duration" or not vocab.not_covered:
        return clause
    span = anchor_span(clause.right, clause.left)
    if span is None:
        return clause
    s, e = span
    if not mentions(vocab.not_covered, clause.right[s:e]):
        return clause
    if mentions(vocab.not_covered, f"{clause.left} {clause.right[:s]} {clause.right[e:]}"):
        return clause
    right = clause.right[:s] + " " * (e - s) + clause.right[e:]
    at = clause.sentence.find(clause.right, clause.end)
    sentence = clause.sentence
    if at >= 0:
        sentence = sentence[: at + s] + " " * (e - s) + sentence[at + e :]
    return replace(clause, right=right, sentence=sentence)
