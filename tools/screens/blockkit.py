"""Block Kit to SVG: a message, a modal or a Home view drawn the way Slack's client shows it.

There is no Slack workspace behind the README's pictures, so instead of screenshots they are
drawn from the exact JSON the app's pure builders return (`tools.screens.slack` calls them).
This module draws the frame (a message with the app's name and icon, "Only visible to you"
for an ephemeral answer; a modal with its title, close and footer buttons; a Home tab) and
`tools.screens.blocks` the blocks inside it. Every image says what it is in its caption.
Pure and deterministic (no clock, no randomness, no fonts read): the same payload gives the
same bytes, which is what lets a test compare the committed images with fresh ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tools.screens import elements
from tools.screens.blocks import blocks
from tools.screens.mrkdwn import Run
from tools.screens.svg import GREY, INK, RULE, WHITE, Canvas, document, num, text_width
from tools.screens.text import Type, runs_block

CAPTION = f"Rendered from the app's Block Kit by {__name__} — not a screenshot of Slack"

NOTE = Type(13, 18, GREY)
MESSAGE_W = 680
MODAL_W = 520
MARGIN = 20
AVATAR = 36


@dataclass(frozen=True)
class Screen:
    """One surface to draw: a message payload (`{"blocks": …}`) or a view (`{"type":
    "modal"|"home", …}`), with an optional line above it saying when it appears."""

    payload: dict[str, Any]
    title: str | None = None
    #: A slash command's answer: Slack marks it "Only visible to you".
    ephemeral: bool = False


def initials(name: str) -> str:
    capitals = [ch for ch in name if ch.isupper()]
    return "".join(capitals[:2]) or name[:1].upper()


def _avatar(c: Canvas, x: float, y: float, size: float, app: App) -> None:
    c.rect(x, y, size, size, fill=app.color, rx=size / 6)
    c.label(
        x + size / 2,
        y + size / 2 + size * 0.14,
        initials(app.name),
        size=size * 0.38,
        color=WHITE,
        bold=True,
        anchor="middle",
    )


@dataclass(frozen=True)
class App:
    """Who posts: the app's name and its icon colour (the manifest's `background_color`)."""

    name: str = "App"
    color: str = "#4a154b"


def _message(c: Canvas, screen: Screen, x: float, y: float, app: App) -> float:
    top = y
    if screen.ephemeral:
        c.label(x + AVATAR + 12, y + 13, "👁 Only visible to you", size=12, color=GREY)
        y += 20
    _avatar(c, x, y, AVATAR, app)
    c.label(x + AVATAR + 12, y + 14, app.name, size=15, bold=True)
    badge_x = x + AVATAR + 12 + text_width(app.name, 15, bold=True) + 6
    c.rect(badge_x, y + 2, 30, 15, fill=INK, fill_opacity=0.08, rx=3)
    c.label(badge_x + 15, y + 13, "APP", size=9, bold=True, color=GREY, anchor="middle")
    inner = Canvas()
    h = blocks(
        inner, screen.payload.get("blocks") or [], x + AVATAR + 12, y + 24, MESSAGE_W - AVATAR - 12
    )
    c.group("message")
    c.parts += inner.parts
    c.end()
    return y + 24 + h - top


def _footer_button(text: str, style: str | None) -> dict[str, Any]:
    button: dict[str, Any] = {"type": "button", "text": {"type": "plain_text", "text": text}}
    if style:
        button["style"] = style
    return button


def _modal(c: Canvas, screen: Screen, x: float, y: float, app: App) -> float:
    view = screen.payload
    pad = 24
    inner = Canvas()
    body_top = y + 64 + 16
    h = blocks(inner, view.get("blocks") or [], x + pad, body_top, MODAL_W - 2 * pad)
    footer_top = body_top + h + 20
    buttons = []
    if isinstance(view.get("close"), dict):
        buttons.append(_footer_button(str(view["close"].get("text") or "Close"), None))
    if isinstance(view.get("submit"), dict):
        buttons.append(_footer_button(str(view["submit"].get("text") or "Submit"), "primary"))
    bottom = footer_top + (68 if buttons else 0)
    c.group("modal")
    c.rect(x, y, MODAL_W, bottom - y, fill=WHITE, stroke=INK, stroke_opacity=0.15, rx=8)
    _avatar(c, x + pad, y + 20, 24, app)
    title = str((view.get("title") or {}).get("text") or "")
    c.label(x + pad + 34, y + 39, title, size=20, bold=True)
    cx, cy = x + MODAL_W - pad - 8, y + 32
    a, b = num(cx - 6), num(cx + 6)
    c.path(
        f"M{a} {num(cy - 6)} L{b} {num(cy + 6)} M{b} {num(cy - 6)} L{a} {num(cy + 6)}",
        stroke=GREY,
        width=2,
    )
    c.line(x, y + 64, x + MODAL_W, y + 64)
    c.parts += inner.parts
    if buttons:
        c.line(x, footer_top, x + MODAL_W, footer_top)
        bx = x + MODAL_W - pad
        for button in reversed(buttons):
            bw = elements.size(button, MODAL_W)[0] + 14
            bx -= bw
            elements.draw(c, button, bx, footer_top + 16, bw, elements.FIELD_H)
            bx -= 12
    c.end()
    return bottom - y


def _home(c: Canvas, screen: Screen, x: float, y: float, app: App) -> float:
    c.group("home")
    _avatar(c, x, y, 28, app)
    c.label(x + 38, y + 19, app.name, size=17, bold=True)
    c.label(x, y + 52, "Home", size=14, bold=True)
    c.rect(x, y + 58, text_width("Home", 14, bold=True), 3, fill=INK, rx=1.5)
    c.line(x, y + 61, x + MESSAGE_W, y + 61)
    h = blocks(c, screen.payload.get("blocks") or [], x, y + 77, MESSAGE_W)
    c.end()
    return 77 + h


def frame_width(screen: Screen) -> float:
    return MODAL_W if screen.payload.get("type") == "modal" else MESSAGE_W


def render(
    screens: Sequence[Screen],
    *,
    app: App | None = None,
    note: str | None = None,
    caption: str = CAPTION,
    title: str = "Slack",
) -> str:
    """The SVG for `screens`, stacked top to bottom, then `note` and the caption."""
    app = app or App()
    width = max([frame_width(s) for s in screens] + [MESSAGE_W]) + 2 * MARGIN
    body = Canvas()
    y = float(MARGIN)
    for screen in screens:
        if screen.title:
            y += (
                runs_block(
                    body,
                    [Run(screen.title)],
                    MARGIN,
                    y,
                    width - 2 * MARGIN,
                    Type(13, 18, GREY, bold=True),
                )
                + 8
            )
        kind = screen.payload.get("type")
        if kind == "modal":
            band = Canvas()
            used = _modal(band, screen, (width - MODAL_W) / 2, y + 16, app)
            body.rect(0, y, width, used + 32, fill="#1d1c1d", fill_opacity=0.06)
            body.parts += band.parts
            used += 32
        elif kind == "home":
            used = _home(body, screen, MARGIN, y, app)
        else:
            used = _message(body, screen, MARGIN, y, app)
        y += used + 28
    c = Canvas()
    c.group("caption")
    if note:
        y += runs_block(c, [Run(note)], MARGIN, y, width - 2 * MARGIN, NOTE)
    y += runs_block(c, [Run(caption, italic=True)], MARGIN, y, width - 2 * MARGIN, NOTE)
    c.end()
    y += MARGIN
    frame = Canvas()
    frame.rect(0.5, 0.5, width - 1, y - 1, fill=WHITE, stroke=RULE, rx=8)
    return document(width, y, frame.parts + body.parts + c.parts, title)


__all__ = ["CAPTION", "App", "Screen", "render"]
