"""The blocks of a Block Kit surface, top to bottom, as Slack's client lays them out: header,
section (mrkdwn text, fields, an accessory), context (small grey), divider, actions, input
(label, element, hint), rich_text and image. A block type not listed in `DRAW` is drawn as a
visible "not drawn" line, never dropped silently. Each drawer returns the height it used."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tools.screens import elements
from tools.screens.mrkdwn import Line, Pre, Run, parse, plain_runs
from tools.screens.svg import GREY, RULE, Canvas, text_width
from tools.screens.text import BODY, Type, pre_block, runs_block, text_object

HEADER = Type(18, 26, bold=True)
CONTEXT = Type(13, 18, GREY)
LABEL = Type(15, 22, bold=True)
BLOCK_GAP = 8


def _section(c: Canvas, block: dict[str, Any], x: float, y: float, w: float) -> float:
    acc = block.get("accessory") if isinstance(block.get("accessory"), dict) else None
    acc_w, acc_h = elements.size(acc, w / 2) if acc else (0.0, 0.0)
    text_w = w - acc_w - 16 if acc else w
    h = text_object(c, block.get("text"), x, y, text_w)
    if acc:
        elements.draw(c, acc, x + w - acc_w, y, acc_w, acc_h)
        h = max(h, acc_h)
    fields = [f for f in block.get("fields") or [] if isinstance(f, dict)]
    if fields:
        h += BLOCK_GAP if h else 0
        col = (text_w - 16) / 2
        for row in range(0, len(fields), 2):
            pair = fields[row : row + 2]
            used = [text_object(c, f, x + k * (col + 16), y + h, col) for k, f in enumerate(pair)]
            h += max(used) + 4
    return h


def _header(c: Canvas, block: dict[str, Any], x: float, y: float, w: float) -> float:
    return text_object(c, block.get("text"), x, y, w, HEADER)


def _context_runs(block: dict[str, Any]) -> list[list[Run]]:
    """Context elements flow together, a gap between them; a line break stays a break."""
    lines: list[list[Run]] = [[]]
    for el in block.get("elements") or []:
        if not isinstance(el, dict):
            continue
        if lines[-1]:
            lines[-1].append(Run("  "))
        if el.get("type") == "image":
            lines[-1].append(Run("▣"))
            continue
        text = str(el.get("text") or "")
        if el.get("type") != "mrkdwn":
            lines[-1] += plain_runs(text)
            continue
        for k, para in enumerate(parse(text)):
            if k:
                lines.append([])
            if isinstance(para, Line):
                lines[-1] += list(para.runs)
            elif isinstance(para, Pre):
                lines[-1].append(Run(para.text, code=True))
    return lines


def _context(c: Canvas, block: dict[str, Any], x: float, y: float, w: float) -> float:
    c.group("context")
    h = 0.0
    for line in _context_runs(block):
        h += runs_block(c, line, x, y + h, w, CONTEXT)
    c.end()
    return h


def _divider(c: Canvas, block: dict[str, Any], x: float, y: float, w: float) -> float:
    c.line(x, y + 4, x + w, y + 4)
    return 8


def _actions(c: Canvas, block: dict[str, Any], x: float, y: float, w: float) -> float:
    """Elements left to right, wrapping to a new row when the next one does not fit."""
    cx, row_top, row_h = x, y, 0.0
    for el in block.get("elements") or []:
        if not isinstance(el, dict):
            continue
        ew, eh = elements.size(el, w)
        if cx > x and cx + ew > x + w:
            cx, row_top, row_h = x, row_top + row_h + 8, 0.0
        elements.draw(c, el, cx, row_top, ew, eh)
        cx += ew + 8
        row_h = max(row_h, eh)
    return row_top - y + row_h


def _input(c: Canvas, block: dict[str, Any], x: float, y: float, w: float) -> float:
    h = text_object(c, block.get("label"), x, y, w, LABEL)
    if block.get("optional"):
        label = str((block.get("label") or {}).get("text") or "")
        c.label(
            x + min(text_width(label, 15, bold=True) + 6, w - 60),
            y + 16,
            "(optional)",
            size=13,
            color=GREY,
        )
    h += 6
    el = block.get("element") if isinstance(block.get("element"), dict) else None
    if el:
        ew, eh = elements.size(el, w, in_input=True)
        elements.draw(c, el, x, y + h, ew, eh)
        h += eh
    if block.get("hint"):
        h += 4 + text_object(c, block.get("hint"), x, y + h + 4, w, CONTEXT)
    return h


def _rich_runs(section: dict[str, Any]) -> list[Run]:
    runs = []
    for el in section.get("elements") or []:
        if not isinstance(el, dict):
            continue
        style = el.get("style") or {}
        text = el.get("text") or el.get("url") or ""
        if el.get("type") == "user":
            text = f"@{el.get('user_id', '')}"
        runs.append(
            Run(
                str(text),
                bold=bool(style.get("bold")),
                italic=bool(style.get("italic")),
                strike=bool(style.get("strike")),
                code=bool(style.get("code")),
                link=el.get("type") in ("link", "user"),
            )
        )
    return runs


def _rich_text(c: Canvas, block: dict[str, Any], x: float, y: float, w: float) -> float:
    h = 0.0
    for part in block.get("elements") or []:
        if not isinstance(part, dict):
            continue
        kind = part.get("type")
        if kind == "rich_text_preformatted":
            text = "".join(str(e.get("text") or "") for e in part.get("elements") or [])
            h += pre_block(c, text, x, y + h, w) + 4
        elif kind == "rich_text_quote":
            sub = Canvas()
            used = runs_block(sub, _rich_runs(part), x + 14, y + h, w - 14, BODY)
            c.rect(x, y + h, 4, used, fill=RULE, rx=2)
            c.parts += sub.parts
            h += used
        elif kind == "rich_text_list":
            for item in part.get("elements") or []:
                runs = [Run("•  "), *_rich_runs(item if isinstance(item, dict) else {})]
                h += runs_block(c, runs, x + 8, y + h, w - 8, BODY)
        else:
            h += runs_block(c, _rich_runs(part), x, y + h, w, BODY)
    return h


def _image(c: Canvas, block: dict[str, Any], x: float, y: float, w: float) -> float:
    h = text_object(c, block.get("title"), x, y, w)
    c.group("image")
    c.rect(x, y + h, min(w, 360), 120, fill="#eeeeee", rx=8)
    alt = str(block.get("alt_text") or "image")
    runs_block(c, [Run(f"image: {alt}")], x + 12, y + h + 49, min(w, 360) - 24, CONTEXT)
    c.end()
    return h + 120


def _unknown(c: Canvas, block: dict[str, Any], x: float, y: float, w: float) -> float:
    c.group("unknown")
    c.label(
        x,
        y + 14,
        f"[{block.get('type')} block: not drawn by this renderer]",
        size=13,
        color=GREY,
        italic=True,
    )
    c.end()
    return 18


DRAW = {
    "section": _section,
    "header": _header,
    "context": _context,
    "divider": _divider,
    "actions": _actions,
    "input": _input,
    "rich_text": _rich_text,
    "image": _image,
}


def blocks(c: Canvas, items: Sequence[Any], x: float, y: float, w: float) -> float:
    """Every block, top to bottom; returns the height used."""
    top = y
    for block in items:
        if not isinstance(block, dict):
            continue
        kind = str(block.get("type"))
        c.group(f"block {kind}")
        y += DRAW.get(kind, _unknown)(c, block, x, y, w) + BLOCK_GAP
        c.end()
    return max(y - top - BLOCK_GAP, 0)
