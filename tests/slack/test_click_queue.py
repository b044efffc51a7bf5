"""Every click acks first, then works (issue 18, item 5).

Send on a verdict message: the click is acked, "Sending…" takes the message's place at once,
the recheck (a model call) runs in the app's bounded check queue, and the outcome replaces
"Sending…" in the same message. Through the real Bolt app against the mock Web API, with a
model that takes 2 s per draft: 50 concurrent Send clicks are all acked well inside Slack's
3 s, and each click ends in exactly one outcome.

The ack bound is generous on purpose (a loaded 2-core machine): it asserts that no ack waits
for a recheck, which alone would take 2 s or, queued behind others, far longer.
"""

from __future__ import annotations

import json
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.blocks.verdict import verdict_message
from bot.queue import CheckQueue
from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.models import DraftExtraction
from guard.store import Store
from tests.slack.mock_slack import MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, NOW, LocalExtractor, QueuedApp
from tests.support.polling import wait_until

CLICKS = 50
MODEL_S = 2.0
ACK_BOUND_S = 3.0
DRAFT = "Failed transfers are reversed within 4 business days (ref {i})."


class SlowModel(LocalExtractor):
    """Reads drafts like the local extractor, after `delay` seconds (a live model's wait)."""

    delay = 0.0

    def extract_draft(self, text: str) -> DraftExtraction:
        time.sleep(self.delay)
        return super().extract_draft(text)


@pytest.fixture
def slow_app(
    server: MockSlackServer, queued_app: QueuedApp
) -> tuple[SlackSim, SlowModel, CheckQueue]:
    model = SlowModel()
    queue = CheckQueue(workers=16, max_waiting=1000)
    app = queued_app(model, queue, listeners=8)  # fewer listener threads than clicks
    return SlackSim(app, server), model, queue


def _verdicts(store: Store) -> list[dict]:
    """CLICKS stored ALLOW checks of the agent's, as the verdict messages they were shown in
    (checked here with the plain local extractor: only the Send rechecks wait on the model)."""
    service = CheckService(LocalExtractor(), store.sources.workspace)
    out = []
    for i in range(CLICKS):
        draft = DRAFT.format(i=i)
        result = service.check(CheckRequest(ticket_id="TCK-9003", draft=draft, now=NOW))
        assert result.decision == "ALLOW", (result.decision, result.reason_code)
        store.checks.record(result, draft, AGENT)
        out.append(verdict_message(result, draft))
    return out


def test_fifty_concurrent_send_clicks_ack_at_once_and_each_ends_in_one_outcome(
    slow_app: tuple[SlackSim, SlowModel, CheckQueue], server: MockSlackServer, store: Store
) -> None:
    sim, model, queue = slow_app
    requests = [sim_click(sim, msg) for msg in _verdicts(store)]  # each with its own message
    model.delay = MODEL_S
    before = len(server.calls)

    def click(req) -> float:  # type: ignore[no-untyped-def]
        start = time.monotonic()
        resp = sim.app.dispatch(req)
        assert resp.status == 200
        return time.monotonic() - start

    with ThreadPoolExecutor(max_workers=CLICKS) as crowd:
        acks = list(crowd.map(click, requests))
    assert max(acks) < ACK_BOUND_S, sorted(acks)[-5:]
    assert queue.pending > 0  # the rechecks were still waiting on the model when all were acked

    wait_until(lambda: not queue.pending and len(_outcomes(server, before)) >= CLICKS, 120)
    by_hook = _by_hook(server, before)
    assert len(by_hook) == CLICKS  # every click answered on its own message
    for hook, posts in by_hook.items():
        sending = [p for p in posts if "Sending…" in p]
        outcomes = [p for p in posts if "📤" in p or "🚫" in p or "↩️" in p]
        assert (len(sending), len(outcomes)) == (1, 1), (hook, posts)
        assert posts.index(sending[0]) < posts.index(outcomes[0])  # "Sending…" first
        assert all(json.loads(p).get("replace_original") for p in posts)  # the same message
    assert len(store.checks.outbox()) == CLICKS


def sim_click(sim: SlackSim, msg: dict):  # type: ignore[no-untyped-def]
    """The Bolt request of a Send click on `msg` (SlackSim.click, without waiting on it)."""
    captured = {}
    original = sim._dispatch

    def keep(req, view_id=None):  # type: ignore[no-untyped-def]
        captured["req"] = req
        raise _Captured

    sim._dispatch = keep  # type: ignore[method-assign]
    try:
        sim.click("ag_send", user=AGENT, on=msg)
    except _Captured:
        pass
    finally:
        sim._dispatch = original  # type: ignore[method-assign]
    return captured["req"]


class _Captured(Exception):
    pass


def _webhook_posts(server: MockSlackServer, before: int) -> list[tuple[str, str]]:
    with server._lock:
        calls = list(server.calls)[before:]
    return [(p, json.dumps(b, ensure_ascii=False)) for p, b, _ in calls if p.startswith("/webhook")]


def _by_hook(server: MockSlackServer, before: int) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for path, body in _webhook_posts(server, before):
        out.setdefault(path, []).append(body)
    return out


def _outcomes(server: MockSlackServer, before: int) -> list[str]:
    return [b for _, b in _webhook_posts(server, before) if "📤" in b or "🚫" in b or "↩️" in b]
