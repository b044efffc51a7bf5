"""Reading source channels from Slack: `conversations.history` page by page (from the
channel's cursor and recent window on, guard/kb/channel_sync.py), the threads that changed with
`conversations.replies`, a permalink per new message (`chat.getPermalink`), and who the app
is (`auth.test`), so its own messages are recognised by identity. The sync itself is
`guard.kb.channels`; after a change the claims index and the register are refreshed."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from slack_sdk import WebClient

from bot.flows.calls import call
from bot.flows.deps import Deps
from guard.kb import channel_list
from guard.kb import channel_sync as cs
from guard.kb import channels as ch

log = logging.getLogger("answerguard.bot")

PAGE = 200


def identity(client: WebClient, deps: Deps) -> ch.Identity:
    resp = call("auth.test", None, client.auth_test)
    me = resp.data if resp is not None and isinstance(resp.data, dict) else {}
    return ch.Identity(
        bot_user=me.get("user_id"),
        bot_id=me.get("bot_id"),
        bot_users=deps.config.bot_users,
    )


def _pages(method: str, fn: Any, **kwargs: Any) -> Iterator[dict[str, Any]]:
    cursor: str | None = None
    while True:
        resp = call(
            method, None, fn, limit=PAGE, **kwargs, **({"cursor": cursor} if cursor else {})
        )
        if resp is None:
            raise RuntimeError(f"Slack {method} failed")
        yield from resp.get("messages") or []
        cursor = (resp.get("response_metadata") or {}).get("next_cursor") or None
        if not cursor:
            return


@dataclass
class ChannelRead:
    """What one sync read from a channel."""

    messages: list[dict[str, Any]] = field(default_factory=list)
    #: The newest top-level message ts the history gave (the next cursor).
    newest: str | None = None
    #: Threads read with conversations.replies, with their state as their parent showed it.
    threads: dict[str, cs.ThreadState] = field(default_factory=dict)


def read_channel(
    client: WebClient,
    channel: str,
    plan: cs.Plan | None = None,
    known: dict[str, cs.ThreadState] | None = None,
) -> ChannelRead:
    """The channel's history from `plan.oldest` on (all of it for a full plan), and the
    threads in it that `plan` says must be read again, oldest thread first."""
    plan = plan or cs.Plan(full=True)
    known = known or {}
    since = {"oldest": plan.oldest} if plan.oldest else {}
    out = ChannelRead()
    history = "conversations.history"
    for msg in _pages(history, client.conversations_history, channel=channel, **since):
        out.messages.append(msg)
        ts = str(msg.get("ts") or "")
        if ts and (out.newest is None or cs.ts_key(ts) > cs.ts_key(out.newest)):
            out.newest = ts
        if cs.thread_due(msg, known.get(ts), plan):
            out.threads[ts] = cs.ThreadState.of(msg)
            for reply in _pages(
                "conversations.replies", client.conversations_replies, channel=channel, ts=ts
            ):
                if reply.get("ts") != msg.get("ts"):
                    out.messages.append(reply)
    return out


def permalink(client: WebClient, channel: str, ts: str) -> str | None:
    resp = call("chat.getPermalink", None, client.chat_getPermalink, channel=channel, message_ts=ts)
    link = resp.get("permalink") if resp is not None else None
    return link if isinstance(link, str) else None


def configured(deps: Deps) -> list[dict[str, Any]]:
    return channel_list.channels(deps.store, deps.config.source_channels)


def sync_all(client: WebClient, deps: Deps, *, full: bool = False) -> dict[str, ch.SyncSummary]:
    """Read every source channel again: what is new since its cursor and what was posted in
    the recent window (everything when `full`, or on a channel's first sync); returns
    channel → what changed."""
    me = identity(client, deps)
    out: dict[str, ch.SyncSummary] = {}
    for row in configured(deps):
        channel = str(row["channel"])
        plan = cs.plan(
            cs.cursor(deps.store, channel), deps.now(), deps.config.channel_window, full=full
        )
        got = read_channel(client, channel, plan, cs.thread_states(deps.store, channel))
        known = ch.message_rows(deps.store, channel)
        pairs = []
        for m in got.messages:
            sid = ch.source_id(channel, str(m.get("ts")))
            link = (known.get(sid) or {}).get("permalink")
            if link is None and ch.exclusion(m, me) is None:
                link = permalink(client, channel, str(m["ts"]))
            pairs.append((m, link))
        scope = cs.ReadScope(plan.full, plan.oldest, frozenset(got.threads))
        out[channel] = ch.sync_channel(
            deps.store, channel, row.get("name"), pairs, me, deps.now(), scope
        )
        cs.save_progress(deps.store, channel, got.newest, got.threads, deps.now())
    if any(s.changed for s in out.values()):
        deps.runtime.refresh_index()
    return out


def on_message_event(client: WebClient, deps: Deps, event: dict[str, Any], me: ch.Identity) -> None:
    """`message.channels`: a new message, an edit (`message_changed`) or a deletion
    (`message_deleted`) in a source channel."""
    channel = event.get("channel")
    rows = {str(r["channel"]): r for r in configured(deps)}
    if not isinstance(channel, str) or channel not in rows:
        return
    name = rows[channel].get("name")
    sub = event.get("subtype")
    if sub == "message_deleted":
        ts = event.get("deleted_ts") or (event.get("previous_message") or {}).get("ts")
        summary = ch.remove_message(deps.store, channel, str(ts), deps.now()) if ts else None
    else:
        msg = event.get("message") if sub == "message_changed" else event
        if not isinstance(msg, dict) or not msg.get("ts"):
            return
        link = None
        if ch.exclusion(msg, me) is None:
            known = ch.message_rows(deps.store, channel).get(ch.source_id(channel, str(msg["ts"])))
            link = (known or {}).get("permalink") or permalink(client, channel, str(msg["ts"]))
        summary = ch.upsert_message(deps.store, msg, channel, name, me, deps.now(), link)
    if summary is not None and summary.changed:
        deps.runtime.refresh_index()
