"""A heading that is a clause of time says when the steps under it happen, not what they measure.

"## Before the guests check in" over "- Clean the kitchen within 2 hours of the last guest
leaving": the heading says at which stage of the work the steps are done; its event
("check in") is no subject of the values in those steps. Read as a topic cue, its event word
would put every value under it on the topic that times that event (how early to check in),
and a step's own duration would conflict with the customer-facing value of that topic.

So a heading (or a list's lead-in, or a document title) opened by a word of time sequence
("before", "after", "during", "while", "once", "until", "as soon as", "ahead of", "prior to")
and followed by an event ("the guests check in", "your stay") names no topic for the values
under it: they are read as if it were not there. Not every such heading:

- a question ("Before I travel, what do I need?", "When does my cover start?") asks about
  what the answer under it gives, and stays a cue;
- "When …" headings are left out: "When we bill you", "When to apply" are a free
  relative naming the time itself (the section is about when payment is taken);
- a number or date after the word ("After 21 days", "Before 1 May") is a bound on the steps,
  not an event.

English grammar only, no catalogue's words.
"""

from __future__ import annotations

import re
from typing import Final

from guard.english import TIME_CONJUNCTIONS, one_of

_I: Final = re.IGNORECASE

#: Words of time sequence that can open a heading: the time conjunctions less "when" /
#: "whenever" (a free relative naming the time) and "since" (a heading "Since …" is an
#: account of the past, not a stage of the steps), plus the prepositions of a stage.
_OPENERS: Final = one_of(
    TIME_CONJUNCTIONS,
    ("during", r"ahead\s+of", r"prior\s+to", r"by\s+the\s+time"),
    without=("when", "whenever", "since"),
)
_TIME_HEADING_RE: Final = re.compile(rf"^\W*(?:{_OPENERS})\s+(?![\d£$€])[A-Za-z]", _I)


def is_time_heading(heading: str) -> bool:
    """Whether `heading` is a clause of time saying when the steps under it happen (module
    docstring): its event words name no topic for the values under it."""
    text = heading.strip()
    return bool(_TIME_HEADING_RE.match(text)) and not text.rstrip("*_ ").endswith("?")
