"""`answerguard record` (the live model's answers saved for replay) and `answerguard demo`
(the seed's story, a folder's cases.yaml, the guided tour). A thin shell over guard/demo.py
and guard/record.py."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from guard.check import CheckService
from guard.cli.common import err, fail, out, parse_now
from guard.errors import GuardError


def record() -> None:
    """Record live-model answers for the seed, the Appendix B variants and the canonical
    drafts into guard/ai_cache/ or ANSWERGUARD_AI_CACHE_DIR (needs ANTHROPIC_API_KEY)."""
    from guard.extract.live import LiveExtractor
    from guard.record import record_all
    from guard.settings import Settings

    try:
        settings = Settings.from_env()
    except GuardError as e:
        fail(e.message)
        return
    if not settings.api_key:
        fail(
            "answerguard record needs ANTHROPIC_API_KEY: it asks the live model and saves its "
            "answers. Nothing was recorded."
        )
    target = settings.ai_cache_dir
    existing = next((p for p in (target, *target.parents) if p.exists()), target)
    if not os.access(existing, os.W_OK):  # e.g. a wheel installed into a read-only prefix
        fail(
            f"Cannot write saved responses to {target}: set ANSWERGUARD_AI_CACHE_DIR to a "
            "writable folder. Nothing was recorded."
        )
    with out.status("Recording live answers…") as status:
        report = record_all(
            LiveExtractor(model=settings.model),
            settings.ai_cache_dir,
            progress=lambda line: status.update(f"Recorded {line}"),
        )
    out.print(
        f"{report.checks} checks run, {report.written} new saved responses in "
        f"{settings.ai_cache_dir}."
    )
    for f in report.failures:
        err.print(f"not recorded: {f}")
    if report.failures:
        raise typer.Exit(1)


def demo(
    now: Annotated[str | None, typer.Option(help="Decision time, ISO 8601 (default: now).")] = None,
    svg: Annotated[Path | None, typer.Option(help="Also save the run as an SVG image.")] = None,
    tour: Annotated[
        bool,
        typer.Option(
            "--tour",
            help="A guided tour in five steps (HOLD, reasoning, an edit that flips it, the send "
            "gate, impact) on a simulated in-memory copy of the seed; Enter between steps.",
        ),
    ] = False,
    yes: Annotated[
        bool, typer.Option("--yes", help="With --tour: run straight through, no Enter.")
    ] = False,
) -> None:
    """Run the seed's canonical tickets, then the dynamic-proof edits B1, B7, B2, B3; with a
    workspace folder, run its cases.yaml (expected against actual); with --tour, walk the
    seed's five steps on a sandbox. Nothing is saved."""
    from guard.demo import run_cases, run_demo, run_tour
    from guard.extract.factory import make_extractor
    from guard.kb.workspace import Workspace, load_folder, load_seed
    from guard.settings import Settings

    console = Console(record=True, width=110) if svg else out
    misses = 0
    try:
        settings = Settings.from_env()
        # Read here, not through the runtime's loader: the demo runs every time the cases
        # are, so the folder's warnings (kept frontmatter fields) are `import`'s to print.
        ws = (
            load_seed()
            if settings.workspace is None
            else load_folder(settings.workspace, settings.max_source_bytes)
        )

        def load() -> Workspace:
            return ws

        if tour:
            extractor, _ = make_extractor(settings, catalogue=load_seed().catalogue)
            run_tour(extractor, parse_now(now), console, wait=None if yes else input)
            if svg:
                svg.parent.mkdir(parents=True, exist_ok=True)
                console.save_svg(str(svg), title="answerguard demo --tour")
                out.print(f"Saved {svg}")
            return
        extractor, _ = make_extractor(settings, catalogue=ws.catalogue)
        if settings.workspace is None:
            run_demo(CheckService(extractor), parse_now(now), console)
        else:
            misses = run_cases(CheckService(extractor, load), ws, parse_now(now), console)
    except GuardError as e:
        fail(e.message)
    if svg:
        svg.parent.mkdir(parents=True, exist_ok=True)
        console.save_svg(str(svg), title="answerguard demo")
        out.print(f"Saved {svg}")
    if misses:
        raise typer.Exit(1)


def register_record(app: typer.Typer) -> None:
    """`record`, where `--help` has always listed it (before `eval`)."""
    app.command()(record)


def register_demo(app: typer.Typer) -> None:
    """`demo`, where `--help` has always listed it (after `eval`)."""
    app.command()(demo)
