"""The claims index keys local readings on the rules' code as well as their version, so a
database indexed before a reading changed is read again instead of answering with the old
reading (`guard/extract/fingerprint.py`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from guard.extract.fingerprint import rules_fingerprint
from guard.kb import index as index_module
from guard.kb.index import ClaimIndex, extractor_key
from guard.kb.workspace import load_folder, load_folder_header
from guard.store import Store
from tests.support.indexkb import Spy, big_kb


def test_the_fingerprint_follows_the_code(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    rule = tmp_path / "pkg" / "rule.py"
    rule.write_text("LIMIT = 1\n")
    before = rules_fingerprint.__wrapped__(tmp_path)
    assert rules_fingerprint.__wrapped__(tmp_path) == before  # same code, same key
    rule.write_text("LIMIT = 2\n")
    assert rules_fingerprint.__wrapped__(tmp_path) != before
    (tmp_path / "notes.txt").write_text("not code")
    rule.write_text("LIMIT = 1\n")
    assert rules_fingerprint.__wrapped__(tmp_path) == before  # only Python files count


def test_changed_local_rules_read_the_sources_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = big_kb(tmp_path, 5)
    store = Store(
        tmp_path / "ag.db", base=lambda: load_folder(root), header=lambda: load_folder_header(root)
    )
    cat = load_folder_header(root).catalogue
    spy = Spy(cat)
    sources = list(store.sources.workspace().sources)
    index = ClaimIndex(store)
    index.ensure(sources, spy, cat)
    assert index.missing(sources, extractor_key(spy, cat)) == []
    monkeypatch.setattr(index_module, "rules_fingerprint", lambda: "edited-rules")
    assert len(index.missing(sources, extractor_key(spy, cat))) == 5


def test_a_live_models_key_does_not_depend_on_the_rules_code(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    cat = load_folder_header(big_kb(tmp_path, 1)).catalogue
    spy = Spy(cat)
    monkeypatch.setattr(spy, "mode", "live")
    before = extractor_key(spy, cat)
    monkeypatch.setattr(index_module, "rules_fingerprint", lambda: "edited-rules")
    assert extractor_key(spy, cat) == before
