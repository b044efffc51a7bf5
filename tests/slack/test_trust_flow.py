"""Issue 11 in Slack, through the real Bolt app against the mock Web API: Ask an owner on a
verdict no source governs → the question as a DM → the owner's answer modal → capture →
Approve (ops leads only, never the author) → the same draft now ALLOW."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot import ids
from bot.config import BotConfig
from guard.kb.workspace import load_folder
from guard.runtime import Runtime
from guard.store import Store
from guard.trust import answers as trust
from tests.slack.mock_slack import AGENT, LEAD, MockSlackServer, SlackSim
from tests.slack.slack_helpers import text_of
from tests.support.trustcase import DRAFT_1BD, OWNER, make_workspace

JONAS = "UJONAS1"


@pytest.fixture
def store(tmp_path: Path) -> Store:
    ws = load_folder(make_workspace(tmp_path / "kb"))
    return Store(tmp_path / "t.db", base=lambda: ws)


@pytest.fixture
def config() -> BotConfig:
    # Marie owns the SOP and is an ops lead too, so her own approval is refused for being
    # hers, not for her role.
    return BotConfig(ops_users=frozenset({LEAD, OWNER}))


def quick_check(sim: SlackSim, user: str = AGENT, draft: str = DRAFT_1BD) -> dict[str, Any]:
    sim.command(f"check T-1 {draft}", user)
    return sim.last_message()


def dms_to(server: MockSlackServer, user: str) -> list[dict[str, Any]]:
    return [b for b in server.bodies("/chat.postMessage") if b.get("channel") == f"D{user}"]


def banner_of(msg: dict[str, Any]) -> str:
    return msg["blocks"][0]["text"]["text"]


def ask_marie(sim: SlackSim, server: MockSlackServer) -> dict[str, Any]:
    """Agent: quick check → Ask an owner → Ask (Marie, the known owner, is preselected).
    Returns the DM Marie received."""
    verdict = quick_check(sim)
    assert "No in-force source covers this claim" in banner_of(verdict)  # words, not UNSUPPORTED
    assert sim.click(ids.ACTION_ASK_OWNER, user=AGENT, on=verdict).status == 200
    modal = sim.modal
    assert modal["callback_id"] == ids.VIEW_ASK_OWNER
    owner_block = next(b for b in modal["blocks"] if b.get("block_id") == ids.BLOCK_OWNER)
    assert owner_block["element"]["initial_option"]["value"] == OWNER
    assert "Marie Dubois (owns SOP-1)" in text_of(owner_block)
    resp = sim.submit(AGENT)
    assert resp.status == 200
    assert json.loads(resp.body)["response_action"] == "update"
    assert server.bodies("/conversations.open")[-1]["users"] == OWNER
    (dm,) = dms_to(server, OWNER)
    return dm


def test_ask_an_owner_dm_answer_capture_then_two_person_approval(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    dm = ask_marie(sim, server)
    text = text_of(dm)
    assert "reversal window" in text and "transfer type: instant" in text
    assert DRAFT_1BD in text and "ticket T-1" in text
    assert "My instant transfer failed" in text  # the customer's words are in the question

    # someone else cannot answer Marie's question
    sim.click(ids.ACTION_ANSWER_QUESTION, user=AGENT, on=dm)
    assert "put to someone else" in text_of(sim.last_message())

    assert sim.click(ids.ACTION_ANSWER_QUESTION, user=OWNER, on=dm).status == 200
    assert sim.modal["callback_id"] == ids.VIEW_CAPTURE_ANSWER
    # required choices are asked for, and nothing is captured meanwhile
    resp = sim.submit(OWNER, ag_answer="1 business day")
    errors = json.loads(resp.body)["errors"]
    assert set(errors) == {ids.BLOCK_CERTAINTY, ids.BLOCK_SHAREABLE}
    answer = "It's 1 business day for instant ones.\n\n— Marie  "
    resp = sim.submit(
        OWNER, ag_answer=answer, ag_certainty="fairly_sure", ag_shareable="yes", ag_confirmer=LEAD
    )
    assert json.loads(resp.body)["response_action"] == "update"
    source = store.sources.workspace().source("ANS-0001")
    assert source.body == answer and source.kind == "owner_answer"
    assert source.signals.owner.name == "Marie Dubois" and source.signals.owner.slack == OWNER
    assert trust.request(store, 1)["status"] == "answered"

    (told,) = dms_to(server, AGENT)
    assert "answered your question" in text_of(told) and "1 business day" in text_of(told)
    (to_confirm,) = dms_to(server, LEAD)
    assert "Approve" in text_of(to_confirm)

    assert "verification is in doubt" in banner_of(quick_check(sim))  # words, not WEAK_BASIS

    # The ops lead's Home lists it for approval
    sim.open_home(LEAD)
    assert "Answers waiting for approval" in text_of(sim.home(LEAD)) and "ANS-0001" in text_of(
        sim.home(LEAD)
    )

    # the author (an ops lead too) may not approve their own answer; an agent may not either
    sim.click(ids.ACTION_APPROVE_ANSWER, user=OWNER, on=to_confirm)
    assert "cannot approve" in text_of(sim.last_message())
    sim.click(ids.ACTION_APPROVE_ANSWER, user=AGENT, on=to_confirm)
    assert "Only ops leads approve" in text_of(sim.last_message())
    assert "verification is in doubt" in banner_of(quick_check(sim))  # words, not WEAK_BASIS

    sim.click(ids.ACTION_APPROVE_ANSWER, user=LEAD, on=to_confirm)
    assert "Approved ANS-0001" in text_of(sim.last_message())
    row = trust.answer_row(store, "ANS-0001")
    assert (row["author"], row["approved_by"]) == (OWNER, LEAD)
    assert "approved your answer" in text_of(dms_to(server, OWNER)[-1])
    assert "Good to send: ANS-0001" in banner_of(quick_check(sim)) and "ALLOW" in banner_of(
        quick_check(sim)
    )
    home = text_of(sim.home(LEAD))
    pending = home[home.index("Answers waiting for approval") :]
    assert "None. Answers captured from owners appear here." in pending.split("header")[0]


def test_needs_someone_else_forwards_the_question(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    dm = ask_marie(sim, server)
    sim.click(ids.ACTION_ANSWER_QUESTION, user=OWNER, on=dm)
    resp = sim.submit(OWNER, ag_certainty="needs_someone_else", ag_shareable="yes")
    assert ids.BLOCK_CONFIRMER in json.loads(resp.body)["errors"]
    sim.submit(
        OWNER,
        ag_answer="Jonas owns instant.",
        ag_certainty="needs_someone_else",
        ag_shareable="yes",
        ag_confirmer=JONAS,
    )
    (fwd,) = dms_to(server, JONAS)
    assert "forwarded a question" in text_of(fwd) and "Jonas owns instant." in text_of(fwd)
    assert "forwarded to" in text_of(dms_to(server, AGENT)[-1])
    assert not any(s.kind == "owner_answer" for s in store.sources.workspace().sources)
    # the old DM's Answer button now says so; the forwarded one opens the modal for Jonas
    sim.click(ids.ACTION_ANSWER_QUESTION, user=OWNER, on=dm)
    assert "already forwarded" in text_of(sim.last_message())
    sim.click(ids.ACTION_ANSWER_QUESTION, user=JONAS, on=fwd)
    sim.submit(JONAS, ag_answer="1 business day.", ag_certainty="certain", ag_shareable="yes")
    assert store.sources.workspace().source("ANS-0001").signals.owner.slack == JONAS


def test_an_answer_that_may_not_be_shared_never_reaches_the_agent(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    dm = ask_marie(sim, server)
    sim.click(ids.ACTION_ANSWER_QUESTION, user=OWNER, on=dm)
    secret = "Internally we see 1 business day; don't promise it."
    mark = sim.mark()
    sim.submit(
        OWNER, ag_answer=secret, ag_certainty="certain", ag_shareable="no", ag_confirmer=AGENT
    )
    (told,) = dms_to(server, AGENT)
    assert "kept for ops leads" in text_of(told)
    assert "ANS-0001" not in text_of(told) and "Internally" not in text_of(told)
    # the agent named as confirmer gets nothing about it
    to_agent = [
        b for b in sim.sent_since(mark) if isinstance(b, dict) and b.get("channel") == f"D{AGENT}"
    ]
    assert len(to_agent) == 1
    verdict = quick_check(sim)
    assert "No in-force source covers this claim" in banner_of(verdict)  # words, not UNSUPPORTED
    assert "ANS-0001" not in text_of(verdict) and "Internally" not in text_of(verdict)
    sim.open_home(AGENT)
    assert "ANS-0001" not in text_of(sim.home(AGENT))
    assert "verification is in doubt" in banner_of(quick_check(sim, LEAD))  # words, not WEAK_BASIS


def test_no_ask_button_when_a_source_governs(sim: SlackSim) -> None:
    sim.command("check T-2 Failed transfers are reversed within 4 business days.", AGENT)
    msg = sim.last_message()
    assert "ALLOW" in banner_of(msg)
    assert ids.ACTION_ASK_OWNER not in text_of(msg)


def test_ask_from_the_composer_pushes_the_modal(
    sim: SlackSim, server: MockSlackServer, runtime: Runtime
) -> None:
    sim.command("inbox", AGENT)
    sim.click(ids.ACTION_REPLY, user=AGENT, on=json.loads(sim.responses[-1].body), value="T-3")
    sim.submit(AGENT, ag_draft=DRAFT_1BD)
    composer = sim.modal
    assert ids.ACTION_ASK_OWNER in text_of(composer)
    sim.click(ids.ACTION_ASK_OWNER, user=AGENT, on=composer)
    assert server.paths()[-1] == "/views.push"
    assert sim.modal["callback_id"] == ids.VIEW_ASK_OWNER
    resp = sim.submit(AGENT, ag_owner=None)  # nobody picked
    assert ids.BLOCK_PERSON in json.loads(resp.body)["errors"]
    sim.submit(AGENT, ag_person=JONAS, ag_question="How long do instant reversals take?")
    (dm,) = dms_to(server, JONAS)
    assert "How long do instant reversals take?" in text_of(dm)


def test_trust_builders_fit_slacks_block_kit(store: Store) -> None:
    from slack_sdk.models.blocks import Block
    from slack_sdk.models.views import View

    from bot.blocks.trust import capture_view, pending_blocks, question_dm

    cat = store.sources.workspace().catalogue
    req = {
        "id": 7,
        "topic": "reversal_window",
        "scope": {"rail": "instant"},
        "question": "x" * 1500,
        "draft": "d" * 1200,
        "ticket_id": "T-1",
        "asked_by": AGENT,
        "parent_id": None,
    }
    View(**capture_view(req, cat)).validate_json()
    for b in question_dm(req, cat)["blocks"]:
        Block.parse(b).validate_json()  # type: ignore[union-attr]
    for b in pending_blocks([], cat):
        Block.parse(b).validate_json()  # type: ignore[union-attr]


def test_the_ops_home_lists_knowledge_gaps_and_agents_never_see_the_section(
    sim: SlackSim, server: MockSlackServer
) -> None:
    ask_marie(sim, server)
    sim.command("check T-2 Your card ships in 5 days.", AGENT)
    sim.open_home(LEAD)
    home = text_of(sim.home(LEAD))
    gaps = home[home.index("Knowledge gaps") :]
    assert "reversal window" in gaps and "1 ticket" in gaps and "UNSUPPORTED" in gaps
    assert f"Asked: <@{OWNER}>" in gaps
    assert "other: Your card ships in 5 days." in gaps and "OUTSIDE_COVERAGE" in gaps
    sim.open_home(AGENT)
    assert "Knowledge gaps" not in text_of(sim.home(AGENT))
