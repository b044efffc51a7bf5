"""`reset` keeps the owner answers captured through the trust loop: no file holds them, so a
reset meant to undo edits must not throw a person's answer away. `--drop-answers` removes
them too, and they stay restorable like any removed source. Through the store and the CLI."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from guard.kb.workspace import load_folder
from guard.store import Store
from guard.trust import answers as trust
from tests.support.clicase import cli_env, cli_runner
from tests.support.trustcase import DRAFT_1BD

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)
NOW_ISO = "2026-11-30T12:00:00Z"
EXTRA = "---\nid: NOTE-1\nkind: sop\n---\n# A note\n\nStandard reversals take 4 business days.\n"


@pytest.fixture
def cli(ws_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    cli_env(monkeypatch, tmp_path / "cli.db", workspace=ws_dir, columns=200)
    return cli_runner()


def capture(cli, tmp_path: Path) -> None:
    answer = tmp_path / "answer.txt"
    answer.write_text("It's 1 business day.\n", encoding="utf-8")
    r = cli(
        *("answers", "capture", "--topic", "reversal_window", "--scope", "rail=instant"),
        *("--as", "jonas", "--certainty", "certain", "--shareable", "yes"),
        *("--file", str(answer), "--now", NOW_ISO),
    )
    assert r.exit_code == 0, r.output


def decision(cli) -> tuple[str, str]:
    r = cli("check", "--ticket", "T-1", "--now", NOW_ISO, "--json", DRAFT_1BD)
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    return doc["decision"], doc["reasonCode"]


def ids(cli) -> set[str]:
    return {s["id"] for s in json.loads(cli("sources", "--json", "--role", "ops_lead").stdout)}


def test_reset_keeps_captured_answers_and_says_so(cli, tmp_path: Path) -> None:
    capture(cli, tmp_path)
    extra = tmp_path / "note.md"
    extra.write_text(EXTRA, encoding="utf-8")
    assert cli("sources", "add", "--file", str(extra)).exit_code == 0
    assert {"ANS-0001", "NOTE-1"} <= ids(cli)
    assert decision(cli) == ("CAUTION", "WEAK_BASIS")  # the answer counts, weakened

    r = cli("reset", input="n\n")  # asked first; "no" changes nothing
    assert r.exit_code == 1 and {"ANS-0001", "NOTE-1"} <= ids(cli)

    r = cli("reset", "--yes")
    assert r.exit_code == 0, r.output
    assert "Kept 1 captured owner answer(s): ANS-0001" in r.stdout
    assert "--drop-answers" in r.stdout
    assert "ANS-0001" in ids(cli) and "NOTE-1" not in ids(cli)  # an added source still goes
    assert decision(cli) == ("CAUTION", "WEAK_BASIS")  # the knowledge is still there


def test_drop_answers_removes_them_restorably(cli, tmp_path: Path) -> None:
    capture(cli, tmp_path)
    r = cli("reset", "--drop-answers", input="y\n")
    assert r.exit_code == 0, r.output
    assert "captured owner answers" in r.stdout  # the confirmation named what goes
    assert "Removed 1 captured owner answer(s): ANS-0001" in r.stdout
    assert "ANS-0001" not in ids(cli)
    assert decision(cli) == ("CAUTION", "UNSUPPORTED")
    history = cli("sources", "history", "ANS-0001").stdout
    assert "capture" in history and "reset" in history  # the trail is whole
    assert cli("sources", "restore", "ANS-0001").exit_code == 0
    assert decision(cli) == ("CAUTION", "WEAK_BASIS")


def test_reset_help_names_the_answers_and_the_flag(cli) -> None:
    text = " ".join(cli("reset", "--help").stdout.split())
    assert "captured owner answers" in text and "--drop-answers" in text


def test_the_store_reports_what_a_reset_did(ws_dir: Path, tmp_path: Path) -> None:
    ws = load_folder(ws_dir)
    store = Store(tmp_path / "s.db", base=lambda: ws)
    done = trust.capture(
        store,
        ws.catalogue,
        trust.Capture(
            topic="reversal_window",
            scope={"rail": "instant"},
            text="It's 1 business day.",
            author="UJONAS1",
            certainty="certain",
            shareable=True,
        ),
        NOW,
    )
    assert done.source is not None
    kept = store.sources.reset("lead", NOW)
    assert (kept.kept_answers, kept.dropped_answers, kept.changed) == ([done.source.id], [], 0)
    dropped = store.sources.reset("lead", NOW, drop_answers=True)
    assert (dropped.kept_answers, dropped.dropped_answers) == ([], [done.source.id])
    assert dropped.changed == 1
    assert done.source.id not in {s.id for s in store.sources.workspace().sources}
