"""An edited answerguard.yaml is picked up while the app runs (guard/kb/catalogue_watch.py): at
the next refresh point the new catalogue replaces the old, the claims index says it is stale
until it is read again, and a bad file keeps the old catalogue, reported in one line, never
raised. Through the runtime, as the Slack app holds it (tests/slack/test_catalogue_home.py
has the Home tab)."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path

import pytest

from guard.check import STALE_INDEX_NOTICE
from guard.checkrequest import CheckRequest
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)
DRAFT = "The chargeback fee is 15 EUR."
NEW_TOPIC = (
    "topics:\n"
    "  chargeback_fee:\n"
    "    label: chargeback fee\n"
    "    kind: money\n"
    "    currency: EUR\n"
    "    about: [chargeback fee*]\n"
)


@pytest.fixture
def rt(ws_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Runtime:
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "t.db"))
    return build_runtime(Settings(ai_mode="local", workspace=ws_dir))


def add_topic(ws_dir: Path) -> None:
    path = ws_dir / "answerguard.yaml"
    path.write_text(path.read_text().replace("topics:\n", NEW_TOPIC, 1), encoding="utf-8")


def reason(rt: Runtime) -> tuple[str, str | None]:
    r = rt.service.check(CheckRequest(ticket_id="T-1", draft=DRAFT, now=NOW))
    return r.reason_code, r.ai.notice


def test_an_edited_catalogue_is_loaded_and_the_index_says_it_is_stale(
    rt: Runtime, ws_dir: Path
) -> None:
    assert reason(rt) == ("EXTRACTION_GAP", None)  # no topic for a chargeback fee yet
    assert rt.refresh_catalogue() is False  # nothing changed
    add_topic(ws_dir)
    assert rt.refresh_catalogue() is True
    assert "chargeback_fee" in rt.store.sources.workspace().catalogue.topic_keys
    code, notice = reason(rt)
    assert code == "UNSUPPORTED"  # the new topic is known; no source states it
    assert notice is not None and STALE_INDEX_NOTICE in notice
    rt.refresh_index()  # what `reindex` does (local extraction reads everything again)
    assert reason(rt) == ("UNSUPPORTED", None)


def test_a_comment_is_no_reload(rt: Runtime, ws_dir: Path, caplog) -> None:
    path = ws_dir / "answerguard.yaml"
    path.write_text("# reviewed by ops\n" + path.read_text(), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="answerguard"):
        assert rt.refresh_catalogue() is False
    assert "reloaded" not in caplog.text and reason(rt) == ("EXTRACTION_GAP", None)


def test_a_bad_catalogue_keeps_the_old_one_and_says_why_once(
    rt: Runtime, ws_dir: Path, caplog
) -> None:
    add_topic(ws_dir)
    assert rt.refresh_catalogue() is True
    good = (ws_dir / "answerguard.yaml").read_text()
    (ws_dir / "answerguard.yaml").write_text("topics: [\n", encoding="utf-8")
    with caplog.at_level(logging.ERROR, logger="answerguard"):
        assert rt.refresh_catalogue() is False
        assert rt.refresh_catalogue() is False  # the same broken file: not parsed again
        rt.refresh_index()  # a write's refresh point: still no crash
    errors = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1 and "invalid YAML" in errors[0].getMessage()
    assert rt.watch is not None and rt.watch.problem is not None
    text = rt.watch.problem.text()
    assert "\n" not in text and "answerguard.yaml" in text and "still in use" in text
    assert reason(rt)[0] == "UNSUPPORTED"  # checks run on the last good catalogue

    (ws_dir / "answerguard.yaml").write_text(good, encoding="utf-8")
    assert rt.refresh_catalogue() is False  # the good file is back: the one running
    assert rt.watch.problem is None


def test_a_catalogue_that_does_not_validate_is_reported_like_bad_yaml(
    rt: Runtime, ws_dir: Path
) -> None:
    path = ws_dir / "answerguard.yaml"
    path.write_text(path.read_text().replace("kind: duration", "kind: weather", 1))
    assert rt.refresh_catalogue() is False
    assert rt.watch is not None and rt.watch.problem is not None
    assert "topics.reversal_window.kind" in rt.watch.problem.message
    assert reason(rt) == ("EXTRACTION_GAP", None)


def test_a_store_built_elsewhere_is_compared_once_then_watched(
    ws_dir: Path, tmp_path: Path
) -> None:
    """A runtime around a store the caller built (its header not from the process cache):
    the first refresh reads the files and finds nothing to swap; an edit then reloads."""
    from guard.kb.workspace import load_folder
    from guard.store import Store

    ws = load_folder(ws_dir)
    rt = build_runtime(
        Settings(ai_mode="local", workspace=ws_dir), Store(tmp_path / "s.db", base=lambda: ws)
    )
    assert rt.refresh_catalogue() is False
    add_topic(ws_dir)
    assert rt.refresh_catalogue() is True
    assert reason(rt)[0] == "UNSUPPORTED"
