"""The JSON API, route by route, in-process through the server's WSGI app: the same JSON as
the CLI's `--json`, bearer keys, and a JSON error (never a traceback) for every bad request."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytest_mock import MockerFixture
from typer.testing import CliRunner

from guard.cli.app import app as cli
from guard.runtime import Runtime
from tests.web.api_client import CLOCK, DRAFT, NOW, SAFE, Client
from web.api.app import build_api
from web.server import build_app


def cli_json(*args: str) -> Any:
    r = CliRunner().invoke(cli, list(args))
    return r.exit_code, json.loads(r.stdout)


def timeless(doc: Any) -> Any:
    """The document without the one field that differs between two runs: how long the
    extraction took (`ai.latencyMs`)."""
    if isinstance(doc, dict):
        return {k: timeless(v) for k, v in doc.items() if k != "latencyMs"}
    if isinstance(doc, list):
        return [timeless(v) for v in doc]
    return doc


def test_healthz_answers_without_a_key(anon: Client) -> None:
    r = anon.get("/healthz")
    assert (r.status, r.json) == (200, {"status": "ok"})
    assert anon.post("/healthz").status == 405


def test_check_is_the_same_json_as_the_cli(agent: Client) -> None:
    r = agent.post("/v1/check", {"draft": DRAFT, "ticket": "TCK-9001", "now": NOW})
    code, doc = cli_json("check", "--json", "--ticket", "TCK-9001", "--now", NOW, DRAFT)
    assert (r.status, code) == (200, 0)
    assert timeless(r.json) == timeless(doc)
    assert doc["decision"] == "HOLD"  # a real decision, not an empty document


def test_check_takes_scope_and_defaults_to_the_servers_clock(agent: Client) -> None:
    r = agent.post("/v1/check", {"draft": DRAFT, "scope": {"rail": "standard"}})
    code, doc = cli_json(
        "check", "--json", "--scope", "rail=standard", "--now", CLOCK.isoformat(), DRAFT
    )
    assert (r.status, code) == (200, 0) and timeless(r.json) == timeless(doc)


def test_ask_is_the_same_json_as_the_cli(agent: Client) -> None:
    question = "How long until a failed transfer is reversed?"
    r = agent.post("/v1/ask", {"question": question, "ticket": "TCK-9001", "now": NOW})
    code, doc = cli_json("ask", "--json", "--ticket", "TCK-9001", "--now", NOW, question)
    assert (r.status, code) == (200, 0) and timeless(r.json) == timeless(doc) and doc["verdict"]


def test_a_blocked_send_is_the_cli_send_json_with_409(agent: Client, rt: Runtime) -> None:
    r = agent.post("/v1/send", {"draft": DRAFT, "ticket": "TCK-9001"})
    code, doc = cli_json("send", "--json", "--ticket", "TCK-9001", "--now", NOW, DRAFT)
    assert (r.status, code) == (409, 3)
    assert r.json["status"] == "blocked" and r.json["result"]["decision"] == "HOLD"
    assert timeless({**r.json, "sendId": 0}) == timeless({**doc, "sendId": 0})
    assert rt.store.checks.outbox() == []  # nothing reached the customer


def test_send_sends_once_per_key_from_the_field_or_the_header(agent: Client, rt: Runtime) -> None:
    body = {"draft": SAFE, "ticket": "TCK-9001", "idempotency_key": "k-1"}
    first, again = agent.post("/v1/send", body), agent.post("/v1/send", body)
    assert (first.status, first.json["status"]) == (200, "sent")
    assert (again.status, again.json["status"]) == (200, "duplicate")
    by_header = {"draft": SAFE, "ticket": "TCK-9001"}
    assert (
        agent.post("/v1/send", by_header, headers={"Idempotency-Key": "k-1"}).json["status"]
        == "duplicate"
    )
    assert (
        agent.post("/v1/send", by_header, headers={"Idempotency-Key": "k-2"}).json["status"]
        == "sent"
    )
    assert len(rt.store.checks.outbox()) == 2


def test_idempotency_keys_are_per_api_key(agent: Client, lead: Client, rt: Runtime) -> None:
    """One client can neither replay nor block another's send by guessing its key."""
    body = {"draft": SAFE, "ticket": "TCK-9001", "idempotency_key": "same"}
    assert agent.post("/v1/send", body).json["status"] == "sent"
    assert lead.post("/v1/send", body).json["status"] == "sent"
    assert len(rt.store.checks.outbox()) == 2


def test_a_key_reused_for_another_reply_is_refused(agent: Client, rt: Runtime) -> None:
    agent.post("/v1/send", {"draft": SAFE, "ticket": "TCK-9001", "idempotency_key": "k"})
    other = "Thanks, I've passed this to the payments team."
    r = agent.post("/v1/send", {"draft": other, "ticket": "TCK-9001", "idempotency_key": "k"})
    assert r.status == 422 and r.json["error"]["code"] == "idempotency_key_reused"
    assert r.json["error"]["userText"] == other
    assert [row["text"] for row in rt.store.checks.outbox()] == [SAFE]


def test_caution_needs_acknowledged(agent: Client, rt: Runtime) -> None:
    draft = "Reversals usually take a few days."  # hedged, no governing value: not ALLOW
    r = agent.post("/v1/send", {"draft": draft, "ticket": "TCK-9001"})
    assert r.json["result"]["decision"] == "CAUTION"
    assert (r.status, r.json["status"]) == (409, "needs_ack")
    acked = agent.post("/v1/send", {"draft": draft, "ticket": "TCK-9001", "acknowledged": True})
    assert (acked.status, acked.json["status"]) == (200, "sent")


def test_a_stored_check_is_show_json_for_its_role(agent: Client) -> None:
    made = agent.post("/v1/check", {"draft": DRAFT, "ticket": "TCK-9001", "now": NOW}).json
    r = agent.get(f"/v1/checks/{made['checkHash']}")
    code, doc = cli_json("show", "--json", made["checkHash"])
    assert (r.status, code) == (200, 0) and r.json == doc == made
    assert agent.get(f"/v1/checks/{made['checkHash'][:8]}").json == made  # a unique prefix


def _error(r: Any, status: int, code: str) -> None:
    assert r.status == status, r.text
    assert r.headers["content-type"] == "application/json"
    err = r.json["error"]
    assert err["code"] == code and err["message"] and "Traceback" not in r.text


@pytest.mark.parametrize(
    ("method", "path", "kw", "status", "code"),
    [
        ("POST", "/v1/check", {"raw": b"{not json"}, 400, "invalid_json"),
        ("POST", "/v1/check", {"raw": b"\xff\xfe"}, 400, "invalid_json"),
        ("POST", "/v1/check", {"raw": b""}, 400, "invalid_json"),
        ("POST", "/v1/check", {"body": ["a list"]}, 422, "invalid_body"),
        ("POST", "/v1/check", {"body": {"draft": 12}}, 422, "invalid_body"),
        ("POST", "/v1/check", {"body": {}}, 422, "invalid_body"),
        ("POST", "/v1/check", {"body": {"draft": "x", "extra": 1}}, 422, "invalid_body"),
        ("POST", "/v1/check", {"body": {"draft": "x", "role": "admin"}}, 422, "invalid_body"),
        ("POST", "/v1/check", {"body": {"draft": "x", "scope": {"rail": 1}}}, 422, "invalid_body"),
        ("POST", "/v1/check", {"body": {"draft": "x", "now": "yesterday"}}, 422, "invalid_body"),
        ("POST", "/v1/check", {"body": {"draft": "x", "ticket": "NOPE-1"}}, 422, "invalid_input"),
        ("POST", "/v1/check", {"body": {"draft": "x", "scope": {"zz": "1"}}}, 422, "invalid_input"),
        ("POST", "/v1/check", {"body": {"draft": "x", "role": "ops_lead"}}, 403, "forbidden"),
        ("POST", "/v1/check", {"body": {"draft": "x"}, "content_type": "text/plain"}, 415,
         "unsupported_media_type"),
        ("POST", "/v1/ask", {"body": {"question": "  "}}, 422, "invalid_input"),
        ("POST", "/v1/send", {"body": {"draft": SAFE}}, 422, "invalid_body"),
        ("POST", "/v1/send", {"body": {"draft": SAFE, "ticket": "TCK-9001",
                                       "idempotency_key": "has space"}}, 422, "invalid_body"),
        ("POST", "/v1/send", {"body": {"draft": SAFE, "ticket": "TCK-9001", "idempotency_key": "a"},
                              "headers": {"Idempotency-Key": "b"}}, 422, "invalid_idempotency_key"),
        ("POST", "/v1/check", {"body": {"draft": "x", "now": "0001-01-01T00:00:00+14:00"}}, 422,
         "invalid_body"),
        ("POST", "/v1/ask", {"body": {"question": "x", "now": "9999-12-31T23:59:59-12:00"}}, 422,
         "invalid_body"),
        ("POST", "/v1/check", {"raw": b'{"draft": "\\ud800 lone"}'}, 400, "invalid_json"),
        ("POST", "/v1/check", {"body": {"draft": "x", "now": 0}}, 422, "invalid_body"),
        ("POST", "/v1/send", {"body": {"draft": "x", "ticket": "TCK-9001", "acknowledged": "1"}},
         422, "invalid_body"),
        ("GET", "/v1/check", {}, 405, "method_not_allowed"),
        ("DELETE", "/v1/checks/0123456789abcdef", {}, 405, "method_not_allowed"),
        ("POST", "/v1/openapi.json", {}, 405, "method_not_allowed"),
        ("GET", "/v1/nothing", {}, 404, "not_found"),
        ("GET", "/v1/checks/0123456789abcdef", {}, 404, "not_found"),
        ("GET", "/v1/checks/abc", {}, 404, "not_found"),
        ("GET", "/elsewhere", {}, 404, "not_found"),
        ("GET", "/", {}, 404, "not_found"),
        ("POST", "/v1/check", {"raw": b"{}", "headers": {}, "content_type": "application/json"},
         422, "invalid_body"),
    ],
)  # fmt: skip
def test_every_bad_request_is_a_json_error(
    agent: Client, method: str, path: str, kw: dict[str, Any], status: int, code: str
) -> None:
    _error(agent.call(method, path, **kw), status, code)


def test_the_users_text_comes_back_with_an_over_long_draft(agent: Client) -> None:
    draft = "word " * 300
    r = agent.post("/v1/check", {"draft": draft, "ticket": "TCK-9001"})
    _error(r, 422, "invalid_body")
    assert r.json["error"]["userText"] == draft and "at most 1000" in r.json["error"]["message"]
    blank = agent.post("/v1/check", {"draft": "   ", "ticket": "TCK-9001"})  # the service's own
    _error(blank, 422, "invalid_input")
    assert blank.json["error"]["userText"] == "   "


@pytest.mark.parametrize(
    "authorization", [None, "", "Bearer", "Bearer agk_unknown", "Basic dXNlcjpwYXNz", "agk_x"]
)
def test_no_valid_key_is_401(app: object, authorization: str | None) -> None:
    headers = {} if authorization is None else {"Authorization": authorization}
    for method, path in (
        ("POST", "/v1/check"),
        ("POST", "/v1/send"),
        ("GET", "/v1/checks/0123456789"),
    ):
        r = Client(app).call(method, path, {"draft": "x"}, headers=headers)
        _error(r, 401, "unauthorized")
        assert r.headers["www-authenticate"].startswith("Bearer")


def test_a_revoked_key_stops_at_once(agent: Client, rt: Runtime) -> None:
    assert agent.post("/v1/check", {"draft": SAFE}).status == 200
    rt.store.api_keys.revoke("agent-desk", CLOCK)
    _error(agent.post("/v1/check", {"draft": SAFE}), 401, "unauthorized")


def test_a_body_over_the_limit_is_413_before_it_is_read(rt: Runtime, agent: Client) -> None:
    small = build_app(rt, [("/v1/", build_api(rt))], max_body=100)
    big = {"draft": "x" * 200}
    _error(Client(small, agent.key).post("/v1/check", big), 413, "body_too_large")
    _error(Client(small).post("/v1/check", big), 413, "body_too_large")  # before auth too
    _error(agent.post("/v1/check", {"draft": "x" * 70_000}), 413, "body_too_large")  # default
    r = agent.call("POST", "/v1/check", raw=b"{}", headers={"Content-Length": "12x"})
    assert r.status in (400, 422)  # the test client sets its own length; waitress checks too


def test_a_bug_is_a_json_500_without_a_traceback(
    agent: Client, rt: Runtime, mocker: MockerFixture, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*_: Any, **__: Any) -> Any:
        raise RuntimeError("boom in the service")

    mocker.patch.object(rt.service, "check", broken)
    r = agent.post("/v1/check", {"draft": SAFE})
    _error(r, 500, "internal_error")
    assert "boom" not in r.text and "RuntimeError" not in r.text
    assert any("boom in the service" in m for m in caplog.messages)  # the log says what


def test_each_request_is_one_log_line_naming_the_key_not_showing_it(
    agent: Client, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="answerguard.web")
    agent.post("/v1/check", {"draft": SAFE})
    agent.get("/v1/nothing")
    lines = [r.getMessage() for r in caplog.records if r.name == "answerguard.web"]
    assert len(lines) == 2
    assert lines[0].startswith("POST /v1/check 200 ") and agent.key[:12] in lines[0]
    assert lines[1].startswith("GET /v1/nothing 404 ")
    assert agent.key not in "\n".join(caplog.messages)


def test_the_openapi_document_names_every_route(anon: Client) -> None:
    r = anon.get("/v1/openapi.json")
    doc = r.json
    assert r.status == 200 and doc["openapi"].startswith("3.1")
    assert set(doc["paths"]) == {
        "/v1/check",
        "/v1/ask",
        "/v1/send",
        "/v1/checks/{check_hash}",
        "/v1/openapi.json",
        "/healthz",
    }
    schemas = doc["components"]["schemas"]
    assert set(schemas["CheckBody"]["properties"]) == {"draft", "ticket", "scope", "role", "now"}
    assert "checkHash" in schemas["CheckResult"]["properties"]  # the wire names, camelCase


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=10,
)
FIELDS = st.fixed_dictionaries(
    {},
    optional={
        k: JSON | st.text()
        for k in ("draft", "question", "ticket", "scope", "role", "now", "idempotency_key")
    },
)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(path=st.sampled_from(["/v1/check", "/v1/ask", "/v1/send"]), body=JSON | FIELDS)
def test_any_json_body_gets_json_back_and_never_a_server_error(
    agent: Client, path: str, body: Any
) -> None:
    r = agent.post(path, body)
    doc = r.json
    assert r.headers["content-type"] == "application/json" and "Traceback" not in r.text
    if path == "/v1/send" and "exitCode" in doc:  # the gate's report: its own statuses
        assert (r.status, doc["status"]) in {(200, "sent"), (200, "duplicate"),
                                             (409, "blocked"), (409, "needs_ack"),
                                             (503, "ai_unavailable")}  # fmt: skip
    elif r.status >= 400:
        assert r.status < 500 and doc["error"]["code"] and doc["error"]["message"], r.text
