"""`answerguard eval`: the golden set (guard/evals/golden.py), or with a workspace its own
cases.yaml (guard/evals/workspace_eval.py). A thin shell: settings → run with a progress bar on
stderr → render or JSON → exit code."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from guard import LABEL
from guard.cli.common import err, fail, out, parse_now, who
from guard.errors import GuardError


def eval_(
    mode: Annotated[str, typer.Option(help="live | saved | local.")] = "local",
    runs: Annotated[
        int,
        typer.Option(
            min=1,
            help="Runs per case in live mode on the golden set (saved and local are deterministic: "
            "1 run; a workspace's cases run once).",
        ),
    ] = 3,
    as_json: Annotated[bool, typer.Option("--json", help="Print only the report JSON.")] = False,
    workspace: Annotated[
        Path | None,
        typer.Option(
            "--workspace",
            help="Run this workspace folder's cases.yaml instead of the golden set (default: "
            "the global --workspace or $ANSWERGUARD_WORKSPACE when set).",
        ),
    ] = None,
    now: Annotated[
        str | None,
        typer.Option(help="With a workspace: decision time for cases naming none (default: now)."),
    ] = None,
) -> None:
    """Run the golden eval set (guard/evalsets/golden.json): decision accuracy, quote validity,
    extraction field accuracy and, in live mode, the gate. Exits 1 when the eval fails.

    With a workspace (`--workspace DIR`, the global `--workspace` or $ANSWERGUARD_WORKSPACE),
    run its cases.yaml through the check service in the chosen mode (live: the model with its
    fallback chain and the shared live-call limits) and report cases as expected n/N, unsafe
    ALLOWs first (expected a stop, got ALLOW), every miss. Exits 1 on any unsafe ALLOW, else
    0; 2 when cases.yaml is missing, the folder does not load, or live has no
    ANTHROPIC_API_KEY."""
    folder = workspace or (Path(p) if (p := os.environ.get("ANSWERGUARD_WORKSPACE")) else None)
    if folder is not None:
        run_workspace(folder, mode, as_json, now)
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from guard.evals import planned_checks, report_renderables, run_eval

    try:
        if as_json:
            report = run_eval(mode, runs)
        else:
            columns = (
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
            )
            with Progress(*columns, console=err, transient=True) as bar:
                task = bar.add_task(f"eval · {mode}", total=planned_checks(mode, runs))
                report = run_eval(
                    mode, runs, progress=lambda line: bar.update(task, advance=1, description=line)
                )
    except GuardError as e:
        fail(e.message)
        return
    # The larger labelled set measures the local extractor itself (no decisions involved).
    from guard.evals import extraction_set_renderables, extraction_set_reports

    sets = extraction_set_reports() if mode == "local" else []
    if as_json:
        doc = json.loads(report.to_json())
        for key, (_, r) in zip(("extractionSet", "heldoutSet"), sets, strict=False):
            doc[key] = json.loads(r.model_dump_json(by_alias=True))
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    else:
        for part in report_renderables(report):
            out.print(part)
        for name, r in sets:
            for part in extraction_set_renderables(r, name):
                out.print(part)
        out.print(LABEL, style="dim italic")
    if not report.passed:
        raise typer.Exit(1)


def run_workspace(folder: Path, mode: str, as_json: bool, now: str | None) -> None:
    """Run the folder's cases.yaml in `mode`; exit 1 on any unsafe ALLOW, 2 on bad input."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from guard.evals.workspace_eval import (
        build_service,
        eval_settings,
        load_workspace,
        run_workspace_eval,
    )
    from guard.evals.workspace_present import workspace_renderables
    from guard.kb.workspace.cases import load_cases

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


def register(app: typer.Typer) -> None:
    app.command("eval")(eval_)
