"""Slack channels as sources (issue 10, item 5), through the real Bolt app against the mock Web
API: paginated history and threads, exclusion by author identity (never the raw bot flag),
edits and deletions as versions and removals, live `message.channels` events."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.config import BotConfig
from guard import LABEL
from guard.kb import channels as ch
from guard.runtime import Runtime
from guard.store import Store
from tests.slack.mock_slack import BOT_USER, MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, LEAD, make_app, text_of

OPS = "COPS1"
MATTEO = "UMATTEO1"
CI_BOT = "UCIBOT1"
T1, T2, T3, T4, T5, T6, T7 = (f"1790000000.00010{i}" for i in range(1, 8))
ANNOUNCE = "Heads up: from Monday, failed instant transfers are reversed within 1 business day."


def msg(ts: str, text: str, **kw: Any) -> dict[str, Any]:
    return {"type": "message", "ts": ts, "text": text, **kw}


@pytest.fixture
def channel_sim(server: MockSlackServer, runtime: Runtime) -> SlackSim:
    config = BotConfig(
        ops_users=frozenset({LEAD}), source_channels=(OPS,), bot_users=frozenset({CI_BOT})
    )
    server.history[OPS] = [
        msg(T1, ANNOUNCE, user=MATTEO, thread_ts=T1, reply_count=2),
        msg(T2, "✅ *ALLOW* · reversal window", user=BOT_USER, bot_id="BBOT"),  # the app's own
        # Seeded through an integration: the raw bot flag is set, but a person wrote it.
        msg(
            T3,
            "Reminder: standard reversals take 4 business days.",
            bot_id="BSEED",
            subtype="bot_message",
            username="Seeder",
        ),
        msg(T4, "Deploy 1.4 finished", user=CI_BOT),  # a configured bot user
        msg(T5, f"Look what the bot said: ✅ ALLOW {LABEL}", user=MATTEO),  # quotes our output
        msg(T6, "fyi", user=MATTEO, attachments=[{"author_id": BOT_USER, "text": "HOLD"}]),
        msg(T7, "", user="UNEW", subtype="channel_join"),
    ]
    server.threads[(OPS, T1)] = [
        server.history[OPS][0],
        msg("1790000001.000001", "Confirmed by compliance.", user="UJONAS1", thread_ts=T1),
        msg("1790000001.000002", "Noted ✅ *ESCALATE*", user=BOT_USER, thread_ts=T1),
    ]
    return SlackSim(make_app(server, runtime, config), server)


def slack_sources(store: Store) -> dict[str, Any]:
    return {
        s.id: s
        for s in store.sources.workspace().sources
        if s.kind == "slack" and s.id.startswith("SLACK-")
    }


def test_a_sync_reads_every_page_and_thread_and_leaves_out_only_by_identity(
    channel_sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    channel_sim.command("channels sync", LEAD)
    history = server.bodies("/conversations.history")
    assert len(history) == 4 and [b.get("cursor") for b in history] == [None, "2", "4", "6"]
    replies = server.bodies("/conversations.replies")
    assert len(replies) == 2 and replies[0]["ts"] == T1
    got = slack_sources(store)
    assert sorted(got) == sorted(
        [ch.source_id(OPS, T1), ch.source_id(OPS, T3), ch.source_id(OPS, "1790000001.000001")]
    )
    first = got[ch.source_id(OPS, T1)]
    assert first.body == ANNOUNCE and first.kind == "slack"
    assert first.signals.owner.slack == MATTEO and first.signals.visibility == "everyone"
    assert first.signals.updated_at.timestamp() == float(T1)
    seeded = got[ch.source_id(OPS, T3)]  # the bot flag did not take it out
    assert seeded.signals.owner.name == "BSEED"
    rows = ch.message_rows(store, OPS)
    assert rows[ch.source_id(OPS, T1)]["permalink"].startswith("https://example.slack.com/")
    assert rows[ch.source_id(OPS, "1790000001.000001")]["thread_ts"] == T1
    assert "3 new" in text_of(channel_sim.last_message())
    assert "6 left out" in text_of(channel_sim.last_message())
    # Sources are announcements: shown as such by ask, never as the answer.
    channel_sim.command("ask TCK-9002 How long until my refund?", AGENT)
    answer = text_of(channel_sim.last_message())
    assert ch.source_id(OPS, T1) in answer and "announced (proposal)" in answer
    # A second sync with nothing new changes nothing.
    before = len(store.query("SELECT id FROM source_versions"))
    channel_sim.command("channels sync", LEAD)
    assert len(store.query("SELECT id FROM source_versions")) == before


def test_edits_and_deletions_become_versions_and_removals(
    channel_sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    channel_sim.command("channels sync", LEAD)
    sid = ch.source_id(OPS, T1)
    edited = msg(
        T1,
        ANNOUNCE.replace("1 business day", "2 business days"),
        user=MATTEO,
        edited={"user": MATTEO, "ts": "1790000500.000000"},
    )
    channel_sim.event(
        {
            "type": "message",
            "subtype": "message_changed",
            "channel": OPS,
            "message": edited,
            "previous_message": server.history[OPS][0],
        }
    )
    hist = store.sources.history(sid)
    assert [h["action"] for h in hist] == ["slack", "slack_edit"] and hist[-1]["version"] == 2
    assert "2 business days" in store.sources.workspace().source(sid).body
    channel_sim.event(
        {
            "type": "message",
            "subtype": "message_deleted",
            "channel": OPS,
            "deleted_ts": T1,
            "previous_message": edited,
        }
    )
    assert sid not in slack_sources(store)
    assert store.sources.history(sid)[-1]["action"] == "slack_delete"
    # A message gone from the channel when it is read again is removed too: T3 is older
    # than the recent window, so an incremental sync does not read it again (absence there
    # proves nothing) and a full sync does.
    server.history[OPS] = [m for m in server.history[OPS] if m["ts"] != T3]
    channel_sim.command("channels sync", LEAD)
    assert ch.source_id(OPS, T3) in slack_sources(store)
    channel_sim.command("channels sync full", LEAD)
    assert ch.source_id(OPS, T3) not in slack_sources(store)
    assert store.sources.history(ch.source_id(OPS, T3))[-1]["action"] == "slack_delete"


def test_live_messages_are_sources_and_the_apps_echo_is_not(
    channel_sim: SlackSim, store: Store
) -> None:
    new = "From today, instant reversals take 1 business day."
    channel_sim.event(
        {"type": "message", "channel": OPS, "user": MATTEO, "ts": "1790001000.1", "text": new}
    )
    assert store.sources.workspace().source(ch.source_id(OPS, "1790001000.1")).body == new
    for echo in (
        {"user": BOT_USER, "bot_id": "BBOT", "text": new},  # its own
        {"user": CI_BOT, "text": "build green"},  # a configured bot user
        {"user": MATTEO, "text": f"per the bot: {LABEL}"},  # quotes its output
    ):
        channel_sim.event({"type": "message", "channel": OPS, "ts": "1790001001.1", **echo})
    assert ch.source_id(OPS, "1790001001.1") not in slack_sources(store)
    channel_sim.event(
        {"type": "message", "channel": "COTHER", "user": MATTEO, "ts": "1790001002.1", "text": new}
    )  # not a source channel
    assert len(slack_sources(store)) == 1


def test_an_ops_lead_adds_a_channel_by_name(
    channel_sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    server.history["CNEW1"] = [msg(T1, "Standard reversals: 4 business days.", user=MATTEO)]
    channel_sim.command("channels add <#CNEW1|ops-announcements>", AGENT)
    assert "Only an ops lead" in text_of(json.loads(channel_sim.responses[-1].body))
    channel_sim.command("channels add <#CNEW1|ops-announcements>", LEAD)
    assert ch.source_id("CNEW1", T1) in slack_sources(store)
    src = store.sources.workspace().source(ch.source_id("CNEW1", T1))
    assert src.title.startswith("Slack #ops-announcements")
    channel_sim.command("channels", AGENT)
    assert "#ops-announcements" in text_of(json.loads(channel_sim.responses[-1].body))
