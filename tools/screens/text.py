"""Drawing text: styled runs as SVG `<text>`/`<tspan>`, and whole mrkdwn (quotes,
preformatted blocks, wrapped lines) at a position and width. Each function draws onto a
canvas and returns the height it used, so the block layout can stack them."""

from __future__ import annotations

from dataclasses import dataclass

from tools.screens.mrkdwn import Line, Measure, Pre, Run, parse, plain_runs, wrap, wrap_chars
from tools.screens.svg import (
    CODE,
    INK,
    LINK,
    MONO,
    MONO_EM,
    PRE_FILL,
    RULE,
    SANS,
    Canvas,
    attrs,
    text_width,
    xml,
)

CODE_SCALE = 0.85  # inline code is set a little smaller than the text around it
PRE_SIZE = 12
PRE_LINE = 18
PRE_PAD = 8
QUOTE_INDENT = 14


@dataclass(frozen=True)
class Type:
    """A text size, its line height and colour."""

    size: float
    line: float
    color: str = INK
    bold: bool = False
    italic: bool = False


BODY = Type(15, 22)


def measure(style: Type) -> Measure:
    """How wide a run is in `style`: what `wrap` needs to break lines where Slack would."""

    def run_width(run: Run) -> float:
        if run.code:
            return text_width(run.text, style.size * CODE_SCALE, mono=True) + 2
        return text_width(run.text, style.size, bold=run.bold or style.bold)

    return run_width


def _tspan(run: Run, style: Type) -> str:
    return (
        "<tspan"
        + attrs(
            class_=MONO if run.code else None,
            font_size=style.size * CODE_SCALE if run.code else None,
            font_weight="700" if run.bold and not style.bold else None,
            font_style="italic" if run.italic and not style.italic else None,
            text_decoration="line-through" if run.strike else None,
            fill=CODE if run.code else LINK if run.link else None,
        )
        + f">{xml(run.text)}</tspan>"
    )


def draw_runs(c: Canvas, runs: list[Run], x: float, top: float, style: Type) -> None:
    """One wrapped line whose box starts at `top`."""
    if not runs:
        return
    baseline = top + style.line / 2 + style.size * 0.35
    c.add(
        "<text"
        + attrs(
            class_=SANS,
            x=x,
            y=baseline,
            font_size=style.size,
            fill=style.color,
            font_weight="700" if style.bold else None,
            font_style="italic" if style.italic else None,
        )
        + ">"
        + "".join(_tspan(r, style) for r in runs)
        + "</text>"
    )


def runs_block(c: Canvas, runs: list[Run], x: float, y: float, width: float, style: Type) -> float:
    """Runs wrapped to `width`, drawn from `y`; returns the height."""
    lines = wrap(runs, width, measure(style))
    for k, line in enumerate(lines):
        draw_runs(c, line, x, y + k * style.line, style)
    return len(lines) * style.line


def runs_height(runs: list[Run], width: float, style: Type) -> float:
    return len(wrap(runs, width, measure(style))) * style.line


def pre_block(c: Canvas, text: str, x: float, y: float, width: float) -> float:
    """A preformatted box: monospace, cut at the box's width, never reflowed."""
    columns = max(int((width - 2 * PRE_PAD) / (PRE_SIZE * MONO_EM)), 8)
    lines = wrap_chars(text, columns)
    height = len(lines) * PRE_LINE + 2 * PRE_PAD
    c.group("pre")
    c.rect(x, y, width, height, fill=PRE_FILL, stroke=INK, stroke_opacity=0.13, rx=4)
    for k, line in enumerate(lines):
        if line:
            c.label(
                x + PRE_PAD,
                y + PRE_PAD + k * PRE_LINE + PRE_LINE / 2 + PRE_SIZE * 0.35,
                line,
                size=PRE_SIZE,
                mono=True,
            )
    c.end()
    return height


def mrkdwn_block(
    c: Canvas, text: str, x: float, y: float, width: float, style: Type = BODY
) -> float:
    """A mrkdwn text object, drawn from `y`; returns the height."""
    top = y
    for para in parse(text):
        if isinstance(para, Pre):
            y += 4 + pre_block(c, para.text, x, y + 4, width) + 4
            continue
        assert isinstance(para, Line)
        if para.quote:
            h = runs_height(list(para.runs), width - QUOTE_INDENT, style)
            c.rect(x, y, 4, h, fill=RULE, rx=2)
            y += runs_block(c, list(para.runs), x + QUOTE_INDENT, y, width - QUOTE_INDENT, style)
        else:
            y += runs_block(c, list(para.runs), x, y, width, style)
    return y - top


def text_object(
    c: Canvas, obj: dict | None, x: float, y: float, width: float, style: Type = BODY
) -> float:
    """A Block Kit text object (mrkdwn or plain_text)."""
    if not isinstance(obj, dict):
        return 0.0
    text = str(obj.get("text") or "")
    if obj.get("type") == "mrkdwn":
        return mrkdwn_block(c, text, x, y, width, style)
    return runs_block(c, plain_runs(text, emoji=obj.get("emoji", True)), x, y, width, style)


def text_height(obj: dict | None, width: float, style: Type = BODY) -> float:
    """The height `text_object` would use, without drawing."""
    return text_object(Canvas(), obj, 0, 0, width, style)
