"""Failures on our side are answered, never silent (issue 12, item 1).

A locked or broken database, or a bug, can make any handler raise something that is not a
`GuardError`. The user must still hear about it on the surface they used — "Nothing was
sent" for anything that could send, "Not saved — your text is below" for a source save, with
their text kept — and the exception must be logged for us.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from typing import Any

import pytest
from pytest_mock import MockerFixture

from bot.flows.failures import NOT_SAVED, NOTHING_SENT
from guard.store import Store
from tests.slack.mock_slack import MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, DRAFT_1BD, DRAFT_4BD, LEAD, text_of

LOCKED = sqlite3.OperationalError("database is locked")


def ack_body(sim: SlackSim) -> dict[str, Any]:
    return json.loads(sim.responses[-1].body)


def one_button(action_id: str, value: str) -> dict[str, Any]:
    """A message with a single button, as a crafted or stale surface would carry."""
    element = {"type": "button", "action_id": action_id, "value": value}
    return {"blocks": [{"type": "actions", "block_id": "b", "elements": [element]}]}


def test_a_send_that_fails_on_our_side_says_nothing_was_sent(
    sim: SlackSim,
    server: MockSlackServer,
    store: Store,
    mocker: MockerFixture,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.ERROR, logger="answerguard.bot")
    sim.command(f"check TCK-9001 {DRAFT_1BD}", AGENT)
    verdict = sim.last_message()
    record_send = mocker.patch.object(store.checks, "record_send", side_effect=LOCKED)
    before = sim.mark()
    assert sim.click("ag_send", user=AGENT, on=verdict).status == 200
    assert record_send.called  # the failure came from the send's own write
    told = text_of(sim.sent_since(before))
    assert NOTHING_SENT in told
    assert store.checks.outbox() == []
    assert "send failed for user UAGENT1" in caplog.text
    assert "database is locked" in caplog.text  # the traceback is in our log, not in Slack
    assert "database is locked" not in told


def test_a_send_from_the_composer_that_fails_keeps_the_modal_and_says_so(
    sim: SlackSim, server: MockSlackServer, store: Store, mocker: MockerFixture
) -> None:
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=ack_body(sim), value="TCK-9003")
    sim.submit(AGENT, ag_draft=DRAFT_4BD)
    composer_id = sim.modal_id
    mocker.patch.object(store.checks, "record", side_effect=LOCKED)
    assert sim.modal["submit"]["text"] == "Send to customer"
    sim.submit(AGENT)
    assert sim.modal_id == composer_id and sim.modal["callback_id"] == "ag_composer"
    shown = text_of(sim.modal)  # the composer again, the text in the box, the failure under it
    assert NOTHING_SENT in shown and DRAFT_4BD in shown
    assert store.checks.outbox() == []


def test_a_source_save_that_fails_on_our_side_keeps_the_text(
    sim: SlackSim, store: Store, mocker: MockerFixture, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR, logger="answerguard.bot")
    sim.command("sources", LEAD)
    sim.click("ag_edit_source", user=LEAD, on=ack_body(sim), value="DOC-103")
    save = mocker.patch.object(store.sources, "edit_many", side_effect=LOCKED)
    mine = "My careful rewrite: instant transfers are reversed within 2 business days."
    out = json.loads(sim.submit(LEAD, ag_body=mine).body)
    assert out["response_action"] == "update"
    view = out["view"]
    assert view["callback_id"] == "ag_source_edit"  # the same form, still submittable
    assert NOT_SAVED in text_of(view["blocks"][0])  # the notice on top, the text below it
    body = next(b for b in view["blocks"] if b.get("block_id") == "ag_body_block")
    assert body["element"]["initial_value"] == mine
    assert "submit_source failed for user ULEAD01" in caplog.text
    assert save.called
    assert [r["action"] for r in store.sources.history("DOC-103")] == ["seed"]  # nothing saved


def test_a_composer_submit_that_fails_before_the_ack_keeps_the_draft(
    sim: SlackSim, store: Store, mocker: MockerFixture
) -> None:
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=ack_body(sim), value="TCK-9001")
    mocker.patch.object(store.slack, "role_of", side_effect=LOCKED)
    out = json.loads(sim.submit(AGENT, ag_draft=DRAFT_4BD).body)
    assert out["response_action"] == "update"
    assert "Nothing was sent" in text_of(out["view"]["blocks"][0])
    assert DRAFT_4BD in text_of(out["view"])


BUTTONS = [
    ("ag_reply", "TCK-9001", AGENT),
    ("ag_send", "hash", AGENT),
    ("ag_use_safe_reply", "hash", AGENT),
    ("ag_show_reasoning", "hash", AGENT),
    ("ag_edit_draft", "hash", AGENT),
    ("ag_retry", "hash", AGENT),
    ("ag_edit_source", "DOC-103", LEAD),
    ("ag_reset_workspace", "", LEAD),
    ("ag_review_correct", "hash", LEAD),
    ("ag_review_false_alarm", "hash", LEAD),
    ("ag_ask_owner", "hash", AGENT),
    ("ag_answer_question", "1", AGENT),
    ("ag_approve_answer", "ANS-1", LEAD),
    ("ag_ask_sources", "hash", AGENT),
]


@pytest.mark.parametrize(("action", "value", "user"), BUTTONS)
def test_every_button_answers_when_the_store_fails(
    sim: SlackSim,
    store: Store,
    mocker: MockerFixture,
    caplog: pytest.LogCaptureFixture,
    action: str,
    value: str,
    user: str,
) -> None:
    caplog.set_level(logging.ERROR, logger="answerguard.bot")
    sim.command(f"check TCK-9001 {DRAFT_4BD}", user)
    check_hash = store.checks.recent(who=user)[0]["check_hash"]
    reads = ((store, "_q"), (store, "_tx"), (store.sources, "workspace"))
    for target, name in reads:  # every read and every write fails
        mocker.patch.object(target, name, side_effect=LOCKED)
    before = sim.mark()
    surface = one_button(action, check_hash if value == "hash" else value)
    assert sim.click(action, user=user, on=surface).status == 200
    assert NOTHING_SENT in text_of(sim.sent_since(before))
    assert f"failed for user {user}" in caplog.text


def test_a_command_that_fails_before_its_ack_answers_in_the_ack(
    sim: SlackSim, store: Store, mocker: MockerFixture
) -> None:
    mocker.patch.object(store.slack, "role_of", side_effect=LOCKED)
    for sub in ("sources", "impact", f"check TCK-9001 {DRAFT_4BD}", "role @U1 ops_lead"):
        resp = sim.command(sub, AGENT)
        assert resp.status == 200
        assert NOTHING_SENT in text_of(json.loads(resp.body)), sub


def test_the_shortcut_answers_when_the_store_fails(
    sim: SlackSim, server: MockSlackServer, store: Store, mocker: MockerFixture
) -> None:
    mocker.patch.object(store.sources, "workspace", side_effect=LOCKED)
    before = sim.mark()
    assert sim.shortcut("Reversed within 4 business days.", AGENT).status == 200
    assert NOTHING_SENT in text_of(sim.sent_since(before))


def test_a_quick_check_that_fails_says_so_in_its_one_message(
    sim: SlackSim,
    server: MockSlackServer,
    mocker: MockerFixture,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.ERROR, logger="answerguard.bot")
    mocker.patch("bot.handlers.quick.check_and_record", side_effect=LOCKED)
    assert sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT).body == ""
    answer = sim.last_message()
    assert "nothing was sent" in text_of(answer) and DRAFT_4BD in text_of(answer)
    assert len(sim.webhook_messages()) == 1
