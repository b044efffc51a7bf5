"""The README's terminal screenshots of a verdict: the compact view (what `answerguard check`
prints) and the full reasoning (`--verbose`) for the seed's canonical HOLD, as SVG, drawn by
rich. Written by `python -m tools.screens DIR` (`make readme`); nothing here is product
logic."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from guard.cli.views import check_view, compact_view
from tools.screens.canonical import canonical_check

#: File name, and the command whose output it shows.
TERMINAL_SCREENS = {
    "check.svg": "answerguard check",
    "check-verbose.svg": "answerguard check --verbose",
}


def write_terminal_screens(folder: Path) -> list[Path]:
    result = canonical_check()
    views = {"check.svg": compact_view(result), "check-verbose.svg": check_view(result)}
    written = []
    for name, title in TERMINAL_SCREENS.items():
        console = Console(record=True, width=100, file=io.StringIO())
        console.print(views[name])
        path = folder / name
        console.save_svg(str(path), title=title)
        written.append(path)
    return written
