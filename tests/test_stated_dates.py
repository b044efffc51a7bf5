"""A plain document's "Last updated" line is its updatedAt (guard/kb/workspace/dates.py): the
file's modification time is when it was copied, so without the line one knowledge base gave
different dates on two machines. A date that cannot be read falls back to the mtime."""

from __future__ import annotations

import os
import shutil
from datetime import UTC, datetime
from pathlib import Path

import pytest

from guard.kb.workspace import load_folder
from guard.kb.workspace.dates import TOP_LINES, parse_date, stated_update
from guard.kb.workspace.folder import SOURCES_DIR

BRIGHTCART = Path(__file__).resolve().parent.parent / "guard" / "workspaces" / "brightcart"
NOV_2 = datetime(2026, 11, 2, tzinfo=UTC)
#: A modification time far from any stated date, so a fallback to it is unmistakable.
TOUCHED = datetime(2031, 5, 17, 8, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    "text",
    [
        "2026-11-02",
        "2 November 2026",
        "2 Nov 2026",
        "Nov 2, 2026",
        "November 2nd, 2026",
        "2nd of November, 2026",
        "nov. 2 2026",
        "**2 November 2026**",
        "2026-11-02 by the content team",
    ],
)
def test_common_date_formats_read_as_midnight_utc(text: str) -> None:
    assert parse_date(text) == NOV_2


def test_an_iso_date_time_keeps_its_time() -> None:
    assert parse_date("2026-11-02T09:30:00Z") == NOV_2.replace(hour=9, minute=30)


@pytest.mark.parametrize(
    "text", ["31 February 2026", "2026-13-02", "yesterday", "Q4 2026", "", "2026-11-02-rc1"]
)
def test_a_date_that_cannot_be_read_is_no_date(text: str) -> None:
    assert parse_date(text) is None


@pytest.mark.parametrize(
    "body",
    [
        "# Payouts\n\nLast updated: 2 November 2026\n\nText.",
        "# Payouts\nUpdated on Nov 2, 2026\nText.",
        "_Last updated: 2026-11-02_\n# Payouts",
        "# Updated payout times\n\n> Last modified: 2nd November 2026\n",
    ],
)
def test_the_line_is_found_near_the_top(body: str) -> None:
    assert stated_update(body) == NOV_2


def test_a_line_deep_in_the_body_is_text_not_the_date() -> None:
    filler = "\n".join(f"Paragraph {i}." for i in range(TOP_LINES))
    assert stated_update(f"# T\n{filler}\nLast updated: 2 November 2026\n") is None
    assert stated_update("# T\n\nWe updated the form: 2 November 2026 was a busy day.") is None


def _kb(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "kb"
    for rel, text in files.items():
        p = root / SOURCES_DIR / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
        os.utime(p, (TOUCHED.timestamp(), TOUCHED.timestamp()))
    (root / "answerguard.yaml").write_text(
        "defaults: {verification: verified, reviewEveryDays: 180}\n", encoding="utf-8"
    )
    return root


def test_a_plain_file_takes_its_stated_date_not_its_mtime(tmp_path: Path) -> None:
    ws = load_folder(
        _kb(
            tmp_path,
            {
                "stated.md": "# Payouts\n\nLast updated: 2 November 2026\n\nWithin 3 days.\n",
                "malformed.md": "# Fees\n\nLast updated: 31 February 2026\n\nA 5% fee.\n",
                "plain.md": "# Returns\n\nThirty days.\n",
                "front.md": "---\nupdatedAt: 2026-10-01T00:00:00Z\n---\n"
                "Last updated: 2 November 2026\n",
            },
        )
    )
    by_id = {s.id: s.signals for s in ws.sources}
    assert by_id["stated"].updated_at == NOV_2
    assert by_id["stated"].verified_at == NOV_2  # verified by default: as of that date
    assert by_id["malformed"].updated_at == TOUCHED  # unreadable: the mtime, no crash
    assert by_id["plain"].updated_at == TOUCHED
    assert by_id["front"].updated_at == datetime(2026, 10, 1, tzinfo=UTC)  # frontmatter wins
    assert ws.mtime_defaulted == frozenset({"malformed", "plain"})


def test_brightcart_reads_the_same_on_any_machine(tmp_path: Path) -> None:
    """Every BrightCart file states its date, so a copy made at another time (a clone) gives
    the same sources, signal for signal."""
    copy = tmp_path / "brightcart"
    shutil.copytree(BRIGHTCART, copy)
    for path in (copy / SOURCES_DIR).rglob("*.md"):
        os.utime(path, (TOUCHED.timestamp(), TOUCHED.timestamp()))
    here, there = load_folder(BRIGHTCART), load_folder(copy)
    assert there.mtime_defaulted == frozenset()
    assert [s.model_dump() for s in here.sources] == [s.model_dump() for s in there.sources]
    plain = {
        path.stem
        for path in (copy / SOURCES_DIR).rglob("*.md")
        if not path.read_text(encoding="utf-8").startswith("---")
    }
    assert len(plain) == 8
    assert all(s.signals.updated_at < TOUCHED for s in there.sources if s.id in plain)
