"""Intercom Canvas Kit to SVG: the inbox app's card in a conversation's details sidebar,
drawn from the component dicts the app returns (text, button, textarea, divider, spacer).

Like `tools.screens.blockkit`, pure and deterministic, and it takes plain dicts: the canvases
are built by `web.intercom` (which `guard` never imports), so the caller hands them over
(`python -m tools.screens.intercom docs`). Text components render Markdown bold and links,
and the app escapes other Markdown characters; both are undone here for display.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tools.screens.svg import GREY, INK, RULE, WHITE, Canvas, document, text_width

CAPTION = (
    f"Rendered from the app's Canvas Kit components by {__name__} — not a screenshot of Intercom"
)

PANEL_W = 340
PAD = 16
GAP = 28
BLUE = "#0057ff"  # Intercom's default teammate action colour
RED = "#d1293d"
PANEL_FILL = "#f6f6f4"

STYLES: dict[str, tuple[float, float, str, bool]] = {
    # style: font size, line height, colour, bold
    "header": (15, 21, INK, True),
    "paragraph": (14, 20, INK, False),
    "muted": (13, 18, GREY, False),
    "error": (14, 20, RED, False),
}


@dataclass(frozen=True)
class Panel:
    """One canvas (the `components` list) with a line above it saying when it shows."""

    components: Sequence[dict[str, Any]]
    title: str


def plain(markdown: str) -> tuple[str, bool]:
    """(text as a reader sees it, whether it starts bold): `**x**` and `[x](url)` drawn as
    their words, backslash escapes undone."""
    bold = markdown.startswith("**")
    out = re.sub(r"(?<!\\)\*\*", "", markdown)
    out = re.sub(r"(?<!\\)\[([^\]]*)\]\([^)]*\)", r"\1", out)
    return re.sub(r"\\([\\*\[\]])", r"\1", out), bold


def wrap(text: str, width: float, size: float, bold: bool = False) -> list[str]:
    """Greedy word wrap by estimated width; explicit newlines kept."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if line and text_width(trial, size, bold=bold) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def _text(c: Canvas, comp: dict[str, Any], x: float, y: float, w: float) -> float:
    size, lh, color, bold = STYLES.get(comp.get("style") or "paragraph", STYLES["paragraph"])
    words, starts_bold = plain(str(comp.get("text", "")))
    for line in wrap(words, w, size, bold or starts_bold):
        c.label(x, y + lh - 5, line, size=size, color=color, bold=bold or starts_bold)
        y += lh
    return y + (0 if comp.get("bottom_margin") == "none" else 10)


def _textarea(c: Canvas, comp: dict[str, Any], x: float, y: float, w: float) -> float:
    if comp.get("label"):
        c.label(x, y + 14, str(comp["label"]), size=13, bold=True)
        y += 20
    value = str(comp.get("value") or "")
    shown = value or str(comp.get("placeholder") or "")
    lines = wrap(shown, w - 20, 14)
    h = max(len(lines), 3) * 19 + 16
    c.rect(x, y, w, h, fill=WHITE, stroke=RED if comp.get("error") else "#c7c7c7", rx=6)
    for i, line in enumerate(lines):
        c.label(x + 10, y + 22 + i * 19, line, size=14, color=INK if value else GREY)
    return y + h + 10


def _button(c: Canvas, comp: dict[str, Any], x: float, y: float, w: float) -> float:
    style = comp.get("style") or "primary"
    label = str(comp.get("label", ""))
    c.group(f"button {style}")
    if style == "link":
        c.label(x, y + 18, label, size=14, color=BLUE)
    else:
        fill, stroke, ink = (BLUE, None, WHITE) if style == "primary" else (WHITE, "#c7c7c7", INK)
        c.rect(x, y, w, 36, fill=fill, stroke=stroke, rx=6)
        c.label(x + w / 2, y + 23, label, size=14, color=ink, bold=True, anchor="middle")
    c.end()
    return y + 36 + 8


SPACERS = {"xs": 4, "s": 8, "m": 16, "l": 24, "xl": 32}


def _component(c: Canvas, comp: dict[str, Any], x: float, y: float, w: float) -> float:
    kind = comp.get("type")
    if kind == "text":
        return _text(c, comp, x, y, w)
    if kind == "textarea":
        return _textarea(c, comp, x, y, w)
    if kind == "button":
        return _button(c, comp, x, y, w)
    if kind == "divider":
        c.line(x, y + 6, x + w, y + 6, RULE)
        return y + (12 if comp.get("bottom_margin") == "none" else 22)
    if kind == "spacer":
        return y + SPACERS.get(str(comp.get("size") or "s"), 8)
    c.label(x, y + 14, f"[{kind}]", size=12, color=GREY)  # not drawn by this renderer
    return y + 20


def _panel(c: Canvas, panel: Panel, x: float, y: float, app: str) -> float:
    c.label(x, y + 14, panel.title, size=13, color=GREY, bold=True)
    y += 24
    body = Canvas()
    inner_y = y + 44
    for comp in panel.components:
        inner_y = _component(body, comp, x + PAD, inner_y, PANEL_W - 2 * PAD)
    h = inner_y - y + PAD - 10
    c.rect(x, y, PANEL_W, h, fill=PANEL_FILL, stroke="#e3e3e0", rx=10)
    c.rect(x + PAD, y + 14, 18, 18, fill=BLUE, rx=4)
    c.label(x + PAD + 9, y + 27, app[:1].upper(), size=11, color=WHITE, bold=True, anchor="middle")
    c.label(x + PAD + 26, y + 28, app, size=14, bold=True)
    c.parts += body.parts
    return y + h


def render(panels: Sequence[Panel], *, app: str, note: str, title: str) -> str:
    """The panels side by side, each as the sidebar draws the app's card, with a caption."""
    c = Canvas()
    x, bottom = 20.0, 0.0
    for panel in panels:
        bottom = max(bottom, _panel(c, panel, x, 20, app))
        x += PANEL_W + GAP
    width = x - GAP + 20
    y = bottom + 24
    for line in wrap(note, width - 40, 12):
        c.label(20, y, line, size=12, color=GREY)
        y += 17
    c.label(20, y + 4, CAPTION, size=11, color=GREY, italic=True)
    return document(width, y + 20, c.parts, title)
