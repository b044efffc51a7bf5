"""Errors and load: the ack always goes back inside the request even when the AI is slow,
malformed or unknown payloads never crash the app, Web API errors are logged with context,
and the listener pool is sized for slow checks."""

from __future__ import annotations

import io
import json
import logging
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from urllib.parse import quote, unquote, urlencode

import pytest
from slack_bolt import BoltRequest
from slack_sdk.signature import SignatureVerifier

from bot import run
from bot.app import LISTENER_WORKERS, create_app
from bot.config import BotConfig
from guard.models import DraftExtraction
from guard.store import Store
from tests.slack.mock_slack import SECRET, MockSlackServer, SlackSim, interactive, signed
from tests.slack.slack_helpers import AGENT, DRAFT_4BD, LocalExtractor, local_runtime, make_app
from tests.support.gated import GatedExtractor


@pytest.fixture
def gated(
    server: MockSlackServer, store: Store, config: BotConfig
) -> Iterator[tuple[SlackSim, GatedExtractor]]:
    extractor = GatedExtractor()
    pool = ThreadPoolExecutor(max_workers=4)
    app = make_app(server, local_runtime(store, extractor), config, listener_executor=pool)
    yield SlackSim(app, server), extractor
    extractor.release.set()
    pool.shutdown(wait=True)


def test_the_composer_acks_before_the_slow_check_finishes(
    gated: tuple[SlackSim, GatedExtractor], server: MockSlackServer
) -> None:
    sim, extractor = gated
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=json.loads(sim.responses[-1].body), value="TCK-9001")
    server.wait_for("/views.open")
    sim.sync()
    resp = sim.submit(AGENT, ag_draft=DRAFT_4BD)
    assert not extractor.finished.is_set()  # dispatch returned while the check was running
    ack = json.loads(resp.body)
    assert ack["response_action"] == "update" and ack["view"]["callback_id"] == "ag_checking"
    extractor.release.set()
    update = server.wait_for("/views.update")[-1]
    assert "*HOLD*" in json.dumps(update["view"], ensure_ascii=False)
    assert extractor.finished.is_set()


def test_the_quick_check_acks_before_the_slow_check_finishes(
    gated: tuple[SlackSim, GatedExtractor], server: MockSlackServer
) -> None:
    """(Where its verdict then goes, a message or a modal, is tests/slack/test_quick_check.)"""
    sim, extractor = gated
    resp = sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    assert resp.status == 200 and resp.body == ""
    assert not extractor.finished.is_set()  # dispatch returned while the check was running
    assert sim.webhook_messages() == []
    extractor.release.set()


def test_the_default_listener_pool_is_sized_for_slow_ai(
    server: MockSlackServer, runtime, config: BotConfig
) -> None:
    from slack_sdk import WebClient

    app = create_app(
        client=WebClient(token="xoxb-x", base_url=server.url),
        runtime=runtime,
        signing_secret="s",
        config=config,
    )
    executor = app.listener_runner.listener_executor
    assert isinstance(executor, ThreadPoolExecutor)
    assert executor._max_workers == LISTENER_WORKERS >= 16


MALFORMED = [
    {"type": "block_actions"},
    {"type": "block_actions", "user": {"id": AGENT}, "actions": []},
    {"type": "block_actions", "user": {"id": AGENT}, "actions": [{"action_id": "ag_send"}]},
    {
        "type": "block_actions",
        "user": {"id": AGENT},
        "actions": [{"action_id": "ag_send", "value": "nope"}],
        "trigger_id": "t",
    },
    {
        "type": "block_actions",
        "user": {"id": AGENT},
        "actions": [{"action_id": "ag_show_reasoning", "value": ""}],
    },
    {
        "type": "block_actions",
        "user": {"id": AGENT},
        "actions": [{"action_id": "no_such_button", "value": "x"}],
    },
    {
        "type": "block_actions",
        "actions": [{"action_id": "ag_reply", "value": "TCK-0"}],
        "response_url": "http://127.0.0.1:9/none",
    },
    {
        "type": "block_actions",
        "user": {"id": AGENT},
        "actions": [{"action_id": "ag_review_correct", "value": "zzz"}],
    },
    {
        "type": "view_submission",
        "user": {"id": AGENT},
        "view": {"callback_id": "ag_composer", "private_metadata": "{not json", "state": {}},
    },
    {"type": "view_submission", "user": {"id": AGENT}, "view": {"callback_id": "ag_composer"}},
    {"type": "view_submission", "view": {"callback_id": "ag_source_edit"}},
    {"type": "view_submission", "user": {"id": AGENT}, "view": {"callback_id": "unknown_view"}},
    {"type": "message_action", "callback_id": "answerguard_check_message"},
    {"type": "message_action", "callback_id": "some_other_shortcut", "user": {"id": AGENT}},
    {"type": "shortcut", "callback_id": "a_global_shortcut", "user": {"id": AGENT}},
]


@pytest.mark.parametrize("payload", MALFORMED, ids=lambda p: json.dumps(p)[:60])
def test_a_malformed_or_unknown_payload_gets_a_response_and_the_app_keeps_working(
    sim: SlackSim, payload: dict
) -> None:
    resp = sim.app.dispatch(interactive(payload))
    assert resp.status in (200, 400, 404)  # 400: a shape Bolt cannot read; 404: no listener
    assert sim.command("inbox", AGENT).status == 200


def test_a_body_that_is_not_a_known_request_gets_an_answer(sim: SlackSim) -> None:
    for raw in ("", "payload=%7B%7D", "command=%2Fanswerguard"):
        resp = sim.app.dispatch(signed(raw))
        assert resp.status in (200, 400, 404), raw
    resp = sim.app.dispatch(signed("{}", "application/json"))
    assert resp.status in (200, 400, 404)
    no_user = urlencode({"command": "/answerguard", "text": "inbox", "team_id": "T111"})
    assert "did not say who you are" in sim.app.dispatch(signed(no_user)).body
    assert sim.command("", AGENT).status == 200


def test_a_bad_signature_is_refused(sim: SlackSim) -> None:
    req = signed(urlencode({"command": "/answerguard", "user_id": AGENT, "text": ""}))
    req.headers["x-slack-signature"] = ["v0=deadbeef"]
    assert sim.app.dispatch(req).status == 401


def test_socket_mode_requests_are_served_without_a_signature(sim: SlackSim) -> None:
    body = {
        "command": "/answerguard",
        "text": "help",
        "user_id": AGENT,
        "team_id": "T111",
        "response_url": "http://127.0.0.1:9/none",
        "trigger_id": "t",
    }
    resp = sim.app.dispatch(BoltRequest(mode="socket_mode", body=body))
    assert resp.status == 200 and "/answerguard check TCK-9001" in resp.body


def test_web_api_errors_are_logged_with_context_and_do_not_crash(
    sim: SlackSim, server: MockSlackServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="answerguard.bot")
    server.fail["views.open"] = "expired_trigger_id"
    sim.command("inbox", AGENT)
    resp = sim.click(
        "ag_reply", user=AGENT, on=json.loads(sim.responses[-1].body), value="TCK-9001"
    )
    assert resp.status == 200
    assert "views.open failed for user UAGENT1: expired_trigger_id" in caplog.text
    assert "trigger_id" in caplog.text

    del server.fail["views.open"]
    server.fail["views.publish"] = "ratelimited"
    assert sim.open_home(AGENT).status == 200
    assert "views.publish failed for user UAGENT1: ratelimited" in caplog.text
    assert sim.command("inbox", AGENT).status == 200


def test_a_failed_verdict_update_keeps_the_check_stored(
    sim: SlackSim, server: MockSlackServer, store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="answerguard.bot")
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=json.loads(sim.responses[-1].body), value="TCK-9001")
    server.fail["views.update"] = "not_found"  # the user closed the modal meanwhile
    assert sim.submit(AGENT, ag_draft=DRAFT_4BD).status == 200
    assert "views.update failed" in caplog.text
    assert store.checks.recent(who=AGENT)[0]["draft"] == DRAFT_4BD  # nothing lost


def test_an_exception_in_the_check_shows_a_message_and_keeps_the_draft(
    server: MockSlackServer, store: Store, config: BotConfig
) -> None:
    class Exploding(LocalExtractor):
        def extract_draft(self, text: str) -> DraftExtraction:
            raise RuntimeError("boom")

    sim = SlackSim(make_app(server, local_runtime(store, Exploding()), config), server)
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=json.loads(sim.responses[-1].body), value="TCK-9001")
    sim.submit(AGENT, ag_draft=DRAFT_4BD)
    text = json.dumps(sim.modal, ensure_ascii=False)
    assert "Something went wrong while checking" in text and DRAFT_4BD in text
    assert sim.command("inbox", AGENT).status == 200


# --- wrong shapes, signed (issue 12, item 7) ---------------------------------------------------

FORM = "application/x-www-form-urlencoded"

WRONG_SHAPES = [
    {"type": "block_actions", "user": {"id": AGENT}, "actions": [{}]},
    {"type": "block_actions", "user": {"id": AGENT}, "actions": [{"action_id": 5}]},
    {"type": "block_actions", "user": {"id": AGENT}, "actions": "ag_send"},
    {"type": "block_actions", "user": {"id": AGENT}, "actions": [{}], "view": "str"},
    {
        "type": "block_actions",
        "user": {"id": AGENT},
        "actions": [{"action_id": "ag_send", "value": "abc"}],
        "view": {"type": "modal", "id": "V1", "state": {"values": "s"}},
    },
    {
        "type": "block_actions",
        "user": {"id": AGENT},
        "actions": [{"action_id": "ag_send", "value": "abc"}],
        "state": [],
    },
    {"type": "view_submission", "user": {"id": AGENT}, "view": "str"},
    {"type": "view_submission", "user": {"id": AGENT}},
    {"type": "view_submission", "user": {"id": AGENT}, "view": {"callback_id": 5}},
    {
        "type": "view_submission",
        "user": {"id": AGENT},
        "view": {"type": "modal", "callback_id": "ag_composer", "state": "x"},
    },
    {
        "type": "view_submission",
        "user": {"id": AGENT},
        "view": {"type": "modal", "callback_id": "ag_source_edit", "state": {"values": []}},
    },
    {"type": "message_action", "callback_id": "answerguard_check_message", "message": "str"},
    {"type": "shortcut", "callback_id": 5, "user": {"id": AGENT}},
    {"type": 5},
    {"type": "block_suggestion", "user": {"id": AGENT}},
]


def no_tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


@pytest.mark.parametrize("payload", WRONG_SHAPES, ids=lambda p: json.dumps(p)[:70])
def test_a_signed_payload_of_the_wrong_shape_is_a_400_without_a_traceback(
    sim: SlackSim, payload: dict, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    resp = sim.app.dispatch(interactive(payload))
    assert (resp.status, resp.body) == (400, "Malformed payload")
    assert no_tracebacks(caplog) == []
    assert "Malformed Slack payload refused" in caplog.text


@pytest.mark.parametrize(
    "event", ["str", [], {"user": AGENT}, {"type": 5, "user": AGENT}], ids=json.dumps
)
def test_a_signed_event_of_the_wrong_shape_is_a_400_without_a_traceback(
    sim: SlackSim, event: object, caplog: pytest.LogCaptureFixture
) -> None:
    """Bolt's own authorization middleware reads `event.type`: the guard must run before it."""
    caplog.set_level(logging.DEBUG)
    raw = json.dumps({"type": "event_callback", "team_id": "T111", "event": event})
    resp = sim.app.dispatch(signed(raw, "application/json"))
    assert resp.status == 400 and no_tracebacks(caplog) == []


def mutations(payload: dict) -> Iterator[tuple[str, dict]]:
    """The payload with one value (top level or one level down) replaced by a wrong type."""
    for key, value in payload.items():
        for wrong in ("str", 5, None, [], [{}], {}):
            yield key, {**payload, key: wrong}
        if isinstance(value, dict):
            for sub in value:
                for wrong in ("str", 5, [], {}):
                    yield f"{key}.{sub}", {**payload, key: {**value, sub: wrong}}
        if isinstance(value, list) and value and isinstance(value[0], dict):
            for sub in value[0]:
                for wrong in ("str", 5, None, {}):
                    yield f"{key}[0].{sub}", {**payload, key: [{**value[0], sub: wrong}]}


def wsgi_post(serve: Any, raw: str, content_type: str = FORM) -> tuple[str, str]:
    """One signed POST to /slack/events through HTTP mode's WSGI app, in process."""
    data = raw.encode()
    ts = str(int(time.time()))
    environ = {
        "REQUEST_METHOD": "POST",
        "PATH_INFO": "/slack/events",
        "QUERY_STRING": "",
        "CONTENT_TYPE": content_type,
        "CONTENT_LENGTH": str(len(data)),
        "HTTP_X_SLACK_REQUEST_TIMESTAMP": ts,
        "HTTP_X_SLACK_SIGNATURE": SignatureVerifier(SECRET).generate_signature(
            timestamp=ts, body=raw
        ),
        "wsgi.input": io.BytesIO(data),
        "wsgi.url_scheme": "http",
        "SERVER_NAME": "localhost",
        "SERVER_PORT": "80",
        "SERVER_PROTOCOL": "HTTP/1.1",
    }
    status: list[str] = []
    body = b"".join(serve(environ, lambda s, headers, exc_info=None: status.append(s)))
    return status[0], body.decode()


def test_no_single_wrong_value_in_a_real_payload_raises_out_of_a_handler(
    sim: SlackSim, caplog: pytest.LogCaptureFixture
) -> None:
    """Every click and submit the flows send, each with one value of the wrong type, through
    HTTP mode's WSGI app: a 200 (handled), 400 or 404, never an unhandled error or a
    traceback in the log."""
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    verdict = sim.last_message()
    reals: list[dict] = []
    original = sim._dispatch

    def capture(req: BoltRequest, view_id: str | None = None) -> Any:
        if req.raw_body.startswith("payload="):  # commands are form fields: all strings
            reals.append(json.loads(unquote(req.raw_body.partition("=")[2])))
        return original(req, view_id)

    sim._dispatch = capture  # type: ignore[method-assign]
    sim.click("ag_show_reasoning", user=AGENT, on=verdict)
    sim.click("ag_send", user=AGENT, on=verdict)
    sim.command("inbox", AGENT)
    sim.shortcut("Reversed in 4 business days.", AGENT)
    sim.submit(AGENT, ag_ticket="TCK-9001", ag_draft=DRAFT_4BD)
    sim._dispatch = original  # type: ignore[method-assign]
    assert {p["type"] for p in reals} == {"block_actions", "message_action", "view_submission"}
    serve = run.wsgi_app(sim.app)
    caplog.set_level(logging.WARNING)
    statuses: set[str] = set()
    for real in reals:
        for where, bad in mutations(real):
            caplog.clear()
            status, _ = wsgi_post(serve, "payload=" + quote(json.dumps(bad)))
            assert status[:3] in ("200", "400", "404"), (real["type"], where, status)
            assert no_tracebacks(caplog) == [], (real["type"], where)
            statuses.add(status[:3])
    assert statuses == {"200", "400", "404"}  # the mutations reached every kind of answer
