"""Expected wording kept in snapshot files (tests/snapshots/<name>.json), compared exactly.

Long expected text (a rule trace, a headline) reads better as data than as a wall of string
literals in a test, and a wording change shows as one diff of one file. Each file maps a case
id to what the case must produce. A test compares `actual` with its entry and fails when the
entry is missing or differs. To regenerate after an intended wording change, run the tests
with ANSWERGUARD_UPDATE_SNAPSHOTS=1 (docs/testing.md) and review the diff before committing:
in that mode the entries are rewritten, not compared."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

SNAPSHOTS = Path(__file__).resolve().parents[1] / "snapshots"
UPDATE_VARIABLE = "ANSWERGUARD_UPDATE_SNAPSHOTS"


def path_of(name: str) -> Path:
    return SNAPSHOTS / f"{name}.json"


def load(name: str) -> dict[str, Any]:
    """The whole snapshot file, in its written order."""
    return json.loads(path_of(name).read_text(encoding="utf-8"))


def _write(name: str, entries: dict[str, Any]) -> None:
    text = json.dumps(entries, indent=2, ensure_ascii=False) + "\n"
    path_of(name).write_text(text, encoding="utf-8")


def assert_snapshot(name: str, key: str, actual: Any) -> None:
    """`actual` equals the entry `key` of snapshot `name`; with the update variable set, the
    entry is rewritten to `actual` instead (the file keeps its other entries and order)."""
    if os.environ.get(UPDATE_VARIABLE) == "1":
        entries = load(name) if path_of(name).exists() else {}
        entries[key] = actual
        _write(name, entries)
        return
    entries = load(name)
    assert key in entries, (
        f"no entry {key!r} in tests/snapshots/{name}.json: run with {UPDATE_VARIABLE}=1 "
        "and review the diff"
    )
    assert actual == entries[key]
