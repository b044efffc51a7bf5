"""Canvas Kit components as Intercom documents them (text, button, textarea, divider,
spacer), the canvas response around them, and the 64 KB limit.

Pure functions returning plain dicts; tests check every canvas against the documented
component schema (tests/intercom/canvas_kit.schema.json). Text components render Markdown
links and bold, so text that is not ours (a draft, a customer's message, a source's quote)
goes through `md`, which escapes them: a customer cannot put a link in the sidebar.
"""

from __future__ import annotations

import json
import re
from typing import Any

Component = dict[str, Any]

#: Intercom's documented limit for a canvas's content, and for its stored_data.
MAX_CONTENT_BYTES = 64 * 1024
MAX_STORED_BYTES = 64 * 1024
SHORTENED = " … (shortened)"

_MD_SPECIAL = re.compile(r"([\\*\[\]])")


def md(text: str) -> str:
    """Text shown as itself: the characters of Markdown's links and bold (the only Markdown a
    text component renders) escaped with a backslash, as CommonMark does."""
    return _MD_SPECIAL.sub(r"\\\1", text)


def text(
    value: str, style: str | None = None, *, id: str | None = None, tight: bool = False
) -> Component:
    out: Component = {"type": "text", "text": value}
    if id:
        out["id"] = id
    if style:
        out["style"] = style
    if tight:
        out["bottom_margin"] = "none"
    return out


def button(id: str, label: str, style: str = "secondary") -> Component:
    return {
        "type": "button",
        "id": id,
        "label": label,
        "style": style,
        "action": {"type": "submit"},
    }


def textarea(
    id: str, label: str, value: str = "", *, placeholder: str = "", error: bool = False
) -> Component:
    out: Component = {"type": "textarea", "id": id, "label": label}
    if placeholder:
        out["placeholder"] = placeholder
    if value:
        out["value"] = value
    if error:
        out["error"] = True
    return out


def divider() -> Component:
    return {"type": "divider"}


def spacer(size: str = "s") -> Component:
    return {"type": "spacer", "size": size}


def canvas(components: list[Component], stored: dict[str, Any]) -> dict[str, Any]:
    """The response to an initialize or submit request."""
    return {"canvas": {"content": {"components": components}, "stored_data": stored}}


def size_of(value: Any) -> int:
    """Bytes of `value` as the response serialises it."""
    return len(json.dumps(value, ensure_ascii=False).encode("utf-8"))


def cut(value: str, limit: int) -> str:
    """`value` in at most `limit` UTF-8 bytes, ending with the "(shortened)" note if cut."""
    if len(value.encode("utf-8")) <= limit:
        return value
    room = max(limit - len(SHORTENED.encode("utf-8")), 0)
    head = value.encode("utf-8")[:room].decode("utf-8", "ignore")
    head = head.rstrip("\\")  # never leave half of an escape
    return head.rstrip() + SHORTENED


def fit(components: list[Component], long: list[int], limit: int = MAX_CONTENT_BYTES) -> None:
    """Shorten the text components at indexes `long` (evidence, messages: never the draft,
    never a button) until the content fits in `limit` bytes, each cut with a visible
    "(shortened)" note. Equal shares, so one huge quote cannot push out the rest."""
    if size_of({"components": components}) <= limit or not long:
        return
    fixed = size_of({"components": [c for i, c in enumerate(components) if i not in long]})
    share = max((limit - fixed) // len(long) - 200, 64)
    full = {i: components[i]["text"] for i in long}
    while True:
        for i in long:
            components[i] = {**components[i], "text": cut(full[i], share)}
        # JSON escaping can make a byte several (a quote, a control character): cut again
        if size_of({"components": components}) <= limit or share == 64:
            return
        share = max(share // 2, 64)
