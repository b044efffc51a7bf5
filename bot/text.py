"""Slack's text encoding, undone before anything is checked.

Slack escapes `&`, `<` and `>` and wraps mentions, channels and links in angle brackets
(`<@U123|lea>`, `<#C1|ops>`, `<https://x|label>`). The engine must see what the person
wrote, so the draft is decoded first.
"""

from __future__ import annotations

import re

_ANGLE = re.compile(r"<([^<>]*)>")
_USER = re.compile(r"^(?:<@)?@?([UW][A-Z0-9]{2,})(?:\|[^>]*)?>?$")


def _decode(match: re.Match[str]) -> str:
    inner = match.group(1)
    target, _, label = inner.partition("|")
    if target.startswith("@"):
        return "@" + (label or target[1:])
    if target.startswith("#"):
        return "#" + (label or target[1:])
    if target.startswith("!"):
        name = label or target[1:].split("^")[0]
        return name if name.startswith("@") else "@" + name
    return label or target


def unescape(text: str) -> str:
    """Slack message text → what the person typed."""
    decoded = _ANGLE.sub(_decode, text or "")
    return decoded.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def split_command(text: str) -> tuple[str, str]:
    """`check TCK-9001 Failed…` → ("check", "TCK-9001 Failed…"). The rest keeps its spacing."""
    stripped = (text or "").strip()
    if not stripped:
        return "", ""
    head, _, rest = stripped.partition(" ")
    if "\n" in head:
        head, _, more = head.partition("\n")
        rest = more + (" " + rest if rest else "")
    return head.lower(), rest.strip()


def user_id_of(token: str) -> str | None:
    """A user mention as Slack sends it (`<@U123|lea>`) or a bare id (`U123`, `@U123`)."""
    m = _USER.match(token.strip())
    return m.group(1) if m else None
