"""Incremental channel syncs: what a sync reads again, and what it may conclude is gone.

Reading a source channel's whole history on every sync costs one `conversations.history`
page per 200 messages and one `conversations.replies` call per thread, for ever more
messages. So each channel keeps a **cursor** (the newest message ts its history gave) and
each thread the newest reply ts and reply count it had when it was last read. A sync then
reads `conversations.history` with `oldest=` set to the earlier of the cursor and the start
of a **recent window** (`ANSWERGUARD_CHANNEL_WINDOW_DAYS`, default 7, counted back from now),
and reads a thread again (`conversations.replies`) only when its parent, as the history
returns it, shows another newest reply or reply count than when the thread was last read.

The trade-off, stated plainly:

- New messages are never missed: everything after the cursor is read, however long the
  app was away.
- An edit or deletion of a top-level message posted inside the window is caught by the
  next sync: the window is read again, and a stored message inside it that the history no
  longer returns is removed. A reply added to or deleted from a thread whose parent is in
  the window changes the parent's reply count or newest reply, so that thread is read again.
- Caught only by the live `message.channels` event (delivered while the app runs) or by a
  full sync (`/answerguard channels sync full`; the first sync of a channel is one): an edit
  or deletion of a message **older** than the window, a reply added to a thread whose parent
  is older than the window, and an edit of a thread reply (it leaves the parent unchanged).
  A sync never removes a message it did not read again: outside what it read, absence
  proves nothing.

A window costs one history page per 200 messages in it: cheap, so edits to recent
announcements (the ones agents act on) are caught without a full read. A thread costs a call
of its own, so threads are read only when they changed. A sync's cost is therefore the
messages posted since the cursor or inside the window plus the threads that changed, not
the channel's whole past. Pure helpers and the store's rows; reading Slack is
bot/channels.py's.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal, InvalidOperation
from typing import Any

from guard.store import Store

#: How far back each sync reads again for edits and deletions, unless configured.
DEFAULT_WINDOW = timedelta(days=7)


def ts_key(ts: str | None) -> Decimal:
    """A Slack ts ("1790000000.000101") as an exact number: floats lose the last digits."""
    try:
        return Decimal(str(ts))
    except (InvalidOperation, ValueError):
        return Decimal(0)


def ts_at(when: datetime) -> str:
    """A moment as a Slack ts (seconds.microseconds)."""
    return f"{when.astimezone(UTC).timestamp():.6f}"


def when_of(ts: str) -> datetime:
    return datetime.fromtimestamp(float(ts_key(ts)), tz=UTC)


@dataclass(frozen=True)
class Plan:
    """What one sync of a channel reads."""

    #: True: the whole history and every thread (first sync, or asked for).
    full: bool
    #: `oldest=` for conversations.history (exclusive), None when full.
    oldest: str | None = None
    #: The start of the recent window (for the summary: what was read again).
    window_start: str | None = None


def plan(cursor: str | None, now: datetime, window: timedelta, *, full: bool = False) -> Plan:
    """Read from the earlier of the cursor and the window's start; everything without one."""
    if full or not cursor:
        return Plan(full=True)
    start = ts_at(now - window)
    return Plan(full=False, oldest=min(cursor, start, key=ts_key), window_start=start)


@dataclass(frozen=True)
class ThreadState:
    """A thread as it was when last read: its newest reply and how many replies it had."""

    latest_reply: str | None
    reply_count: int

    @classmethod
    def of(cls, parent: dict[str, Any]) -> ThreadState:
        latest = parent.get("latest_reply")
        return cls(str(latest) if latest else None, int(parent.get("reply_count") or 0))


def is_parent(msg: dict[str, Any]) -> bool:
    """A message that starts a thread with replies in it."""
    return bool(msg.get("reply_count")) and msg.get("thread_ts") == msg.get("ts")


def thread_due(parent: dict[str, Any], known: ThreadState | None, p: Plan) -> bool:
    """Whether a thread must be read with conversations.replies in this sync: always in a
    full read, else only when its parent shows another newest reply or reply count than
    when it was last read (a reply added or deleted)."""
    if not is_parent(parent):
        return False
    return p.full or known is None or ThreadState.of(parent) != known


@dataclass(frozen=True)
class ReadScope:
    """What a sync read again, so a stored message it did not see is known to be gone; a
    message outside it is left alone (absence there proves nothing)."""

    full: bool
    oldest: str | None = None
    threads: frozenset[str] = frozenset()

    def covers(self, ts: str, thread_ts: str | None) -> bool:
        if self.full:
            return True
        if thread_ts and thread_ts != ts:  # a reply: only if its thread was read
            return thread_ts in self.threads
        return self.oldest is not None and ts_key(ts) > ts_key(self.oldest)


# --- the store: cursors and thread states ---------------------------------------------------


def cursor(store: Store, channel: str) -> str | None:
    return store.channels.cursor(channel)


def thread_states(store: Store, channel: str) -> dict[str, ThreadState]:
    rows = store.channels.threads(channel)
    return {
        str(r["thread_ts"]): ThreadState(r["latest_reply"], int(r["reply_count"] or 0))
        for r in rows
    }


def save_progress(
    store: Store,
    channel: str,
    newest: str | None,
    threads: dict[str, ThreadState],
    now: datetime,
) -> None:
    """After a sync: the cursor moves to the newest ts read (never back), and each thread read
    keeps its state. A channel named only in the environment gets its row here."""
    with store.transaction():
        store.channels.ensure(channel, now)
        old = cursor(store, channel)
        if newest and (old is None or ts_key(newest) > ts_key(old)):
            store.channels.set_cursor(channel, newest)
        if not threads:
            return
        store.channels.put_threads(
            channel, {ts: (s.latest_reply, s.reply_count) for ts, s in threads.items()}
        )


def forget(store: Store, channel: str) -> None:
    """The next sync of this channel reads it whole (it was removed, or added again)."""
    store.channels.forget(channel)
