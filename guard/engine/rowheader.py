"""A table row is re-read with its table's header: the header is part of the cell's words.

A table is two-dimensional: a cell's value is what its column says about its row, so the
local extractor reads a cell with its column's header before its row's label
(`guard.extract.local.tables`): under a header "| What you get | Gold plan |", the row
"| Discount on spare parts | 10% |" is Gold plan's discount, whatever the label goes on to
name ("parts" there, maybe a phrase of another value of the same dimension: the thing the
discount is taken off). A claim's quote is the row alone (the header is lines above it), so a
validator reading the quote alone reads the label's words without the header's and can
contradict the reading it is checking: the extractor's own claim is then rejected, and one
rejected claim makes its whole source misread, capping every ALLOW.

So when a quote is a whole table row of a source whose table has a header row, the row is
re-read under that header (the header line and its rule line, then the row): the validator
reads the same words the extractor read, in the same order (column header, then row label).
Nothing becomes more lenient than that reading: a scope that no word of the row or of its
header names is still contradicted, and a claim naming the label's value where the header
names another is read as the table rule reads it (the header's). A quote that is part of a
row, or a row of a table without a header, is read as it stands.

Pure: string work only.
"""

from __future__ import annotations

import re
from typing import Final

from guard.engine.quotes import normalise_ws

_RULE_RE: Final = re.compile(r"^\s*\|[\s:|-]*-[\s:|-]*$")


def _is_row(line: str) -> bool:
    return line.lstrip().startswith("|")


def _header_of(lines: list[str], at: int) -> str | None:
    """The header and rule lines of the table whose row is `lines[at]`, or None."""
    top = at
    while top > 0 and _is_row(lines[top - 1]):
        top -= 1
    if top + 1 < at and _RULE_RE.match(lines[top + 1]) and not _RULE_RE.match(lines[top]):
        return f"{lines[top].strip()}\n{lines[top + 1].strip()}"
    return None


def row_with_header(quote: str, body: str) -> str | None:
    """`quote` under its table's header ("header\\nrule\\nrow"), when `quote` is a whole
    row of a table with a header in `body`; several such tables (the same row under two
    headers) give each in turn, blank-line separated, so each is read as its own table.
    None when the quote is no whole row of such a table."""
    row = normalise_ws(quote)
    if not (row.startswith("|") and row.endswith("|")) or "\n" in row:
        return None
    lines = body.splitlines()
    tables = [
        f"{header}\n{row}"
        for i, line in enumerate(lines)
        if normalise_ws(line) == row and (header := _header_of(lines, i)) is not None
    ]
    return "\n\n".join(dict.fromkeys(tables)) or None
