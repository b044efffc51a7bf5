"""Block Kit primitives that respect Slack's limits by construction.

Slack rejects a whole message or view when one field is too long, so every builder goes
through these helpers: text is escaped for mrkdwn (a draft containing `<!channel>` must not
ping anyone) and clipped with an explicit "…and N more" instead of an API error. The
`slack_sdk.models` classes check some limits but not all (message block count, context text
length, `max_length`), so the numbers live here, once.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from guard import LABEL

Block = dict[str, Any]

MESSAGE_BLOCKS = 50
#: Slack refuses a message whose blocks run much past ~13k characters of JSON
#: (`msg_blocks_too_long`, undocumented), so long lists in messages stop earlier.
MESSAGE_CHARS = 11_000
VIEW_BLOCKS = 100
SECTION_TEXT = 3000
CONTEXT_TEXT = 2000
CONTEXT_ELEMENTS = 10
HEADER_TEXT = 150
BUTTON_TEXT = 75
BUTTON_VALUE = 2000
OPTION_TEXT = 75
OPTION_VALUE = 150
VIEW_TITLE = 24
METADATA = 3000
INPUT_LABEL = 2000
PLACEHOLDER = 150
FALLBACK_TEXT = 3000
CONFIRM_TITLE = 100
CONFIRM_TEXT = 300
CONFIRM_BUTTON = 30

PERSONA_NOTICE = (
    "Simulated personas. Anyone can switch. DOC-105 is synthetic. "
    "Never use this design with real restricted data."
)


def escape(text: str) -> str:
    """Slack's three control characters; everything we did not write ourselves goes through
    this before it lands in mrkdwn."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def clip(text: str, limit: int, unit: str = "characters") -> str:
    """Cut plain text to `limit`, saying how much was left out."""
    if len(text) <= limit:
        return text
    keep = limit
    while keep > 0:
        suffix = f"…and {len(text) - keep:,} more {unit}"
        if keep + len(suffix) <= limit:
            return text[:keep] + suffix
        keep -= max(1, keep + len(suffix) - limit)
    return text[:limit]


def md(text: str, limit: int = SECTION_TEXT) -> str:
    """Escape for mrkdwn and clip without cutting an entity in half."""
    escaped = escape(text)
    if len(escaped) <= limit:
        return escaped

    def fits(keep: int) -> bool:
        suffix = f"…and {len(text) - keep:,} more characters"
        return len(escape(text[:keep])) + len(suffix) <= limit

    low, high = 0, len(text)  # the longest prefix that fits, by bisection
    while low < high:
        mid = (low + high + 1) // 2
        low, high = (mid, high) if fits(mid) else (low, mid - 1)
    if not fits(low):
        return ""
    return escape(text[:low]) + f"…and {len(text) - low:,} more characters"


def quote(text: str, limit: int = SECTION_TEXT) -> str:
    """A verbatim quote as a mrkdwn block quote, every line prefixed."""
    body = md(text.strip() or "(empty)", max(limit - 2 * text.count("\n") - 4, 20))
    return "\n".join("> " + line for line in body.splitlines() or [""])


def fit_text(parts: Sequence[str], limit: int, unit: str, sep: str = "\n") -> str:
    """Join already-escaped parts until `limit`, then "…and N more {unit}". Callers clip each
    part well below `limit`, so at least the first one always shows."""
    full = sep.join(parts)
    if len(full) <= limit:
        return full
    reserve = len(sep) + len(f"…and {len(parts):,} more {unit}")
    out: list[str] = []
    used = 0
    for part in parts:
        cost = len(part) + (len(sep) if out else 0)
        if used + cost + reserve > limit:
            break
        out.append(part)
        used += cost
    return sep.join([*out, f"…and {len(parts) - len(out):,} more {unit}"])


# --- text objects and elements ------------------------------------------------------------


def plain(text: str, limit: int) -> dict[str, Any]:
    return {"type": "plain_text", "text": clip(text or " ", limit), "emoji": True}


def mrkdwn(text: str) -> dict[str, Any]:
    """`text` must already be escaped (built with `md`); it is only clipped here."""
    return {"type": "mrkdwn", "text": (text or " ")[:SECTION_TEXT]}


def section(
    text: str, accessory: dict[str, Any] | None = None, block_id: str | None = None
) -> Block:
    block: Block = {"type": "section", "text": mrkdwn(text[:SECTION_TEXT])}
    if block_id:
        block["block_id"] = block_id[:255]
    if accessory:
        block["accessory"] = accessory
    return block


def header(text: str) -> Block:
    return {"type": "header", "text": plain(text, HEADER_TEXT)}


def divider() -> Block:
    return {"type": "divider"}


def context(*texts: str) -> Block:
    """Small grey text. `texts` are escaped mrkdwn, at most ten elements."""
    elements = [mrkdwn(t[:CONTEXT_TEXT]) for t in texts if t][:CONTEXT_ELEMENTS]
    return {"type": "context", "elements": elements or [mrkdwn(" ")]}


def confirm_dialog(title: str, text: str, yes: str, no: str = "Cancel") -> dict[str, Any]:
    return {
        "title": plain(title, CONFIRM_TITLE),
        "text": plain(text, CONFIRM_TEXT),
        "confirm": plain(yes, CONFIRM_BUTTON),
        "deny": plain(no, CONFIRM_BUTTON),
        "style": "danger",
    }


def button(
    text: str,
    action_id: str,
    value: str = "",
    *,
    style: str | None = None,
    confirm: dict[str, Any] | None = None,
) -> dict[str, Any]:
    if len(value) > BUTTON_VALUE:  # a bug, not user input: values are ids we mint
        raise ValueError(f"button value for {action_id} is {len(value)} characters")
    b: dict[str, Any] = {"type": "button", "action_id": action_id, "text": plain(text, BUTTON_TEXT)}
    if value:
        b["value"] = value
    if style:
        b["style"] = style
    if confirm:
        b["confirm"] = confirm
    return b


def actions(*elements: dict[str, Any], block_id: str | None = None) -> Block:
    block: Block = {"type": "actions", "elements": list(elements)[:25]}
    if block_id:
        block["block_id"] = block_id[:255]
    return block


def option(text: str, value: str) -> dict[str, Any]:
    return {"text": plain(text, OPTION_TEXT), "value": value[:OPTION_VALUE]}


def preformatted(text: str, limit: int = SECTION_TEXT) -> Block:
    """Literal text (no mrkdwn parsing), for raw JSON."""
    return {
        "type": "rich_text",
        "elements": [
            {
                "type": "rich_text_preformatted",
                "elements": [{"type": "text", "text": clip(text, limit)}],
            }
        ],
    }


# --- labels and limits --------------------------------------------------------------------


def label_block(personas: bool = False) -> Block:
    """The label every message, modal and Home view carries (and the persona warning)."""
    texts = [escape(LABEL)]
    if personas:
        texts.insert(0, f":performing_arts: *{escape(PERSONA_NOTICE)}*")
    return context(*texts)


def size(blocks: list[Block]) -> int:
    return len(json.dumps(blocks, ensure_ascii=False))


def fit_blocks(
    head: list[Block],
    items: Iterable[list[Block]],
    tail: list[Block],
    limit: int,
    unit: str,
    max_chars: int | None = None,
) -> list[Block]:
    """Whole items between a fixed head and tail until `limit` blocks (and, for messages,
    `max_chars` of JSON), then "…and N more {unit}"."""
    items = list(items)
    room = limit - len(head) - len(tail)
    chars = (max_chars or 10**9) - size(head) - size(tail) - 200  # 200: the "more" note
    body: list[Block] = []
    used = 0
    for i, item in enumerate(items):
        left = len(items) - i
        need = len(item) + (1 if left > 1 else 0)
        cost = size(item)
        if len(body) + need > room or used + cost > chars:
            body.append(context(f"_…and {left:,} more {unit}_"))
            break
        body.extend(item)
        used += cost
    return [*head, *body, *tail][:limit]


def metadata(data: dict[str, Any]) -> str:
    """Context carried by a view (any instance may receive its submission)."""
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    if len(text) > METADATA:
        raise ValueError("private_metadata over 3000 characters")
    return text


def read_metadata(view: dict[str, Any] | None) -> dict[str, Any]:
    try:
        data = json.loads((view or {}).get("private_metadata") or "{}")
    except (TypeError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def modal(
    title: str,
    blocks: list[Block],
    *,
    callback_id: str,
    submit: str | None = None,
    close: str = "Close",
    private_metadata: str = "",
) -> dict[str, Any]:
    view: dict[str, Any] = {
        "type": "modal",
        "callback_id": callback_id,
        "title": plain(title, VIEW_TITLE),
        "close": plain(close, VIEW_TITLE),
        "blocks": blocks[:VIEW_BLOCKS],
    }
    if submit:
        view["submit"] = plain(submit, VIEW_TITLE)
    if private_metadata:
        view["private_metadata"] = private_metadata
    return view


def message(text: str, blocks: list[Block]) -> dict[str, Any]:
    """A message payload: blocks plus the notification/accessibility fallback text.

    `text` is plain and is escaped here: Slack parses a message's `text` as mrkdwn and uses it
    for notifications, so a draft carrying `<!channel>` or `<https://evil|click here>` would
    ping a channel or hide a link even when every block is escaped."""
    return {"text": md(text, FALLBACK_TEXT), "blocks": blocks[:MESSAGE_BLOCKS]}
