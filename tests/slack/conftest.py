"""Fixtures for the Slack app: a mock Web API server, the real Bolt app built by `create_app`
(on the `runtime` of tests/conftest.py), and a simulator that clicks and submits like a person."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from slack_bolt import App

from bot.config import BotConfig
from guard.runtime import Runtime
from tests.slack.mock_slack import LEAD, MockSlackServer, SlackSim
from tests.slack.slack_helpers import make_app


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
