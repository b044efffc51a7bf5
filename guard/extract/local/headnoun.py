"""The head of a clause's subject outweighs the words that modify it.

"Parcel refunds for orders placed with express delivery are paid within 3 days": the
subject is "parcel refunds", and "for orders placed with express delivery" only says which
refunds. The 3 days are how long a refund takes, not how long a delivery does, even though
"delivery" is the phrase nearest the value. Nearness is the right tie-break between two
sides of a value, but inside one noun phrase the structure says more: what the verb states
the value of is the head noun, and a phrase after a preposition or a relative word is its
modifier.

So when the topic a value's clause picks is named only inside the modifier of the
clause's subject (after its head, before its first verb), and the head itself names another
topic of the value's kind, the head's topic wins. A subject whose head names no topic of
the kind ("the length of the notice period is") keeps its modifier's reading.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.clauses import SUB_CLAUSE, clause_start
from guard.extract.local.cues import Cue, _pick
from guard.extract.local.evidence import Pick
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE
#: The first finite verb (or auxiliary) of a clause: the subject ends before it.
_VERB_RE: Final = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|can|may|must|should|would|could|shall|"
    r"takes?|lasts?|costs?|gets?|needs?)\b",
    _I,
)
#: A word that starts a modifier after a noun: a preposition or a relative word.
_MODIFIER_RE: Final = re.compile(
    r"\b(?:for|of|with|from|on|in|at|by|after|before|during|under|over|about|that|which|who|"
    r"whose|where|when)\b",
    _I,
)


def modifier_span(text: str, start: int, end: int) -> tuple[int, int, int] | None:
    """(subject start, modifier start, verb start) when `text[start:end]` lies inside the
    modifier of its sub-clause's subject, else None."""
    subject = clause_start(text, start, SUB_CLAUSE)
    verb = _VERB_RE.search(text, subject)
    if verb is None or verb.start() < end:
        return None
    modifier = _MODIFIER_RE.search(text, subject, start)
    if modifier is None or not text[subject : modifier.start()].strip():
        return None
    return subject, modifier.start(), verb.start()


def head_over_modifier(vocab: Vocabulary, c: Cue, kind: str, at: tuple[int, int], p: Pick) -> Pick:
    """`p`, or the topic the subject's head names when `p` is named only in the subject's
    modifier (see the module docstring)."""
    span = modifier_span(c.text, p.match[0], p.match[1])
    if span is None:
        return p
    subject, modifier, _ = span
    head = replace(
        c,
        strong=tuple(m for m in c.strong if m[0] >= subject and m[1] <= modifier),
        hints=(),
        loose=(),
        other=False,
    )
    found = _pick(vocab, head, kind, at)
    return found if found is not None and found.topic != p.topic else p
