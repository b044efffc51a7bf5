"""CLI commands for a team's own knowledge base: `--workspace`, `init`, `import`.

A thin shell like the rest of the CLI: reading and syncing live in guard/kb/workspace and the
store; this module parses, calls and prints.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from guard import LABEL
from guard.cli.common import err, fail, out, print_version, runtime, who
from guard.errors import GuardError, InputError
from guard.kb.index import extractor_key
from guard.kb.workspace import load_folder
from guard.kb.workspace.starter import write_starter

if TYPE_CHECKING:
    from guard.models import Source, SourceExtraction
    from guard.runtime import Runtime


def _use_workspace(ctx: typer.Context | None, path: Path) -> None:
    """Point this run at a workspace folder; the setting is put back when the command ends,
    so a process that runs several commands (tests, a shell) never inherits it."""
    before = os.environ.get("ANSWERGUARD_WORKSPACE")
    os.environ["ANSWERGUARD_WORKSPACE"] = str(path)

    def restore() -> None:
        if before is None:
            os.environ.pop("ANSWERGUARD_WORKSPACE", None)
        else:
            os.environ["ANSWERGUARD_WORKSPACE"] = before

    if ctx is not None:
        ctx.call_on_close(restore)


def _workspace_option(
    ctx: typer.Context,
    workspace: Annotated[
        Path | None,
        typer.Option(
            "--workspace",
            help="Workspace folder (answerguard.yaml, sources/, tickets.yaml). Default: "
            "$ANSWERGUARD_WORKSPACE, else the embedded seed.",
        ),
    ] = None,
    show_version: Annotated[
        bool,
        typer.Option(
            "--version",
            "-V",
            callback=print_version,
            is_eager=True,
            help="Print the installed version and exit.",
        ),
    ] = False,
) -> None:
    """AnswerGuard checks a support reply against the team's sources before it is sent."""
    if workspace is not None:
        _use_workspace(ctx, workspace)


def init(
    folder: Annotated[Path, typer.Argument(help="A new (or empty) folder to create.")],
) -> None:
    """Write a small, commented example workspace to start from."""
    try:
        written = write_starter(folder)
    except GuardError as e:
        fail(e.message)
        return
    for path in written:
        out.print(f"  wrote {path}", highlight=False)
    out.print(
        f"Next: edit {folder / 'answerguard.yaml'} for your topics, put your articles in "
        f"{folder / 'sources'}/, then\n  answerguard --workspace {folder} import\n"
        f'  answerguard --workspace {folder} check "Pro payouts arrive within 2 business days."',
        highlight=False,
    )


def import_(
    ctx: typer.Context,
    folder: Annotated[
        Path | None,
        typer.Argument(help="The workspace folder to sync (default: the configured workspace)."),
    ] = None,
) -> None:
    """Sync a workspace folder into the database: new files become sources, changed files new
    versions (action `import`), deleted files removals. Nothing is overwritten: history is kept,
    and an edit made in AnswerGuard stays unless its file changed since."""
    if folder is not None:
        _use_workspace(ctx, folder)
    try:
        with err.status("Reading the workspace folder…"):
            rt = runtime(seed=False)  # a new database gets the folder from this import
            if rt.settings.workspace is None:
                fail(
                    "No workspace folder is configured: give one (`answerguard import DIR`) or "
                    "set ANSWERGUARD_WORKSPACE. The embedded seed is restored with `reset`."
                )
                return
            fresh = load_folder(rt.settings.workspace, rt.settings.max_source_bytes)
        summary = rt.store.sources.import_folder(who(), datetime.now(UTC), base=fresh)
    except GuardError as e:
        fail(e.message)
        return
    for notice in fresh.notices:
        err.print(f"[yellow]warning:[/yellow] {escape(notice)}", highlight=False, soft_wrap=True)
    t = Table(title=f"Imported {fresh.name}", title_justify="left")
    for col in ("sources", "count", "ids"):
        t.add_column(col, overflow="fold")
    for name in ("added", "changed", "removed", "unchanged"):
        ids = getattr(summary, name)
        shown = ", ".join(ids[:8]) + (f" …and {len(ids) - 8} more" if len(ids) > 8 else "")
        t.add_row(name, str(len(ids)), shown if name != "unchanged" else "")
    out.print(t)
    _index_with_progress(rt)
    out.print(LABEL, style="dim italic")


def reindex(
    unread: Annotated[
        bool,
        typer.Option(
            "--unread",
            help="Also read again now every source version the model could not read "
            "(failed, rejected or silent), whenever it was last tried (live mode).",
        ),
    ] = False,
) -> None:
    """Read every source version the claims index lacks for the current catalogue and
    extractor (after changing answerguard.yaml, the model or AI_MODE). Resumable: an
    interrupted run keeps what it read."""
    try:
        rt = runtime()
        if unread and rt.service.extractor.mode != "live":
            raise InputError(
                "reindex --unread needs live mode: the local and saved extractors would read "
                "the same text the same way again."
            )
    except GuardError as e:
        fail(e.message)
        return
    _index_with_progress(rt)
    if unread:
        with err.status("Reading the unread source versions again…"):
            again = rt.retry_unread(None)
        still = sorted(sid for sid, row in again.items() if row.status != "read")
        out.print(
            f"Unread versions read again: {len(again)}, now read: {len(again) - len(still)}"
            + (f", still unread: {', '.join(still)}" if still else "")
            + ".",
            highlight=False,
        )
        if again:
            rt.track_register()
            rt.track_exposure()
    out.print(LABEL, style="dim italic")


def _index_with_progress(rt: Runtime) -> None:
    """Extract what the index lacks, with a progress bar (files, claims, model calls,
    unread), then the claims per topic: a topic with none means its `about` phrases miss
    how the articles are written."""
    ws = rt.store.sources.workspace()
    index = rt.index
    assert index is not None, "build_runtime always gives the runtime a claims index"
    todo = index.missing(ws.sources, extractor_key(rt.service.extractor, ws.catalogue))
    counts = {"claims": 0, "unread": 0}
    with Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[claims]} claims · {task.fields[unread]} unread"),
        TimeElapsedColumn(),
        console=err,
        transient=True,
    ) as bar:
        task = bar.add_task(
            f"Reading sources ({rt.service.extractor.model})",
            total=len(todo),
            claims=0,
            unread=0,
        )

        def step(done: int, total: int, source: Source, ext: SourceExtraction) -> None:
            counts["claims"] += len(ext.claims)
            counts["unread"] += not ext.ok
            bar.update(task, completed=done, claims=counts["claims"], unread=counts["unread"])

        stats = rt.refresh_index(progress=step)
    out.print(
        f"Claims index: {stats.indexed} source version(s) read now, {stats.claims} claims"
        + (f", unread: {', '.join(stats.unread[:10])}" if stats.unread else "")
        + f" ({len(ws.sources) - len(todo)} already indexed).",
        highlight=False,
    )
    per_topic = index.claims_per_topic(
        ws.sources, extractor_key(rt.service.extractor, ws.catalogue)
    )
    t = Table(title="Claims per topic", title_justify="left")
    t.add_column("topic")
    t.add_column("claims", justify="right")
    for key in (*ws.catalogue.topic_keys, "other"):
        t.add_row(key, str(per_topic.get(key, 0)))
    out.print(t)
    out.print(
        "How each claim was read, and which catalogue phrase put it there: "
        "answerguard sources claims SOURCE_ID",
        style="dim",
        highlight=False,
    )


def register(app: typer.Typer) -> None:
    app.callback()(_workspace_option)
    app.command("init")(init)
    app.command(
        "import",
        help="Sync a workspace folder into the database: new files become sources, changed "
        "files new versions (action `import`), deleted files removals. Nothing is overwritten: "
        "history is kept, and an edit made in AnswerGuard stays unless its file changed since. "
        "Only files inside the folder are read: symbolic links are refused, special files "
        "skipped, and a source over ANSWERGUARD_MAX_SOURCE_BYTES (1 MB) refused unread.",
    )(import_)
    app.command("reindex")(reindex)
