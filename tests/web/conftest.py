"""Fixtures for the JSON API's tests: a runtime on a temporary database over a workspace
with one restricted source, an API key per role, and in-process clients."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from tests.web.api_client import CLOCK, Client, make_workspace
from web.api.app import build_api
from web.server import build_app, http_server


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The environment `answerguard` reads, so the CLI and the API share one database."""
    root = make_workspace(tmp_path / "kb")
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "api.db"))
    monkeypatch.setenv("ANSWERGUARD_WORKSPACE", str(root))
    monkeypatch.setenv("AI_MODE", "local")
    monkeypatch.setenv("COLUMNS", "200")
    for var in ("ANTHROPIC_API_KEY", "ANSWERGUARD_EDITS_NEED_APPROVAL", "RATE_LIMIT_STORAGE_URI"):
        monkeypatch.delenv(var, raising=False)
    return tmp_path / "api.db"


@pytest.fixture
def rt(env: Path) -> Runtime:
    return build_runtime(Settings.from_env())


@pytest.fixture
def app(rt: Runtime) -> object:
    return build_app(rt, [("/v1/", build_api(rt, clock=lambda: CLOCK))])


def _key(rt: Runtime, role: str, name: str) -> str:
    key, _ = rt.store.api_keys.create(role, name, "test", CLOCK)  # type: ignore[arg-type]
    return key


@pytest.fixture
def agent(app: object, rt: Runtime) -> Client:
    return Client(app, _key(rt, "support_agent", "agent-desk"))


@pytest.fixture
def lead(app: object, rt: Runtime) -> Client:
    return Client(app, _key(rt, "ops_lead", "lead-desk"))


@pytest.fixture
def anon(app: object) -> Iterator[Client]:
    yield Client(app)


@pytest.fixture
def server(rt: Runtime) -> Iterator[str]:
    """A real waitress server on loopback (port 0) for the runtime; its base URL."""
    srv = http_server(rt, "127.0.0.1", 0, threads=8)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.effective_port}"

    def close_all() -> None:  # in the server's own loop (as tests/slack/test_run.py does)
        for channel in list(srv._map.values()):
            channel.close()

    try:
        srv.trigger.pull_trigger(close_all)
    except OSError:
        close_all()
    thread.join(timeout=5)
    srv.task_dispatcher.shutdown()
