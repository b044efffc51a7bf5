"""The JSON API as one WSGI app (mounted at /v1/ by web/server.py): routing, bearer-key
authentication, reading and validating the body, and the mapping of every error to a JSON
4xx. The operations themselves are web/api/handlers.py.

Order of refusals: unknown route 404, wrong method 405, missing or unknown key 401, wrong
content type 415, body not JSON 400, body of the wrong shape 422, a role wider than the
key's 403; then the services' own errors: bad input 422 (with the user's text back),
not allowed 403.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, ValidationError

from guard.errors import GuardError, PermissionDenied
from guard.runtime import Runtime
from web.api import handlers
from web.api.handlers import Caller, Clock
from web.api.models import AskBody, CheckBody, SendBody
from web.api.openapi import openapi_document
from web.http import (
    CALLER_KEY,
    Environ,
    HttpError,
    StartResponse,
    WsgiApp,
    error_response,
    json_response,
    read_body,
)

CHECK_PATH = re.compile(r"^/v1/checks/(?P<hash>[^/]+)$")
#: The fields that hold what the user wrote: returned with a refused body, so nothing is lost.
TEXT_FIELDS = ("draft", "question")
JSON_TYPE = re.compile(r"^application/(?:[\w.+-]+\+)?json\s*(?:;.*)?$", re.IGNORECASE)


def build_api(runtime: Runtime, *, clock: Clock | None = None) -> WsgiApp:
    """The /v1/ app. `clock` is the decision time of a send and of a check without `now`
    (tests pass a fixed one)."""
    return _Api(runtime, clock or (lambda: datetime.now(UTC)))


class _Api:
    def __init__(self, runtime: Runtime, clock: Clock) -> None:
        self.rt = runtime
        self.clock = clock
        self.limit = runtime.settings.api_max_body_bytes
        self.openapi = openapi_document()

    def __call__(self, environ: Environ, start_response: StartResponse) -> Iterable[bytes]:
        try:
            status, body = self.route(environ)
        except HttpError as e:
            return error_response(start_response, e)
        except PermissionDenied as e:
            return error_response(start_response, HttpError(403, "forbidden", e.message))
        except GuardError as e:
            extra = {"userText": e.user_text} if e.user_text else None
            return error_response(
                start_response, HttpError(422, "invalid_input", e.message, extra=extra)
            )
        return json_response(start_response, status, body)

    def route(self, environ: Environ) -> tuple[int, Any]:
        method = environ.get("REQUEST_METHOD", "GET")
        path = environ.get("PATH_INFO") or "/"
        posts: dict[str, Callable[[Environ, Caller], tuple[int, bytes]]] = {
            "/v1/check": self.check,
            "/v1/ask": self.ask,
            "/v1/send": self.send,
        }
        if path == "/v1/openapi.json":
            _allow(method, "GET")
            return 200, self.openapi
        if path in posts:
            _allow(method, "POST")
            return posts[path](environ, self.caller(environ))
        found = CHECK_PATH.match(path)
        if found:
            _allow(method, "GET")
            return handlers.stored_check(self.rt, self.caller(environ), found["hash"])
        raise HttpError(404, "not_found", f"No route {path[:200]}: see /v1/openapi.json.")

    def caller(self, environ: Environ) -> Caller:
        """The API key's caller; 401 for a missing, malformed, unknown or revoked key."""
        scheme, _, key = (environ.get("HTTP_AUTHORIZATION") or "").strip().partition(" ")
        row = self.rt.store.api_keys.find(key.strip()) if scheme.lower() == "bearer" else None
        if row is None:
            raise HttpError(
                401,
                "unauthorized",
                "Send a valid API key as `Authorization: Bearer KEY` "
                "(`answerguard apikey create --role ROLE`).",
                headers=[("WWW-Authenticate", 'Bearer realm="answerguard"')],
            )
        environ[CALLER_KEY] = row["prefix"]
        return Caller(int(row["id"]), str(row["prefix"]), str(row["name"] or ""), row["role"])

    def body(self, environ: Environ, model: type[BaseModel]) -> Any:
        if not JSON_TYPE.match(environ.get("CONTENT_TYPE") or ""):
            raise HttpError(415, "unsupported_media_type", "Send the body as application/json.")
        raw = read_body(environ, self.limit)
        doc = handlers.parse_json(raw)  # 400 for what is not JSON at all
        try:  # strict: no 0 for a date, no 1 for true, no number for a string
            return model.model_validate_json(raw, strict=True)
        except ValidationError as e:
            raise _invalid(doc, e) from None

    def check(self, environ: Environ, caller: Caller) -> tuple[int, bytes]:
        return handlers.check(self.rt, caller, self.body(environ, CheckBody), self.clock)

    def ask(self, environ: Environ, caller: Caller) -> tuple[int, bytes]:
        return handlers.ask(self.rt, caller, self.body(environ, AskBody), self.clock)

    def send(self, environ: Environ, caller: Caller) -> tuple[int, bytes]:
        body = self.body(environ, SendBody)
        header = environ.get("HTTP_IDEMPOTENCY_KEY")
        return handlers.send(self.rt, caller, body, header, self.clock)


def _allow(method: str, allowed: str) -> None:
    if method != allowed:
        raise HttpError(405, "method_not_allowed", f"Use {allowed}.", headers=[("Allow", allowed)])


def _invalid(doc: object, e: ValidationError) -> HttpError:
    """422 naming the first problem, every problem in `details`, and the user's own text
    (a draft or question) back, so nothing they wrote is lost."""
    details = [{"loc": list(d["loc"]), "msg": d["msg"], "type": d["type"]} for d in e.errors()]
    first = details[0] if details else {"loc": [], "msg": "invalid"}
    where = ".".join(str(p) for p in first["loc"]) or "body"
    fields = doc if isinstance(doc, dict) else {}
    text = next((fields[k] for k in TEXT_FIELDS if isinstance(fields.get(k), str)), None)
    return HttpError(
        422,
        "invalid_body",
        f"{where}: {first['msg']} ({len(details)} problem(s); see details).",
        extra={"details": details, **({"userText": text} if text else {})},
    )
