"""Registered last: whatever no other listener took (an old button after an upgrade, a
crafted action id, a malformed payload) is acknowledged and logged instead of showing the
user Slack's warning triangle; and the global error handler logs failures with context."""

from __future__ import annotations

import logging
import re
from typing import Any

from slack_bolt import Ack, App, BoltResponse

log = logging.getLogger("answerguard.bot")
ANY = re.compile(".*")


def _who(body: dict[str, Any] | None) -> str:
    body = body or {}
    user = body.get("user")
    if isinstance(user, dict):
        return str(user.get("id"))
    return str(body.get("user_id"))


def register(app: App) -> None:
    app.action(ANY)(unknown_action)
    app.view(ANY)(unknown_view)
    app.shortcut(ANY)(unknown_shortcut)
    app.error(on_error)


def unknown_action(ack: Ack, body: dict[str, Any]) -> None:
    ack()
    acts = body.get("actions") or [{}]
    log.warning("Unknown action %r from %s", acts[0].get("action_id"), _who(body))


def unknown_view(ack: Ack, body: dict[str, Any]) -> None:
    ack()
    log.warning("Unknown view %r from %s", (body.get("view") or {}).get("callback_id"), _who(body))


def unknown_shortcut(ack: Ack, body: dict[str, Any]) -> None:
    ack()
    log.warning("Unknown shortcut %r from %s", body.get("callback_id"), _who(body))


def on_error(error: Exception, body: dict[str, Any] | None) -> BoltResponse | None:
    kind = (body or {}).get("type") or (body or {}).get("command")
    log.error(
        "Unhandled error in a %s handler for user %s: %r",
        kind,
        _who(body),
        error,
        exc_info=error,
    )
    return None
