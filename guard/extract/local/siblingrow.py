"""A table row whose label is another row's label with a modifier in front names another kind.

A table lists things of one sort row by row, and what sets its rows apart is their labels. A
row labelled with a topic's phrase ("| Day ticket | £12 |") holds that topic's value; a row
of the same table labelled with the same phrase and words before it ("| Family day ticket |
£30 |") holds the value of another kind of the thing, as the words in front are exactly what
tell the two rows apart. So the second row's value is not the topic's, although the topic's
phrase is in its label. Without a sibling row labelled with the bare phrase, a modifier alone
proves nothing (a table may price only one kind, under its fuller name), so the reading holds
only beside that row.

Table structure and the catalogue's own phrases only: no noun or modifier is listed here.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import ARTICLES
from guard.extract.local.vocab import Vocabulary

_WORD_RE: Final = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")
#: A table's rule line ("|---|:--:|").
_RULE_RE: Final = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")


def _words(text: str) -> list[str]:
    """A label's words in lower case, articles dropped ("The day ticket" is "day ticket")."""
    return [w for w in _WORD_RE.findall(text.lower()) if w not in ARTICLES]


def _row_label(row: str) -> str | None:
    """The first cell of a table row of two or more cells, as words; None for another line."""
    cells = [c.strip().strip("*_").strip() for c in row.strip().strip("|").split("|")]
    return cells[0] if row.lstrip().startswith("|") and len(cells) > 1 else None


def modified_phrase(phrases: tuple[str, ...], label: str, siblings: tuple[str, ...]) -> bool:
    """Whether the row label `label` is one of `phrases` with words in front of it, while a
    sibling row of the same table is labelled with that phrase alone (module docstring)."""
    own = _words(label)
    bare = {tuple(_words(s)) for s in siblings}
    for phrase in phrases:
        words = tuple(_words(phrase))
        n = len(words)
        if "*" in phrase or not words or words not in bare or len(own) <= n:
            continue
        if any(tuple(own[i : i + n]) == words for i in range(1, len(own) - n + 1)):
            return True
    return False


def another_rows_kind(vocab: Vocabulary, topic: str, label: str, siblings: tuple[str, ...]) -> bool:
    """`modified_phrase` for a topic of the catalogue, by its `about` phrases."""
    spec = vocab.topic(topic)
    return spec is not None and modified_phrase(spec.about, label, siblings)


def row_of_another_kind(phrases: tuple[str, ...], body: str, row: str) -> bool:
    """Whether the table row `row` of the text `body` is labelled with one of `phrases` with
    words in front, beside a row of its table labelled with the phrase alone: the same
    reading for a claim's quote (the engine's UNPLACED check sees rows, not tables)."""
    lines = body.splitlines()
    at = next((i for i, line in enumerate(lines) if line.strip() == row.strip()), None)
    label = _row_label(row)
    if at is None or label is None:
        return False
    lo, hi = at, at
    while lo > 0 and lines[lo - 1].lstrip().startswith("|"):
        lo -= 1
    while hi + 1 < len(lines) and lines[hi + 1].lstrip().startswith("|"):
        hi += 1
    siblings: list[str] = []
    for i in range(lo, hi + 1):
        if i == at or _RULE_RE.match(lines[i]) or (i + 1 <= hi and _RULE_RE.match(lines[i + 1])):
            continue  # the row itself, a rule line, the header row
        other = _row_label(lines[i])
        if other:
            siblings.append(other)
    return modified_phrase(phrases, label, tuple(siblings))
