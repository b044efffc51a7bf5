"""Reading a Markdown table cell by cell.

A table is two-dimensional: a cell's value is what its column says about its row. So each
cell is read on its own (a row "| Broadband | £150 | €170 |" holds two values, one per
column), and what the cell does not say comes from its column's header and its row's
label, nearest first (`topics`): "| Fee | UK | Ireland |" scopes £150 to the UK and €170 to
Ireland, "| Plan | Billed monthly | Billed annually |" gives each price its billing cycle, and
"| | Free | Team | Business |" each plan its own column.

- The header row (a row followed by a rule line) labels the columns: it holds no claims.
- The first cell of a row of two or more cells labels the row ("| Below 99.0% | 25% |"
  states a service credit for that band, not an uptime of 99%): it holds no claims either.
- A bare number in a cell ("| Team | 100 |") is read with the unit its column header or
  row label gives (and a number with only its window, "| Claims allowed | 2 in any 12 months
  |", as a count of what the header or label names): "Requests per minute", "Notice period (days)", "Fee (€)", "Uptime (%)",
  "Standing charge (p per day)".

The claim's quote is the whole row (an exact substring of the source); its value and its
scope are the cell's.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from guard.extract.local.found import Found
from guard.extract.local.segment import Cell, Clause, Sentence, cell_text
from guard.extract.local.values import claims_in
from guard.extract.local.vocab import Vocabulary

_I: Final = re.IGNORECASE

# A cell that is only a number, maybe bounded or a range: "300", "1,000", "up to 5", "5-7",
# "10+".
_NUM: Final = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_BARE_RE: Final = re.compile(
    rf"^(?:(?:up\s+to|max(?:imum)?|at\s+most|no\s+more\s+than|min(?:imum)?|at\s+least|"
    rf"about|around)\s+)?(?:{_NUM})(?:\s*(?:-|–|—|to)\s*(?:{_NUM}))?\s*\+?$",
    _I,
)
# A number with the window it is counted in: "2 in any 12 months", "3 per year", "4 a month".
_WINDOWED_RE: Final = re.compile(
    rf"^(?P<num>{_NUM})\s+(?P<window>(?:in|within|per|over|during|a|an|each|every)\s+\S.*)$", _I
)
# What a header says a bare number is in.
_HEADER_SYMBOL_RE: Final = re.compile(r"[€$£¥]")
_HEADER_CODE_RE: Final = re.compile(r"\b[A-Z]{3}\b")
_HEADER_CURRENCY_WORD_RE: Final = re.compile(r"\b(?:dollars|euros|pounds)\b", _I)
# Pence: "(p per day)", "Unit rate (p/kWh)", "Price (p)", "pence".
_HEADER_PENCE_RE: Final = re.compile(r"(?:^|[\s(])p(?=\s*(?:per\b|/|\)))|\b(?i:pence)\b")
_HEADER_PERCENT_RE: Final = re.compile(r"%|\bper\s?cent\b|\bpercentage\b", _I)
# A unit of time, not a rate ("per day", "a day"): "(days)", "Business days", "Hours",
# "(months)".
_HEADER_DURATION_RE: Final = re.compile(
    r"(?<!\bper\s)(?<!\ba\s)(?<!\beach\s)(?<!\bevery\s)"
    r"\b(?P<unit>(?:(?:business|working|calendar)\s+)?"
    r"(?:minutes?|hours?|days?|weeks?|months?|years?))\b",
    _I,
)


def _readings(cell: str, header: str, vocab: Vocabulary) -> list[str]:
    """Ways to read a bare number with a header's unit, most specific first."""
    out: list[str] = []
    if "money" in vocab.kinds:
        sym = _HEADER_SYMBOL_RE.search(header)
        if sym:
            out.append(f"{sym.group()}{cell}")
        out.extend(f"{cell} {m.group()}" for m in _HEADER_CODE_RE.finditer(header))
        word = _HEADER_CURRENCY_WORD_RE.search(header)
        if word:
            out.append(f"{cell} {word.group()}")
        if _HEADER_PENCE_RE.search(header):
            out.append(f"{cell}p")
    if "percent" in vocab.kinds and _HEADER_PERCENT_RE.search(header):
        out.append(f"{cell}%")
    unit = _HEADER_DURATION_RE.search(header)
    if unit:
        out.append(f"{cell} {unit['unit']}")
    if vocab.counts:
        out.append(f"{cell} {header}")
    return out


def _with_header_unit(
    cell: str, headers: tuple[str, ...], vocab: Vocabulary
) -> list[tuple[Found, Clause]]:
    """A bare number read with the first header that gives it exactly one value whose
    written number is the cell's own. The number, not the whole cell, is looked for in the
    value's words: a bound word before it ("| Guests per room | up to 3 |") is read with the
    number but is not part of a count's own words ("3 Guests per room"), so requiring the
    whole cell would drop every bounded cell of a count row."""
    m = re.search(_NUM, cell)
    written = m.group() if m else cell
    for header in headers:
        if not header:
            continue
        for text in _readings(cell, header, vocab):
            found = claims_in(text, vocab)
            if len(found) == 1 and written in found[0][0].text:
                return found
    return []


def _counted_with_window(
    m: re.Match[str], headers: tuple[str, ...], vocab: Vocabulary
) -> list[tuple[Found, Clause]]:
    """A number with its window and no noun ("| Claims allowed | 2 in any 12 months |"): the
    header or row label names what it counts, as it names a bare number's unit, so it is read
    as the count of that noun in that window ("2 claims allowed in any 12 months"), when that
    gives exactly one count whose written number is the cell's."""
    for header in headers:
        if not header:
            continue
        found = claims_in(f"{m['num']} {header} {m['window']}", vocab)
        if len(found) == 1 and found[0][0].value.kind == "count" and m["num"] in found[0][0].text:
            return found
    return []


def _labelled_count(
    cell: str, headers: tuple[str, ...], vocab: Vocabulary
) -> list[tuple[Found, Clause]]:
    """A number and its noun under a label naming a count topic ("| Minimum stay | 2 nights
    |"): read as the line "Minimum stay: 2 nights" is (`unithead.line_label`), when that
    gives exactly one count whose words are in the cell."""
    for header in headers:
        if not header:
            continue
        found = claims_in(f"{header}: {cell}", vocab)
        if len(found) == 1 and found[0][0].value.kind == "count" and found[0][0].text in cell:
            return found
    return []


def cell_claims(sentence: Sentence, vocab: Vocabulary) -> list[tuple[Found, Clause]]:
    """The claims of one table row, each read in its own cell with its cell's context."""
    if not sentence.cells or sentence.header_row:
        return []
    texts = [sentence.text[a:b] for a, b in sentence.cells]
    # With one cell there is no label column: the cell is the value.
    first = 1 if len(texts) > 1 else 0
    label = cell_text(texts[0]) if first else ""
    per_cell: dict[int, list[tuple[Found, Clause]]] = {}
    for j in range(first, len(texts)):
        column = sentence.columns[j] if j < len(sentence.columns) else ""
        found = claims_in(texts[j], vocab)
        if not found and _BARE_RE.match(texts[j].strip(" *_")):
            found = _with_header_unit(texts[j].strip(" *_"), (column, label), vocab)
        elif not found and vocab.counts and (w := _WINDOWED_RE.match(texts[j].strip(" *_"))):
            found = _counted_with_window(w, (column, label), vocab)
        elif not found and vocab.counts:
            found = _labelled_count(texts[j].strip(" *_"), (column, label), vocab)
        if found:
            per_cell[j] = found
    others = tuple(cell_text(texts[k]) for k in range(first, len(texts)) if k not in per_cell)
    out: list[tuple[Found, Clause]] = []
    for j, found in per_cell.items():
        column = sentence.columns[j] if j < len(sentence.columns) else ""
        cell = Cell(column=column, label=label, others=others)
        out.extend((f, replace(c, cell=cell)) for f, c in found)
    return out
