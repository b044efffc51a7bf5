"""Someone's belief stated as an adjective is a report of their words: "The caller is adamant
we took $50", "a guest was convinced it cost €20".

`wording.reported` reads a person's speech verb ("says", "insists", "claims") before a value
as someone else's words. The same report is often made with an adjective of certainty after
"is": "is adamant", "is convinced", "is sure", "is certain", "is positive" (that …). Whoever
the subject is, what they are sure of is their claim, not the document's statement, unless
the subject is the writer ("we", "I", "our team"), who states it. So a value after such a
predicate, in the same sub-clause, is reported.

The copula is often left out when the believer is introduced as an object ("Got a caller
adamant that our leaflet says 16", "had a guest convinced we charge €20"): a noun, then
"adamant" or "convinced" (not "sure"/"certain", which also start instructions: "make sure
that…"), then the report. The writer's own "I'm convinced" keeps its copula and is theirs.

English grammar only: a copula, an adjective of certainty, a subject that is not the writer
("Refunds are sure to arrive in 5 days" says how likely, and stays a statement).
"""

from __future__ import annotations

import re
from typing import Final

_BELIEF_RE: Final = re.compile(
    r"(?P<subject>\b[\w'’-]+(?:\s+[\w'’-]+){0,3}?)\s+(?:is|are|was|were|seems?|seemed)\s+"
    r"(?:(?:so|very|quite|absolutely|totally|completely|still)\s+)?"
    # "sure to arrive", "certain to" say how likely, not who believes it
    r"(?:adamant|convinced|certain|positive|sure)\b(?!\s+to\b)",
    re.IGNORECASE,
)
_WRITER_RE: Final = re.compile(r"^(?:we|i|our\s+\w+|my\s+\w+)$", re.IGNORECASE)
# "a caller adamant that …": a noun right before the adjective, with no copula between.
_REDUCED_RE: Final = re.compile(
    r"(?P<word>\b[\w'’-]+)\s+(?:(?:so|absolutely|totally|completely)\s+)?"
    r"(?:adamant|convinced)\b(?!\s+(?:to|by|of)\b)",
    re.IGNORECASE,
)
#: Words before "adamant"/"convinced" that make it no reduced report: a copula or a verb
#: (the main pattern's case, or "we convinced them"), the writer, or a degree word.
_NOT_A_BELIEVER: Final = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "seem",
        "seems",
        "seemed",
        "feel",
        "feels",
        "felt",
        "remain",
        "remains",
        "remained",
        "stay",
        "stays",
        "stayed",
        "i",
        "we",
        "i'm",
        "we're",
        "i’m",
        "we’re",
        "you",
        "you're",
        "you’re",
        "not",
        "never",
        "very",
        "quite",
        "still",
    ]
)


def believed(before: str) -> bool:
    """Whether `before` (the sub-clause before a value) reports someone's certainty: a
    subject other than the writer, then "is adamant", "is convinced", …"""
    for m in _BELIEF_RE.finditer(before):
        words = m["subject"].split()
        if _WRITER_RE.match(words[-1]) or _WRITER_RE.match(" ".join(words[-2:])):
            continue  # the writer states it
        return True
    for m in _REDUCED_RE.finditer(before):
        word = m["word"].lower()
        if word not in _NOT_A_BELIEVER and not word.endswith(("'m", "’m", "'re", "’re")):
            return True  # "a caller adamant that …": the believer is someone else
    return False
