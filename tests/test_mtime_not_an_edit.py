"""A file's modification time is no edit after a stated verification (`kb.workspace.folder`).

A source with `verifiedAt` and no `updatedAt` (nor a "Last updated" line) used to take the
file's mtime as its date: the time it was copied or cloned, so every cloned, verified
document read as edited after its verification (EDITED_AFTER_VERIFICATION, a weakener), on
one machine and not on another (issue 17, tests/kb/dental). Its date is now its stated
verification. Invented files (a library's loan rules), not from tests/kb.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from guard.engine.standing import weakeners_of
from guard.kb.workspace import load_folder

VERIFIED = "2024-03-01T09:00:00Z"


def _load(tmp_path: Path, frontmatter: str) -> tuple[datetime, list[str]]:
    path = tmp_path / "sources" / "loans.md"
    path.parent.mkdir(parents=True)
    path.write_text(f"---\n{frontmatter}---\n# Loans\n\nBooks are lent for 3 weeks.\n")
    later = datetime(2025, 6, 1, tzinfo=UTC).timestamp()
    os.utime(path, (later, later))
    (s,) = load_folder(tmp_path).sources
    return s.signals.updated_at, weakeners_of(s)


def test_a_stated_verification_is_the_date_not_the_copy_time(tmp_path: Path) -> None:
    updated, weak = _load(tmp_path, f"verification: verified\nverifiedAt: {VERIFIED}\n")
    assert updated == datetime(2024, 3, 1, 9, tzinfo=UTC)
    assert "EDITED_AFTER_VERIFICATION" not in weak


def test_a_stated_update_after_the_verification_is_still_an_edit(tmp_path: Path) -> None:
    fm = f"verification: verified\nverifiedAt: {VERIFIED}\nupdatedAt: 2024-05-01T00:00:00Z\n"
    _, weak = _load(tmp_path, fm)
    assert "EDITED_AFTER_VERIFICATION" in weak


def test_without_a_verification_date_the_mtime_still_dates_it(tmp_path: Path) -> None:
    updated, _ = _load(tmp_path, "verification: unverified\n")
    assert updated == datetime(2025, 6, 1, tzinfo=UTC)
