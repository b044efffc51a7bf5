"""Slack's mrkdwn as styled runs of text, and those runs wrapped to a width.

Follows what Slack's client does with the text the app sends: `*bold*`, `_italic_`,
`~strike~`, `` `code` ``, ```` ```preformatted``` ````, `<url|label>` links, `<@U…>` and
`<#C…|name>` mentions, `>` quotes at the start of a line, and the three entities the app
escapes with (`&amp;`, `&lt;`, `&gt;`), which Slack shows as the characters. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

#: A few standard emoji shortcodes Slack draws as pictures; any other `:name:` stays text.
SHORTCODES = {
    "performing_arts": "🎭",
    "warning": "⚠️",
    "white_check_mark": "✅",
    "x": "❌",
    "mag": "🔍",
    "information_source": "ℹ️",
    "memo": "📝",
    "bulb": "💡",
    "lock": "🔒",
    "link": "🔗",
    "eyes": "👀",
    "tada": "🎉",
}
_SHORTCODE = re.compile(r":([a-z0-9_+-]+):")
_MARKS = {"*": "bold", "_": "italic", "~": "strike"}


@dataclass(frozen=True)
class Run:
    """Text in one style."""

    text: str
    bold: bool = False
    italic: bool = False
    strike: bool = False
    code: bool = False
    link: bool = False

    def styled(self, text: str) -> Run:
        return replace(self, text=text)


@dataclass(frozen=True)
class Line:
    """A line of mrkdwn (before wrapping); `quote` when it started with `>`."""

    runs: tuple[Run, ...]
    quote: bool = False


@dataclass(frozen=True)
class Pre:
    """A ```preformatted``` block: literal text, monospace, no formatting."""

    text: str


Paragraph = Line | Pre


def unescape(text: str) -> str:
    """The three entities Slack's mrkdwn uses; `&amp;` last so `&amp;lt;` stays `&lt;`."""
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def emojify(text: str) -> str:
    return _SHORTCODE.sub(lambda m: SHORTCODES.get(m.group(1), m.group(0)), text)


def _angle(inner: str) -> Run:
    """What `<…>` shows: a link's label (or its address), a mention's name."""
    target, _, label = inner.partition("|")
    if target.startswith(("@", "#")):
        return Run(unescape(label) if label else target, bold=True, link=True)
    if target.startswith("!"):
        special = target[1:].split("^", 1)[0]
        return Run(unescape(label) if label else "@" + special, bold=True, link=True)
    return Run(unescape(label or target), link=True)


def _opens(text: str, i: int) -> bool:
    before = text[i - 1] if i > 0 else " "
    after = text[i + 1] if i + 1 < len(text) else " "
    return not before.isalnum() and not after.isspace() and after != text[i]


def _closer(text: str, i: int) -> int:
    """Where the mark at `i` closes, or -1: the same mark, after a non-space, before a
    non-word character (Slack's rule, so `snake_case_names` stay as typed)."""
    mark = text[i]
    j = text.find(mark, i + 2)
    while j != -1:
        after = text[j + 1] if j + 1 < len(text) else " "
        if not text[j - 1].isspace() and not after.isalnum():
            return j
        j = text.find(mark, j + 1)
    return -1


def inline(text: str, style: Run | None = None) -> list[Run]:
    """One line of mrkdwn as runs."""
    style = style or Run("")
    runs: list[Run] = []
    buf: list[str] = []

    def flush() -> None:
        if buf:
            runs.append(style.styled(emojify(unescape("".join(buf)))))
            buf.clear()

    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "`" and (end := text.find("`", i + 1)) > i + 1:
            flush()
            runs.append(replace(style, text=unescape(text[i + 1 : end]), code=True))
            i = end + 1
            continue
        if ch == "<" and (end := text.find(">", i + 1)) > i + 1:
            flush()
            link = _angle(text[i + 1 : end])
            runs.append(replace(style, text=link.text, link=True, bold=style.bold or link.bold))
            i = end + 1
            continue
        if ch in _MARKS and _opens(text, i) and (end := _closer(text, i)) != -1:
            flush()
            mark: dict[str, Any] = {_MARKS[ch]: True}  # one of Run's bool fields, by name
            runs += inline(text[i + 1 : end], replace(style, **mark))
            i = end + 1
            continue
        buf.append(ch)
        i += 1
    flush()
    return merge(runs)


def merge(runs: Iterable[Run]) -> list[Run]:
    """Adjacent runs in the same style become one; empty runs go."""
    out: list[Run] = []
    for run in runs:
        if not run.text:
            continue
        if out and replace(out[-1], text="") == replace(run, text=""):
            out[-1] = out[-1].styled(out[-1].text + run.text)
        else:
            out.append(run)
    return out


def parse(text: str) -> list[Paragraph]:
    """mrkdwn as lines and preformatted blocks, in order."""
    out: list[Paragraph] = []
    pieces = text.split("```")
    for n, piece in enumerate(pieces):
        fenced = n % 2 == 1 and n < len(pieces) - 1  # an unclosed fence is literal text
        if fenced:
            out.append(Pre(unescape(piece.strip("\n"))))
            continue
        if n % 2 == 1:
            piece = "```" + piece
        if n > 0 and piece.startswith("\n"):
            piece = piece[1:]  # the line break right after a closing fence
        if n < len(pieces) - 1 and piece.endswith("\n"):
            piece = piece[:-1]  # and right before an opening one
        if not piece and len(pieces) > 1:
            continue  # nothing but a fence on this side
        for raw in piece.split("\n"):
            quote = raw.startswith(">")
            body = raw[1:].removeprefix(" ") if quote else raw
            out.append(Line(tuple(inline(body)), quote=quote))
    return out


def plain_runs(text: str, *, emoji: bool = True) -> list[Run]:
    """A plain_text object: shown as written (shortcodes become emoji when `emoji`)."""
    return [Run(emojify(text) if emoji else text)] if text else []


# --- wrapping ----------------------------------------------------------------------------

Measure = Callable[[Run], float]


def _tokens(run: Run) -> list[Run]:
    """A run cut into words, the spaces between them and line breaks."""
    return [run.styled(t) for t in re.findall(r"\n| +|[^ \n]+", run.text)]


def _split_long(token: Run, room: float, measure: Measure) -> list[Run]:
    """A word wider than a whole line, cut by characters."""
    pieces: list[Run] = []
    current = ""
    for ch in token.text:
        if current and measure(token.styled(current + ch)) > room:
            pieces.append(token.styled(current))
            current = ""
        current += ch
    pieces.append(token.styled(current))
    return pieces


def wrap(runs: Iterable[Run], width: float, measure: Measure) -> list[list[Run]]:
    """Greedy word wrap: each line at most `width` wide (one over-long word is cut); spaces
    at a break are dropped, a line break in the text starts a new line, and an empty line
    stays one empty line."""
    lines: list[list[Run]] = [[]]
    used = 0.0
    for run in runs:
        for token in _tokens(run):
            if token.text == "\n":
                lines.append([])
                used = 0.0
                continue
            w = measure(token)
            if token.text.isspace():
                if lines[-1]:
                    lines[-1].append(token)
                    used += w
                continue
            if used + w > width and lines[-1]:
                while lines[-1] and lines[-1][-1].text.isspace():
                    lines[-1].pop()
                lines.append([])
                used = 0.0
            pieces = [token] if w <= width else _split_long(token, width, measure)
            for k, piece in enumerate(pieces):
                if k:
                    lines.append([])
                    used = 0.0
                lines[-1].append(piece)
                used += measure(piece)
    for line in lines:
        while line and line[-1].text.isspace():
            line.pop()
    return [merge(line) for line in lines]


def wrap_chars(text: str, columns: int) -> list[str]:
    """Preformatted text: each line cut at `columns` characters, never reflowed."""
    out: list[str] = []
    for line in text.split("\n"):
        line = line.rstrip()
        while len(line) > columns:
            out.append(line[:columns])
            line = line[columns:]
        out.append(line)
    return out
