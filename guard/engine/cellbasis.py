"""What a table cell's amount is charged per, when its table says it in a label.

A table often states a price's basis once, in its column header ("| Plan | Price per month |")
or its row's label ("| Chimney sweep (per flue) | £75 |"), and leaves each cell a bare
amount: the cell is read with its header and label (`guard.extract.local.tables`), so the
basis is part of what the cell says. A claim's quote is the row alone, so a reader of the
basis right after the amount (`chargebasis`, `ratebasis`) found none there: "£75 per person"
against such a row passed as "said on one side only", and "£15 a month" against "Price per
month" was a period the source never named.

So the basis of a cell in a whole-row quote is read, where its words after the amount state
none, in its column's header, then its row's label: the words from a "per", "each" or a slash
in that label on, as `chargebasis.basis_chain` reads them after an amount, or a period
adjective ("Monthly price"). Closed words of English only; a label naming no basis gives
none, and a quote that is no whole row of a table with a header is read as before. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.rowheader import row_with_header

#: Where a label's basis starts: "per", "each" or a slash before a word.
_BASIS_START_RE: Final = re.compile(r"(?:(?<![\w-])(?:per|each)\s+|/\s?)(?=[a-z])", re.I)


def _cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().strip("|").split("|")]


def cell_labels(quote: str, value_text: str, body: str) -> list[str]:
    """The column header and then the row label of the cell of `quote` (a whole table row of
    `body` with a header) that holds `value_text`; [] when there is no such cell."""
    table = row_with_header(quote, body)
    if table is None or not value_text:
        return []
    header, _rule, row = table.split("\n\n")[0].splitlines()[:3]
    cells, heads = _cells(row), _cells(header)
    at = next((i for i, c in enumerate(cells) if i > 0 and value_text in c), None)
    if at is None:
        return []
    return [heads[at] if at < len(heads) else "", cells[0]]


def label_basis_text(label: str) -> str | None:
    """The words of `label` from its basis's "per", "each" or slash on, or None."""
    m = _BASIS_START_RE.search(label)
    return label[m.start() :] if m else None
