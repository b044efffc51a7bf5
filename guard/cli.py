"""The `answerguard` command line. A thin shell: parse, call the check service, render.

Errors a user can cause print one line on stderr naming the problem and the limit, and exit
with code 2; no traceback reaches a user.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from guard import LABEL
from guard.check import RAILS, ROLES, CheckRequest, CheckService
from guard.errors import GuardError, InputError
from guard.extract.factory import make_extractor
from guard.models import Role
from guard.render import check_view, signal_chips
from guard.workspace import SourceEdit, load_seed, visible

app = typer.Typer(
    help=f"AnswerGuard checks a support reply against the team's sources before it is sent. {LABEL}.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console()
err = Console(stderr=True)


def fail(message: str, user_text: str | None = None) -> None:
    err.print(f"[bold red]error:[/bold red] {message}", highlight=False, soft_wrap=True)
    if user_text:
        err.print("Your text, unchanged:", style="dim")
        err.print(user_text, markup=False, highlight=False, soft_wrap=True)
    raise typer.Exit(2)


def parse_now(value: str | None) -> datetime:
    if value is None:
        return datetime.now(UTC)
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise InputError(
            f"--now '{value}' is not an ISO date-time (e.g. 2026-11-30T12:00:00Z)."
        ) from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def read_text(path: str, what: str) -> str:
    try:
        return sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"Cannot read {what} file '{path}': {e.strerror or e}.") from None


def _split(option: str, value: str, sep: str) -> tuple[str, str]:
    left, found, right = value.partition(sep)
    if not found or not left or not right:
        raise InputError(f"{option} expects SOURCE_ID{sep}…, got '{value}'.")
    return left, right


def parse_edits(
    edit: list[str], edit_draft: list[str], remove: list[str], set_: list[str]
) -> list[SourceEdit]:
    edits: list[SourceEdit] = []
    for spec in edit:
        sid, path = _split("--edit", spec, "=")
        edits.append(SourceEdit(source=sid, action="save_and_verify", body=read_text(path, sid)))
    for spec in edit_draft:
        sid, path = _split("--edit-draft", spec, "=")
        edits.append(SourceEdit(source=sid, action="save_draft", body=read_text(path, sid)))
    edits += [SourceEdit(source=sid, action="remove") for sid in remove]
    for spec in set_:
        target, value = _split("--set", spec, "=")
        sid, fld = _split("--set", target, ".")
        edits.append(SourceEdit(source=sid, action="set", field=fld, value=value))
    return edits


def service() -> CheckService:
    return CheckService(make_extractor())


@app.command()
def check(
    draft: Annotated[str, typer.Argument(help="The draft reply, or - to read it from stdin.")],
    ticket: Annotated[str, typer.Option(help="Ticket ID, e.g. TCK-9001.")],
    rail: Annotated[
        str | None, typer.Option(help="Override the ticket's rail: instant|standard|unknown.")
    ] = None,
    role: Annotated[
        str, typer.Option(help="support_agent (sees 'everyone' sources) or ops_lead.")
    ] = "support_agent",
    now: Annotated[str | None, typer.Option(help="Decision time, ISO 8601 (default: now).")] = None,
    edit: Annotated[
        list[str], typer.Option(help="SOURCE_ID=FILE: new body, Save and verify (simulated).")
    ] = [],  # noqa: B006
    edit_draft: Annotated[
        list[str], typer.Option(help="SOURCE_ID=FILE: new body, Save draft.")
    ] = [],  # noqa: B006
    remove: Annotated[
        list[str], typer.Option(help="SOURCE_ID: leave a source out of this check.")
    ] = [],  # noqa: B006
    set_: Annotated[
        list[str],
        typer.Option(
            "--set",
            help="SOURCE_ID.FIELD=VALUE: flaggedOutdated, verification, ownerActive (visibility is ignored).",
        ),
    ] = [],  # noqa: B006
    as_json: Annotated[
        bool, typer.Option("--json", help="Print only the CheckResult JSON.")
    ] = False,
) -> None:
    """Check a draft reply for a ticket and show the decision, safe reply and rule trace."""
    text = draft
    try:
        text = read_text("-", "draft") if draft == "-" else draft
        if role not in ROLES:
            raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
        if rail is not None and rail not in RAILS:
            raise InputError(f"Unknown rail '{rail}'. Rails: {', '.join(RAILS)}.")
        req = CheckRequest(
            ticket_id=ticket,
            draft=text,
            now=parse_now(now),
            role=role,  # type: ignore[arg-type]
            rail=rail,
            edits=parse_edits(edit, edit_draft, remove, set_),
        )
        result = service().check(req)
    except GuardError as e:
        fail(e.message, e.user_text if e.user_text is not None and e.user_text == text else None)
        return
    if as_json:
        sys.stdout.write(result.model_dump_json(by_alias=True, indent=2) + "\n")
    else:
        out.print(check_view(result))


@app.command()
def tickets() -> None:
    """List the tickets in the simulated inbox."""
    t = Table(title="Simulated inbox (synthetic tickets)", title_justify="left")
    for col in ("ticket", "customer", "rail", "message"):
        t.add_column(col, overflow="fold")
    for tk in load_seed().tickets.values():
        t.add_row(tk.id, tk.customer, tk.rail, tk.message)
    out.print(t)
    out.print(LABEL, style="dim italic")


@app.command()
def sources(
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
) -> None:
    """List the sources a role may see, with their signals."""
    if role not in ROLES:
        fail(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
    r: Role = role  # type: ignore[assignment]
    t = Table(title=f"Sources visible to {role}", title_justify="left", show_lines=True)
    for col in ("source", "kind", "signals", "visibility"):
        t.add_column(col, overflow="fold")
    for s in visible(load_seed().sources, r):
        t.add_row(f"{s.id} · {s.title}", s.kind, signal_chips(s), s.signals.visibility)
    out.print(t)
    out.print(LABEL, style="dim italic")


@app.command()
def demo(
    now: Annotated[str | None, typer.Option(help="Decision time, ISO 8601 (default: now).")] = None,
) -> None:
    """Run the seed's canonical tickets, then the dynamic-proof edits B1, B7, B2, B3."""
    from guard.demo import run_demo

    try:
        run_demo(service(), parse_now(now), out)
    except GuardError as e:
        fail(e.message)


def main() -> None:
    try:
        app()
    except GuardError as e:  # a last net: commands catch their own, this keeps tracebacks away
        err.print(f"error: {e.message}")
        sys.exit(2)


if __name__ == "__main__":
    main()
