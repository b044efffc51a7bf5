"""Where a stretch of a sentence as read stands in the source's own characters.

A sentence is read as its `text` (`segment`): a soft-wrapped line break, with the spaces that
end one line and indent the next, is one space, and emphasis markers are spaces. Its `quote`
is the source's characters themselves. The two have the same length only when no line break
falls inside the sentence: a list item wrapped onto an indented line ("- Members can see when
their parcel left and\\n  when it was delivered.") is longer as written, by the indent, than
as read. An offset into `text` is therefore no offset into the source: a value set aside at
`text` offset 60 stands further on in the body, and the engine, which looks for that value's
words in the body to know the source was read, would miss it and count the source unread.

`quote_span` maps a span of `text` onto `quote` by walking the two side by side: equal
characters move together, whitespace only the quote has (the joined line break's extra
spaces) moves the quote alone, and a space the reading put for a marker moves both. English
and Markdown layout only: no catalogue's words.
"""

from __future__ import annotations


def _to_quote(text: str, quote: str, at: int) -> int:
    """The offset in `quote` of the character at `at` in `text` (or of the end, `at` ==
    len(text))."""
    t = q = 0
    while t < at and q < len(quote):
        if text[t] == quote[q] or (text[t].isspace() and quote[q].isspace()):
            t += 1
            q += 1
            if text[t - 1].isspace():
                q = _past_break(text, quote, t, q)
        elif quote[q].isspace():
            q += 1  # more whitespace as written than as read: a joined line break
        else:
            t += 1  # a marker read as a space: one for one
            q += 1
    return min(_past_break(text, quote, at, q), len(quote))


def _past_break(text: str, quote: str, t: int, q: int) -> int:
    """Past the whitespace as written at `q` that the reading joined into the space before
    `text[t]`: when `text[t]` is no space, the quote's whitespace there is the break's."""
    while q < len(quote) and quote[q].isspace() and not (t < len(text) and text[t].isspace()):
        q += 1
    return q


def quote_span(text: str, quote: str, start: int, end: int) -> tuple[int, int]:
    """The span of `quote` (the sentence as written) that `text[start:end]` (as read) is."""
    if len(text) == len(quote) or start >= end:
        return start, end  # every difference is one for one: no break was joined
    a = _to_quote(text, quote, start)
    b = _to_quote(text, quote, end - 1) + 1
    return a, max(a, min(b, len(quote)))
