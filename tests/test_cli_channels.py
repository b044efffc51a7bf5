"""`answerguard channels`: list the source channels, follow one, stop following one (with a
confirmation unless --yes). Stopping removes the channel's sources as new versions: history
kept, each restorable; a channel the environment names stays stopped until added again."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from typer.testing import CliRunner

from guard.cli.app import app
from guard.kb import channels as ch
from guard.store import Store

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)
ME = ch.Identity(bot_user="UBOT")


@pytest.fixture
def db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "cli.db"
    monkeypatch.setenv("ANSWERGUARD_DB", str(path))
    monkeypatch.setenv("ANSWERGUARD_SOURCE_CHANNELS", "CENV1")
    monkeypatch.delenv("ANSWERGUARD_WORKSPACE", raising=False)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.delenv("AI_MODE", raising=False)
    monkeypatch.setenv("COLUMNS", "200")
    return path


def cli(*args: str, input: str | None = None):
    return CliRunner().invoke(app, list(args), input=input, catch_exceptions=False)


def listed() -> dict[str, dict]:
    r = cli("channels", "--json")
    assert r.exit_code == 0, r.output
    return {row["channel"]: row for row in json.loads(r.stdout)}


def post(db: Path, channel: str, ts: str, text: str) -> str:
    """A message read from the channel, as a sync would store it."""
    ch.upsert_message(
        Store(db), {"ts": ts, "text": text, "user": "UMATTEO1"}, channel, None, ME, NOW
    )
    return ch.source_id(channel, ts)


def source_ids() -> set[str]:
    return {s["id"] for s in json.loads(cli("sources", "--json", "--role", "ops_lead").stdout)}


def test_follow_list_and_stop_following_with_confirmation(db: Path) -> None:
    assert listed()["CENV1"]["followed"] is True  # from the environment
    r = cli("channels", "add", "CADD1", "--name", "ops-news")
    assert r.exit_code == 0 and "Following CADD1" in r.stdout
    assert "already" in cli("channels", "add", "<#CADD1|ops-news>").stdout
    a = post(db, "CADD1", "1790000000.000100", "Instant reversals take 1 business day.")
    b = post(db, "CADD1", "1790000000.000200", "Standard reversals take 4 business days.")
    assert listed()["CADD1"]["sources"] == 2 and {a, b} <= source_ids()

    r = cli("channels", "remove", "#ops-news", input="n\n")
    assert r.exit_code == 1 and "remove its 2 message source(s)" in r.stdout
    assert {a, b} <= source_ids()  # "no" removes nothing

    r = cli("channels", "remove", "#ops-news", input="y\n")
    assert r.exit_code == 0, r.output
    assert "Stopped following CADD1: 2 message source(s) removed" in r.stdout
    assert not {a, b} & source_ids()
    row = listed()["CADD1"]
    assert (row["followed"], row["sources"]) == (False, 0)
    assert row["removedBy"] and row["removedAt"]  # who stopped it, and when
    history = cli("sources", "history", a).stdout
    assert "channel_remove" in history  # a new version; the message's history stays

    assert cli("sources", "restore", a).exit_code == 0  # restorable like any removed source
    assert a in source_ids()
    assert cli("channels", "add", "CADD1").exit_code == 0  # followed again
    assert listed()["CADD1"]["followed"] is True


def test_a_channel_the_environment_names_can_be_stopped_too(db: Path) -> None:
    r = cli("channels", "remove", "CENV1", "--yes")
    assert r.exit_code == 0 and "0 message source(s) removed" in r.stdout
    assert listed()["CENV1"]["followed"] is False  # stays stopped, though the env names it


def test_an_unknown_channel_is_one_clear_line(db: Path) -> None:
    r = cli("channels", "remove", "CNOPE1", "--yes")
    assert r.exit_code == 2
    assert "'CNOPE1' is not a source channel. Source channels: CENV1." in r.stderr
    assert "Traceback" not in r.output
    r = cli("channels", "add", "not a channel")
    assert r.exit_code == 2 and "is not a Slack channel id" in r.stderr


def test_a_question_put_to_the_app_is_no_source() -> None:
    """A mention of the app's own user id is a question (answered in its thread), not a
    statement of policy: its value must not become a proposal on the topic."""
    asked = {"ts": "1.0", "user": "UMATTEO1", "text": "<@UBOT> is the refund 14 days now?"}
    said = {"ts": "2.0", "user": "UMATTEO1", "text": "Refunds now take 14 days, per <@UOTHER>."}
    assert ch.exclusion(asked, ME) == "a question put to AnswerGuard"
    assert ch.exclusion(said, ME) is None
