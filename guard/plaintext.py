"""Markdown as a reader sees it, with every offset kept.

A help centre writes "up to **two** guests", "a `30 days` window", "_3 days_ notice": a
reader sees "two", "30 days", "3 days". Both the local extractor and the engine's
unread-source detector read through that markup, so they must agree on what a reader sees,
and quotes must still be verbatim slices of the original text (quote validation compares
against the source as written). So nothing here deletes a character: markup is replaced by
the same number of blanks, and a slice of the reading view at offsets [a:b] is the reading of
the original's slice [a:b].

Pure functions, no I/O.
"""

from __future__ import annotations

import re
from typing import Final

# Invisible to readers, so never policy; and where injected instructions hide. An unclosed
# comment hides everything after it, as a Markdown renderer would.
_HTML_COMMENT_RE: Final = re.compile(r"<!--.*?(?:-->|\Z)", re.S)
# Runs of emphasis and code delimiters; whether a run is markup depends on its neighbours.
_MARKUP_RE: Final = re.compile(r"`+|\*+|_+")
# Struck-through text on one line (GitHub Markdown): "~~30 days~~".
_STRUCK_RE: Final = re.compile(r"~~(?=\S)[^~\n]*?(?<=\S)~~")


def mask_comments(text: str) -> str:
    """Blank HTML comments with newlines, keeping every offset, so no sentence spans one."""
    return _HTML_COMMENT_RE.sub(lambda m: "\n" * len(m.group()), text)


def _is_markup(text: str, start: int, end: int) -> bool:
    """Backticks always delimit code. A `*` run is emphasis unless blanks stand on both sides
    (a list marker, "5 * 3"). An `_` run is emphasis unless it sits inside a word
    ("snake_case", "order_id")."""
    run = text[start]
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    if run == "`":
        return True
    if run == "*":
        return not (before.isspace() and after.isspace())
    return not (before.isalnum() and after.isalnum())


def blank_struck(text: str) -> str:
    """`text` with struck-through Markdown blanked, markers and words: "~~30 days~~ 60 days"
    reads as "60 days" at the same offsets. Struck text is deleted text, kept only to show
    what changed, so it is never a value (nor, in a source, policy)."""
    if "~~" not in text:
        return text
    return _STRUCK_RE.sub(lambda m: " " * len(m.group()), text)


def blank_emphasis(text: str) -> str:
    """`text` with bold, italic and inline-code markers as spaces ("**£25**" reads "  £25  "
    at the same offsets) and struck-through text blanked whole (`blank_struck`)."""
    text = blank_struck(text)
    if not any(c in text for c in "*_`"):
        return text
    return _MARKUP_RE.sub(
        lambda m: " " * len(m.group()) if _is_markup(text, m.start(), m.end()) else m.group(),
        text,
    )


def reader_view(text: str) -> str:
    """A source body as a reader sees it: comments blanked to line breaks and emphasis to
    spaces, every offset kept."""
    return blank_emphasis(mask_comments(text))
