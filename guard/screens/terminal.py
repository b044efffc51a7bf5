"""The README's terminal screenshots of a verdict: `python -m guard.screens DIR` writes the
compact verdict (what `answerguard check` prints) and the full reasoning (`--verbose`) for
the seed's canonical HOLD, as SVG. Run by `make readme`; nothing here is product logic."""

from __future__ import annotations

import io
import sys
from datetime import UTC, datetime
from pathlib import Path

from rich.console import Console

from guard.check import CheckRequest, CheckService
from guard.extract.local import LocalExtractor
from guard.render import check_view, compact_view
from guard.workspace import CANONICAL_DRAFT

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)


def write_screens(folder: Path) -> list[Path]:
    result = CheckService(LocalExtractor()).check(
        CheckRequest(ticket_id="TCK-9001", draft=CANONICAL_DRAFT, now=NOW)
    )
    written = []
    for name, view, title in (
        ("verdict.svg", compact_view(result), "answerguard check"),
        ("reasoning.svg", check_view(result), "answerguard check --verbose"),
    ):
        console = Console(record=True, width=100, file=io.StringIO())
        console.print(view)
        path = folder / name
        console.save_svg(str(path), title=title)
        written.append(path)
    return written


if __name__ == "__main__":
    for p in write_screens(Path(sys.argv[1] if len(sys.argv) > 1 else "docs")):
        print(p)
