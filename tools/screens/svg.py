"""SVG primitives for the Block Kit renderer: escaping, number formatting, a width estimate for
text, and a canvas that collects elements.

Pure and deterministic: the same calls give the same bytes, so a regenerated image can be
compared with the committed one. There is no font file here, so text widths are estimated
from character classes (Lato-like proportions for text, a fixed advance for monospace); the
estimate errs wide, so wrapped text stays inside its box in the fonts a browser picks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.sax.saxutils import escape as _xml_escape

# Slack's palette, as its client draws Block Kit.
INK = "#1d1c1d"
GREY = "#616061"
LINK = "#1264a3"
CODE = "#e01e5a"
PRIMARY = "#007a5a"
DANGER = "#e01e5a"
RULE = "#dddddd"
PRE_FILL = "#f8f8f8"
WHITE = "#ffffff"

SANS = "t"  # CSS classes defined in `style_sheet`
MONO = "m"

#: Advance widths in em for a Lato-like face; anything unlisted uses a class default.
_NARROW = set("iljI|!.,:;'`")
_SEMI = set('frt()[]{}-/\\"“”‘’·')
_WIDE = set("mwMW@%—…→")
MONO_EM = 0.62


def xml(text: str) -> str:
    """Text content and attribute values: &, <, > and both quotes."""
    return _xml_escape(text, {'"': "&quot;", "'": "&apos;"})


def num(value: float) -> str:
    """A coordinate: at most one decimal, no trailing zeros, so output is stable."""
    text = f"{round(value, 1):.1f}"
    return text[:-2] if text.endswith(".0") else text


def is_emoji(ch: str) -> bool:
    cp = ord(ch)
    return cp >= 0x1F000 or 0x2600 <= cp <= 0x26FF or cp in (0x2705, 0x274C, 0x2B06, 0x2B07)


def char_em(ch: str) -> float:
    """Estimated advance of one character in em (sans-serif)."""
    cp = ord(ch)
    if cp in (0x200D, 0xFE0E, 0xFE0F) or 0x0300 <= cp <= 0x036F:
        return 0.0  # joiners, variation selectors and combining marks take no room
    if is_emoji(ch):
        return 1.3
    if ch == " ":
        return 0.27
    if ch in _NARROW:
        return 0.27
    if ch in _SEMI:
        return 0.38
    if ch in _WIDE:
        return 0.9
    if ch.isdigit():
        return 0.57
    if ch.isupper():
        return 0.68
    if ch.isascii():
        return 0.53
    return 0.62


def text_width(text: str, size: float, *, bold: bool = False, mono: bool = False) -> float:
    """Estimated width of `text` in pixels at `size` px."""
    if mono:
        em = sum(0.0 if char_em(c) == 0 else (1.3 if is_emoji(c) else MONO_EM) for c in text)
    else:
        em = sum(char_em(c) for c in text) * (1.06 if bold else 1.0)
    return em * size


def style_sheet() -> str:
    return (
        "<style>"
        f".{SANS}{{font-family:Lato,'Helvetica Neue',Helvetica,Arial,sans-serif}}"
        f".{MONO}{{font-family:Monaco,Menlo,Consolas,'Courier New',monospace}}"
        "</style>"
    )


def attrs(**values: str | float | None) -> str:
    """` name="value"` pairs in the order given; None is left out, `_` becomes `-`."""
    out = []
    for key, value in values.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, int | float) else value
        out.append(f' {key.rstrip("_").replace("_", "-")}="{xml(text)}"')
    return "".join(out)


@dataclass
class Canvas:
    """The elements of one image, in paint order."""

    parts: list[str] = field(default_factory=list)

    def add(self, element: str) -> None:
        self.parts.append(element)

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        *,
        fill: str = "none",
        stroke: str | None = None,
        rx: float = 0,
        stroke_opacity: float | None = None,
        fill_opacity: float | None = None,
        dash: str | None = None,
    ) -> None:
        self.add(
            "<rect"
            + attrs(
                x=x,
                y=y,
                width=w,
                height=h,
                rx=rx or None,
                fill=fill,
                fill_opacity=fill_opacity,
                stroke=stroke,
                stroke_opacity=stroke_opacity,
                stroke_dasharray=dash,
            )
            + "/>"
        )

    def path(self, d: str, *, stroke: str, width: float = 1.5) -> None:
        self.add("<path" + attrs(d=d, fill="none", stroke=stroke, stroke_width=width) + "/>")

    def line(self, x1: float, y1: float, x2: float, y2: float, color: str = RULE) -> None:
        self.add("<line" + attrs(x1=x1, y1=y1, x2=x2, y2=y2, stroke=color) + "/>")

    def circle(
        self, cx: float, cy: float, r: float, *, fill: str, stroke: str | None = None
    ) -> None:
        self.add("<circle" + attrs(cx=cx, cy=cy, r=r, fill=fill, stroke=stroke) + "/>")

    def label(
        self,
        x: float,
        y: float,
        text: str,
        *,
        size: float,
        color: str = INK,
        bold: bool = False,
        italic: bool = False,
        anchor: str | None = None,
        mono: bool = False,
    ) -> None:
        """One run of plain text with its baseline at `y`."""
        self.add(
            "<text"
            + attrs(
                class_=MONO if mono else SANS,
                x=x,
                y=y,
                font_size=size,
                fill=color,
                font_weight="700" if bold else None,
                font_style="italic" if italic else None,
                text_anchor=anchor,
            )
            + f">{xml(text)}</text>"
        )

    def group(self, kind: str) -> None:
        """Open a `<g class="…">` so tests and readers can find what a block drew."""
        self.add(f'<g class="{xml(kind)}">')

    def end(self) -> None:
        self.add("</g>")


def document(width: float, height: float, body: list[str], title: str) -> str:
    """The whole SVG file."""
    head = (
        '<svg xmlns="http://www.w3.org/2000/svg"'
        + attrs(width=width, height=height, viewBox=f"0 0 {num(width)} {num(height)}")
        + ' xml:space="preserve">'
    )
    return "\n".join([head, f"<title>{xml(title)}</title>", style_sheet(), *body, "</svg>"]) + "\n"
