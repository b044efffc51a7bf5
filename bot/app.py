"""Builds the Bolt app. Tests call `create_app` with a `WebClient` pointed at a local mock of
the Web API; `bot.run` calls it for Socket Mode and HTTP mode.

The runtime, settings and clock are handed to each handler module through `register(app,
deps)`, so there is no module-level mutable state and any number of apps can live in one
process (the tests rely on that).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from datetime import UTC, datetime

from slack_bolt import App
from slack_sdk import WebClient
from slack_sdk.http_retry.builtin_handlers import RateLimitErrorRetryHandler

from bot.config import BotConfig, api_url
from bot.flows.deps import Deps
from bot.handlers import register_all
from bot.handlers.settle import post_settled
from bot.handlers.shape import RejectMalformed
from bot.queue import CheckQueue
from bot.threads import ThreadIndex
from guard.runtime import Runtime, build_runtime

#: Listeners only validate, ack and hand checks to the check queue (bot/queue.py), so none
#: holds its thread for a model call; a request whose listener waited for a free thread
#: would not be acked, and after 3 s Bolt answers 404. Idle threads cost little.
LISTENER_WORKERS = 128

log = logging.getLogger("answerguard.bot")


def utc_now() -> datetime:
    return datetime.now(UTC)


def create_app(
    *,
    client: WebClient | None = None,
    runtime: Runtime | None = None,
    signing_secret: str | None = None,
    listener_executor: Executor | None = None,
    token_verification_enabled: bool = True,
    token: str | None = None,
    config: BotConfig | None = None,
    clock: Callable[[], datetime] | None = None,
    check_queue: CheckQueue | None = None,
) -> App:
    """The AnswerGuard Slack app.

    `client` defaults to a `WebClient` with `token` (or SLACK_BOT_TOKEN) at SLACK_API_URL;
    `signing_secret` defaults to SLACK_SIGNING_SECRET (unused in Socket Mode); `runtime` to
    `build_runtime()` from the environment; `config` to `BotConfig.from_env()`; `clock`
    (decision time) to the wall clock; `check_queue` to a queue of `config.check_workers`
    threads (or, when tests hand in a `listener_executor`, one running on it).
    """
    if client is None:
        client = WebClient(token=token or os.environ.get("SLACK_BOT_TOKEN"), base_url=api_url())
    if not any(isinstance(h, RateLimitErrorRetryHandler) for h in client.retry_handlers):
        client.retry_handlers.append(RateLimitErrorRetryHandler(max_retry_count=2))
    rt = runtime or build_runtime()
    cfg = config or BotConfig.from_env()
    rt.store.sources.workspace()  # read once now, not by the first burst of requests
    drift = rt.folder_drift()  # ops leads also see it on their Home tab (bot/flows/home.py)
    if drift and rt.settings.workspace is not None:
        log.warning("%s", drift.notice(rt.settings.workspace, used="checks use"))
    app = App(
        name="answerguard",
        client=client,
        signing_secret=signing_secret,
        token_verification_enabled=token_verification_enabled,
        before_authorize=RejectMalformed(),  # ahead of authorization, which reads event.type
        listener_executor=listener_executor
        or ThreadPoolExecutor(max_workers=LISTENER_WORKERS, thread_name_prefix="answerguard"),
    )
    checks = check_queue or CheckQueue(
        cfg.check_workers, cfg.queue_max, cfg.queue_notice_at, executor=listener_executor
    )
    deps = Deps(
        runtime=rt, config=cfg, clock=clock or utc_now, threads=ThreadIndex(rt.store), checks=checks
    )

    @app.middleware
    def pick_up_catalogue(next_: Callable[[], None]) -> None:
        """A refresh point: an edited answerguard.yaml is loaded before this request is
        served (guard/kb/catalogue_watch.py); a bad one is reported, never raised."""
        rt.refresh_catalogue()
        next_()

    register_all(app, deps)
    # "Settled" posts: after every register update in this process, and (bot.run) once at
    # start-up for what another process closed meanwhile.
    rt.after_register.append(lambda: post_settled(client, deps))
    try:
        post_settled(client, deps)
    except Exception:
        log.exception("Could not post the pending 'Settled' messages")
    return app
