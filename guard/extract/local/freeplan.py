"""Whether a "free" read as a price is a scope value's name instead: a plan called Free
(`names_a_scope_value`), which `noclaim` asks before a price of zero is a claim.

Separate from `scopes`, which reads a claim's scope: this module decides whether a value is
a value at all, with the scope dimensions' phrases and names.
"""

from __future__ import annotations

import re
from typing import Final

from guard.extract.local.vocab import Vocabulary
from guard.kb.phrasematch import classify

_I: Final = re.IGNORECASE


_FREE_WORD_RE: Final = re.compile(r"\bfree\b", _I)


def names_a_scope_value(
    vocab: Vocabulary, text: str, start: int, end: int, *, cell: bool, line_start: bool
) -> bool:
    """Whether a "free" read as a price in `text[start:end]` is a scope value's name
    instead: a plan called Free.

    It is when it is part of a longer scope phrase ("the free plan", "on Free"), or when the
    word is a value's name or phrase and stands where a name stands: capitalised inside a
    sentence ("nothing changes for Free, Team or Enterprise") or as a line's label ("**Free**
    – …"). A table's row labels and header cells hold no claims (`tables`), so a table cell
    that says "Free" is a price ("| Helmet hire | Free |")."""
    m = _FREE_WORD_RE.search(text, start, end)
    if m is None:
        return False
    for dim in vocab.dimensions:
        # A longer phrase holding the word ("free plan", "on Free"); a phrase that is the bare
        # word is as ambiguous as the word itself, and left to where it stands.
        for s, e, _ in classify(dim.options, text):
            if s <= m.start() and m.end() <= e and (s, e) != m.span():
                return True
    word = m.group()
    if cell or not any(rx.fullmatch(word) for dim in vocab.dimensions for _, rx in dim.labels):
        return False
    if text[: m.start()].strip(" \t*_>#") == "":
        return line_start  # a label at the start of its line
    return word[0].isupper()
