"""`@AnswerGuard <question>` in a channel (issue 21, "In Slack too"), through the real Bolt app
against the mock Web API: the `app_mention` event is answered with `ask` in the question's
thread — each verdict, receipts linked to their source (a Slack message's permalink, a
document's frontmatter URL), a thread reply written for everyone in the channel (a support
agent's view; an ops lead's own view only to them), *Ask an owner* on UNANSWERED, the gap
recorded, help for an empty mention, "busy" when the queue is full."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot import ids
from bot.blocks.mention import MENTION_HELP
from bot.config import BotConfig
from bot.queue import CheckQueue
from guard.runtime import Runtime
from guard.store import Store
from guard.trust import answers as trust
from guard.trust.gaps import register
from tests.slack.mock_slack import BOT_USER, MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, LEAD, NOW, make_app, text_of
from tests.support.slackcase import MARKER, SECRET_ID, apply_b3, secret_source

CHANNEL = "CSUPPORT"
ASKED_AT = "1790000100.000100"
OPS = "COPS1"
ANNOUNCE_TS = "1790000000.000101"
ANNOUNCE = "Heads up: from Monday, failed instant transfers are reversed within 2 business days."
OWNER = "UJONAS1"
DOC_URL = "https://help.example.com/articles/instant-transfers"


def mention(
    sim: SlackSim, text: str, user: str = AGENT, *, ts: str = ASKED_AT, thread: str | None = None
) -> None:
    event: dict[str, Any] = {
        "type": "app_mention",
        "user": user,
        "text": f"<@{BOT_USER}> {text}",
        "ts": ts,
        "channel": CHANNEL,
        "event_ts": ts,
    }
    if thread:
        event["thread_ts"] = thread
    assert sim.event(event).status == 200


def replies(server: MockSlackServer) -> list[dict[str, Any]]:
    return [b for b in server.bodies("/chat.postMessage") if b.get("channel") == CHANNEL]


def reply(server: MockSlackServer) -> dict[str, Any]:
    """The one thread reply the mention got."""
    (only,) = replies(server)
    assert only["thread_ts"] == ASKED_AT
    return only


def headline(msg: dict[str, Any]) -> str:
    return str(msg["text"])


def test_a_mention_answers_in_its_thread_with_receipts(
    sim: SlackSim, server: MockSlackServer
) -> None:
    mention(sim, "TCK-9002 How long until my refund?")
    msg = reply(server)
    text = text_of(msg)
    assert headline(msg).startswith("🔀 DEPENDS")
    assert "rail instant: 1 business day" in text and "rail standard: 4 business days" in text
    assert "*DOC-103*" in text and "Independent concept" in text
    assert "Ask an owner" not in text  # answered: nobody to ask
    assert msg["unfurl_links"] in (False, "0")  # a linked receipt is not unfurled


def test_a_mention_inside_a_thread_answers_in_that_thread(
    sim: SlackSim, server: MockSlackServer
) -> None:
    mention(sim, "how long do reversals take?", ts="1790000200.000200", thread=ASKED_AT)
    (msg,) = replies(server)
    assert msg["thread_ts"] == ASKED_AT


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("TCK-9001 How long until my refund?", "ANSWERED"),
        ("How long do reversals take?", "DEPENDS"),
        ("Do you sell gift cards?", "UNANSWERED"),
    ],
)
def test_each_verdict_comes_back_as_ask_gives_it(
    sim: SlackSim, server: MockSlackServer, question: str, verdict: str
) -> None:
    mention(sim, question)
    msg = reply(server)
    assert f" {verdict}:" in headline(msg)
    assert ("Ask an owner" in text_of(msg)) == (verdict == "UNANSWERED")


def test_contested_shows_both_sides(sim: SlackSim, server: MockSlackServer, store: Store) -> None:
    apply_b3(store)
    mention(sim, "TCK-9001 How long until my refund?")
    msg = reply(server)
    text = text_of(msg)
    assert " CONTESTED:" in headline(msg) and "the sources disagree" in text
    assert "*DOC-101*" in text and "*DOC-103*" in text and "one side" in text


def test_an_empty_mention_gets_the_help(sim: SlackSim, server: MockSlackServer) -> None:
    mention(sim, "  ")
    msg = reply(server)
    assert "`@AnswerGuard how long do reversals take?`" in text_of(msg)
    assert headline(msg).startswith(MENTION_HELP[:40])


def test_events_that_are_no_persons_question_are_left_alone(
    sim: SlackSim, server: MockSlackServer
) -> None:
    for event in (
        {"type": "app_mention", "text": f"<@{BOT_USER}> hi", "channel": CHANNEL, "ts": "1.1"},
        {"type": "app_mention", "user": BOT_USER, "text": "hi", "channel": CHANNEL, "ts": "1.2"},
    ):
        assert sim.event(event).status == 200
    assert replies(server) == []


def test_an_unknown_ticket_is_said_with_the_question_back(
    sim: SlackSim, server: MockSlackServer
) -> None:
    mention(sim, "TCK-1 How long until my refund?")
    text = text_of(reply(server))
    assert "Unknown ticket" in text and "How long until my refund?" in text


# --- receipts that link to their source ----------------------------------------------------


@pytest.fixture
def linked_sim(server: MockSlackServer, runtime: Runtime, store: Store) -> SlackSim:
    """A source channel with a live announcement (a Slack-message source with a permalink)
    and DOC-103 with its help-centre URL in the frontmatter."""
    doc = store.sources.workspace().source("DOC-103")
    signals = doc.signals.model_copy(update={"version": doc.signals.version + 1})
    store.sources.append_version(
        doc.model_copy(update={"frontmatter": {"url": DOC_URL}, "signals": signals}),
        "edit",
        "tester",
        NOW,
    )
    config = BotConfig(ops_users=frozenset({LEAD}), source_channels=(OPS,))
    sim = SlackSim(make_app(server, runtime, config), server)
    event = {"type": "message", "channel": OPS, "ts": ANNOUNCE_TS, "text": ANNOUNCE, "user": OWNER}
    assert sim.event(event).status == 200
    runtime.refresh_index()
    return sim


def test_receipts_link_to_the_slack_message_and_the_documents_url(
    linked_sim: SlackSim, server: MockSlackServer
) -> None:
    mention(linked_sim, "TCK-9001 How long until my refund?")
    text = text_of(reply(server))
    permalink = f"https://example.slack.com/archives/{OPS}/p{ANNOUNCE_TS.replace('.', '')}"
    assert f"<{permalink}|Slack {OPS}" in text  # the announcement, by its permalink
    assert f"<{DOC_URL}|Instant Transfers" in text  # DOC-103's receipt, by its URL
    assert "<https://" not in text.replace(f"<{permalink}|", "").replace(f"<{DOC_URL}|", "")


# --- roles: the thread is read by the whole channel -----------------------------------------


@pytest.fixture
def restricted(store: Store, runtime: Runtime) -> None:
    store.sources.add(secret_source(), "tester", NOW)
    runtime.refresh_index()


@pytest.mark.usefixtures("restricted")
def test_the_restricted_source_never_reaches_an_agent(
    sim: SlackSim, server: MockSlackServer
) -> None:
    mark = sim.mark()
    mention(sim, "TCK-9001 How long until a failed transfer is reversed?", AGENT)
    mention(sim, "How long do reversals take?", AGENT, ts="1790000300.000300")
    sent = text_of(sim.sent_since(mark))
    assert "reversed" in sent and MARKER not in sent and SECRET_ID not in sent
    assert server.bodies("/chat.postEphemeral") == []


@pytest.mark.usefixtures("restricted")
def test_an_ops_lead_gets_their_own_view_privately(sim: SlackSim, server: MockSlackServer) -> None:
    mention(sim, "TCK-9001 How long until a failed transfer is reversed?", LEAD)
    public = text_of(reply(server))
    assert MARKER not in public and SECRET_ID not in public  # the channel reads it
    (own,) = server.bodies("/chat.postEphemeral")
    assert (own["user"], own["channel"], own["thread_ts"]) == (LEAD, CHANNEL, ASKED_AT)
    assert SECRET_ID in text_of(own) and "Only you can see this" in text_of(own)


def test_an_ops_leads_view_that_adds_nothing_is_not_repeated(
    sim: SlackSim, server: MockSlackServer
) -> None:
    mention(sim, "TCK-9001 How long until my refund?", LEAD)
    assert " ANSWERED:" in headline(reply(server))
    assert server.bodies("/chat.postEphemeral") == []


# --- UNANSWERED: recorded for gaps, and Ask an owner ----------------------------------------


def test_unanswered_is_recorded_for_gaps_and_answered_is_not(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    mention(sim, "TCK-9002 How long until my refund?")
    assert register(store, store.sources.workspace().catalogue) == []
    mention(sim, "Do you sell gift cards?", ts="1790000400.000400")
    (gap,) = register(store, store.sources.workspace().catalogue)
    assert (gap.key, gap.reason_codes) == ("other:do you sell gift cards", {"UNANSWERED"})


def test_ask_an_owner_from_the_answer(sim: SlackSim, server: MockSlackServer, store: Store) -> None:
    mention(sim, "Do you sell gift cards?")
    answer = reply(server)
    assert sim.click(ids.ACTION_ASK_OWNER_QUESTION, user=AGENT, on=answer).status == 200
    modal = sim.modal
    assert modal["callback_id"] == ids.VIEW_ASK_OWNER
    assert "Do you sell gift cards?" in text_of(modal)
    out = json.loads(sim.submit(AGENT, **{ids.INPUT_PERSON: OWNER}).body)
    assert out["response_action"] == "update"
    (dm,) = [b for b in server.bodies("/chat.postMessage") if b.get("channel") == f"D{OWNER}"]
    assert "Do you sell gift cards?" in text_of(dm)
    (req,) = store.query("SELECT * FROM trust_requests")
    assert (req["asked_by"], req["asked_of"], req["reason_code"]) == (AGENT, OWNER, "UNANSWERED")
    assert trust.request(store, int(req["id"]))["words"] == "Do you sell gift cards?"


def test_a_crafted_question_id_opens_nothing(sim: SlackSim, server: MockSlackServer) -> None:
    crafted = {"blocks": [{"type": "actions", "elements": [
        {"type": "button", "action_id": ids.ACTION_ASK_OWNER_QUESTION, "value": "999"}
    ]}]}  # fmt: skip
    sim.click(ids.ACTION_ASK_OWNER_QUESTION, user=AGENT, on=crafted)
    assert "not on record" in text_of(sim.last_message())
    assert server.bodies("/views.open") == []


def test_an_ops_leads_recorded_question_is_not_an_agents_to_ask(
    sim: SlackSim, store: Store
) -> None:
    from guard.trust.gaps import record_unanswered

    rid = record_unanswered(store, "other", "Between us: gift cards?", LEAD, "ops_lead", NOW)
    button = {"type": "button", "action_id": ids.ACTION_ASK_OWNER_QUESTION, "value": str(rid)}
    crafted = {"blocks": [{"type": "actions", "elements": [button]}]}
    mark = sim.mark()
    sim.click(ids.ACTION_ASK_OWNER_QUESTION, user=AGENT, on=crafted)
    told = text_of(sim.sent_since(mark))
    assert "not on record" in told and "Between us" not in told
    sim.click(ids.ACTION_ASK_OWNER_QUESTION, user=LEAD, on=crafted)
    assert "Between us: gift cards?" in text_of(sim.modal)


# --- the queue ----------------------------------------------------------------------------


def test_a_full_queue_says_busy_in_the_thread(server: MockSlackServer, runtime: Runtime) -> None:
    full = CheckQueue(workers=1, max_waiting=0)
    full._pending = 1  # one check running, none may wait
    sim = SlackSim(make_app(server, runtime, BotConfig(), check_queue=full), server)
    mention(sim, "How long do reversals take?")
    text = text_of(reply(server))
    assert "AnswerGuard is busy" in text and "How long do reversals take?" in text


# --- /answerguard ask: the same answer, ephemeral --------------------------------------------


def test_the_slash_command_links_receipts_and_offers_ask_an_owner(
    linked_sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    linked_sim.command("ask TCK-9001 How long until my refund?", AGENT)
    text = text_of(linked_sim.last_message())
    assert f"<{DOC_URL}|Instant Transfers" in text and "Ask an owner" not in text
    linked_sim.command("ask Do you sell gift cards?", AGENT)
    answer = linked_sim.last_message()
    assert answer["response_type"] == "ephemeral" and "UNANSWERED" in answer["text"]
    linked_sim.click(ids.ACTION_ASK_OWNER_QUESTION, user=AGENT, on=answer)
    assert "Do you sell gift cards?" in text_of(linked_sim.modal)
