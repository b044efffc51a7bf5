"""Slack channels as sources (issue 10, item 5), without hearing AnswerGuard's own echo.

Each message in a source channel (and each reply in its threads) is a source of kind
`slack` — an announcement, so proposal-level by rule S2, as SRC-202 is — with its author,
timestamp and permalink. Messages are left out **by author identity** only:

- the app's own messages (its bot user id and bot id, from `auth.test`);
- messages from the configured bot users (`ANSWERGUARD_BOT_USERS`);
- messages that quote AnswerGuard's own output (a shared message of ours, or our label);
- messages addressed to the app (`<@ITS_USER_ID>` in the text): a question put to
  `@AnswerGuard` is a question, not a statement of policy, even when it holds a value.

Never by the raw bot flag (`bot_id`, `subtype: bot_message`, `bot_profile`): that flag is set
on messages people seeded through an integration too, and filtering on it once wiped a whole
corpus (shared/seeds/003, CrossCheck). System messages (joins, topic changes) carry no
content and are skipped by their subtype.

An edited message is a new version of its source; a deleted one (or one no longer in the
channel when it is read again) is removed. A sync reads only what is new or recent
(guard/kb/channel_sync.py says what it reads again and the trade-off). A channel that stops
being followed has its sources removed, history kept (guard/kb/channel_list.py).
Pure over message dicts as the Web API returns them; reading Slack is the caller's
(bot/channels.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from guard import LABEL
from guard.kb import channel_sync as cs
from guard.models import Owner, Signals, Source
from guard.store import Store

KIND = "slack"
ID_PREFIX = "SLACK-"
#: Subtypes that are not something a person said.
SYSTEM_SUBTYPES = frozenset(
    {
        "channel_join",
        "channel_leave",
        "channel_topic",
        "channel_purpose",
        "channel_name",
        "channel_archive",
        "channel_unarchive",
        "group_join",
        "group_leave",
        "pinned_item",
        "unpinned_item",
        "channel_convert_to_private",
        "channel_posting_permissions",
    }
)
_CHANNEL = re.compile(r"^(?:<#)?([CG][A-Z0-9]{2,})(?:\|([^>]*))?>?$")
_MENTION = re.compile(r"<([@#!][^<>|]*)(?:\|([^<>]*))?>")
_LINK = re.compile(r"<(https?://[^<>|]*)(?:\|([^<>]*))?>")


@dataclass(frozen=True)
class Identity:
    """Who AnswerGuard is in this workspace, and the bots it must not hear."""

    bot_user: str | None
    bot_id: str | None = None
    bot_users: frozenset[str] = frozenset()

    def is_self(self, uid: str | None) -> bool:
        return bool(uid) and uid in {self.bot_user, self.bot_id}


def channel_id(text: str) -> tuple[str, str | None] | None:
    """`<#C123|ops-announcements>` or `C123` → (id, name)."""
    m = _CHANNEL.match((text or "").strip())
    return (m.group(1), m.group(2) or None) if m else None


def plain_text(text: str) -> str:
    """Slack's encoding undone: `<@U1|lea>` → @lea, `<https://x|y>` → y (https://x)."""

    def mention(m: re.Match[str]) -> str:
        target, label = m.group(1), m.group(2)
        return (target[0] if target[0] != "!" else "@") + (label or target[1:])

    def link(m: re.Match[str]) -> str:
        return f"{m.group(2)} ({m.group(1)})" if m.group(2) else m.group(1)

    out = _LINK.sub(link, _MENTION.sub(mention, text or ""))
    return out.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")


def author(msg: dict[str, Any]) -> str | None:
    uid = msg.get("user") or msg.get("bot_id")
    return uid if isinstance(uid, str) and uid else None


def exclusion(msg: dict[str, Any], me: Identity) -> str | None:
    """Why a message is not a source (None: it is one). By who wrote it, never by the flag."""
    if msg.get("subtype") in SYSTEM_SUBTYPES:
        return "system message"
    if me.is_self(msg.get("user")) or me.is_self(msg.get("bot_id")):
        return "AnswerGuard's own message"
    if msg.get("user") in me.bot_users or msg.get("bot_id") in me.bot_users:
        return "a configured bot user"
    for att in msg.get("attachments") or []:
        if isinstance(att, dict) and (
            me.is_self(att.get("author_id")) or me.is_self(att.get("bot_id"))
        ):
            return "quotes AnswerGuard's output"
    if LABEL in plain_text(str(msg.get("text") or "")):
        return "quotes AnswerGuard's output"
    if me.bot_user and f"<@{me.bot_user}" in str(msg.get("text") or ""):
        return "a question put to AnswerGuard"
    if not plain_text(str(msg.get("text") or "")).strip():
        return "no text"
    return None


def source_id(channel: str, ts: str) -> str:
    return f"{ID_PREFIX}{channel}-{ts.replace('.', '-')}"


def _when(ts: str) -> datetime:
    return datetime.fromtimestamp(float(ts), tz=UTC)


def to_source(msg: dict[str, Any], channel: str, name: str | None, version: int = 1) -> Source:
    ts = str(msg["ts"])
    edited = (msg.get("edited") or {}).get("ts")
    who = author(msg) or "unknown"
    posted = _when(ts)
    where = f"#{name}" if name else channel
    return Source(
        id=source_id(channel, ts),
        title=f"Slack {where}, {posted.strftime('%b %d %Y %H:%M')} UTC",
        kind=KIND,
        body=plain_text(str(msg.get("text") or "")),
        signals=Signals(
            verification="unverified",
            updated_at=_when(str(edited)) if edited else posted,
            owner=Owner(name=who, slack=who if re.match(r"^[UW][A-Z0-9]{2,}$", who) else None),
            visibility="everyone",
            version=version,
        ),
    )


@dataclass
class SyncSummary:
    added: list[str] = field(default_factory=list)
    edited: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    excluded: dict[str, str] = field(default_factory=dict)
    #: How the channel was read: whole (True), or from `since` on (a Slack ts).
    full: bool = True
    since: str | None = None
    #: Messages read (history and thread replies).
    read: int = 0

    @property
    def changed(self) -> bool:
        return bool(self.added or self.edited or self.removed)


# --- the store: the messages read from a channel ---------------------------------------------


def message_rows(store: Store, channel: str) -> dict[str, dict[str, Any]]:
    return store.channels.messages(channel)


def _remember(store: Store, sid: str, channel: str, msg: dict[str, Any], link: str | None) -> None:
    store.channels.remember_message(
        {
            "source_id": sid,
            "channel": channel,
            "ts": str(msg["ts"]),
            "thread_ts": msg.get("thread_ts"),
            "author": author(msg),
            "permalink": link,
        }
    )


def upsert_message(
    store: Store,
    msg: dict[str, Any],
    channel: str,
    name: str | None,
    me: Identity,
    now: datetime,
    permalink: str | None = None,
    summary: SyncSummary | None = None,
) -> SyncSummary:
    """One message as a source: new, a new version (edited), or nothing (unchanged). An
    excluded message that was a source before is removed."""
    summary = summary or SyncSummary()
    sid = source_id(channel, str(msg["ts"]))
    why = exclusion(msg, me)
    latest = store.sources.latest_row(sid)
    if why is not None:
        summary.excluded[sid] = why
        if latest is not None and not latest["removed"]:
            remove_message(store, channel, str(msg["ts"]), now, summary)
        return summary
    who = author(msg) or "slack"
    if latest is None:
        store.sources.add(to_source(msg, channel, name), who, now, action="slack")
        _remember(store, sid, channel, msg, permalink)
        summary.added.append(sid)
        return summary
    fresh = to_source(msg, channel, name, version=int(latest["version"]) + 1)
    if not latest["removed"] and latest["body"] == fresh.body:
        return summary
    store.sources.append_version(fresh, "slack_edit", who, now)
    _remember(store, sid, channel, msg, permalink)
    summary.edited.append(sid)
    return summary


def remove_message(
    store: Store, channel: str, ts: str, now: datetime, summary: SyncSummary | None = None
) -> SyncSummary:
    """A deleted message: its source is removed (a new version; the history stays)."""
    summary = summary or SyncSummary()
    sid = source_id(channel, ts)
    latest = store.sources.latest_row(sid)
    if latest is None or latest["removed"]:
        return summary
    store.sources.remove_version(sid, "slack_delete", "slack", now)
    summary.removed.append(sid)
    return summary


def sync_channel(
    store: Store,
    channel: str,
    name: str | None,
    messages: list[tuple[dict[str, Any], str | None]],
    me: Identity,
    now: datetime,
    scope: cs.ReadScope | None = None,
) -> SyncSummary:
    """Everything read from a channel now ((message, permalink) pairs: history and thread
    replies): new messages added, edited ones versioned, and the stored ones the read
    covered (`scope`; default: the whole channel) but did not return removed."""
    scope = scope or cs.ReadScope(full=True)
    summary = SyncSummary(full=scope.full, since=scope.oldest, read=len(messages))
    seen: set[str] = set()
    for msg, link in messages:
        if not msg.get("ts"):
            continue
        seen.add(source_id(channel, str(msg["ts"])))
        upsert_message(store, msg, channel, name, me, now, link, summary)
    for sid, row in message_rows(store, channel).items():
        if sid not in seen and scope.covers(str(row["ts"]), row.get("thread_ts")):
            remove_message(store, channel, str(row["ts"]), now, summary)
    return summary
