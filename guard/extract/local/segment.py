"""Reading a text as sentences: comments masked, lines, headings, list items and tables.

Every sentence is a verbatim slice of its input (quotes and spans must validate), and it
carries what surrounds it: the Markdown headings above it (and a table's header row for
its rows), which line it is on, and whether it starts that line (a "Label:" position).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

# Invisible to readers, so never policy; and where injected instructions hide. An unclosed
# comment hides everything after it, as a Markdown renderer would.
_HTML_COMMENT_RE: Final = re.compile(r"<!--.*?(?:-->|\Z)", re.S)
_LINE_RE: Final = re.compile(r"[^\n\r]+")
_HEADING_RE: Final = re.compile(r"^ {0,3}(#{1,6})[ \t]+")
_TABLE_RULE_RE: Final = re.compile(r"^\s*\|[\s:|-]*-[\s:|-]*$")
_LINE_MARKER_RE: Final = re.compile(r"^\s*(?:>\s*)*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?")
# A sentence ends at . ! ? … (with closing quotes or emphasis) before whitespace; the
# caller refuses a break before a lowercase letter or a digit ("approx. 3 days", "Oct. 27").
_SENTENCE_END_RE: Final = re.compile(r"[.!?…]+[\"'”’)\]*_]*(?=\s+\S)")


@dataclass(frozen=True)
class Sentence:
    """One sentence, as a verbatim slice of the input, with what surrounds it."""

    text: str
    #: Enclosing Markdown headings, outermost first (and a table's header row for its rows):
    #: the section a list item belongs to.
    headings: tuple[str, ...]
    #: The index of the line it is on: a source's paragraphs are read on their own.
    line: int
    #: The first sentence of its line (where a "Label:" sits).
    line_start: bool
    #: A table row ("| Instant payout | 1.5% |"), whose first cell is its label.
    table_row: bool


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

    @property
    def own(self) -> str:
        return f"{self.left} {self.right}"


def mask_comments(text: str) -> str:
    """Blank HTML comments with newlines, keeping every offset, so no sentence spans one."""
    return _HTML_COMMENT_RE.sub(lambda m: "\n" * len(m.group()), text)


def _split_sentences(line: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each sentence in a line; the caller trims whitespace."""
    start = 0
    for m in _SENTENCE_END_RE.finditer(line):
        rest = line[m.end() :].lstrip()
        if rest and (rest[0].islower() or rest[0].isdigit()):
            continue
        yield start, m.end()
        start = m.end()
    yield start, len(line)


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def sentences(text: str, *, mask: bool) -> list[Sentence]:
    """Sentences in reading order. Quotes come from the original text at the same offsets,
    and masked comments are line breaks, so a quote can never contain a comment."""
    scan = mask_comments(text) if mask else text
    out: list[Sentence] = []
    headings: list[tuple[int, str]] = []
    table_header: str | None = None
    for n, line in enumerate(_LINE_RE.finditer(scan)):
        # A table's header row is context for its rows, as a heading is for a list:
        # "| Rail | Reversal |" makes "| Instant | 1 business day |" a reversal claim.
        is_table = line.group().lstrip().startswith("|")
        if is_table and _TABLE_RULE_RE.match(line.group()):
            continue
        context = tuple(h for _, h in headings)
        if is_table and table_header is not None:
            context += (table_header,)
        table_header = (table_header or line.group()) if is_table else None
        body_start = line.start()
        heading = _HEADING_RE.match(line.group())
        if heading:
            level = len(heading.group(1))
            headings = [h for h in headings if h[0] < level]
            headings.append((level, line.group()[heading.end() :]))
            context = tuple(h for _, h in headings)
            body_start += heading.end()
        else:
            marker = _LINE_MARKER_RE.match(line.group())
            body_start += marker.end() if marker else 0
        content = scan[body_start : line.end()]
        first = True
        for s, e in _split_sentences(content):
            a, b = _trimmed(scan, body_start + s, body_start + e)
            if a >= b:
                continue
            out.append(Sentence(text[a:b], context, n, first, is_table))
            first = False
    return out
