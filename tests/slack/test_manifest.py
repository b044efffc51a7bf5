"""`manifest.yml` is a valid Slack app manifest, and declares exactly what the app handles:
every command, shortcut and event in it has a listener of its own (not the catch-all)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import jsonschema
import pytest
import yaml
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7
from slack_bolt import App, BoltRequest, BoltResponse

from bot import ids
from tests.slack.mock_slack import AGENT, interactive, signed

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO / ".." / "shared" / "slack"
SCHEMA_URL = "https://raw.githubusercontent.com/slackapi/manifest-schema/v0.5.0/schemas/"


@pytest.fixture(scope="module")
def manifest() -> dict[str, Any]:
    return yaml.safe_load((REPO / "manifest.yml").read_text(encoding="utf-8"))


def validator() -> jsonschema.Draft7Validator:
    if not (SHARED / "manifest.schema.json").exists():
        pytest.skip(
            f"Slack's manifest schemas are not at {SHARED} (CI has ../shared beside the repo)"
        )
    registry: Registry = Registry()
    for version in ("1.0.0", "2.0.0"):  # the top schema refers to these by URL; stay offline
        doc = json.loads((SHARED / f"manifest.schema.{version}.json").read_text())
        registry = registry.with_resource(
            f"{SCHEMA_URL}manifest.schema.{version}.json", Resource.from_contents(doc, DRAFT7)
        )
    top = json.loads((SHARED / "manifest.schema.json").read_text())
    return jsonschema.Draft7Validator(top, registry=registry)


def test_the_manifest_is_valid_against_slacks_schema(manifest: dict[str, Any]) -> None:
    v = validator()
    assert [e.message for e in v.iter_errors(manifest)] == []
    broken = json.loads(json.dumps(manifest))
    broken["features"]["shortcuts"][0]["name"] = "Check this reply with AnswerGuard now"  # > 24
    assert list(v.iter_errors(broken)), "the schema check must be able to fail"


def test_the_manifest_asks_only_for_what_the_app_uses(manifest: dict[str, Any]) -> None:
    # im:write: the trust loop DMs an owner a question (conversations.open), issue 11;
    # mpim:write: "Ask the owners to settle this" opens a group DM with both owners, issue 10
    assert manifest["oauth_config"]["scopes"]["bot"] == [
        "commands",
        "chat:write",
        "im:write",
        "mpim:write",
        "channels:history",  # source channels: conversations.history/replies, issue 10
        "app_mentions:read",  # @AnswerGuard <question> in a channel, answered in its thread
    ]
    assert manifest["settings"]["event_subscriptions"]["bot_events"] == [
        "app_home_opened",
        "message.channels",  # live messages, edits and deletions in source channels
        "app_mention",  # issue 21: `ask` where the question is asked
    ]
    assert manifest["settings"]["socket_mode_enabled"] is True
    assert manifest["settings"]["interactivity"]["is_enabled"] is True
    assert manifest["features"]["app_home"]["home_tab_enabled"] is True
    (command,) = manifest["features"]["slash_commands"]
    assert command["command"] == ids.COMMAND and "check TCK-9001" in command["usage_hint"]
    assert command["should_escape"] is True  # mentions arrive as <@U…> for `role @user`


def first_listener(app: App, req: BoltRequest) -> str:
    """The name of the listener Bolt would run for `req` (the first that matches)."""
    for listener in app._listeners:
        if listener.matches(req=req, resp=BoltResponse(status=404)):
            return listener.ack_function.__name__
    return "(none)"


def test_every_command_shortcut_and_event_in_the_manifest_has_its_own_handler(
    manifest: dict[str, Any], app: App
) -> None:
    fallbacks = {"unknown_action", "unknown_view", "unknown_shortcut", "(none)"}
    for command in manifest["features"]["slash_commands"]:
        body = {
            "command": command["command"],
            "text": "help",
            "user_id": AGENT,
            "team_id": "T111",
            "response_url": "http://127.0.0.1:9/x",
            "trigger_id": "t",
        }
        req = signed(urlencode(body))
        assert first_listener(app, req) not in fallbacks
        assert app.dispatch(req).status == 200
    for shortcut in manifest["features"]["shortcuts"]:
        payload = {
            "type": "message_action" if shortcut["type"] == "message" else "shortcut",
            "callback_id": shortcut["callback_id"],
            "trigger_id": "t",
            "user": {"id": AGENT},
            "team": {"id": "T111"},
            "message": {"text": "hi"},
            "channel": {"id": "C1"},
            "response_url": "http://127.0.0.1:9/x",
        }
        req = interactive(payload)
        assert first_listener(app, req) == "check_message"
        assert app.dispatch(interactive(payload)).status == 200
    for event in manifest["settings"]["event_subscriptions"]["bot_events"]:
        body = {
            "type": "event_callback",
            "team_id": "T111",
            "api_app_id": "A1",
            # message.channels delivers events of type "message"
            "event": {
                "type": event.split(".")[0],
                "user": AGENT,
                "tab": "home",
                "channel": "C1",
                "ts": "1.1",
                "text": "<@UBOT>",
            },
            "event_id": "Ev1",
        }
        req = signed(json.dumps(body), "application/json")
        assert first_listener(app, req) not in fallbacks
        assert app.dispatch(req).status == 200


@pytest.mark.parametrize("action_id", [v for k, v in vars(ids).items() if k.startswith("ACTION_")])
def test_every_button_the_builders_emit_has_its_own_handler(app: App, action_id: str) -> None:
    payload = {
        "type": "block_actions",
        "user": {"id": AGENT},
        "team": {"id": "T111"},
        "trigger_id": "t",
        "actions": [{"action_id": action_id, "block_id": "b", "type": "button", "value": "x"}],
    }
    assert first_listener(app, interactive(payload)) not in {"unknown_action", "(none)"}


@pytest.mark.parametrize(
    "callback_id",
    [
        ids.VIEW_COMPOSER,
        ids.VIEW_SOURCE_EDIT,
        ids.VIEW_ASK_OWNER,
        ids.VIEW_CAPTURE_ANSWER,
        ids.VIEW_SETTLE,
    ],
)
def test_every_submittable_view_has_its_own_handler(app: App, callback_id: str) -> None:
    payload = {
        "type": "view_submission",
        "user": {"id": AGENT},
        "team": {"id": "T111"},
        "view": {"type": "modal", "callback_id": callback_id, "state": {"values": {}}},
    }
    assert first_listener(app, interactive(payload)) not in {"unknown_view", "(none)"}


def test_an_unknown_button_is_acknowledged_and_logged(
    app: App, caplog: pytest.LogCaptureFixture
) -> None:
    payload = {
        "type": "block_actions",
        "user": {"id": AGENT},
        "team": {"id": "T111"},
        "actions": [{"action_id": "retired_button", "type": "button", "value": "x"}],
        "container": {"type": "message", "message_ts": "1.2", "channel_id": "C111"},
        "response_url": "http://127.0.0.1:9/none",  # a click on a message always has one
    }
    with caplog.at_level("WARNING", logger="answerguard.bot"):
        assert app.dispatch(interactive(payload)).status == 200
    assert "Unknown action 'retired_button' from UAGENT1" in caplog.text
