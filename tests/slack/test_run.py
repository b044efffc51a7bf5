"""Serving: HTTP mode on waitress through Bolt's WSGI adapter (never `App.start()`), and
start-up refusing missing or wrong tokens with one line naming the variable."""

from __future__ import annotations

import json
import logging
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote, urlencode

import pytest
from slack_sdk.signature import SignatureVerifier

from bot import run
from guard.errors import InputError
from guard.runtime import Runtime
from tests.slack.mock_slack import AGENT, SECRET, MockSlackServer


@pytest.fixture
def http(
    server: MockSlackServer, runtime: Runtime, monkeypatch: pytest.MonkeyPatch
) -> Iterator[str]:
    monkeypatch.setenv("SLACK_API_URL", server.url.rstrip("/"))  # a missing slash is added
    env = {"SLACK_BOT_TOKEN": "xoxb-test", "SLACK_SIGNING_SECRET": SECRET}
    srv = run.http_server(runtime, port=0, host="127.0.0.1", threads=4, env=env)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.effective_port}"

    def close_all() -> None:  # in the server's own loop: no socket closed under its select()
        for channel in list(srv._map.values()):
            channel.close()

    try:
        srv.trigger.pull_trigger(close_all)  # the loop ends when nothing is left to watch
    except OSError:
        # Under heavy load the trigger's pipe has been seen closed already (EBADF) while the
        # loop still ran: close from here instead; the daemon thread cannot outlive the run.
        close_all()
    thread.join(timeout=5)
    srv.task_dispatcher.shutdown()


def post(url: str, body: str, headers: dict[str, str]) -> tuple[int, str]:
    req = urllib.request.Request(url, data=body.encode(), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def signed_headers(raw: str) -> dict[str, Any]:
    ts = str(int(time.time()))
    return {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Slack-Signature": SignatureVerifier(SECRET).generate_signature(timestamp=ts, body=raw),
        "X-Slack-Request-Timestamp": ts,
    }


def test_http_mode_serves_signed_requests_on_waitress(http: str, server: MockSlackServer) -> None:
    raw = urlencode(
        {
            "command": "/answerguard",
            "text": "inbox",
            "user_id": AGENT,
            "team_id": "T111",
            "response_url": "http://127.0.0.1:9/x",
            "trigger_id": "t",
        }
    )
    status, body = post(f"{http}/slack/events", raw, signed_headers(raw))
    assert status == 200 and "TCK-9001" in json.loads(body)["text"] + body
    assert "/auth.test" in server.paths()  # the bot token was checked against SLACK_API_URL
    with urllib.request.urlopen(f"{http}/healthz", timeout=5) as resp:
        assert resp.status == 200


def test_http_mode_refuses_unsigned_and_answers_malformed_bodies(http: str) -> None:
    raw = urlencode({"command": "/answerguard", "text": "", "user_id": AGENT})
    status, _ = post(
        f"{http}/slack/events", raw, {"Content-Type": "application/x-www-form-urlencoded"}
    )
    assert status == 401
    for bad in ("payload=x", "payload=%5B1%5D"):
        status, body = post(f"{http}/slack/events", bad, signed_headers(bad))
        assert (status, body) == (400, "Malformed request")
    status, _ = post(f"{http}/elsewhere", "x", {})
    assert status == 404


def test_http_mode_answers_a_burst_of_concurrent_requests(http: str) -> None:
    raw = urlencode(
        {
            "command": "/answerguard",
            "text": "help",
            "user_id": AGENT,
            "team_id": "T111",
            "response_url": "http://127.0.0.1:9/x",
            "trigger_id": "t",
        }
    )
    results: list[int] = []

    def one() -> None:
        results.append(post(f"{http}/slack/events", raw, signed_headers(raw))[0])

    threads = [threading.Thread(target=one) for _ in range(30)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert results == [200] * 30


@pytest.mark.parametrize(
    ("env", "needle"),
    [
        ({}, "SLACK_BOT_TOKEN is not set"),
        ({"SLACK_BOT_TOKEN": "xapp-1"}, "SLACK_BOT_TOKEN must start with 'xoxb-'"),
        ({"SLACK_BOT_TOKEN": "xoxb-1"}, "SLACK_SIGNING_SECRET is not set"),
    ],
)
def test_http_mode_needs_its_tokens(runtime: Runtime, env: dict[str, str], needle: str) -> None:
    with pytest.raises(InputError, match=needle):
        run.http_server(runtime, port=0, env=env)


def test_socket_mode_needs_an_app_level_token(
    runtime: Runtime, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(InputError, match="SLACK_BOT_TOKEN is not set"):
        run.run_socket_mode(runtime)
    monkeypatch.setenv("SLACK_BOT_TOKEN", "xoxb-1")
    with pytest.raises(InputError, match="SLACK_APP_TOKEN is not set: an app-level token"):
        run.run_socket_mode(runtime)
    monkeypatch.setenv("SLACK_APP_TOKEN", "xoxb-wrong")
    with pytest.raises(InputError, match="SLACK_APP_TOKEN must start with 'xapp-'"):
        run.run_socket_mode(runtime)


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


@pytest.mark.parametrize("stamp", [None, "", "abc", "1e3", "12.5", "-1", "1²", "0x1f"])
def test_a_missing_or_non_numeric_timestamp_is_a_401_without_a_traceback(
    http: str, caplog: pytest.LogCaptureFixture, stamp: str | None
) -> None:
    caplog.set_level(logging.DEBUG)
    raw = urlencode({"command": "/answerguard", "text": "help", "user_id": AGENT})
    headers = signed_headers(raw)
    headers["X-Slack-Signature"] = SignatureVerifier(SECRET).generate_signature(
        timestamp=stamp or "", body=raw
    )  # signed with that very timestamp: only the timestamp is wrong
    if stamp is None:
        del headers["X-Slack-Request-Timestamp"]
    else:
        headers["X-Slack-Request-Timestamp"] = stamp
    status, body = post(f"{http}/slack/events", raw, headers)
    assert (status, json.loads(body)) == (401, {"error": "invalid request"})
    assert tracebacks(caplog) == []


@pytest.mark.parametrize(
    "payload",
    [
        {"type": "block_actions", "user": {"id": AGENT}, "actions": [{}]},
        {"type": "view_submission", "user": {"id": AGENT}, "view": "str"},
        {"type": "view_submission", "user": {"id": AGENT}},
        {"type": "block_actions", "user": 5, "actions": [{"action_id": "ag_send"}]},
        {"type": "shortcut", "callback_id": ["x"]},
    ],
    ids=lambda p: json.dumps(p)[:60],
)
def test_a_signed_payload_of_the_wrong_shape_is_a_400_without_a_traceback(
    http: str, caplog: pytest.LogCaptureFixture, payload: dict[str, Any]
) -> None:
    caplog.set_level(logging.DEBUG)
    raw = "payload=" + quote(json.dumps(payload))
    status, _ = post(f"{http}/slack/events", raw, signed_headers(raw))
    assert status == 400
    assert tracebacks(caplog) == []
