"""`python -m tools.screens [DIR]`: write every README picture into DIR (default `docs`)."""

from __future__ import annotations

import sys
from pathlib import Path

from tools.screens.slack import write_slack_screens
from tools.screens.terminal import write_terminal_screens


def write_all(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    return write_terminal_screens(folder) + write_slack_screens(folder)


if __name__ == "__main__":
    for p in write_all(Path(sys.argv[1] if len(sys.argv) > 1 else "docs")):
        print(p)
