"""A workspace folder on the CLI: its warnings where they help, and its changes never silent.

- Frontmatter fields AnswerGuard does not read are warned about when the folder is taken in
  (`import`, or the first command on a new database), not on every command after it, nor
  on every `demo`.
- Commands read the sources from the database. A source file edited, added or deleted since
  the last import is not used until the next one, so each command says so in one notice line
  on stderr (JSON on stdout stays JSON); `import` (and `reset`) take the files in and the
  notice goes. Nothing is imported by itself.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from guard.kb.workspace.folder import load_folder
from guard.kb.workspace.stamps import FolderDrift, folder_drift
from tests.support.clicase import cli_env, cli_runner

NOW = "2026-12-01T12:00:00Z"
DRAFT = "Pro sellers are paid out within 1 business day."
WARNING = "is not one AnswerGuard reads"
NOTICE = "changed since the last import"


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    cli_env(monkeypatch, tmp_path / "cli.db")


@pytest.fixture
def cli():
    return cli_runner()


@pytest.fixture
def kb(cli, tmp_path: Path) -> Path:
    """The starter workspace, its payout article carrying two fields of a help-centre export."""
    folder = tmp_path / "kb"
    assert cli("init", str(folder)).exit_code == 0
    article = folder / "sources/help-centre/when-will-i-get-paid.md"
    article.write_text("---\nbadges: [payouts]\nwriter: Dana\n---\n" + article.read_text())
    return folder


def _check(cli, kb: Path, *extra: str):  # type: ignore[no-untyped-def]
    return cli("--workspace", str(kb), "check", "--now", NOW, "--scope", "plan=pro", *extra, DRAFT)


def _warnings(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if WARNING in line]


def test_import_warns_once_per_field_and_later_commands_do_not(cli, kb: Path, caplog) -> None:
    r = cli("--workspace", str(kb), "import")
    assert r.exit_code == 0, r.output
    assert [w.split("'")[1] for w in _warnings(r.stderr)] == ["badges", "writer"]
    caplog.clear()
    for args in (
        ("sources", "claims", "when-will-i-get-paid"),
        ("sources", "show", "when-will-i-get-paid"),
    ):
        r = cli("--workspace", str(kb), *args)
        assert r.exit_code == 0, r.output
        assert not _warnings(r.stderr) and NOTICE not in r.stderr
    assert "badges: payouts" in r.stdout  # `sources show` still lists the kept fields
    for _ in range(2):
        r = _check(cli, kb)
        assert r.exit_code == 0, r.output
        assert not _warnings(r.stderr) and NOTICE not in r.stderr
    assert not [m for m in caplog.messages if WARNING in m]


def test_a_new_database_warns_on_its_first_load_only(cli, kb: Path, caplog) -> None:
    with caplog.at_level(logging.WARNING, logger="answerguard"):
        assert _check(cli, kb).exit_code == 0  # seeds the new database from the folder
    assert len([m for m in caplog.messages if WARNING in m]) == 2
    caplog.clear()
    r = _check(cli, kb)
    assert not _warnings(r.stderr) and not [m for m in caplog.messages if WARNING in m]


def test_demo_does_not_repeat_the_folder_warnings(cli, kb: Path, caplog) -> None:
    cli("--workspace", str(kb), "demo")
    r = cli("--workspace", str(kb), "demo")
    assert not _warnings(r.stderr) and not [m for m in caplog.messages if WARNING in m]


def test_an_edited_file_is_named_until_it_is_imported(cli, kb: Path) -> None:
    assert cli("--workspace", str(kb), "import").exit_code == 0
    r = _check(cli, kb, "--json")
    assert json.loads(r.stdout)["decision"] == "ALLOW" and NOTICE not in r.stderr
    article = kb / "sources/help-centre/when-will-i-get-paid.md"
    article.write_text(
        article.read_text().replace("within 1 business day", "within 4 business days")
    )
    (kb / "sources/help-centre/new-page.md").write_text("# A new page\n\nNothing yet.\n")
    (kb / "sources/internal/chargebacks.md").unlink()

    r = _check(cli, kb, "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["decision"] == "ALLOW"  # still the imported article: clean JSON
    (notice,) = [line for line in r.stderr.splitlines() if NOTICE in line]
    assert notice.startswith("notice: 3 source files changed since the last import (")
    assert "sources/help-centre/when-will-i-get-paid.md (edited)" in notice
    assert "sources/help-centre/new-page.md (new)" in notice
    assert "sources/internal/chargebacks.md (deleted)" in notice
    assert f"answerguard --workspace {kb} import" in notice
    r = cli("--workspace", str(kb), "sources", "claims", "when-will-i-get-paid")
    assert NOTICE in r.stderr  # every command on the folder says it, not only `check`

    r = cli("--workspace", str(kb), "import")
    assert r.exit_code == 0 and NOTICE not in r.stderr
    r = _check(cli, kb, "--json")
    assert json.loads(r.stdout)["decision"] == "HOLD" and NOTICE not in r.stderr


def test_a_touched_file_with_the_same_bytes_is_no_change(cli, kb: Path) -> None:
    assert cli("--workspace", str(kb), "import").exit_code == 0
    article = kb / "sources/help-centre/when-will-i-get-paid.md"
    st = article.stat()
    os.utime(article, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    r = _check(cli, kb)
    assert r.exit_code == 0 and NOTICE not in r.stderr


def test_reset_takes_the_files_in_and_says_nothing_stale(cli, kb: Path) -> None:
    assert cli("--workspace", str(kb), "import").exit_code == 0
    (kb / "sources/internal/chargebacks.md").unlink()
    r = cli("--workspace", str(kb), "reset", "--yes")
    assert r.exit_code == 0 and NOTICE not in r.stderr
    assert NOTICE not in _check(cli, kb).stderr


# The comparison itself, on an invented folder.


def _folder(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "ws"
    for name, text in files.items():
        path = root / "sources" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_folder_drift_sees_edits_additions_and_deletions(tmp_path: Path) -> None:
    root = _folder(tmp_path, {"a.md": "# Kites\n\nRed.\n", "b/c.md": "# Reels\n\nTwo.\n"})
    recorded = load_folder(root).files
    assert set(recorded) == {"sources/a.md", "sources/b/c.md"}
    assert not folder_drift(root, recorded, 10_000)
    (root / "sources/a.md").write_text("# Kites\n\nBlue.\n")  # same size, other bytes
    os.utime(root / "sources/a.md", ns=(0, recorded["sources/a.md"].mtime_ns + 1))
    (root / "sources/b/c.md").unlink()
    (root / "sources/d.md").write_text("# Spools\n")
    drift = folder_drift(root, recorded, 10_000)
    assert drift == FolderDrift(("sources/a.md",), ("sources/d.md",), ("sources/b/c.md",))
    assert drift.count == 3


def test_the_notice_names_a_few_files_and_counts_the_rest() -> None:
    drift = FolderDrift(changed=("s/1.md", "s/2.md"), added=("s/3.md", "s/4.md"))
    line = drift.notice("my kb")
    assert line.startswith("4 source files changed since the last import (s/1.md (edited), ")
    assert "s/3.md (new) and 1 more)" in line and "answerguard --workspace 'my kb' import" in line
