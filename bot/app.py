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
from bot.flows import Deps
from bot.handlers import register_all
from bot.handlers.settle import post_settled
from bot.handlers.shape import RejectMalformed
from bot.threads import ThreadIndex
from guard.runtime import Runtime, build_runtime

#: A live check can take several seconds, and a listener holds its worker for that long
#: (the ack has already gone back). A request whose listener waits in the queue is not acked,
#: and after 3 s Bolt answers 404: with 32 workers a burst of 50 checks at 2 s model latency
#: lost 12 acks (`make bench`); with 128 every ack came back in under 100 ms. Idle threads
#: cost little; the check's own extraction pool bounds the real concurrency.
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
) -> App:
    """The AnswerGuard Slack app.

    `client` defaults to a `WebClient` with `token` (or SLACK_BOT_TOKEN) at SLACK_API_URL;
    `signing_secret` defaults to SLACK_SIGNING_SECRET (unused in Socket Mode); `runtime` to
    `build_runtime()` from the environment; `config` to `BotConfig.from_env()`; `clock`
    (decision time) to the wall clock.
    """
    if client is None:
        client = WebClient(token=token or os.environ.get("SLACK_BOT_TOKEN"), base_url=api_url())
    if not any(isinstance(h, RateLimitErrorRetryHandler) for h in client.retry_handlers):
        client.retry_handlers.append(RateLimitErrorRetryHandler(max_retry_count=2))
    rt = runtime or build_runtime()
    app = App(
        name="answerguard",
        client=client,
        signing_secret=signing_secret,
        token_verification_enabled=token_verification_enabled,
        before_authorize=RejectMalformed(),  # ahead of authorization, which reads event.type
        listener_executor=listener_executor
        or ThreadPoolExecutor(max_workers=LISTENER_WORKERS, thread_name_prefix="answerguard"),
    )
    deps = Deps(
        runtime=rt,
        config=config or BotConfig.from_env(),
        clock=clock or utc_now,
        threads=ThreadIndex(rt.store),
    )
    register_all(app, deps)
    # "Settled" posts: after every register update in this process, and (bot.run) once at
    # start-up for what another process closed meanwhile.
    rt.after_register.append(lambda: post_settled(client, deps))
    try:
        post_settled(client, deps)
    except Exception:
        log.exception("Could not post the pending 'Settled' messages")
    return app
