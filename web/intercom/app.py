"""The Intercom inbox app as a WSGI application: `POST /intercom/initialize` and
`POST /intercom/submit`, the two Canvas Kit URLs entered in Intercom's Developer Hub.

Every request is verified before anything else is read: the `X-Body-Signature` header must
be the HMAC-SHA256 of the raw body with the client secret (401 otherwise). Then the body is
parsed (400 with one line when it cannot be), and the flow answers with a canvas. A failure
inside a flow is a 500 with a JSON error, never a traceback.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any

from guard.runtime import Runtime
from web.intercom import flows
from web.intercom.client import IntercomClient
from web.intercom.kit import MAX_CONTENT_BYTES, size_of
from web.intercom.payload import BadRequest, parse
from web.intercom.settings import IntercomSettings
from web.intercom.signature import SIGNATURE_ENVIRON, verified

log = logging.getLogger("answerguard.intercom")

INITIALIZE_PATH = "/intercom/initialize"
SUBMIT_PATH = "/intercom/submit"
PATHS = (INITIALIZE_PATH, SUBMIT_PATH)
#: Largest request body read: two 64 KB canvases (current and stored) and a conversation.
MAX_BODY = 1024 * 1024

StartResponse = Callable[..., Any]
WsgiApp = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]


def make_intercom_app(
    runtime: Runtime,
    settings: IntercomSettings | None = None,
    *,
    client: IntercomClient | None = None,
    clock: Callable[[], datetime] | None = None,
) -> WsgiApp:
    """The WSGI app serving both Canvas Kit URLs; `settings` default to the environment
    (`IntercomSettings.from_env`, which names a missing variable in one line)."""
    settings = settings or IntercomSettings.from_env()
    app = flows.Intercom(runtime, settings, client or IntercomClient(settings))
    if clock is not None:
        app.clock = clock

    def serve(environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        path = environ.get("PATH_INFO") or ""
        if path not in PATHS:
            return _json(start_response, "404 Not Found", {"error": "not found"})
        if environ.get("REQUEST_METHOD") != "POST":
            return _json(start_response, "405 Method Not Allowed", {"error": "POST only"})
        body = _body(environ)
        if body is None:
            return _json(start_response, "413 Content Too Large", {"error": "body too large"})
        if not verified(body, environ.get(SIGNATURE_ENVIRON), settings.client_secret):
            log.warning("Intercom request to %s refused: missing or bad X-Body-Signature", path)
            return _json(start_response, "401 Unauthorized", {"error": "invalid signature"})
        try:
            req = parse(body)
        except BadRequest as e:
            log.warning("Unreadable Intercom request to %s: %s", path, e)
            return _json(start_response, "400 Bad Request", {"error": str(e)})
        try:
            out = flows.initialize(app, req) if path == INITIALIZE_PATH else flows.submit(app, req)
        except Exception:
            log.exception("Intercom %s failed (admin %s)", path, req.admin_id)
            return _json(start_response, "500 Internal Server Error", {"error": "internal error"})
        if size_of(out["canvas"]["content"]) > MAX_CONTENT_BYTES:
            log.error("Canvas over Intercom's 64 KB limit for %s", req.conversation_id)
        return _json(start_response, "200 OK", out)

    return serve


def _body(environ: dict[str, Any]) -> bytes | None:
    """The raw body, or None when it is larger than MAX_BODY (not read past the limit)."""
    try:
        length = int(environ.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    if length > MAX_BODY:
        return None
    stream = environ.get("wsgi.input")
    data = stream.read(max(length, 0)) if stream is not None and length > 0 else b""
    return data


def _json(start_response: StartResponse, status: str, doc: dict[str, Any]) -> list[bytes]:
    body = json.dumps(doc, ensure_ascii=False).encode("utf-8")
    start_response(
        status, [("Content-Type", "application/json"), ("Content-Length", str(len(body)))]
    )
    return [body]
