"""A zero said of "a thing that …" holds only for the things the relative clause picks out.

"A parcel that arrives damaged is replaced at no charge", "Any ticket which is bought by a
member costs nothing": an indefinite subject ("a", "an", "any", "each", "every") restricted
by a relative clause is not every such thing; the relative clause says which ones, as an
"if" clause would ("if a parcel arrives damaged, it is replaced at no charge"). So a zero
whose sentence opens with such a subject is said under the relative clause's condition
(`exceptionzero`): the exception it sets, not a second value of the fee. A definite subject
("the parcel that you sent") refers to one thing already known and sets no condition.

English grammar only: the subject is found by its slot at the sentence's start (after a list
marker), a determiner of the indefinite kind, one to three words, then a relative word; the
zero stands after it with no coordinator or clause mark of its own in between ("and",
"but", "so", a semicolon or colon: a second clause with its own subject).
"""

from __future__ import annotations

import re
from typing import Final

# The indefinite subject and its relative word, at the sentence's start.
_RESTRICTED_SUBJECT_RE: Final = re.compile(
    r"^[\s*_>(\[–—-]*(?:\d+[.)]\s*)?(?:a|an|any|each|every)\s+"
    r"[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?\s+(?P<word>that|which|who)\b",
    re.IGNORECASE,
)
# A new clause of its own between the relative word and the zero.
_SECOND_CLAUSE_RE: Final = re.compile(r"[;:]|\b(?:and|but|so|while|whereas)\b", re.IGNORECASE)


def relative_condition(sentence: str, start: int) -> tuple[int, int] | None:
    """Where the relative word restricting the zero's indefinite subject is, or None (module
    docstring). `start` is where the zero stands in `sentence`."""
    m = _RESTRICTED_SUBJECT_RE.match(sentence)
    if m is None or m.end() > start:
        return None
    if _SECOND_CLAUSE_RE.search(sentence, m.end(), start):
        return None
    return m.span("word")
