"""A crowd in Slack (issue 9, item 5): a burst of slash commands through the real Bolt app
against the mock Web API. Every command is acked while every check is still waiting on the
model, every verdict is delivered once the model answers, a user whose check cannot start at
once is told how many are ahead, and past the bounded line a check is refused as busy.

Correctness only: nothing here is timed (`make bench` measures the crowd)."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlencode

import pytest
from mock_slack import TEAM, MockSlackServer, signed
from slack_bolt import App, BoltResponse
from slack_helpers import AGENT, DRAFT_4BD, local_runtime, make_app
from test_robustness import GatedExtractor

from bot.config import BotConfig
from bot.queue import CheckQueue
from guard.store import Store

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


def wait_until(predicate, timeout: float = 30.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()


@pytest.fixture
def crowd_app(
    server: MockSlackServer, store: Store, config: BotConfig, request: pytest.FixtureRequest
) -> Iterator[tuple[App, GatedExtractor, CheckQueue]]:
    workers, max_waiting, notice_at = request.param
    extractor = GatedExtractor()
    listeners = ThreadPoolExecutor(max_workers=4)  # far fewer listener threads than commands
    queue = CheckQueue(workers=workers, max_waiting=max_waiting, notice_at=notice_at)
    app = make_app(
        server,
        local_runtime(store, extractor),
        config,
        listener_executor=listeners,
        check_queue=queue,
    )
    yield app, extractor, queue
    extractor.release.set()
    wait_until(lambda: queue.pending == 0)
    listeners.shutdown(wait=True)


def verdicts(server: MockSlackServer) -> dict[str, str]:
    """response_url path → the verdict posted there."""
    with server._lock:
        calls = list(server.calls)
    return {
        path: json.dumps(body, ensure_ascii=False)
        for path, body, _ in calls
        if path.startswith("/webhook/crowd-")
    }


@pytest.mark.parametrize("crowd_app", [(2, 100, 2)], indirect=True)
def test_a_burst_of_commands_is_acked_at_once_and_every_verdict_arrives(
    crowd_app: tuple[App, GatedExtractor, CheckQueue], server: MockSlackServer
) -> None:
    app, extractor, queue = crowd_app
    with ThreadPoolExecutor(max_workers=CROWD) as crowd:
        acks = list(crowd.map(lambda i: command(app, server, i), range(CROWD)))
    # Every command was acked while no check had finished: the model is still "thinking".
    assert not extractor.finished.is_set()
    assert [r.status for r in acks] == [200] * CROWD
    texts = [json.loads(r.body)["text"] for r in acks]
    assert all("Checking your reply" in t or QUEUED.search(t) for t in texts), texts
    ahead = [int(m.group(1)) for t in texts if (m := QUEUED.search(t))]
    assert ahead, "a deep queue says how many checks are ahead"
    assert all(queue.notice_at <= n <= CROWD - queue.workers for n in ahead), ahead
    assert wait_until(lambda: queue.pending == CROWD)
    assert verdicts(server) == {}

    extractor.release.set()
    assert wait_until(lambda: len(verdicts(server)) == CROWD)
    posted = verdicts(server)
    assert sorted(posted) == sorted(f"/webhook/crowd-{i}" for i in range(CROWD))
    assert all("*HOLD*" in v for v in posted.values())
    assert wait_until(lambda: queue.pending == 0)


@pytest.mark.parametrize("crowd_app", [(1, 2, 1)], indirect=True)
def test_past_the_bounded_line_a_check_is_refused_as_busy(
    crowd_app: tuple[App, GatedExtractor, CheckQueue], server: MockSlackServer
) -> None:
    app, extractor, queue = crowd_app
    texts = []
    for i in range(5):
        texts.append(json.loads(command(app, server, i).body)["text"])
        wait_until(lambda i=i: queue.pending == min(i + 1, 3))  # the listener has handed it over
    assert "Checking your reply" in texts[0]
    assert [QUEUED.search(t).group(1) for t in texts[1:3]] == ["1", "2"]  # type: ignore[union-attr]
    assert all("AnswerGuard is busy" in t and "Nothing was checked or sent" in t for t in texts[3:])
    extractor.release.set()
    assert wait_until(lambda: len(verdicts(server)) == 3)
    assert sorted(verdicts(server)) == [f"/webhook/crowd-{i}" for i in range(3)]
