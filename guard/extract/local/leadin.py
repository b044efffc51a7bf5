"""A list's lead-in line heads its items: "What you need to bring:" then "- Minimum age: 16".

A writer who introduces a list with a line ending in a colon ("Here's what a co-signer
needs:", "For evening classes:") says what every item of the list is about; the items then
leave it out ("- Minimum age: 25", "- Up to 3 a month"). A reader takes the lead-in as the
items' heading, as a Markdown heading above them, so the segmenter (`segment.sentences`)
gives each item its list's lead-ins (`Sentence.lead_in`, innermost last). The topic reader
reads them after the headings; the bare-number reader (`bounds`) reads what heads a
sentence too, so a bare "Minimum age: 25" in a list led by a line that names an age topic
is that topic's age. The scope reader does not: a lead-in is a sentence, not a label, and
its plan or region words are often a comparison ("On top of everything in Basic, the Pro
plan adds:" says nothing of Basic's items).

What counts, generic Markdown, in sources and replies alike:

- the lead-in is the last sentence of a block that ends in ":" (emphasis and spaces after
  it allowed) and whose next non-blank line is a list item ("- ", "* ", "+ ", "• ", "1. ",
  "1) "); a numbered legal clause ("2.1 Fees") is no list item;
- it heads the list items that follow, blank lines between them allowed, up to the first
  block that is not a list item (a paragraph, a heading, a table): the list has ended;
- a list item that ends in ":" and is followed by more deeply indented items leads those
  (nested under the outer lead-in); an item at its indentation or less ends that sub-list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

# A list item line: its indentation, then a bullet or a list number.
_ITEM_RE: Final = re.compile(r"^(?P<indent>[ \t]*)(?:[-*+•]|\d{1,3}[.)])[ \t]+\S")
# A block's reading ending in a colon, emphasis or spaces after it allowed ("**Fees:**").
_ENDS_COLON_RE: Final = re.compile(r":[\s*_]*$")


def item_indent(line: str) -> int | None:
    """The indentation of a list item line (tabs as 4), None for a line that is no item."""
    m = _ITEM_RE.match(line)
    return len(m["indent"].expandtabs(4)) if m else None


def leads_in(reading: str) -> bool:
    """Whether a block's reading ends in a colon: it introduces what follows."""
    return _ENDS_COLON_RE.search(reading) is not None


def heading_text(sentence: str) -> str:
    """The lead-in sentence as a heading: its closing colon dropped."""
    return _ENDS_COLON_RE.sub("", sentence).strip()


@dataclass
class LeadIns:
    """The lead-ins heading the list being read, outermost first, each with the indentation
    its items must exceed (-1 for a paragraph's: any item is under it)."""

    open: list[tuple[int, str]] = field(default_factory=list)

    def at_item(self, indent: int) -> tuple[str, ...]:
        """Entering a list item at `indent`: close the sub-lists it is not inside; the
        lead-ins that head it."""
        self.open = [(d, t) for d, t in self.open if d < indent]
        return tuple(t for _, t in self.open)

    def at_other_block(self) -> None:
        """A paragraph, heading or table: the list, and every lead-in, has ended."""
        self.open.clear()

    def push(self, indent: int, sentence: str) -> None:
        """A block that leads in the list that follows it (`indent` -1 for a paragraph)."""
        text = heading_text(sentence)
        if text:
            self.open.append((indent, text))
