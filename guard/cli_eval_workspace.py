"""`answerguard eval --workspace DIR`: the thin shell around guard/evals/workspace_eval.py
(settings → service → run with a progress bar on stderr → render or JSON → exit code)."""

from __future__ import annotations

import sys
from pathlib import Path

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from guard import LABEL
from guard.cli_common import err, fail, out, parse_now, who
from guard.errors import GuardError


def run(folder: Path, mode: str, as_json: bool, now: str | None) -> None:
    """Run the folder's cases.yaml in `mode`; exit 1 on any unsafe ALLOW, 2 on bad input."""
    from guard.evals.workspace_eval import (
        build_service,
        eval_settings,
        load_workspace,
        run_workspace_eval,
    )
    from guard.evals.workspace_present import workspace_renderables
    from guard.workspace.cases import load_cases

    try:
        at = parse_now(now)
        settings = eval_settings(mode, folder)
        with err.status("Reading the workspace folder…"):
            ws = load_workspace(folder, settings)
            total = len(load_cases(ws.root))
        service = build_service(settings, ws)
        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                   TimeElapsedColumn())  # fmt: skip
        with Progress(*columns, console=err, transient=True) as bar:
            task = bar.add_task(f"eval · {ws.name} · {mode}", total=total)
            report = run_workspace_eval(
                ws,
                service,
                mode,
                at,
                progress=lambda c, r: bar.update(
                    task, advance=1, description=f"{c.id}: {r.decision}/{r.reason_code}"
                ),
                user=who(),
            )
    except GuardError as e:
        fail(e.message)
        return
    if as_json:
        sys.stdout.write(report.to_json(indent=2) + "\n")
    else:
        for part in workspace_renderables(report):
            out.print(part)
        out.print(LABEL, style="dim italic")
    if report.unsafe_allows:
        raise typer.Exit(1)
