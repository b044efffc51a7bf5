"""A word inside a defined term names the term, not a scope.

Contracts and policies name their terms in capitals mid-sentence: "a Monthly Uptime
Percentage of 99.9%", "the Annual Service Credit Cap". "Monthly" there says how the uptime
is measured; read as the billing cycle it would scope the claim to monthly customers and
make it look more specific than the documents that state the same commitment for everyone.
A defined term is three or more capitalised words in a row after a lower-case word (so not a
sentence's first words, nor a heading's Title Case). A scope mention of one word inside one
is part of the term's name; a longer catalogued phrase ("Orbitask Business") still scopes.
"""

from __future__ import annotations

import re
from typing import Final

_DEFINED_TERM_RE: Final = re.compile(r"(?<=[a-z]\s)[A-Z][a-z]+(?:\s+[A-Z][a-z]+){2,}(?![\w'’-])")


def in_a_defined_term(sentence: str, start: int, end: int) -> bool:
    """Whether sentence[start:end] is one word inside a defined term (see the module
    docstring)."""
    if re.search(r"\s", sentence[start:end].strip()):
        return False
    return any(m.start() <= start and end <= m.end() for m in _DEFINED_TERM_RE.finditer(sentence))
