"""Which of the topics a ticket names it asks about: the ones its question clause names.

A customer often tells what happened before asking: "I cancelled 5 days ago, when will I
see the refund?" names a cancelling and a refund, and a reply's bare "within 3 days" answers
the question, not the story. So when the ticket names several topics of an unattributed
value's kind (rule TOPIC), the ones named in its question clauses are the candidates, and
when that leaves exactly one, the value is read on it. A question clause is a clause of a
sentence that ends with "?" and opens with a question word ("when", "how", "what", …) or an
auxiliary before its subject ("can I", "will it", "do you"). A ticket whose question names
both topics, or none of them, is left as it was.

English grammar only: the sentence's question mark, its clause boundaries, question words
and auxiliaries.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

_I: Final = re.IGNORECASE

_SENTENCE_RE: Final = re.compile(r"[^.!?]*[.!?]+|[^.!?]+$")
_CLAUSE_SPLIT_RE: Final = re.compile(r"[,;:()]|\s[-–—]\s")
_QUESTION_OPEN_RE: Final = re.compile(
    r"^\s*(?:(?:and|or|so|but|then|also|please)\s+)?"
    r"(?:when|how|what|where|which|why|who|whose"
    r"|(?:can|could|will|would|do|does|did|is|are|was|should|may|might|must|shall|have|has)"
    r"\s+(?:i|we|you|it|they|he|she|my|our|the|this|that|there)\b)",
    _I,
)


def question_clauses(message: str) -> list[str]:
    """The clauses of `message` that ask (module docstring)."""
    out: list[str] = []
    for m in _SENTENCE_RE.finditer(message):
        sentence = m.group().strip()
        if not sentence.endswith("?"):
            continue
        out.extend(c for c in _CLAUSE_SPLIT_RE.split(sentence) if _QUESTION_OPEN_RE.match(c))
    return out


def asked_among(message: str, named: list[str], named_in: Callable[[str], list[str]]) -> list[str]:
    """Of the topics `named` in `message`, the ones its question clauses name (`named_in`
    reads a text's topics), when that is a narrower non-empty set; else `named`."""
    if len(named) < 2:
        return named
    asked = {t for clause in question_clauses(message) for t in named_in(clause)}
    kept = [t for t in named if t in asked]
    return kept if kept and len(kept) < len(named) else named
