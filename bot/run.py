"""Serving the app: Socket Mode (the default, no public URL) or HTTP mode.

HTTP mode is the path to several instances behind a load balancer, so it runs on waitress
through Bolt's WSGI adapter; `App.start()` is Bolt's development server and is never used.
A missing or wrong token stops start-up with one line naming the variable.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any

from slack_bolt import App
from slack_bolt.adapter.socket_mode import SocketModeHandler
from slack_bolt.adapter.wsgi import SlackRequestHandler

from bot.app import create_app
from guard.errors import InputError
from guard.logs import install
from guard.runtime import Runtime

EVENTS_PATH = "/slack/events"
HEALTH_PATH = "/healthz"
HTTP_THREADS = 32
TIMESTAMP_HEADER = "HTTP_X_SLACK_REQUEST_TIMESTAMP"  # X-Slack-Request-Timestamp, as WSGI names it
PLAIN = "text/plain; charset=utf-8"
JSON = "application/json"

log = logging.getLogger("answerguard.bot")

StartResponse = Callable[..., Any]
WsgiApp = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]


def require_env(name: str, prefix: str | None, why: str, env: dict[str, str] | None = None) -> str:
    import os

    value = ((os.environ if env is None else env).get(name) or "").strip()
    if not value:
        raise InputError(f"{name} is not set: {why}.")
    if prefix and not value.startswith(prefix):
        raise InputError(f"{name} must start with '{prefix}' ({why}).")
    return value


def wsgi_app(app: App) -> WsgiApp:
    """Bolt's WSGI handler at /slack/events, plus a health check for the load balancer."""
    slack = SlackRequestHandler(app, path=EVENTS_PATH)

    def serve(environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("PATH_INFO") == HEALTH_PATH and environ.get("REQUEST_METHOD") == "GET":
            return _plain(start_response, "200 OK", "ok")
        stamp = environ.get(TIMESTAMP_HEADER)
        if stamp is not None and not valid_timestamp(stamp):
            # Bolt would hand it to int() and answer 500 with a traceback in the log.
            log.warning("Request refused: X-Slack-Request-Timestamp %r is not a number", stamp[:40])
            return _plain(start_response, "401 Unauthorized", '{"error": "invalid request"}', JSON)
        try:
            return slack(environ, start_response)
        except Exception as e:  # Bolt cannot parse the body (e.g. `payload=x`): say so
            log.warning("Unreadable request to %s refused: %r", environ.get("PATH_INFO"), e)
            return _plain(start_response, "400 Bad Request", "Malformed request")

    return serve


def valid_timestamp(value: str) -> bool:
    """Slack sends Unix seconds as ASCII digits. A missing header is left to Bolt (it reads
    it as 0, which is refused as too old); anything else present must be digits."""
    return value.isascii() and value.isdigit()


def _plain(
    start_response: StartResponse, status: str, text: str, content_type: str = PLAIN
) -> list[bytes]:
    body = text.encode("utf-8")
    start_response(status, [("Content-Type", content_type), ("Content-Length", str(len(body)))])
    return [body]


def http_server(
    runtime: Runtime | None = None,
    port: int = 3000,
    host: str = "0.0.0.0",
    *,
    threads: int = HTTP_THREADS,
    env: dict[str, str] | None = None,
) -> Any:
    """The waitress server for HTTP mode, not yet running (tests run it on port 0)."""
    from waitress.server import create_server

    token = require_env("SLACK_BOT_TOKEN", "xoxb-", "the bot token from OAuth & Permissions", env)
    secret = require_env(
        "SLACK_SIGNING_SECRET",
        None,
        "HTTP mode verifies every request with it (Basic Information)",
        env,
    )
    app = create_app(runtime=runtime, token=token, signing_secret=secret)
    return create_server(wsgi_app(app), host=host, port=port, threads=threads, ident="answerguard")


def bot_logging() -> None:
    """The bot's log: INFO and up on stderr, with URI passwords and tokens redacted."""
    install(logging.INFO, "%(asctime)s %(levelname)s %(name)s: %(message)s")


def run_http(runtime: Runtime | None = None, port: int = 3000, host: str = "0.0.0.0") -> None:
    """Serve Slack's requests at http://HOST:PORT/slack/events until interrupted."""
    bot_logging()
    server = http_server(runtime, port, host)
    bound = getattr(server, "effective_port", port)  # the real one when PORT is 0
    log.info("AnswerGuard HTTP mode on %s:%s%s", host, bound, EVENTS_PATH)
    server.run()


def run_socket_mode(runtime: Runtime | None = None) -> None:
    """Connect to Slack over Socket Mode (no public URL) until interrupted."""
    bot_logging()
    token = require_env("SLACK_BOT_TOKEN", "xoxb-", "the bot token from OAuth & Permissions")
    app_token = require_env(
        "SLACK_APP_TOKEN", "xapp-", "an app-level token with connections:write (Basic Information)"
    )
    app = create_app(runtime=runtime, token=token, signing_secret="")
    SocketModeHandler(app, app_token).start()
