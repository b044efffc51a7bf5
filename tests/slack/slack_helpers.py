"""Helpers for the Slack tests: building the real app against the mock Web API, and a runtime
around a custom extractor. A plain module, imported by the tests and by conftest.py."""

from __future__ import annotations

import json
from typing import Any, Protocol

from slack_bolt import App
from slack_sdk import WebClient

from bot.app import create_app
from bot.config import BotConfig
from bot.queue import CheckQueue
from guard.check import CheckService
from guard.extract.local import LocalExtractor
from guard.runtime import Runtime
from guard.settings import Settings
from guard.store import Store
from tests.slack.mock_slack import AGENT, LEAD, SECRET, InlineExecutor, MockSlackServer
from tests.support.seedcase import DRAFT_1BD, DRAFT_4BD, NOW

__all__ = [
    "AGENT",
    "DRAFT_1BD",
    "DRAFT_4BD",
    "LEAD",
    "NOW",
    "LocalExtractor",
    "QueuedApp",
    "local_runtime",
    "make_app",
]


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


class QueuedApp(Protocol):
    """What the `queued_app` fixture (tests/slack/conftest.py) gives: a builder of apps
    whose checks run on a real check queue."""

    def __call__(
        self,
        extractor: LocalExtractor,
        queue: CheckQueue,
        *,
        listeners: int,
        grace: float | None = 0.0,
    ) -> App: ...


def local_runtime(store: Store, extractor: object) -> Runtime:
    """A runtime around a custom extractor (slow or broken), as `build_runtime` would wire it."""
    service = CheckService(
        extractor,  # type: ignore[arg-type]
        store.sources.workspace,
        recorder=store.checks,
    )
    return Runtime(Settings(ai_mode="local"), store, service)


def text_of(obj: Any) -> str:
    """Everything a message, view or ack body says, as one string to search."""
    return json.dumps(obj, ensure_ascii=False)
