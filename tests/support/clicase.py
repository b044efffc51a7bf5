"""The typer CLI as tests call it: in process, on the test's own database, with nothing from
the developer's shell (an API key, an AI mode, a workspace) leaking in, and at a fixed
terminal width so that wrapped output reads the same on every machine."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from guard.cli.app import app


def cli_env(
    monkeypatch: pytest.MonkeyPatch,
    db: Path,
    *,
    workspace: Path | None = None,
    columns: int = 120,
) -> None:
    """The environment one CLI test runs in: `db`, and `workspace` or none (the seed)."""
    monkeypatch.setenv("ANSWERGUARD_DB", str(db))
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.delenv("AI_MODE", raising=False)
    if workspace is None:
        monkeypatch.delenv("ANSWERGUARD_WORKSPACE", raising=False)
    else:
        monkeypatch.setenv("ANSWERGUARD_WORKSPACE", str(workspace))
    monkeypatch.setenv("COLUMNS", str(columns))


def cli_runner() -> Callable[..., Result]:
    """`run("check", "--json", draft, input=...)`: the CLI's result; an exception the CLI
    does not turn into a one-line error propagates, so a traceback fails the test."""
    runner = CliRunner()

    def run(*args: str, input: str | None = None) -> Result:
        return runner.invoke(app, list(args), input=input, catch_exceptions=False)

    return run
