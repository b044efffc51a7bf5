"""The composer end to end (issue 13, item 1: one primary per surface), through the real Bolt
app against the mock Web API.

The composer's one primary is its submit, labelled by state (Slack draws a modal's submit
as primary and refuses a modal with an input block and no submit; the mock refuses it too).
Every other action is a plain button whose `block_actions` payload carries the box's
current text, ticket and scope in `view.state.values`, as Slack sends them, and every answer
replaces the same view by id and hash. Send, Send anyway and Retry recheck on the server
through the app's check queue (bot/queue.py), never in the listener thread.
"""

from __future__ import annotations

import json
import threading
from typing import Any

import pytest

from bot.config import BotConfig
from bot.queue import CheckQueue
from guard.metrics import impact
from guard.models import DraftExtraction
from guard.runtime import Runtime
from guard.store import Store
from tests.slack.mock_slack import MockSlackServer, SlackSim
from tests.slack.slack_helpers import (
    AGENT,
    DRAFT_1BD,
    DRAFT_4BD,
    LocalExtractor,
    QueuedApp,
    make_app,
    text_of,
)
from tests.support.polling import wait_until


def ack_body(sim: SlackSim) -> dict[str, Any]:
    return json.loads(sim.responses[-1].body)


def open_composer(sim: SlackSim, ticket: str) -> dict[str, Any]:
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=ack_body(sim), value=ticket)
    return sim.modal


def press(sim: SlackSim, label: str, **inputs: Any) -> None:
    """The composer's one primary button: its submit, labelled with what it does now."""
    assert sim.modal["submit"]["text"] == label, sim.modal.get("submit")
    assert sim.submit(AGENT, **inputs).status == 200


def primaries(view: dict[str, Any]) -> list[str]:
    """Every button Slack draws as primary in a view: the submit, and styled buttons."""
    out = [f"submit:{view['submit']['text']}"] if view.get("submit") else []
    for block in view.get("blocks", []):
        for el in [*block.get("elements", []), block.get("accessory") or {}]:
            if el.get("type") == "button" and el.get("style") == "primary":
                out.append(el["action_id"])
    return out


def composers_shown(sim: SlackSim, server: MockSlackServer) -> list[dict[str, Any]]:
    """Every composer the app put on screen: through the Web API and in submission acks."""
    views = [b["view"] for p, b, _ in server.calls if p.startswith("/views.")]
    for r in sim.responses:
        out = json.loads(r.body) if r.body.startswith("{") else {}
        if out.get("response_action") == "update":
            views.append(out["view"])
    return [v for v in views if v.get("callback_id") == "ag_composer"]


def test_check_then_send(sim: SlackSim, server: MockSlackServer, store: Store) -> None:
    composer = open_composer(sim, "TCK-9001")
    assert primaries(composer) == ["submit:Check"]
    press(sim, "Check", ag_draft=DRAFT_1BD)
    verdict = sim.modal
    assert "✅ *ALLOW*" in text_of(verdict)
    assert primaries(verdict) == ["submit:Send to customer"]  # Send is the next step
    assert "ag_check" in text_of(verdict)  # "Check again" stays, plain
    press(sim, "Send to customer")
    done = sim.modal
    assert "Sent to the customer" in text_of(done) and DRAFT_1BD in text_of(done)
    assert primaries(done) == [] and "ag_send" not in text_of(done)  # the outcome, no Send
    assert [r["text"] for r in store.checks.outbox("TCK-9001")] == [DRAFT_1BD]
    assert all(len(primaries(v)) <= 1 for v in composers_shown(sim, server))


def test_check_hold_use_safe_reply_send(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    open_composer(sim, "TCK-9001")
    view_id = sim.modal_id
    press(sim, "Check", ag_draft=DRAFT_4BD)
    hold = sim.modal
    assert "🛑 *HOLD*" in text_of(hold)
    assert primaries(hold) == ["submit:Use safe reply"]
    buttons = [el for b in hold["blocks"] for el in b.get("elements", []) if "action_id" in el]
    send = buttons[-1]
    assert send["action_id"] == "ag_send" and "style" not in send  # last and plain
    press(sim, "Use safe reply")
    safe = sim.modal
    assert sim.modal_id == view_id  # the same modal throughout: one answer on screen
    assert "Safe reply in the box" in text_of(safe)
    assert primaries(safe) == ["submit:Send to customer"]  # the safe reply rechecked ALLOW
    press(sim, "Send to customer")
    assert "Sent to the customer" in text_of(sim.modal) and sim.modal_id == view_id
    (sent,) = store.checks.outbox("TCK-9001")
    assert "1 business day" in sent["text"]
    assert impact(store).intercepts == 0  # nothing was refused: no intercept
    assert all(len(primaries(v)) <= 1 for v in composers_shown(sim, server))


def test_check_again_reads_the_box_ticket_and_scope_from_the_view_state(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    open_composer(sim, "TCK-9001")
    press(sim, "Check", ag_draft=DRAFT_4BD)
    assert "🛑 *HOLD*" in text_of(sim.modal)
    version = server.view_hashes[str(sim.modal_id)]
    # the agent learns the transfer was standard, changes the scope and checks again
    sim.click("ag_check", user=AGENT, on=sim.modal, inputs={"ag_scope:rail": "standard"})
    first, last = server.bodies("/views.update")[-2:]
    assert first["view_id"] == last["view_id"] == sim.modal_id
    assert first["hash"] == version and first["view"]["callback_id"] == "ag_checking"
    assert last["hash"] != version  # the verdict follows the "Checking…" it replaces
    assert "✅ *ALLOW*" in text_of(sim.modal) and "rail standard" in text_of(sim.modal)
    row = store.checks.recent(who=AGENT)[0]
    assert (row["draft"], row["decision"]) == (DRAFT_4BD, "ALLOW")


def test_a_text_that_cannot_be_checked_is_refused_under_the_box_with_the_text_kept(
    sim: SlackSim, server: MockSlackServer
) -> None:
    open_composer(sim, "TCK-9001")
    refused = json.loads(sim.submit(AGENT, ag_draft="   ").body)  # the submit: Slack's own
    assert refused["response_action"] == "errors"
    assert "The draft is empty" in refused["errors"]["ag_draft_block:d"]
    press(sim, "Check", ag_draft=DRAFT_4BD)
    too_long = "Reversed within 4 business days. " * 40
    sim.click("ag_check", user=AGENT, on=sim.modal, inputs={"ag_draft": too_long})
    shown = sim.modal  # a button gets no field errors: a line under the box
    blocks = shown["blocks"]
    box = next(i for i, b in enumerate(blocks) if b.get("block_id", "").startswith("ag_draft"))
    # the same block id, so Slack keeps what was typed; the view carries it up to the limit
    assert blocks[box]["block_id"] == "ag_draft_block:d"
    assert blocks[box]["element"]["initial_value"] == too_long[:1000]
    assert blocks[box + 1]["type"] == "context" and "1,000" in text_of(blocks[box + 1])
    assert "kept in the box" in text_of(blocks[box + 1])
    assert primaries(shown) == ["submit:Check"]


class Full(CheckQueue):
    """A check queue whose line is full."""

    def ahead(self) -> int | None:
        return None


def test_send_retry_and_check_answer_busy_when_the_line_is_full(
    server: MockSlackServer, runtime: Runtime, config: BotConfig, store: Store
) -> None:
    sim = SlackSim(make_app(server, runtime, config), server)
    open_composer(sim, "TCK-9001")
    press(sim, "Check", ag_draft=DRAFT_4BD)
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    message = sim.last_message()
    full = SlackSim(make_app(server, runtime, config, check_queue=Full()), server)
    full.views, full.modal_id = sim.views, sim.modal_id

    full.click("ag_send", user=AGENT, on=sim.modal)  # in the composer: under the box
    assert "AnswerGuard is busy" in text_of(full.modal) and DRAFT_4BD in text_of(full.modal)
    full.click("ag_check", user=AGENT, on=full.modal)
    assert "AnswerGuard is busy" in text_of(full.modal)
    full.click("ag_send", user=AGENT, on=message)  # on a message: a message, with the draft
    busy = full.last_message()
    assert "AnswerGuard is busy" in text_of(busy) and DRAFT_4BD in text_of(busy)
    assert busy.get("replace_original") is False  # the verdict stays
    assert store.db["sends"].count == 0 and impact(store).intercepts == 0


class Holding(LocalExtractor):
    """Reads drafts at once, until `hold` is set: then it waits for `release`, like a slow
    model call."""

    def __init__(self) -> None:
        super().__init__()
        self.hold = threading.Event()
        self.release = threading.Event()
        self.held = threading.Event()

    def extract_draft(self, text: str) -> DraftExtraction:
        if self.hold.is_set():
            self.held.set()
            self.release.wait(timeout=30)
        return super().extract_draft(text)


@pytest.mark.parametrize("where", ["composer", "message"])
def test_send_rechecks_in_the_check_queue_not_in_the_listener(
    server: MockSlackServer, store: Store, queued_app: QueuedApp, where: str
) -> None:
    extractor = Holding()
    queue = CheckQueue(workers=1)
    sim = SlackSim(queued_app(extractor, queue, listeners=2, grace=None), server)
    if where == "composer":
        sim.command("inbox", AGENT)
        sim.click("ag_reply", user=AGENT, on=ack_body(sim), value="TCK-9001")
        server.wait_for("/views.open")
        sim.sync()
        sim.submit(AGENT, ag_draft=DRAFT_4BD)
        server.wait_for("/views.update")
        sim.sync()
        surface = sim.modal
    else:
        sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
        surface = server.wait_for("/webhook/1")[-1]
    assert wait_until(lambda: queue.pending == 0)
    extractor.hold.set()
    sim.click("ag_send", user=AGENT, on=surface)
    assert extractor.held.wait(timeout=30)
    # the recheck is held in the check queue: the listener is long done, nothing sent yet
    assert queue.pending == 1 and store.db["sends"].count == 0
    extractor.release.set()
    assert wait_until(lambda: store.db["sends"].count_where("outcome = 'blocked'") == 1)
    assert wait_until(lambda: queue.pending == 0)
