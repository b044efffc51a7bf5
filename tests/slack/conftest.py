"""Fixtures for the Slack app: a mock Web API server, the real Bolt app built by `create_app`
(on the `runtime` of tests/conftest.py), and a simulator that clicks and submits like a person."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest
from slack_bolt import App

from bot.config import BotConfig
from bot.queue import CheckQueue
from guard.extract.local import LocalExtractor
from guard.runtime import Runtime
from guard.store import Store
from tests.slack.mock_slack import LEAD, MockSlackServer, SlackSim
from tests.slack.slack_helpers import QueuedApp, local_runtime, make_app
from tests.support.polling import wait_until


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app reads SLACK_* and ANSWERGUARD_* settings; a developer's shell must not leak in."""
    for name in (
        "SLACK_BOT_TOKEN",
        "SLACK_APP_TOKEN",
        "SLACK_SIGNING_SECRET",
        "SLACK_API_URL",
        "ANSWERGUARD_OPS_USERS",
        "ANSWERGUARD_DEMO_PERSONAS",
        "ANSWERGUARD_INBOX_CHANNEL",
        "ANSWERGUARD_SOURCE_CHANNELS",
        "ANSWERGUARD_BOT_USERS",
        "SLACK_CLIENT_ID",
        "SLACK_CLIENT_SECRET",
    ):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def server() -> Iterator[MockSlackServer]:
    srv = MockSlackServer()
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield srv
    srv.shutdown()
    srv.server_close()


@pytest.fixture
def config() -> BotConfig:
    return BotConfig(ops_users=frozenset({LEAD}))


@pytest.fixture
def app(server: MockSlackServer, runtime: Runtime, config: BotConfig) -> App:
    return make_app(server, runtime, config)


@pytest.fixture
def sim(app: App, server: MockSlackServer) -> SlackSim:
    return SlackSim(app, server)


@pytest.fixture
def queued_app(server: MockSlackServer, store: Store, config: BotConfig) -> Iterator[QueuedApp]:
    """Builds an app whose checks run on a real `CheckQueue` and whose listeners run on a real
    thread pool (the default inline executor runs both inside the request), around an
    extractor that holds or slows its checks; `grace` is the quick check's (None: the
    config's). At teardown every held extractor (one with a `release` event) is let go, the
    listeners finish and the queue empties, so no check outlives the mock server."""
    built: list[tuple[LocalExtractor, ThreadPoolExecutor, CheckQueue]] = []

    def build(
        extractor: LocalExtractor,
        queue: CheckQueue,
        *,
        listeners: int,
        grace: float | None = 0.0,
    ) -> App:
        pool = ThreadPoolExecutor(max_workers=listeners)
        built.append((extractor, pool, queue))
        settings = config if grace is None else replace(config, quick_check_grace=grace)
        runtime = local_runtime(store, extractor)
        return make_app(server, runtime, settings, listener_executor=pool, check_queue=queue)

    yield build
    for extractor, pool, queue in built:
        release = getattr(extractor, "release", None)
        if isinstance(release, threading.Event):
            release.set()
        pool.shutdown(wait=True)
        _drained(queue)


def _drained(queue: CheckQueue) -> None:
    wait_until(lambda: not queue.pending, timeout=60)
