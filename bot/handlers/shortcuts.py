"""The message shortcut "Check with AnswerGuard": any message into the composer as a draft."""

from __future__ import annotations

from re import Pattern
from typing import Any

from slack_bolt import Ack, App
from slack_sdk import WebClient

from bot import ids
from bot.blocks.composer import composer_view
from bot.flows.calls import open_modal
from bot.flows.deps import Deps
from bot.flows.listen import guarded
from bot.flows.payload import user_of
from bot.text import unescape
from guard.kb.workspace import MAX_DRAFT_CHARS

#: The message shortcut *Check with AnswerGuard*.
CHECK_SHORTCUT: dict[str, str | Pattern[Any]] = {
    "type": "message_action",
    "callback_id": ids.SHORTCUT_CHECK,
}


def register(app: App, deps: Deps) -> None:
    app.shortcut(CHECK_SHORTCUT)(guarded(deps, check_message))


def check_message(deps: Deps, ack: Ack, shortcut: dict[str, Any], client: WebClient) -> None:
    ack()
    user = user_of(shortcut)
    msg = shortcut.get("message")
    text = unescape(str(msg.get("text") or "")) if isinstance(msg, dict) else ""
    notice = None
    if len(text) > MAX_DRAFT_CHARS:
        notice = (
            f"The message is {len(text):,} characters; a reply is at most "
            f"{MAX_DRAFT_CHARS:,}, so only the start is in the box."
        )
    view = composer_view(
        ticket=None,
        tickets=deps.tickets(),
        draft=text[:MAX_DRAFT_CHARS],
        notice=notice,
        dimensions=deps.dimensions(),
        personas=deps.personas,
    )
    open_modal(deps, client, user, shortcut.get("trigger_id"), view)
