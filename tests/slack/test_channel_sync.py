"""Incremental channel syncs and stopping following a channel, through the real Bolt app
against the mock Web API: a second sync reads only what is new plus the recent window
(guard/kb/channel_sync.py), still versions an edit inside the window, reads a thread again only
when it changed; *Stop following* removes a channel's sources, history kept, restorable."""

from __future__ import annotations

import json
import math
from datetime import timedelta
from typing import Any

import pytest

from bot.config import BotConfig
from guard.kb import channels as ch
from guard.kb.channel_sync import DEFAULT_WINDOW, ts_at, ts_key
from guard.kb.workspace import SourceEdit
from guard.runtime import Runtime
from guard.store import Store
from tests.slack.mock_slack import MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, LEAD, NOW, make_app, text_of

CHAN = "CANNOUNCE1"
MATTEO = "UMATTEO1"
OLD = 30  # old messages, a month back
PARENT = ts_at(NOW - timedelta(days=2))  # a thread inside the window
RECENT = ts_at(NOW - timedelta(days=1))  # a top-level message inside the window
REPLY = ts_at(NOW - timedelta(days=2) + timedelta(minutes=5))


def msg(ts: str, text: str, **kw: Any) -> dict[str, Any]:
    return {"type": "message", "ts": ts, "text": text, "user": MATTEO, **kw}


def old_ts(i: int) -> str:
    return ts_at(NOW - timedelta(days=30) + timedelta(minutes=i))


@pytest.fixture
def big(server: MockSlackServer, runtime: Runtime) -> SlackSim:
    """A channel with a month-old backlog (one old thread in it) and two recent messages."""
    config = BotConfig(ops_users=frozenset({LEAD}), source_channels=(CHAN,))
    backlog = [msg(old_ts(i), f"Old note {i}: standard reversals take 4 days.") for i in range(OLD)]
    backlog[0].update(thread_ts=backlog[0]["ts"], reply_count=1, latest_reply=old_ts(OLD))
    server.threads[(CHAN, backlog[0]["ts"])] = [
        backlog[0],
        msg(old_ts(OLD), "Old reply.", thread_ts=backlog[0]["ts"]),
    ]
    parent = msg(PARENT, "Thread: instant reversals?", thread_ts=PARENT, reply_count=1)
    parent["latest_reply"] = REPLY
    server.threads[(CHAN, PARENT)] = [parent, msg(REPLY, "One business day.", thread_ts=PARENT)]
    server.history[CHAN] = [*backlog, parent, msg(RECENT, "Instant reversals: 1 business day.")]
    return SlackSim(make_app(server, runtime, config), server)


def calls_since(server: MockSlackServer, start: int, path: str) -> list[dict[str, Any]]:
    with server._lock:
        return [b for p, b, _ in server.calls[start:] if p == path]


def sync(sim: SlackSim, server: MockSlackServer, text: str = "channels sync") -> int:
    """Run a sync as the ops lead; returns where its calls start."""
    start = len(server.calls)
    sim.command(text, LEAD)
    return start


def test_a_second_sync_reads_only_the_new_messages_and_the_window(
    big: SlackSim, server: MockSlackServer, store: Store
) -> None:
    first = sync(big, server)
    whole = len(calls_since(server, first, "/conversations.history"))
    assert whole == math.ceil((OLD + 2) / server.page_size)  # the first sync reads it all
    assert len(calls_since(server, first, "/conversations.replies")) == 2  # both threads
    assert "read whole" in text_of(big.last_message())

    # Three new messages, and the recent one edited (inside the window).
    new = [ts_at(NOW - timedelta(minutes=30 - i)) for i in range(3)]
    server.history[CHAN] += [msg(t, f"New note {i}.") for i, t in enumerate(new)]
    edited = "Instant reversals: 2 business days (corrected)."
    server.history[CHAN][-4] = msg(RECENT, edited, edited={"user": MATTEO, "ts": new[0]})

    second = sync(big, server)
    history = calls_since(server, second, "/conversations.history")
    window_start = ts_at(NOW - DEFAULT_WINDOW)
    assert {b.get("oldest") for b in history} == {window_start}
    in_read = [m for m in server.history[CHAN] if ts_key(m["ts"]) > ts_key(window_start)]
    assert len(in_read) == 2 + len(new)  # the thread parent, the edited one, the new ones
    assert len(history) == math.ceil(len(in_read) / server.page_size) < whole
    assert calls_since(server, second, "/conversations.replies") == []  # no thread changed
    links = calls_since(server, second, "/chat.getPermalink")
    assert sorted(b["message_ts"] for b in links) == sorted(new)  # only the new ones
    sid = ch.source_id(CHAN, RECENT)
    assert [h["action"] for h in store.sources.history(sid)] == ["slack", "slack_edit"]
    assert store.sources.workspace().source(sid).body == edited
    assert all(
        ch.source_id(CHAN, t) in {s.id for s in store.sources.workspace().sources} for t in new
    )
    assert "read from" in text_of(big.last_message()) and "3 new, 1 edited" in text_of(
        big.last_message()
    )


def test_a_thread_is_read_again_only_when_it_changed(
    big: SlackSim, server: MockSlackServer, store: Store
) -> None:
    sync(big, server)
    start = sync(big, server)
    assert calls_since(server, start, "/conversations.replies") == []
    later = ts_at(NOW - timedelta(hours=1))
    parent = next(m for m in server.history[CHAN] if m["ts"] == PARENT)
    parent.update(reply_count=2, latest_reply=later)
    server.threads[(CHAN, PARENT)].append(
        msg(later, "Confirmed: 1 business day.", thread_ts=PARENT)
    )
    start = sync(big, server)
    replies = calls_since(server, start, "/conversations.replies")
    assert {b["ts"] for b in replies} == {PARENT}  # its pages, no other thread
    assert store.sources.workspace().source(ch.source_id(CHAN, later)).body.startswith("Confirmed")
    # A reply deleted: the count drops, the thread is read again, the reply is removed.
    parent.update(reply_count=1, latest_reply=REPLY)
    server.threads[(CHAN, PARENT)].pop()
    start = sync(big, server)
    assert {b["ts"] for b in calls_since(server, start, "/conversations.replies")} == {PARENT}
    assert store.sources.history(ch.source_id(CHAN, later))[-1]["action"] == "slack_delete"


def test_a_deletion_outside_the_window_waits_for_a_full_sync(
    big: SlackSim, server: MockSlackServer, store: Store
) -> None:
    sync(big, server)
    gone = old_ts(5)
    server.history[CHAN] = [m for m in server.history[CHAN] if m["ts"] != gone]
    sync(big, server)
    assert ch.source_id(CHAN, gone) in {s.id for s in store.sources.workspace().sources}
    start = sync(big, server, "channels sync full")
    assert calls_since(server, start, "/conversations.history")[0].get("oldest") is None
    assert ch.source_id(CHAN, gone) not in {s.id for s in store.sources.workspace().sources}


def test_an_ops_lead_stops_following_a_channel_after_confirming(
    big: SlackSim, server: MockSlackServer, store: Store
) -> None:
    sync(big, server)
    ours = {s.id for s in store.sources.workspace().sources if s.id.startswith(f"SLACK-{CHAN}-")}
    assert len(ours) == OLD + 4  # the backlog, its old reply, the thread and its reply, RECENT

    big.command(f"channels remove {CHAN}", AGENT)
    assert "Only an ops lead" in text_of(big.responses[-1].body)
    big.command("channels remove #nowhere", LEAD)
    assert "is not a source channel" in text_of(big.responses[-1].body)

    big.command(f"channels remove <#{CHAN}|announcements>", LEAD)
    asked = big.responses[-1]
    assert f"{len(ours)} message source(s) will be removed" in text_of(asked.body)
    assert ours <= {s.id for s in store.sources.workspace().sources}  # nothing removed yet
    asked_msg = json.loads(asked.body)
    big.click("ag_remove_channel", user=AGENT, on=asked_msg)  # a forwarded button
    assert "Only an ops lead" in text_of(big.last_message())
    assert ours <= {s.id for s in store.sources.workspace().sources}
    big.click("ag_remove_channel", user=LEAD, on=asked_msg)
    assert f"{len(ours)} message source(s) removed" in text_of(big.last_message())
    assert not ours & {s.id for s in store.sources.workspace().sources}
    sid = ch.source_id(CHAN, RECENT)
    assert store.sources.history(sid)[-1]["action"] == "channel_remove"

    big.command("channels", LEAD)  # no longer listed, though the environment names it
    assert CHAN not in text_of(big.responses[-1].body)
    start = sync(big, server)
    assert calls_since(server, start, "/conversations.history") == []
    big.event(
        {"type": "message", "channel": CHAN, "user": MATTEO, "ts": "1790009999.1", "text": "x"}
    )
    assert ch.source_id(CHAN, "1790009999.1") not in {
        s.id for s in store.sources.workspace().sources
    }

    # Restorable like any removed source; adding the channel again reads it whole.
    store.sources.edit(sid, SourceEdit(source=sid, action="restore"), LEAD, NOW)
    assert sid in {s.id for s in store.sources.workspace().sources}
    big.command(f"channels add <#{CHAN}|announcements>", LEAD)
    assert "read whole" in text_of(big.last_message())
    assert ours <= {s.id for s in store.sources.workspace().sources}


def test_the_list_offers_stop_following_to_ops_leads_only(big: SlackSim) -> None:
    big.command("channels", AGENT)
    assert CHAN in text_of(big.responses[-1].body)
    assert "ag_remove_channel" not in text_of(big.responses[-1].body)
    big.command("channels", LEAD)
    assert "ag_remove_channel" in text_of(big.responses[-1].body)


def test_after_a_reset_the_next_sync_reads_the_channel_whole(
    big: SlackSim, server: MockSlackServer, store: Store
) -> None:
    sync(big, server)
    old = ch.source_id(CHAN, old_ts(3))  # outside the window: only a whole read brings it back
    store.sources.reset(LEAD, NOW)
    assert old not in {s.id for s in store.sources.workspace().sources}
    start = sync(big, server)
    assert calls_since(server, start, "/conversations.history")[0].get("oldest") is None
    assert old in {s.id for s in store.sources.workspace().sources}
