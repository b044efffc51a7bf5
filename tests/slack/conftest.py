"""Fixtures for the Slack app: a mock Web API server, a temporary store, the real Bolt app
built by `create_app`, and a simulator that clicks and submits like a person."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from mock_slack import LEAD, MockSlackServer, SlackSim
from slack_bolt import App
from slack_helpers import make_app

from bot.config import BotConfig
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from guard.store import Store


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
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "t.db")


@pytest.fixture
def runtime(store: Store) -> Runtime:
    return build_runtime(Settings(ai_mode="local"), store)


@pytest.fixture
def config() -> BotConfig:
    return BotConfig(ops_users=frozenset({LEAD}))


@pytest.fixture
def app(server: MockSlackServer, runtime: Runtime, config: BotConfig) -> App:
    return make_app(server, runtime, config)


@pytest.fixture
def sim(app: App, server: MockSlackServer) -> SlackSim:
    return SlackSim(app, server)
