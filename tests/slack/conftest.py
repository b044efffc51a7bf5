"""Fixtures for the Slack app: a mock Web API server, a temporary store, the real Bolt app
built by `create_app`, and a simulator that clicks and submits like a person.

Why this file re-exports the shared `tests/conftest.py`: pytest imports every conftest.py in
a directory without `__init__.py` under the module name `conftest`, and the later one
replaces the earlier in `sys.modules`. Test modules in `tests/` that run after this directory
is collected do `from conftest import NOW, …` and would then find this file. So it loads the
shared conftest under its own name and re-exports its public names, keeping both working.
"""

from __future__ import annotations

import importlib.util
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from mock_slack import (
    AGENT,
    LEAD,
    SECRET,
    InlineExecutor,
    MockSlackServer,
    SlackSim,
)
from slack_bolt import App
from slack_sdk import WebClient

from bot.app import create_app
from bot.config import BotConfig
from guard.check import CheckService
from guard.extract.local import LocalExtractor
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from guard.store import Store


def _load_shared() -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "conftest.py"
    spec = importlib.util.spec_from_file_location("answerguard_shared_conftest", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


_shared = _load_shared()
globals().update(
    {k: v for k, v in vars(_shared).items() if not k.startswith("_") and k not in globals()}
)
NOW = _shared.NOW
DRAFT_4BD = _shared.DRAFT_4BD
DRAFT_1BD = "Failed transfers are reversed within 1 business day."

__all__ = ["AGENT", "DRAFT_1BD", "DRAFT_4BD", "LEAD", "NOW"]


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


def make_app(server: MockSlackServer, runtime: Runtime, config: BotConfig, **kw: object) -> App:
    client = WebClient(token="xoxb-test", base_url=server.url)
    kw.setdefault("listener_executor", InlineExecutor())
    return create_app(
        client=client,
        runtime=runtime,
        signing_secret=SECRET,
        config=config,
        clock=lambda: NOW,
        **kw,  # type: ignore[arg-type]
    )


@pytest.fixture
def app(server: MockSlackServer, runtime: Runtime, config: BotConfig) -> App:
    return make_app(server, runtime, config)


@pytest.fixture
def sim(app: App, server: MockSlackServer) -> SlackSim:
    return SlackSim(app, server)


def local_runtime(store: Store, extractor: object) -> Runtime:
    """A runtime around a custom extractor (slow or broken), as `build_runtime` would wire it."""
    service = CheckService(extractor, store.workspace)  # type: ignore[arg-type]
    return Runtime(Settings(ai_mode="local"), store, service)


__all__ += ["LocalExtractor", "local_runtime", "make_app"]
