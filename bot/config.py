"""The Slack app's own settings, read from the environment in one place (the README's table
comes from `BOT_ENV_VARS`)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import timedelta

from bot.handover import QUICK_CHECK_GRACE_S
from bot.queue import CHECK_WORKERS, MAX_WAITING
from guard.errors import InputError
from guard.kb.channel_list import channel_ids
from guard.kb.channel_sync import DEFAULT_WINDOW

DEFAULT_API_URL = "https://slack.com/api/"

BOT_ENV_VARS: dict[str, str] = {
    "SLACK_BOT_TOKEN": "Bot token (xoxb-…). Always needed.",
    "SLACK_APP_TOKEN": "App-level token (xapp-…) with connections:write. Socket Mode only.",
    "SLACK_SIGNING_SECRET": "Verifies that requests come from Slack. HTTP mode only.",
    "SLACK_API_URL": "Web API base URL (default https://slack.com/api/; GovSlack, tests).",
    "ANSWERGUARD_OPS_USERS": "Comma-separated Slack user IDs who are ops leads.",
    "ANSWERGUARD_DEMO_PERSONAS": "1 lets anyone switch their own simulated persona (demo only).",
    "ANSWERGUARD_INBOX_CHANNEL": "Channel ID where sent replies are posted, one thread per ticket.",
    "ANSWERGUARD_SOURCE_CHANNELS": "Comma-separated channel IDs whose messages are sources.",
    "ANSWERGUARD_BOT_USERS": "Comma-separated user or bot IDs whose messages are never sources.",
    "ANSWERGUARD_CHANNEL_WINDOW_DAYS": "Days of recent source-channel messages each sync reads "
    "again to catch edits and deletions (default 7).",
    "ANSWERGUARD_CHECK_WORKERS": "Checks the app runs at once (default 16); the rest wait in line.",
    "ANSWERGUARD_QUEUE_MAX": "Checks that may wait in line before new ones are refused as busy "
    "(default 1000).",
}


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() in ("1", "true", "yes", "on")


@dataclass(frozen=True)
class BotConfig:
    ops_users: frozenset[str] = field(default_factory=frozenset)
    demo_personas: bool = False
    inbox_channel: str | None = None
    source_channels: tuple[str, ...] = ()
    bot_users: frozenset[str] = field(default_factory=frozenset)
    #: How far back a channel sync reads again for edits and deletions (guard/channel_sync).
    channel_window: timedelta = DEFAULT_WINDOW
    #: The check queue (bot/queue.py): checks run at once, checks that may wait, and how
    #: many ahead make the ack say "queued" (default: as many as run at once).
    check_workers: int = CHECK_WORKERS
    queue_max: int = MAX_WAITING
    queue_notice_at: int | None = None
    #: Seconds a quick check may take and still answer as one message; past it the verdict
    #: comes in a modal (bot/handover.py). 0: the modal opens as soon as the check is queued,
    #: unless it is already done.
    quick_check_grace: float = QUICK_CHECK_GRACE_S

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> BotConfig:
        e = dict(os.environ) if env is None else env
        ops = frozenset(
            u.strip() for u in (e.get("ANSWERGUARD_OPS_USERS") or "").split(",") if u.strip()
        )
        return cls(
            ops_users=ops,
            demo_personas=_truthy(e.get("ANSWERGUARD_DEMO_PERSONAS")),
            inbox_channel=(e.get("ANSWERGUARD_INBOX_CHANNEL") or "").strip() or None,
            source_channels=tuple(channel_ids(e.get("ANSWERGUARD_SOURCE_CHANNELS"))),
            bot_users=frozenset(channel_ids(e.get("ANSWERGUARD_BOT_USERS"))),
            channel_window=timedelta(
                days=_count(e, "ANSWERGUARD_CHANNEL_WINDOW_DAYS", DEFAULT_WINDOW.days, least=0)
            ),
            check_workers=_count(e, "ANSWERGUARD_CHECK_WORKERS", CHECK_WORKERS, least=1),
            queue_max=_count(e, "ANSWERGUARD_QUEUE_MAX", MAX_WAITING, least=0),
        )


def _count(e: dict[str, str], name: str, default: int, least: int) -> int:
    raw = (e.get(name) or "").strip()
    if not raw:
        return default
    if not raw.isdigit() or int(raw) < least:
        raise InputError(f"{name} must be a whole number of at least {least}, not '{raw}'.")
    return int(raw)


def api_url(env: dict[str, str] | None = None) -> str:
    """WebClient joins method names onto this with urljoin, so it must end with a slash."""
    e = dict(os.environ) if env is None else env
    url = (e.get("SLACK_API_URL") or DEFAULT_API_URL).strip()
    return url if url.endswith("/") else url + "/"
