"""`answerguard sources --json | show | add`: a real knowledge base's sources from the
command line. Reading and writing live in the store; this module parses and prints."""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer
from rich.panel import Panel

from guard import LABEL
from guard.check import ROLES
from guard.cli_common import err, fail, out, runtime, who
from guard.engine.standing import effective_verification, review_due
from guard.errors import GuardError, InputError
from guard.models import Role, Source
from guard.render import signal_chips
from guard.textinput import read_file, read_stream
from guard.workspace import visible
from guard.workspace.folder import MAX_FILE_CHARS, source_from_text


def _role(role: str) -> Role:
    if role not in ROLES:
        raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
    return role  # type: ignore[return-value]


def source_json(s: Source, now: datetime) -> dict:
    due = review_due(s.signals) if s.signals.verification == "verified" else None
    return {
        "id": s.id,
        "title": s.title,
        "kind": s.kind,
        "version": s.signals.version,
        "signals": s.signals.model_dump(mode="json", by_alias=True),
        "verificationNow": effective_verification(s.signals, now),
        "reviewDue": due.isoformat() if due else None,
    }


def list_json(role: str) -> None:
    try:
        sources = visible(runtime().store.workspace().sources, _role(role))
    except GuardError as e:
        fail(e.message)
        return
    now = datetime.now(UTC)
    sys.stdout.write(json.dumps([source_json(s, now) for s in sources], indent=2) + "\n")


def show(
    source_id: Annotated[str, typer.Argument(help="Source ID.")],
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
) -> None:
    """The current body and signals of one source (only one the role may see)."""
    try:
        ws = runtime().store.workspace()
        found = [s for s in visible(ws.sources, _role(role)) if s.id == source_id]
        if not found:
            known = ", ".join(s.id for s in visible(ws.sources, _role(role))[:20])
            raise InputError(f"Unknown source '{source_id}'. Known sources: {known}…")
    except GuardError as e:
        fail(e.message)
        return
    s = found[0]
    out.print(
        Panel(
            s.body,
            title=f"{s.id} · {s.title} ({s.kind}) · v{s.signals.version}",
            subtitle=signal_chips(s, now=datetime.now(UTC)),
        ),
        markup=False,
        highlight=False,
    )
    out.print(LABEL, style="dim italic")


def add(
    file: Annotated[
        str, typer.Option("--file", help="A Markdown file (frontmatter optional), or -.")
    ],
    id_: Annotated[
        str | None,
        typer.Option(
            "--id", help="The new source's id (default: frontmatter, else the file's stem)."
        ),
    ] = None,
) -> None:
    """Add one new source to the stored workspace (action `add`), with the catalogue's
    defaults for what its frontmatter doesn't say; its claims are read at once."""
    text = ""
    try:
        text = (
            read_stream(getattr(sys.stdin, "buffer", None), "source", MAX_FILE_CHARS)
            if file == "-"
            else read_file(file, "source", MAX_FILE_CHARS)
        )
        rt = runtime()
        ws = rt.store.workspace()
        stem = "new-source" if file == "-" else Path(file).stem
        source, _ = source_from_text(
            text,
            file if file != "-" else "stdin",
            stem=stem,
            modified=datetime.now(UTC).replace(microsecond=0),
            catalogue=ws.catalogue,
        )
        if id_:
            source = source.model_copy(update={"id": id_})
        rt.store.add_source(source, who(), datetime.now(UTC))
        with err.status(f"Reading the claims of {source.id}…"):
            rt.refresh_index()
    except GuardError as e:
        fail(e.message, e.user_text or text or None)
        return
    out.print(f"{source.id} added ({source.kind}, version {source.signals.version}).")
    out.print(LABEL, style="dim italic")


def register(sources_app: typer.Typer) -> None:
    sources_app.command("show")(show)
    sources_app.command("add")(add)
