"""A crowd in Slack (issue 9, item 5): a burst of slash commands through the real Bolt app
against the mock Web API. Every command is acked while every check is still waiting on the
model, every verdict is delivered once the model answers, a user whose check cannot start at
once is told how many are ahead, and past the bounded line a check is refused as busy.

The quick check acks with nothing and, for a check still running after its grace, opens a
"Checking…" modal that becomes the verdict (tests/slack/test_quick_check.py). Here the grace
is none, so every command whose check is held takes that path: one modal each, the queue's
position in it, and one verdict each.

Correctness only: nothing here is timed (`make bench` measures the crowd)."""

from __future__ import annotations

import json
import re
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlencode

import pytest
from slack_bolt import App, BoltResponse

from bot.queue import CheckQueue
from tests.slack.mock_slack import TEAM, MockSlackServer, signed
from tests.slack.slack_helpers import AGENT, DRAFT_4BD, QueuedApp
from tests.support.gated import GatedExtractor
from tests.support.polling import wait_until

CROWD = 24
QUEUED = re.compile(r"Queued, (\d+) checks? ahead of you")


def command(app: App, server: MockSlackServer, i: int) -> BoltResponse:
    body = {
        "team_id": TEAM,
        "channel_id": "C111",
        "user_id": AGENT,
        "command": "/answerguard",
        "text": f"check TCK-9001 {DRAFT_4BD} (order #{i})",
        "response_url": f"{server.url}webhook/crowd-{i}",
        "trigger_id": f"trig-{i}",
    }
    return app.dispatch(signed(urlencode(body)))


@pytest.fixture
def crowd_app(
    queued_app: QueuedApp, request: pytest.FixtureRequest
) -> tuple[App, GatedExtractor, CheckQueue]:
    workers, max_waiting, notice_at = request.param
    extractor = GatedExtractor()
    queue = CheckQueue(workers=workers, max_waiting=max_waiting, notice_at=notice_at)
    app = queued_app(extractor, queue, listeners=4)  # far fewer listener threads than commands
    return app, extractor, queue


def opened(server: MockSlackServer) -> dict[str, tuple[str, str]]:
    """trigger id → (view id, what the "Checking…" modal said)."""
    with server._lock:
        calls = list(server.calls)
    return {
        body["trigger_id"]: (out["view"]["id"], json.dumps(body["view"], ensure_ascii=False))
        for path, body, out in calls
        if path == "/views.open" and out.get("ok")
    }


def verdicts(server: MockSlackServer) -> dict[str, list[str]]:
    """view id → every verdict shown in it."""
    with server._lock:
        calls = list(server.calls)
    out: dict[str, list[str]] = {}
    for path, body, _ in calls:
        if path == "/views.update" and body["view"]["callback_id"] == "ag_quick_verdict":
            out.setdefault(body["view_id"], []).append(json.dumps(body["view"], ensure_ascii=False))
    return out


def messages(server: MockSlackServer) -> list[str]:
    with server._lock:
        return [p for p, _, _ in server.calls if p.startswith("/webhook/crowd-")]


@pytest.mark.parametrize("crowd_app", [(2, 100, 2)], indirect=True)
def test_a_burst_of_commands_is_acked_at_once_and_every_verdict_arrives(
    crowd_app: tuple[App, GatedExtractor, CheckQueue], server: MockSlackServer
) -> None:
    app, extractor, queue = crowd_app
    with ThreadPoolExecutor(max_workers=CROWD) as crowd:
        acks = list(crowd.map(lambda i: command(app, server, i), range(CROWD)))
    # Every command was acked while no check had finished: the model is still "thinking".
    assert not extractor.finished.is_set()
    assert [(r.status, r.body) for r in acks] == [(200, "")] * CROWD
    assert wait_until(lambda: queue.pending == CROWD and len(opened(server)) == CROWD)
    shown = opened(server)
    assert sorted(shown) == sorted(f"trig-{i}" for i in range(CROWD))  # each its own trigger
    texts = [text for _, text in shown.values()]
    assert all("Checking your reply" in t or QUEUED.search(t) for t in texts), texts
    ahead = [int(m.group(1)) for t in texts if (m := QUEUED.search(t))]
    assert ahead, "a deep queue says how many checks are ahead"
    assert all(queue.notice_at <= n <= CROWD - queue.workers for n in ahead), ahead
    assert verdicts(server) == {} and messages(server) == []

    extractor.release.set()
    assert wait_until(lambda: len(verdicts(server)) == CROWD)
    assert wait_until(lambda: queue.pending == 0)
    posted = verdicts(server)
    assert sorted(posted) == sorted(view_id for view_id, _ in shown.values())
    assert all(len(v) == 1 and "*HOLD*" in v[0] for v in posted.values())  # one verdict each
    assert messages(server) == []


@pytest.mark.parametrize("crowd_app", [(1, 2, 1)], indirect=True)
def test_past_the_bounded_line_a_check_is_refused_as_busy(
    crowd_app: tuple[App, GatedExtractor, CheckQueue], server: MockSlackServer
) -> None:
    app, extractor, queue = crowd_app
    bodies = []
    for i in range(5):
        bodies.append(command(app, server, i).body)
        wait_until(lambda i=i: queue.pending == min(i + 1, 3))  # the listener has handed it over
    assert bodies[:3] == ["", "", ""]
    busy = [json.loads(b)["text"] for b in bodies[3:]]
    assert all("AnswerGuard is busy" in t and "Nothing was checked or sent" in t for t in busy)
    assert wait_until(lambda: len(opened(server)) == 3)
    said = [opened(server)[f"trig-{i}"][1] for i in range(3)]
    assert "Checking your reply" in said[0]
    assert [QUEUED.search(t).group(1) for t in said[1:]] == ["1", "2"]  # type: ignore[union-attr]
    extractor.release.set()
    assert wait_until(lambda: len(verdicts(server)) == 3)
    assert sorted(verdicts(server)) == sorted(opened(server)[f"trig-{i}"][0] for i in range(3))
