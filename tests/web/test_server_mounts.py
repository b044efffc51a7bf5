"""`answerguard serve` mounts the Intercom inbox app only when it is configured (issue 21):
without INTERCOM_CLIENT_SECRET the sidebar's URLs are a JSON 404; with it, they reach the
app (an unsigned request is its 401, not the server's 404); half configured, start-up stops
with one line naming the missing setting."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from guard.errors import InputError
from guard.runtime import Runtime
from web.server import API_PREFIX, INTERCOM_PREFIX, build_app, default_mounts


def _post(app: Any, path: str, body: bytes = b"{}") -> tuple[str, dict[str, Any]]:
    got: dict[str, str] = {}

    def start_response(status: str, headers: list[tuple[str, str]], *_: Any) -> None:
        got["status"] = status

    environ = {
        "REQUEST_METHOD": "POST",
        "PATH_INFO": path,
        "CONTENT_TYPE": "application/json",
        "CONTENT_LENGTH": str(len(body)),
        "wsgi.input": io.BytesIO(body),
        "SERVER_NAME": "test",
        "SERVER_PORT": "80",
        "wsgi.url_scheme": "http",
    }
    out = b"".join(app(environ, start_response))
    return got["status"], json.loads(out or b"{}")


def test_without_the_secret_intercom_is_not_mounted(rt: Runtime) -> None:
    mounts = default_mounts(rt, env={})
    assert [p for p, _ in mounts] == [API_PREFIX]
    status, body = _post(build_app(rt, mounts), "/intercom/initialize")
    assert status.startswith("404") and "error" in body


def test_with_its_settings_intercom_answers_at_its_urls(rt: Runtime) -> None:
    env = {"INTERCOM_CLIENT_SECRET": "s3cret", "INTERCOM_ACCESS_TOKEN": "tok"}
    mounts = default_mounts(rt, env=env)
    assert [p for p, _ in mounts] == [API_PREFIX, INTERCOM_PREFIX]
    status, _ = _post(build_app(rt, mounts), "/intercom/initialize")
    assert status.startswith("401")  # the app's own refusal of an unsigned request


def test_half_configured_intercom_stops_start_up_naming_the_setting(rt: Runtime) -> None:
    with pytest.raises(InputError, match="INTERCOM_ACCESS_TOKEN"):
        default_mounts(rt, env={"INTERCOM_CLIENT_SECRET": "s3cret"})
