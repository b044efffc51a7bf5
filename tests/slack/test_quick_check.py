"""The quick check shows one answer (issue 13, item 4), through the real Bolt app against the
mock Web API.

The command is acked with an empty body. A check done within the grace is one ephemeral
message; one still running when the grace is over becomes a "Checking…" modal, opened with the
command's trigger, that turns into the verdict. Which path is taken is controlled, never
timed: the extractor is held on an event until the test releases it, and the grace is either
none (the modal opens as soon as the check is queued) or an hour (the check always wins).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from bot.flows.checks import slow_check_progress
from bot.queue import CheckQueue
from guard.models import DraftExtraction
from tests.slack.mock_slack import MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, DRAFT_4BD, QueuedApp
from tests.support.gated import GatedExtractor

HOUR = 3600.0


@dataclass
class Gated:
    """An app whose checks run on a real thread pool and wait for `extractor.release`."""

    sim: SlackSim
    extractor: GatedExtractor
    queue: CheckQueue


@pytest.fixture
def make_gated(server: MockSlackServer, queued_app: QueuedApp) -> Callable[[float], Gated]:
    """A `Gated` app with the given grace. The `queued_app` fixture lets every check finish
    (it republishes the Home tab last) before the mock goes."""

    def build(grace: float) -> Gated:
        extractor = GatedExtractor()
        queue = CheckQueue(workers=2)
        app = queued_app(extractor, queue, listeners=4, grace=grace)
        return Gated(SlackSim(app, server), extractor, queue)

    return build


@pytest.fixture
def slow(make_gated: Callable[[float], Gated]) -> Gated:
    """No grace: a check that is not done at once gets the modal."""
    return make_gated(0)


def verdict_surfaces(server: MockSlackServer) -> list[dict[str, Any]]:
    """Every verdict the user was shown: messages through a response URL, and views that
    carry a verdict (opened or updated)."""
    with server._lock:
        calls = list(server.calls)
    out = []
    for path, body, _ in calls:
        if (path.startswith("/webhook") and "*HOLD*" in json.dumps(body, ensure_ascii=False)) or (
            path.startswith("/views.") and body["view"].get("callback_id") == "ag_quick_verdict"
        ):
            out.append(body)
    return out


def test_a_check_still_running_opens_checking_and_becomes_the_verdict(
    slow: Gated, server: MockSlackServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The "Checking…" view's own progress updates (tests/slack/test_progress.py) start once a
    # check has run half a second, which a loaded machine reaches before the test releases
    # the gate; here the one update must be the verdict, so they wait an hour.
    monkeypatch.setattr(
        "bot.handlers.quick.slow_check_progress",
        lambda show: slow_check_progress(show, after=3600),
    )
    resp = slow.sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    assert resp.status == 200 and resp.body == ""  # acked with nothing: Slack shows nothing
    assert not slow.extractor.finished.is_set()
    (opened,) = server.wait_for("/views.open")
    assert opened["trigger_id"].startswith("trig-")  # the command's own trigger
    assert opened["view"]["callback_id"] == "ag_checking"
    assert "Checking your reply for TCK-9001" in json.dumps(opened, ensure_ascii=False)
    answer = next(out for path, _, out in server.calls if path == "/views.open")
    view_id, first_hash = answer["view"]["id"], answer["view"]["hash"]

    slow.extractor.release.set()
    update = server.wait_for("/views.update")[-1]
    assert update["view_id"] == view_id and update["hash"] == first_hash  # in place, by hash
    text = json.dumps(update["view"], ensure_ascii=False)
    assert "🛑 *HOLD*" in text and "Use safe reply" in text
    assert slow.sim.webhook_messages() == []  # no message: the modal is the one answer
    assert len(verdict_surfaces(server)) == 1


def test_its_buttons_work_from_the_modal(slow: Gated, server: MockSlackServer) -> None:
    """A click in a modal has no response URL: Use safe reply and Send update the modal."""
    sim = slow.sim
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    server.wait_for("/views.open")
    slow.extractor.release.set()
    server.wait_for("/views.update")
    sim.sync()
    verdict, view_id = sim.modal, sim.modal_id
    assert verdict["callback_id"] == "ag_quick_verdict"

    sim.click("ag_send", user=AGENT, on=verdict)  # last and plain: refused, counted
    sending, outcome = server.wait_for("/views.update", 3)[1:3]  # "Sending…" at once, then
    assert sending["view"]["title"]["text"] == "Sending…" and sending["view_id"] == view_id
    sim.sync()
    assert sim.modal_id == view_id and outcome["view_id"] == view_id
    assert "Blocked: the recheck says HOLD" in json.dumps(sim.modal, ensure_ascii=False)

    sim.click("ag_use_safe_reply", user=AGENT, on=sim.modal)  # the primary
    server.wait_for("/views.update", 4)
    sim.sync()
    assert sim.modal_id == view_id and sim.modal["callback_id"] == "ag_composer"
    assert sim.modal["submit"]["text"] == "Send to customer"  # the safe reply rechecked ALLOW
    assert sim.webhook_messages() == []


def test_a_quick_check_done_within_the_grace_is_one_message_with_a_real_queue(
    server: MockSlackServer, make_gated: Callable[[float], Gated]
) -> None:
    gated = make_gated(HOUR)
    assert gated.sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT).body == ""
    gated.extractor.release.set()
    (verdict,) = server.wait_for("/webhook/1")
    assert "🛑 *HOLD*" in json.dumps(verdict, ensure_ascii=False)
    assert server.bodies("/views.open") == [] and len(verdict_surfaces(server)) == 1


def test_the_grace_timer_opens_the_modal_when_the_check_outlasts_it(
    server: MockSlackServer, make_gated: Callable[[float], Gated]
) -> None:
    """The timer itself (not a zero grace): the check is held, so the timer must fire first."""
    gated = make_gated(0.01)
    assert gated.sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT).body == ""
    server.wait_for("/views.open")
    gated.extractor.release.set()
    update = server.wait_for("/views.update")[-1]
    assert "*HOLD*" in json.dumps(update["view"], ensure_ascii=False)
    assert gated.sim.webhook_messages() == [] and len(verdict_surfaces(server)) == 1


def test_an_expired_trigger_falls_back_to_the_message(slow: Gated, server: MockSlackServer) -> None:
    server.fail["views.open"] = "expired_trigger_id"
    assert slow.sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT).body == ""
    server.wait_for("/views.open")  # tried, and refused
    slow.extractor.release.set()
    (verdict,) = server.wait_for("/webhook/1")
    assert "🛑 *HOLD*" in json.dumps(verdict, ensure_ascii=False)
    assert server.bodies("/views.update") == [] and len(verdict_surfaces(server)) == 1


def test_a_modal_closed_before_the_verdict_gets_the_message(
    slow: Gated, server: MockSlackServer
) -> None:
    """The user closed "Checking…": the verdict is not lost, it comes as the message."""
    slow.sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    server.wait_for("/views.open")
    server.fail["views.update"] = "not_found"
    slow.extractor.release.set()
    (verdict,) = server.wait_for("/webhook/1")
    assert "🛑 *HOLD*" in json.dumps(verdict, ensure_ascii=False)


class HeldThenFlaky(GatedExtractor):
    """Held like a slow model call; the first answer is a timeout, the next ones are read."""

    failed = False

    def extract_draft(self, text: str) -> DraftExtraction:
        if not self.failed:
            self.release.wait(timeout=30)
            self.failed = True
            return DraftExtraction(text=text, ok=False, error="APITimeoutError")
        return super().extract_draft(text)


def test_retry_from_the_modal_updates_the_modal(
    server: MockSlackServer, queued_app: QueuedApp
) -> None:
    extractor = HeldThenFlaky()
    sim = SlackSim(queued_app(extractor, CheckQueue(workers=2), listeners=2), server)
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    server.wait_for("/views.open")
    extractor.release.set()
    server.wait_for("/views.update")
    sim.sync()
    unavailable, view_id = sim.modal, sim.modal_id
    assert "AI unavailable (retry)" in json.dumps(unavailable, ensure_ascii=False)
    sim.click("ag_retry", user=AGENT, on=unavailable)  # the primary
    checking, update = server.wait_for("/views.update", 3)[1:3]
    assert checking["view_id"] == view_id and checking["view"]["title"]["text"] == "Checking…"
    assert update["view_id"] == view_id and update["view"]["callback_id"] == "ag_quick_verdict"
    assert "🛑 *HOLD*" in json.dumps(update["view"], ensure_ascii=False)
    assert sim.webhook_messages() == []
