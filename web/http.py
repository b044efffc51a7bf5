"""The WSGI plumbing every app under `answerguard serve` shares: JSON responses, JSON errors,
and reading a request body within its limit.

Every error a client can cause is one JSON document, `{"error": {"code", "message"}}`, with
the HTTP status that names it; a traceback never reaches a response.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from http import HTTPStatus
from typing import Any

StartResponse = Callable[..., Any]
Environ = dict[str, Any]
WsgiApp = Callable[[Environ, StartResponse], Iterable[bytes]]
JSON = "application/json"
#: The environ key where an app names who made the request, for the server's log line.
CALLER_KEY = "answerguard.caller"


class HttpError(Exception):
    """A request refused with a status and a one-line message."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        headers: list[tuple[str, str]] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers or []
        self.extra = extra or {}


def status_line(status: int) -> str:
    return f"{status} {HTTPStatus(status).phrase}"


def respond(
    start_response: StartResponse,
    status: int,
    body: bytes,
    headers: list[tuple[str, str]] | None = None,
    content_type: str = JSON,
) -> list[bytes]:
    start_response(
        status_line(status),
        [
            ("Content-Type", content_type),
            ("Content-Length", str(len(body))),
            ("Cache-Control", "no-store"),
            *(headers or []),
        ],
    )
    return [body]


def json_response(
    start_response: StartResponse,
    status: int,
    doc: Any,
    headers: list[tuple[str, str]] | None = None,
) -> list[bytes]:
    body = doc if isinstance(doc, bytes) else json.dumps(doc, ensure_ascii=False).encode()
    return respond(start_response, status, body, headers)


def error_doc(code: str, message: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, **(extra or {})}}


def error_response(start_response: StartResponse, e: HttpError) -> list[bytes]:
    return json_response(start_response, e.status, error_doc(e.code, e.message, e.extra), e.headers)


def content_length(environ: Environ) -> int:
    """The declared body size: 0 when absent, a 400 when it is not a whole number."""
    raw = (environ.get("CONTENT_LENGTH") or "").strip()
    if not raw:
        return 0
    if not raw.isascii() or not raw.isdigit():
        raise HttpError(400, "bad_request", "Content-Length is not a whole number of bytes.")
    return int(raw)


def too_large(limit: int) -> HttpError:
    return HttpError(
        413,
        "body_too_large",
        f"The request body is larger than {limit:,} bytes; send a shorter one "
        "(ANSWERGUARD_API_MAX_BODY_BYTES sets the limit).",
    )


def read_body(environ: Environ, limit: int) -> bytes:
    """The body, refused with 413 past `limit` bytes before any of it is read."""
    size = content_length(environ)
    if size > limit:
        raise too_large(limit)
    stream = environ.get("wsgi.input")
    if not size or stream is None:
        return b""
    return bytes(stream.read(size))
