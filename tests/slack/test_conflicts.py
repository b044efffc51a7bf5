"""`/answerguard ask`, the "What do the sources say?" button on ESCALATE, `/answerguard
conflicts` and the register on an ops lead's Home, through the real Bolt app against the mock
Web API (issue 10, items 1 and 2)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.config import BotConfig
from guard.store import Store
from guard.trust.gaps import register
from tests.slack.mock_slack import MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, DRAFT_4BD, LEAD, local_runtime, make_app, text_of
from tests.support.conflict_helpers import doc105_extractor
from tests.support.seedcase import doc105_fragments
from tests.support.slackcase import apply_b3


def ack_body(sim: SlackSim) -> dict[str, Any]:
    return json.loads(sim.responses[-1].body)


def test_ask_answers_in_two_messages_with_receipts(sim: SlackSim) -> None:
    resp = sim.command("ask TCK-9002 How long until my refund?", AGENT)
    assert "Asking the sources" in text_of(json.loads(resp.body))
    answer = sim.last_message()
    text = text_of(answer)
    assert answer["response_type"] == "ephemeral"
    assert "DEPENDS" in text and "rail instant: 1 business day" in text
    assert "rail standard: 4 business days" in text
    assert (
        "For instant transfers only, failed transfers are reversed within 1 business day." in text
    )
    assert "Jonas Weber" in text and "announced (proposal), not the answer" in text
    assert "Independent concept" in text


def test_ask_usage_and_a_question_on_no_topic(sim: SlackSim) -> None:
    usage = json.loads(sim.command("ask", AGENT).body)
    assert "Usage: `/answerguard ask" in text_of(usage)
    sim.command("ask Do you sell gift cards?", AGENT)
    assert "UNANSWERED" in text_of(sim.last_message())
    assert "Nobody wrote this down" in text_of(sim.last_message())


def test_an_unanswered_question_from_slack_reaches_the_gap_register(
    sim: SlackSim, store: Store
) -> None:
    """Issue 17, item 7: through the real Bolt app, an UNANSWERED ask is recorded (an
    answered one is not), and the register counts it like the CLI's."""
    sim.command("ask TCK-9002 How long until my refund?", AGENT)
    assert "DEPENDS" in text_of(sim.last_message())
    assert register(store, store.sources.workspace().catalogue) == []
    sim.command("ask Do you sell gift cards?", AGENT)
    assert "UNANSWERED" in text_of(sim.last_message())
    (gap,) = register(store, store.sources.workspace().catalogue)
    assert (gap.key, gap.reason_codes, gap.count) == (
        "other:do you sell gift cards",
        {"UNANSWERED"},
        1,
    )
    assert gap.examples[0]["draft"] == "Do you sell gift cards?"


def test_ask_escapes_slack_control_text(sim: SlackSim) -> None:
    mark = sim.mark()
    sim.command("ask How long until my refund &lt;!channel&gt; <@U999|boss>?", AGENT)
    text = text_of(sim.last_message())
    assert "&lt;!channel&gt;" in text
    everything = text_of(sim.sent_since(mark))  # acks, fallback texts and blocks
    assert "<!channel" not in everything and "<@" not in everything


def test_an_escalate_verdict_offers_what_the_sources_say(sim: SlackSim) -> None:
    sim.command(f"check TCK-9002 {DRAFT_4BD}", AGENT)
    verdict = sim.last_message()
    assert "*ESCALATE*" in text_of(verdict) and "What do the sources say?" in text_of(verdict)
    sim.click("ag_ask_sources", user=AGENT, on=verdict)
    answer = sim.last_message()
    assert answer["replace_original"] is False
    text = text_of(answer)
    assert "DEPENDS" in text and "DOC-103" in text and "DOC-101" in text


def test_the_button_in_the_composer_pushes_a_modal(sim: SlackSim, server: MockSlackServer) -> None:
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=ack_body(sim), value="TCK-9002")
    sim.submit(AGENT, ag_draft=DRAFT_4BD)
    assert "What do the sources say?" in text_of(sim.modal)
    sim.click("ag_ask_sources", user=AGENT, on=sim.modal)
    pushed = server.bodies("/views.push")[-1]["view"]
    assert "What the sources say" in text_of(pushed) and "4 business days" in text_of(pushed)


def test_an_allow_or_hold_has_no_such_button(sim: SlackSim) -> None:
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    assert "What do the sources say?" not in text_of(sim.last_message())


def test_conflicts_command_and_the_ops_leads_home(sim: SlackSim, store: Store) -> None:
    sim.command("conflicts", LEAD)
    assert "None open" in text_of(sim.last_message())
    apply_b3(store)
    sim.command("conflicts", AGENT)
    text = text_of(sim.last_message())
    assert "1 open" in text and "DOC-101" in text and "DOC-103" in text
    assert "Failed transfers are reversed within 1 business day." in text  # both quotes
    assert "within 4 business days." in text
    sim.open_home(LEAD)
    home = text_of(sim.home(LEAD))
    assert "Conflict Register" in home and "*1 open*" in home and "DOC-103" in home
    sim.open_home(AGENT)
    assert "Conflict Register" not in text_of(sim.home(AGENT))


@pytest.fixture
def doc105_sim(server: MockSlackServer, store: Store) -> SlackSim:
    rt = local_runtime(store, doc105_extractor())
    return SlackSim(make_app(server, rt, BotConfig(ops_users=frozenset({LEAD}))), server)


def test_slack_never_shows_a_source_the_user_may_not_see(
    doc105_sim: SlackSim, server: MockSlackServer
) -> None:
    sim = doc105_sim
    sim.command("ask TCK-9003 How long until my refund?", LEAD)
    assert "DOC-105" in text_of(sim.last_message())  # an ops lead sees the contradiction
    mark = sim.mark()
    sim.command("ask TCK-9003 How long until my refund?", AGENT)
    sim.command("conflicts", AGENT)
    sim.command(f"check TCK-9003 {DRAFT_4BD}", AGENT)
    everything = text_of(sim.sent_since(mark))
    for fragment in doc105_fragments():
        assert fragment not in everything
    assert "10 business days" not in everything
