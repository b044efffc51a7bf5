"""CLI commands for a team's own knowledge base: `--workspace`, `init`, `import`.

A thin shell like the rest of the CLI: reading and syncing live in guard/workspace and the
store; this module parses, calls and prints.
"""

from __future__ import annotations

import os
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import track
from rich.table import Table

from guard import LABEL
from guard.cli_common import err, fail, out, runtime, who
from guard.errors import GuardError
from guard.workspace import load_folder
from guard.workspace.starter import write_starter


def _workspace_option(
    workspace: Annotated[
        Path | None,
        typer.Option(
            "--workspace",
            help="Workspace folder (answerguard.yaml, sources/, tickets.yaml). Default: "
            "$ANSWERGUARD_WORKSPACE, else the embedded seed.",
        ),
    ] = None,
) -> None:
    """AnswerGuard checks a support reply against the team's sources before it is sent."""
    if workspace is not None:
        os.environ["ANSWERGUARD_WORKSPACE"] = str(workspace)


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
    folder: Annotated[
        Path | None,
        typer.Argument(help="The workspace folder to sync (default: the configured workspace)."),
    ] = None,
) -> None:
    """Sync a workspace folder into the database: new files become sources, changed files new
    versions (action `import`), deleted files removals. Nothing is overwritten: history is kept,
    and an edit made in AnswerGuard stays unless its file changed since."""
    if folder is not None:
        os.environ["ANSWERGUARD_WORKSPACE"] = str(folder)
    try:
        with err.status("Reading the workspace folder…"):
            rt = runtime()
            if rt.settings.workspace is None:
                fail(
                    "No workspace folder is configured: give one (`answerguard import DIR`) or "
                    "set ANSWERGUARD_WORKSPACE. The embedded seed is restored with `reset`."
                )
                return
            fresh = load_folder(rt.settings.workspace)
        summary = rt.store.import_folder(who(), datetime.now(UTC), base=fresh)
    except GuardError as e:
        fail(e.message)
        return
    t = Table(title=f"Imported {fresh.name}", title_justify="left")
    for col in ("sources", "count", "ids"):
        t.add_column(col, overflow="fold")
    for name in ("added", "changed", "removed", "unchanged"):
        ids = getattr(summary, name)
        shown = ", ".join(ids[:8]) + (f" …and {len(ids) - 8} more" if len(ids) > 8 else "")
        t.add_row(name, str(len(ids)), shown if name != "unchanged" else "")
    out.print(t)
    if rt.service.extractor.mode == "local":
        _claims_per_topic(rt, fresh)
    else:
        out.print("Claims are extracted by the model when a check first reads each source.")
    out.print(LABEL, style="dim italic")


def _claims_per_topic(rt, ws) -> None:  # type: ignore[no-untyped-def]
    """What the catalogue catches in these sources: a topic with no claim is a sign its
    `about` phrases miss how the articles are written."""
    ex = rt.service.extractor
    topics: Counter[str] = Counter()
    unread: list[str] = []
    current = rt.store.workspace()
    for s in track(current.sources, description="Reading claims…", console=err, transient=True):
        result = ex.extract_source(s)
        if not result.ok:
            unread.append(s.id)
        topics.update(c.topic for c in result.claims)
    t = Table(title="Claims per topic (local extractor)", title_justify="left")
    t.add_column("topic")
    t.add_column("claims", justify="right")
    for key in (*ws.catalogue.topic_keys, "other"):
        t.add_row(key, str(topics.get(key, 0)))
    out.print(t)
    if unread:
        out.print(f"Unread: {', '.join(unread)}", style="yellow")


def register(app: typer.Typer) -> None:
    app.callback()(_workspace_option)
    app.command("init")(init)
    app.command("import")(import_)
