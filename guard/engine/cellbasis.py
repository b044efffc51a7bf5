"""What a table cell's amount is charged per, when its table says it in a label.

A table often states a price's basis once, in its column header ("| Plan | Price per month |")
or its row's label ("| Chimney sweep (per flue) | £75 |"), and leaves each cell a bare
amount: the cell is read with its header and label (`guard.extract.local.tables`), so the
basis is part of what the cell says. A claim's quote is the row alone, so `ratebasis`, which
reads the periods V's words name, found none there: "£15 a month" against "Price per month"
was a period the source never named (CAUTION UNIT_MISMATCH on a right reply).

So a cell's column header and row label are read with its quote for the period of time
(`ratebasis`); a quote that is no whole row of a table with a header gives none. Only the
period: set against `chargebasis`'s families, a label's "Price per seat" would part a draft's
"per user" from it (a person against a thing), which the words cannot tell are one. Pure.
"""

from __future__ import annotations

from guard.engine.rowheader import row_with_header


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
