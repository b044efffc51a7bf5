"""A zero word in a table cell is what its column counts, not its row's price.

A table cell's value is what its column says about its row (`tables`). A zero word ("none",
"free", "nil", "—" read as nothing) has no unit of its own, so it takes the kind of what it
is the nothing of: under "| Plan | Price | Credits | Minimum term |", the row "| Day pass |
£25 | none | none |" says the day pass has no credits and no minimum term. When the
column's header names a topic of another kind than money (a count, a duration, a choice)
and none of the zero's kind, the zero is that column's, and the row label that names a
price topic ("Day pass") does not make it a price of nothing: the row's price is in its own
column.
"""

from __future__ import annotations

from guard.extract.local.cues import cue
from guard.extract.local.segment import Cell
from guard.extract.local.vocab import Vocabulary


def zero_of_another_column(vocab: Vocabulary, cell: Cell | None, kind: str) -> bool:
    """The cell's column header names some topic, none of them of `kind`: a zero in that
    cell is the column's nothing, not a `kind` value its row label could name."""
    if cell is None or not cell.column:
        return False
    kinds = set()
    for m in cue(cell.column, vocab).strong:
        spec = vocab.topic(m[2])
        if spec is not None:
            kinds.add(spec.kind)
    return bool(kinds) and kind not in kinds
