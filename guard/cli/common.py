"""What every CLI command module shares: the two consoles, the one-line failure, the user
the runtime, and reading a file or stdin. Kept apart so command modules import it, not each other."""

from __future__ import annotations

import os
import sys
from datetime import UTC, datetime
from typing import TYPE_CHECKING, NoReturn

import typer
from rich.console import Console
from rich.markup import escape

from guard.errors import InputError
from guard.instants import decision_time
from guard.textinput import read_file, read_stream

if TYPE_CHECKING:  # imported when called: the CLI starts without building a runtime
    from guard.runtime import Runtime

out = Console()
err = Console(stderr=True)


def fail(message: str, user_text: str | None = None) -> NoReturn:
    """One line on stderr naming the problem, the user's text echoed back, exit code 2."""
    err.print(f"[bold red]error:[/bold red] {message}", highlight=False, soft_wrap=True)
    if user_text:
        err.print("Your text, unchanged:", style="dim")
        err.print(user_text, markup=False, highlight=False, soft_wrap=True)
    raise typer.Exit(2)


def version() -> str:
    """The installed distribution's version (the wheel's or the editable checkout's)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("answerguard")
    except PackageNotFoundError:  # imported from a bare source tree that was never installed
        return "unknown (not installed)"


def print_version(value: bool) -> None:
    """Eager callback of the root `--version` option (in cli_workspace's root callback)."""
    if value:
        out.print(f"answerguard {version()}", highlight=False)
        raise typer.Exit()


def parse_now(value: str | None) -> datetime:
    """`--now`: an ISO date-time (UTC when it names no zone), or the current time."""
    if value is None:
        return datetime.now(UTC)
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise InputError(
            f"--now '{value}' is not an ISO date-time (e.g. 2026-11-30T12:00:00Z)."
        ) from None
    try:
        return decision_time(parsed)
    except ValueError:
        raise InputError(
            f"--now '{value}' falls off the calendar in UTC; give a date between years 2 and 9998."
        ) from None


def who() -> str:
    """The CLI user for the audit trail."""
    return os.environ.get("USER") or "cli"


def runtime(seed: bool = True, *, folder_notice: bool = True) -> Runtime:
    """The runtime from the environment; `seed=False` for `import` (guard/runtime.py).

    On a workspace folder whose source files changed since the last import, one notice line
    on stderr (stdout stays the command's own, JSON included): the command runs on the
    imported versions, and nothing is imported by itself, so an edit made in AnswerGuard is
    never overwritten behind the user's back. `import` and `reset`, which take the folder
    in, ask for none (`seed=False` / `folder_notice=False`)."""
    from guard.runtime import build_runtime

    rt = build_runtime(seed=seed)
    if seed and folder_notice and rt.settings.workspace is not None:
        drift = rt.folder_drift()
        if drift:
            err.print(
                f"[yellow]notice:[/yellow] {escape(drift.notice(rt.settings.workspace))}",
                highlight=False,
                soft_wrap=True,
            )
    return rt


def read_text(path: str, what: str, limit: int) -> str:
    """A file's or stdin's (`-`) text, bounded while reading: `limit` is the character cap
    of what is read (a draft or a body), so a huge file, a device or a FIFO never hangs or
    fills memory, and bytes that are not UTF-8 are named (guard.textinput)."""
    if path == "-":
        return read_stream(getattr(sys.stdin, "buffer", None), what, limit)
    return read_file(path, what, limit)
