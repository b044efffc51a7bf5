"""`answerguard serve`: one WSGI app on waitress (the stack of the Slack app's HTTP mode,
bot/run.py) that hands each request to the app mounted at its path's prefix.

The server itself answers `GET /healthz`, refuses a body over the limit (413) before any app
reads it, turns an unknown path into a JSON 404 and an app's crash into a JSON 500 (the
traceback stays in the log, with ANSWERGUARD_DEBUG=1), and logs one line per request.
Mounted apps see the full path in PATH_INFO: each routes on its own URLs.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Iterable, Mapping
from typing import Any

from guard.logs import install
from guard.runtime import Runtime
from web.http import (
    CALLER_KEY,
    Environ,
    HttpError,
    StartResponse,
    WsgiApp,
    content_length,
    error_response,
    json_response,
    too_large,
)

HEALTH_PATH = "/healthz"
API_PREFIX = "/v1/"
INTERCOM_PREFIX = "/intercom/"
HTTP_THREADS = 16

log = logging.getLogger("answerguard.web")

Mount = tuple[str, WsgiApp]


def default_mounts(runtime: Runtime, env: Mapping[str, str] | None = None) -> list[Mount]:
    """The apps `answerguard serve` mounts, as (path prefix, WSGI app): the JSON API at /v1/,
    and the Intercom inbox app at /intercom/ once INTERCOM_CLIENT_SECRET is set (its other
    settings are then required: a half-configured app stops start-up with one line, rather
    than answering Intercom with errors). Without it, /intercom/ is a JSON 404."""
    from web.api.app import build_api

    mounts: list[Mount] = [(API_PREFIX, build_api(runtime))]
    e = os.environ if env is None else env
    if (e.get("INTERCOM_CLIENT_SECRET") or "").strip():
        from web.intercom.app import make_intercom_app
        from web.intercom.settings import IntercomSettings

        mounts.append((INTERCOM_PREFIX, make_intercom_app(runtime, IntercomSettings.from_env(e))))
    return mounts


def build_app(runtime: Runtime, mounts: list[Mount], *, max_body: int | None = None) -> WsgiApp:
    """The server's WSGI app: `/healthz`, then the first mount whose prefix starts the path
    (a prefix ends with `/`; `/v1/` also takes `/v1`). `max_body` defaults to the setting
    ANSWERGUARD_API_MAX_BODY_BYTES and holds for every mount."""
    limit = max_body if max_body is not None else runtime.settings.api_max_body_bytes
    table = sorted(mounts, key=lambda m: len(m[0]), reverse=True)  # the longest prefix wins

    def route(environ: Environ, start_response: StartResponse) -> Iterable[bytes]:
        path = environ.get("PATH_INFO") or "/"
        if path == HEALTH_PATH:
            if environ.get("REQUEST_METHOD") not in ("GET", "HEAD"):
                raise HttpError(405, "method_not_allowed", "Use GET.", headers=[("Allow", "GET")])
            return json_response(start_response, 200, {"status": "ok"})
        if content_length(environ) > limit:
            raise too_large(limit)
        for prefix, app in table:
            if path.startswith(prefix) or path == prefix.rstrip("/"):
                return app(environ, start_response)
        raise HttpError(404, "not_found", f"No route {path[:200]}; the API is under {API_PREFIX}.")

    def serve(environ: Environ, start_response: StartResponse) -> Iterable[bytes]:
        started = time.monotonic()
        seen: dict[str, Any] = {}

        def recording(status: str, headers: list[tuple[str, str]], *exc: Any) -> Any:
            seen["status"] = status.split(" ", 1)[0]
            seen["bytes"] = next((v for k, v in headers if k.lower() == "content-length"), "-")
            return start_response(status, headers, *exc)

        try:
            body = route(environ, recording)
        except HttpError as e:
            body = error_response(recording, e)
        except Exception as e:  # a bug in an app: one JSON line to the client, details to the log
            log.error(
                "%s %s failed: %s", environ.get("REQUEST_METHOD"), environ.get("PATH_INFO"), e,
                exc_info=bool(os.environ.get("ANSWERGUARD_DEBUG")),
            )  # fmt: skip
            body = error_response(
                recording, HttpError(500, "internal_error", "Internal error; nothing was sent.")
            )
        log.info(
            "%s %s %s %sB %.0fms %s",
            environ.get("REQUEST_METHOD"),
            (environ.get("PATH_INFO") or "/")[:200],
            seen.get("status", "-"),
            seen.get("bytes", "-"),
            (time.monotonic() - started) * 1000,
            environ.get(CALLER_KEY, "-"),
        )
        return body

    return serve


def http_server(
    runtime: Runtime,
    host: str = "127.0.0.1",
    port: int = 8080,
    *,
    mounts: list[Mount] | None = None,
    threads: int = HTTP_THREADS,
) -> Any:
    """The waitress server, not yet running (tests run it on port 0). waitress's own body cap
    is a backstop above ours, for a chunked body that declares no length."""
    from waitress.server import create_server

    app = build_app(runtime, default_mounts(runtime) if mounts is None else mounts)
    limit = runtime.settings.api_max_body_bytes
    return create_server(
        app,
        host=host,
        port=port,
        threads=threads,
        ident="answerguard",
        max_request_body_size=max(4 * limit, 1 << 20),
    )


def run(
    runtime: Runtime, host: str = "127.0.0.1", port: int = 8080, mounts: list[Mount] | None = None
) -> None:
    """Serve until interrupted; the log (INFO, one line per request) goes to stderr."""
    install(logging.INFO, "%(asctime)s %(levelname)s %(name)s: %(message)s")
    mounts = default_mounts(runtime) if mounts is None else mounts
    server = http_server(runtime, host, port, mounts=mounts)
    bound = getattr(server, "effective_port", port)
    for prefix, _ in mounts:
        what = {API_PREFIX: "JSON API", INTERCOM_PREFIX: "Intercom inbox app"}.get(prefix, "app")
        log.info("AnswerGuard %s on http://%s:%s%s", what, host, bound, prefix)
    log.info("OpenAPI document: http://%s:%s%sopenapi.json", host, bound, API_PREFIX)
    if all(prefix != INTERCOM_PREFIX for prefix, _ in mounts):
        log.info("Intercom inbox app not mounted: INTERCOM_CLIENT_SECRET is not set")
    server.run()
