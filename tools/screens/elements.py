"""Interactive elements as Slack's client draws them: buttons (primary green, danger red,
plain outlined), selects and pickers as a box with a chevron, the overflow menu, text inputs,
checkboxes and radio buttons. `size` says how much room an element takes, `draw` draws it
there; anything unknown is drawn as a labelled dashed box rather than left out silently."""

from __future__ import annotations

from typing import Any

from tools.screens.mrkdwn import Run, plain_runs, wrap
from tools.screens.svg import DANGER, GREY, INK, LINK, PRIMARY, WHITE, Canvas, num, text_width
from tools.screens.text import (
    BODY,
    Type,
    draw_runs,
    measure,
    runs_block,
    runs_height,
    text_height,
    text_object,
)

BUTTON_H = 28
FIELD_H = 36
#: A multiline box grows to this many lines, then scrolls (drawn cut at its edge).
INPUT_LINES = 8
BUTTON_SIZE = 13
SMALL = Type(13, 18, GREY)
HINT = Type(13, 18, GREY)
PLACEHOLDER = Type(15, 22, GREY)
_SELECTS = {
    "static_select",
    "external_select",
    "users_select",
    "conversations_select",
    "channels_select",
    "multi_static_select",
    "multi_external_select",
    "multi_users_select",
    "multi_conversations_select",
    "multi_channels_select",
    "datepicker",
    "timepicker",
    "datetimepicker",
}
_CHOICES = {"checkboxes", "radio_buttons"}


def _text(obj: Any) -> str:
    return str(obj.get("text") or "") if isinstance(obj, dict) else ""


def button_label(el: dict[str, Any]) -> str:
    return _text(el.get("text"))


def select_text(el: dict[str, Any]) -> tuple[str, bool]:
    """What a select shows, and whether it is a placeholder (grey)."""
    chosen = el.get("initial_option") or next(iter(el.get("initial_options") or []), None)
    if isinstance(chosen, dict):
        return _text(chosen.get("text")), False
    for key in ("initial_user", "initial_conversation", "initial_channel"):
        if el.get(key):
            return str(el[key]), False
    for key in ("initial_date", "initial_time"):
        if el.get(key):
            return str(el[key]), False
    placeholder = _text(el.get("placeholder"))
    return placeholder or "Select an item", True


def _options(el: dict[str, Any]) -> list[dict[str, Any]]:
    return [o for o in el.get("options") or [] if isinstance(o, dict)]


def _chosen(el: dict[str, Any]) -> list[Any]:
    picked = el.get("initial_options") or []
    if isinstance(el.get("initial_option"), dict):
        picked = [el["initial_option"]]
    return [o.get("value") for o in picked if isinstance(o, dict)]


def choice_height(el: dict[str, Any], width: float) -> float:
    total = 0.0
    for opt in _options(el):
        total += max(text_height(opt.get("text"), width - 28), BODY.line)
        total += text_height(opt.get("description"), width - 28, SMALL) + 6
    return total


def size(el: dict[str, Any], room: float, *, in_input: bool = False) -> tuple[float, float]:
    """Width and height of `el` with `room` pixels across."""
    kind = el.get("type")
    if kind == "button":
        return min(text_width(button_label(el), BUTTON_SIZE, bold=True) + 26, room), BUTTON_H
    if kind == "overflow":
        return BUTTON_H, BUTTON_H
    if kind in _SELECTS:
        text, _ = select_text(el)
        if in_input:
            return room, FIELD_H
        return min(max(text_width(text, BODY.size) + 52, 180), room), 32
    if kind == "plain_text_input":
        if not el.get("multiline"):
            return room, FIELD_H
        text = str(el.get("initial_value") or _text(el.get("placeholder")))
        lines = runs_height(plain_runs(text, emoji=False), room - 24, BODY) / BODY.line
        return room, min(max(lines, 4), INPUT_LINES) * BODY.line + 16
    if kind in _CHOICES:
        return room, choice_height(el, room)
    if kind == "image":
        return 72, 72
    return min(room, 220), FIELD_H


def _button(c: Canvas, el: dict[str, Any], x: float, y: float, w: float, h: float) -> None:
    style = el.get("style")
    fill = {"primary": PRIMARY, "danger": DANGER}.get(str(style), WHITE)
    c.group(f"button {style}" if style in ("primary", "danger") else "button")
    if fill == WHITE:
        c.rect(x, y, w, h, fill=WHITE, stroke=INK, stroke_opacity=0.3, rx=4)
    else:
        c.rect(x, y, w, h, fill=fill, rx=4)
    c.label(
        x + w / 2,
        y + h / 2 + BUTTON_SIZE * 0.35,
        button_label(el),
        size=BUTTON_SIZE,
        bold=True,
        color=INK if fill == WHITE else WHITE,
        anchor="middle",
    )
    c.end()


def _box(c: Canvas, x: float, y: float, w: float, h: float) -> None:
    c.rect(x, y, w, h, fill=WHITE, stroke=INK, stroke_opacity=0.3, rx=4)


def _select(c: Canvas, el: dict[str, Any], x: float, y: float, w: float, h: float) -> None:
    text, placeholder = select_text(el)
    c.group(str(el.get("type")))
    _box(c, x, y, w, h)
    runs = [Run(text)]
    while len(runs[0].text) > 1 and text_width(runs[0].text, BODY.size) > w - 44:
        runs = [Run(runs[0].text[:-2] + "…")]
    style = PLACEHOLDER if placeholder else BODY
    runs_block(c, runs, x + 12, y + (h - BODY.line) / 2, w - 40, style)
    cx, cy = x + w - 20, y + h / 2
    c.path(f"M{num(cx - 4)} {num(cy - 2)} l4 4 l4 -4", stroke=GREY)
    c.end()


def _overflow(c: Canvas, x: float, y: float, w: float, h: float) -> None:
    c.group("overflow")
    _box(c, x, y, w, h)
    for dx in (-5, 0, 5):
        c.circle(x + w / 2 + dx, y + h / 2, 1.6, fill=INK)
    c.end()


def _input(c: Canvas, el: dict[str, Any], x: float, y: float, w: float, h: float) -> None:
    c.group("plain_text_input")
    _box(c, x, y, w, h)
    typed = str(el.get("initial_value") or "")
    shown = typed or _text(el.get("placeholder"))
    if shown:
        style = BODY if typed else PLACEHOLDER
        lines = wrap(plain_runs(shown, emoji=False), w - 24, measure(style))
        for k, line in enumerate(lines[: int((h - 14) // style.line)]):
            draw_runs(c, line, x + 12, y + 7 + k * style.line, style)
    c.end()


def _choices(c: Canvas, el: dict[str, Any], x: float, y: float, w: float) -> None:
    kind = str(el.get("type"))
    picked = _chosen(el)
    c.group(kind)
    for opt in _options(el):
        on = opt.get("value") in picked
        if kind == "radio_buttons":
            c.circle(x + 8, y + 11, 7, fill=LINK if on else WHITE, stroke=LINK if on else GREY)
            if on:
                c.circle(x + 8, y + 11, 3, fill=WHITE)
        else:
            c.rect(
                x + 1, y + 4, 14, 14, fill=LINK if on else WHITE, stroke=None if on else GREY, rx=3
            )
            if on:
                c.path(f"M{num(x + 4)} {num(y + 11)} l3 3 l6 -6", stroke=WHITE, width=2)
        used = max(text_object(c, opt.get("text"), x + 28, y, w - 28), BODY.line)
        used += text_object(c, opt.get("description"), x + 28, y + used, w - 28, SMALL)
        y += used + 6
    c.end()


def draw(c: Canvas, el: dict[str, Any], x: float, y: float, w: float, h: float) -> None:
    """Draw `el` in the box `size` gave it."""
    kind = el.get("type")
    if kind == "button":
        _button(c, el, x, y, w, h)
    elif kind == "overflow":
        _overflow(c, x, y, w, h)
    elif kind in _SELECTS:
        _select(c, el, x, y, w, h)
    elif kind == "plain_text_input":
        _input(c, el, x, y, w, h)
    elif kind in _CHOICES:
        _choices(c, el, x, y, w)
    elif kind == "image":
        c.group("image")
        c.rect(x, y, w, h, fill="#eeeeee", rx=6)
        c.label(x + w / 2, y + h / 2 + 4, "image", size=11, color=GREY, anchor="middle")
        c.end()
    else:
        c.group("unknown")
        c.rect(x, y, w, h, stroke=GREY, rx=4, dash="4 3")
        c.label(x + 8, y + h / 2 + 4, f"{kind} (not drawn)", size=12, color=GREY, italic=True)
        c.end()
