"""What an amount is charged for beats what it is charged per.

"You can add Pet Insurance to your plan for £6 a month", with "pet insurance" `not_covered`:
the £6 is what the uncovered add-on costs, charged monthly. The rate words after the amount
("a month", "per seat") name a topic only when the amount's own sub-clause names nothing
else (`reading.topic_and_value`: "A freeze costs £5 per month" is the freeze's fee): a topic
of the value's kind there wins, and so does a subject the catalogue does not cover. So a
`not_covered` phrase in the value's own sub-clause (no comma, colon, bracket or dash between
them) makes the amount `other`, whatever period it is charged per. English grammar of
prices only: no catalogue's words.
"""

from __future__ import annotations

from guard.clauses import SUB_CLAUSE_BUT_SEMICOLON, clause_after, clause_start
from guard.extract.local.cues import Because
from guard.extract.local.segment import Clause
from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import find_all


def uncovered_priced(vocab: Vocabulary, clause: Clause) -> Because | None:
    """Why the amount in `clause` is the price of something the catalogue does not cover
    (a `not_covered` phrase in its own sub-clause, see the module docstring), or None."""
    if not vocab.not_covered:
        return None
    left = clause.left[clause_start(clause.left, len(clause.left), SUB_CLAUSE_BUT_SEMICOLON) :]
    right = clause_after(clause.right, 0, SUB_CLAUSE_BUT_SEMICOLON)
    for text, last in ((left, True), (right, False)):
        near = find_all(vocab.not_covered, text)
        if near:
            s, e = near[-1] if last else near[0]
            note = "what the amount is charged for"
            return Because("clause", text[s:e], "not_covered", "", vocab.not_covered, note)
    return None
