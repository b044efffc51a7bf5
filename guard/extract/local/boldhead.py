"""A short line that is wholly bold, alone over a list, heads that list.

Help-centre and changelog exports often write a section's name as a bold paragraph instead
of a Markdown heading: "**Fixed**", "__What you need__", then the list. A reader takes such a
line as the list's heading, exactly as a line ending in a colon (`leadin`): it has no verb of
its own, states nothing, and says what each item below it is. So the segmenter gives the
items it as their lead-in (`Sentence.lead_in`), and the readers that look at what heads an
item (a release note's fix category, `defects`; the items' topic) see it.

Only a whole line that is one bold or underscore-bold run of at most a few words
("**Fixed**", "**Booking flash ahead**") with no sentence end inside: a bold run-in label
("**Fixed** – the deposit step …") or a bold sentence ("**Bring your ID.**") is not one.
English-free: Markdown emphasis only.
"""

from __future__ import annotations

import re
from typing import Final

#: A whole line of one bold run: "**Fixed**", "__New__", "**Known issues:**" (the colon is
#: `leadin`'s too). At most six words, no sentence end before the closing markers.
_BOLD_LINE_RE: Final = re.compile(r"^\s*(\*\*|__)(?P<words>[^*_\n.!?]{1,60}?)[:\s]*\1\s*$")
_MAX_WORDS: Final = 6


def bold_heading(reading: str) -> bool:
    """Whether a block's reading is a short line that is wholly bold (module docstring)."""
    m = _BOLD_LINE_RE.match(reading)
    return m is not None and 0 < len(m["words"].split()) <= _MAX_WORDS
