"""Reading a text as sentences: comments masked, blocks, headings, list items and tables.

Every sentence carries the verbatim slice of its input it was read from (`quote`: quotes and
spans must validate) and what surrounds it: the Markdown headings above it, which block it
is in, the label its line starts with, and, for a table row, its cells and its table's
header row.

A block is what a reader takes in one go: a heading, a table row, or a paragraph or list item
with the lines it was hard-wrapped onto. Exported help centres and legal pages break lines
at about 80 characters inside a paragraph ("…of at least\\n99.5%."), so a line break after a
long line is read as a space; a blank line, a heading, a list item, a numbered clause, a
table row or a hard break (two trailing spaces, a backslash) still ends the block, and so
does a short line ("Kind regards,", "**Ana** 9:02 AM"): nobody wraps at 40 characters, so a
short line was broken on purpose. The sentence's `text` is what is read (a soft line break
as one space, bold, italic and inline-code markers as spaces: "up to **two** guests" reads
"up to   two   guests", `guard.plaintext`), its `quote` the original characters, which
differ from `text` only in that whitespace and those markers — the engine's quote
validation compares the quote with the source, whitespace-normalised, and a quote is always
an exact substring of the source as well.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Final

from guard.english import closes_object_abbreviation
from guard.extract.local.boldhead import bold_heading
from guard.extract.local.leadin import LeadIns, item_indent, leads_in
from guard.plaintext import blank_emphasis, mask_comments

_LINE_RE: Final = re.compile(r"[^\n\r]+")
_HEADING_RE: Final = re.compile(r"^ {0,3}(#{1,6})[ \t]+")
_TABLE_RULE_RE: Final = re.compile(r"^\s*\|[\s:|-]*-[\s:|-]*$")
# A list item, a quote, or a legal clause number ("9.1 You may…", "2.1 **Business plan.**";
# a clause number is only one before a capital, so "2.5 days" stays a value).
_LINE_MARKER_RE: Final = re.compile(
    r"^\s*(?:>\s*)*(?:[-*+•]\s+|\d{1,3}[.)]\s+"
    r"|\d{1,3}(?:\.\d{1,3})+\.?[ \t]+(?=[A-Z*_(\[\"“]))?"
)
# A line that starts a block of its own: a heading, a table, a list item, a numbered clause,
# a quote, a fence or a rule.
_BLOCK_START_RE: Final = re.compile(
    r"^\s*(?:#{1,6}\s|\||[-*+•]\s|\d{1,3}[.)]\s|\d{1,3}(?:\.\d{1,3})+\.?\s|>|```|~~~|<|"
    r"(?:[-*_]\s*){3,}$)"
)
# A line shorter than this was broken on purpose, not wrapped (see the module docstring).
WRAP_MIN: Final = 40
# A sentence ends at . ! ? … (with closing quotes or emphasis) before whitespace; the
# caller refuses a break before a lowercase letter or a digit ("approx. 3 days", "Oct. 27"),
# and after a question or exclamation that closes a quote or emphasis when a bracket follows:
# that is a title that asks ("replaces *What is Plus?* (HC-130) and …"), not a sentence's end.
_SENTENCE_END_RE: Final = re.compile(r"[.!?…]+[\"'”’)\]*_]*(?=\s+\S)")
# A numbered clause run on after a full stop, as terms exports print them: "…written notice.
# 3.4 Refunds are paid…". A number with a dot inside it and a capital after it opens a clause
# of its own, as it does at the start of a line (`_BLOCK_START_RE`); "approx. 3 days" and
# "Oct. 27" have no such number.
_INLINE_CLAUSE_RE: Final = re.compile(r"\d{1,3}(?:\.\d{1,3})+\.?[ \t]+[A-Z]")
_TITLE_END_RE: Final = re.compile(r"[?!]+[\"'”’*_]+")
# A table's cell border: a pipe that is not escaped.
_PIPE_RE: Final = re.compile(r"(?<!\\)\|")
# The label a line starts with, when it has one: "**Team** – 8 hours", "**Business plan.**
# For customers…", "Starter plan: 3 days", "Broadband – up to 3 months".
_BOLD_LABEL_RE: Final = re.compile(r"^(\*\*|__)(?P<label>[^*_\n]{1,60}?)\1")
_COLON_LABEL_RE: Final = re.compile(r"^[\s*_]*(?P<label>[^:|*_\n][^:|\n]{0,59}?)[\s*_]*:")
_DASH_LABEL_RE: Final = re.compile(r"^(?P<label>[^\s:|–—-][^:|\n–—]{0,40}?)\s+[–—-]\s+\S")


@dataclass(frozen=True)
class Cell:
    """Where a table cell's value sits: the header of its column, its row's label (the first
    cell) and the row's other cells that hold no value ("| Gold | 20% | in Germany |")."""

    column: str
    label: str
    others: tuple[str, ...] = ()


@dataclass(frozen=True)
class Sentence:
    """One sentence as it is read, with the verbatim slice it came from and its context."""

    #: What is read: the source's characters, a soft-wrapped line break read as one space
    #: and emphasis markers as spaces (offsets within the sentence kept).
    text: str
    #: Enclosing Markdown headings, outermost first: the section a list item belongs to.
    headings: tuple[str, ...]
    #: The index of the block it is in: a source's paragraphs are read on their own.
    line: int
    #: The first sentence of its block (where a "Label:" sits).
    line_start: bool
    #: A table row ("| Instant payout | 1.5% |"): read cell by cell.
    table_row: bool
    #: The verbatim slice of the input this sentence is (what a claim quotes).
    quote: str = ""
    #: The label the block starts with ("Team" in "- **Team** – 8 hours"), for every
    #: sentence of the block; None for a heading, a table row or an unlabelled line.
    label: str | None = None
    #: A table row's cells: each cell's content as a (start, end) span of `text`.
    cells: tuple[tuple[int, int], ...] = ()
    #: The header row of the row's table, one text per column (empty without a header).
    columns: tuple[str, ...] = ()
    #: This row is a table's header row (a rule line follows it): labels, not values.
    header_row: bool = False
    #: The document's title: the outermost heading of its section path, for a topic only.
    title: str = ""
    #: In a source, the question block right before this sentence's block ("Q: How much
    #: notice do I need to give?"): what its values answer (`answers`); "" for none.
    question: str = ""
    #: For a list item, the lead-in lines heading its list, outermost first ("Here's what a
    #: co-signer needs:", `leadin`): read for its topic and a bare number's topic, as a
    #: heading is, but not for scope (a sentence, not a label: "On top of everything in
    #: Basic, the Pro plan adds:" scopes nothing to Basic).
    lead_in: tuple[str, ...] = ()
    #: For a table row, the row labels (first cells) of its table's other body rows
    #: (`siblingrow`).
    row_labels: tuple[str, ...] = ()

    @property
    def heads(self) -> str:
        """What heads the sentence: its headings and its list's lead-ins, outermost first."""
        return " ".join((*self.headings, *self.lead_in))


@dataclass(frozen=True)
class Clause:
    """The text a value is read in, narrowest first."""

    left: str
    right: str
    sentence: str
    #: The sentence before its first value: where sentence-wide hedges sit.
    lead: str
    #: Where the value sits in the sentence.
    start: int = 0
    end: int = 0
    #: For a value in a table cell: the cell's column header and row labels.
    cell: Cell | None = None
    #: Where the sentence's other values' rate words are ("a week" in "£1.80 a week"): what
    #: those amounts are charged per, so no cue for this value (`values.claims_in`).
    others_rates: tuple[tuple[int, int], ...] = ()
    #: Where the sentence's other values are, with their kinds (start, end, kind): a clause
    #: holding its own value of this value's kind names that value (`valuedclause`).
    others_values: tuple[tuple[int, int, str], ...] = ()

    @property
    def own(self) -> str:
        return f"{self.left} {self.right}"


def _split_sentences(line: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each sentence in a line; the caller trims whitespace."""
    start = 0
    for m in _SENTENCE_END_RE.finditer(line):
        rest = line[m.end() :].lstrip()
        if rest and (rest[0].islower() or rest[0].isdigit()) and not _INLINE_CLAUSE_RE.match(rest):
            continue
        if rest.startswith("(") and _TITLE_END_RE.fullmatch(m.group()):
            continue
        if m.group() == "." and closes_object_abbreviation(line, m.start()):
            continue  # "£90 inc. VAT": an abbreviation that takes an object goes on
        yield start, m.end()
        start = m.end()
    yield start, len(line)


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def cell_text(text: str) -> str:
    """A cell or header as words: emphasis and surrounding whitespace dropped."""
    return text.strip().strip("*_").strip()


def _cells(row: str) -> tuple[tuple[int, int], ...]:
    """Each cell's trimmed content span in a table row ("| a | b |": the outer pipes are
    borders, not empty cells)."""
    pipes = [m.start() for m in _PIPE_RE.finditer(row)]
    bounds = [-1, *pipes, len(row)]
    spans: list[tuple[int, int]] = []
    for k in range(len(bounds) - 1):
        a, b = _trimmed(row, bounds[k] + 1, bounds[k + 1])
        edge = k == 0 or k == len(bounds) - 2
        if edge and a >= b:
            continue  # nothing before the first pipe or after the last one
        spans.append((a, b))
    return tuple(spans)


def label_of_line(content: str) -> str | None:
    """The label a line starts with: bold text leading it, or a short "Label:" or
    "Label – " before the rest. Only a label that names a catalogue value scopes anything,
    so a false one ("Note:") is harmless."""
    for rx in (_BOLD_LABEL_RE, _COLON_LABEL_RE, _DASH_LABEL_RE):
        m = rx.match(content)
        if m:
            label = m["label"].strip(" \t*_").rstrip(".:;,–—-").strip()
            if label:
                return label
    return None


@dataclass
class _Line:
    start: int
    end: int
    text: str

    @property
    def blank(self) -> bool:
        return not self.text.strip()


def _soft_break(prev: _Line, nxt: _Line, gap: str) -> bool:
    """Whether the break between two lines is a wrap inside one paragraph."""
    if gap not in ("\n", "\r\n", "\r") or prev.blank or nxt.blank:
        return False
    if _HEADING_RE.match(prev.text) or prev.text.lstrip().startswith("|"):
        return False
    if _BLOCK_START_RE.match(nxt.text):
        return False
    if prev.text.endswith(("  ", "\\")):  # a Markdown hard break
        return False
    return len(prev.text.rstrip()) >= WRAP_MIN


def blocks(text: str) -> list[tuple[int, int]]:
    """(start, end) of each block of `text`, lines as `sentences` joins them: a value's words
    never run from one block into the next ("**Ana** 09:40" then "Guests say…" is a header
    line and a message, not "40 Guests"). The engine's unread-source detector reads a source
    block by block for the same reason."""
    lines = [_Line(m.start(), m.end(), m.group()) for m in _LINE_RE.finditer(text)]
    out: list[tuple[int, int]] = []
    for k, line in enumerate(lines):
        if line.blank:
            continue
        if out and k and _soft_break(lines[k - 1], line, text[lines[k - 1].end : line.start]):
            out[-1] = (out[-1][0], line.end)
        else:
            out.append((line.start, line.end))
    return out


def _reading(text: str, spans: list[tuple[int, int]]) -> tuple[str, list[int]]:
    """The block's lines as one string (each soft break one space) and, for each of its
    characters, its offset in `text`."""
    chars: list[str] = []
    offsets: list[int] = []
    for k, (a, b) in enumerate(spans):
        a, b = _trimmed(text, a, b)
        if k:
            chars.append(" ")
            offsets.append(offsets[-1] + 1)
        chars.append(text[a:b])
        offsets.extend(range(a, b))
    return "".join(chars), offsets


def sentences(text: str, *, mask: bool) -> list[Sentence]:
    """Sentences in reading order. Quotes come from the original text at the same offsets,
    and masked comments are line breaks, so a quote can never contain a comment."""
    scan = mask_comments(text) if mask else text
    lines = [_Line(m.start(), m.end(), m.group()) for m in _LINE_RE.finditer(scan)]
    out: list[Sentence] = []
    headings: list[tuple[int, str]] = []
    lead_ins = LeadIns()  # a list's lead-in line heads its items (`leadin`)
    columns: tuple[str, ...] = ()
    table_end = -1  # where the last table row ended: a row right after it is in its table
    tables: dict[int, int] = {}  # a table row's index in `out` -> its table's number
    block = -1
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if line.blank:
            continue
        block += 1
        if line.text.lstrip().startswith("|"):
            lead_ins.at_other_block()
            first = table_end < 0 or scan[table_end : line.start] not in ("\n", "\r\n", "\r")
            table_end = line.end
            if _TABLE_RULE_RE.match(line.text):
                continue
            # The first row of a table is its header when a rule line follows it.
            header = first and i < len(lines) and bool(_TABLE_RULE_RE.match(lines[i].text))
            if first:
                columns = ()
            a, b = _trimmed(text, line.start, line.end)
            row = text[a:b]
            cells = _cells(row)
            if header:
                columns = tuple(cell_text(row[s:e]) for s, e in cells)
            context = tuple(h for _, h in headings)
            tables[len(out)] = line.start if first else tables.get(len(out) - 1, line.start)
            out.append(
                Sentence(
                    blank_emphasis(row), context, block, True, True, quote=row, cells=cells,
                    columns=() if header else columns, header_row=header,
                )
            )  # fmt: skip
            continue
        table_end = -1
        body_start = line.start
        heading = _HEADING_RE.match(line.text)
        label: str | None = None
        indent = None if heading else item_indent(line.text)
        lead: tuple[str, ...] = ()
        if indent is None:
            lead_ins.at_other_block()
        else:
            lead = lead_ins.at_item(indent)
        if heading:
            level = len(heading.group(1))
            headings = [h for h in headings if h[0] < level]
            headings.append((level, blank_emphasis(line.text[heading.end() :])))
            body_start += heading.end()
            spans = [(body_start, line.end)]
        else:
            marker = _LINE_MARKER_RE.match(line.text)
            body_start += marker.end() if marker else 0
            spans = [(body_start, line.end)]
            while i < len(lines) and _soft_break(
                lines[i - 1], lines[i], scan[lines[i - 1].end : lines[i].start]
            ):
                spans.append((lines[i].start, lines[i].end))
                i += 1
            label = label_of_line(text[body_start : line.end])
        context = tuple(h for _, h in headings)
        reading, offsets = _reading(text, spans)
        plain = blank_emphasis(reading)
        first_sentence = True
        last = ""
        for s, e in _split_sentences(reading):
            s, e = _trimmed(reading, s, e)
            if s >= e:
                continue
            quote = text[offsets[s] : offsets[e - 1] + 1]
            out.append(
                Sentence(
                    plain[s:e], context, block, first_sentence, False,
                    quote=quote, label=label, lead_in=lead,
                )
            )  # fmt: skip
            first_sentence = False
            last = plain[s:e]
        heads = leads_in(reading) or bold_heading(reading)  # "Fees:", "**Fixed**" (`boldhead`)
        if not heading and last and heads and _list_follows(lines, i, indent):
            lead_ins.push(-1 if indent is None else indent, last)
    return _with_row_labels(out, tables)


def _with_row_labels(out: list[Sentence], tables: dict[int, int]) -> list[Sentence]:
    """Each table body row with the row labels of its table's other body rows."""
    labels: dict[int, list[tuple[int, str]]] = {}
    for k, t in tables.items():
        row = out[k]
        if row.cells and not row.header_row and len(row.cells) > 1:
            a, b = row.cells[0]
            labels.setdefault(t, []).append((k, cell_text(row.text[a:b])))
    for rows in labels.values():
        for k, _ in rows:
            others = tuple(label for j, label in rows if j != k)
            out[k] = replace(out[k], row_labels=others)
    return out


def _list_follows(lines: list[_Line], i: int, indent: int | None) -> bool:
    """Whether the next non-blank line from `i` is a list item inside a block at `indent`
    (None: a paragraph, which any item follows)."""
    while i < len(lines) and lines[i].blank:
        i += 1
    if i >= len(lines):
        return False
    nxt = item_indent(lines[i].text)
    return nxt is not None and (indent is None or nxt > indent)
