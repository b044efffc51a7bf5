"""`answerguard check`, `show` and `send`: a draft checked, a stored check shown again, a reply
sent through the gate. A thin shell: parse, call the check service, render."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer

from guard import LABEL, surface
from guard.checkrequest import ROLES, CheckRequest, Progress, scope_arg
from guard.cli.common import err, fail, out, parse_now, read_text, runtime, who
from guard.cli.views import banner, brief_view, check_view, compact_view
from guard.errors import GuardError, InputError, PermissionDenied
from guard.kb.workspace import MAX_BODY_CHARS, MAX_DRAFT_CHARS, SourceEdit
from guard.store.checks import MIN_HASH_PREFIX, may_view


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
        body = read_text(path, sid, MAX_BODY_CHARS)
        edits.append(SourceEdit(source=sid, action="save_and_verify", body=body))
    for spec in edit_draft:
        sid, path = _split("--edit-draft", spec, "=")
        body = read_text(path, sid, MAX_BODY_CHARS)
        edits.append(SourceEdit(source=sid, action="save_draft", body=body))
    edits += [SourceEdit(source=sid, action="remove") for sid in remove]
    for spec in set_:
        target, value = _split("--set", spec, "=")
        sid, fld = _split("--set", target, ".")
        edits.append(SourceEdit(source=sid, action="set", field=fld, value=value))
    return edits


def check_request(
    ticket: str | None,
    draft: str,
    rail: str | None,
    role: str,
    now: str | None,
    edits: list[SourceEdit],
    scope: list[str] | None = None,
) -> CheckRequest:
    text = read_text("-", "draft", MAX_DRAFT_CHARS) if draft == "-" else draft
    if role not in ROLES:
        raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
    return CheckRequest(
        ticket_id=ticket,
        draft=text,
        now=parse_now(now),
        role=role,
        rail=rail,
        edits=edits,
        user=who(),
        scope=scope_arg(scope or []),
    )


SCOPE_HELP = (
    "DIMENSION=VALUE, repeatable: what you know of the customer's case (e.g. plan=pro); "
    "overrides the ticket's. Without a ticket every dimension is unknown unless given."
)


def check(
    draft: Annotated[str, typer.Argument(help="The draft reply, or - to read it from stdin.")],
    ticket: Annotated[str | None, typer.Option(help="Ticket ID, e.g. TCK-9001 (optional).")] = None,
    scope: Annotated[list[str], typer.Option(help=SCOPE_HELP)] = [],  # noqa: B006
    rail: Annotated[
        str | None, typer.Option(help="Seed shorthand for --scope rail=instant|standard|unknown.")
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
    brief: Annotated[
        bool, typer.Option("--brief", help="Only the verdict and the safe reply (8 lines).")
    ] = False,
    verbose: Annotated[
        bool, typer.Option("--verbose", "-v", help="Every evidence signal and the full trace.")
    ] = False,
) -> None:
    """Check a draft reply for a ticket and show the decision, safe reply and the rules that
    fired (--verbose: the full rule trace; --brief: the verdict only).

    Edits given here apply to this check only, on top of the stored workspace.
    """
    try:
        req = check_request(
            ticket, draft, rail, role, now, parse_edits(edit, edit_draft, remove, set_), scope
        )
        rt = runtime()
        with err.status("Checking…") as status:  # on stderr: stdout stays the result

            def show(p: Progress) -> None:
                sources = f"{p.sources_read}/{p.sources_total} sources read"
                step = "Applying rules" if p.applying_rules else "Reading draft and sources"
                status.update(f"{step} · draft {'read' if p.draft_read else '…'} · {sources}")

            result = surface.check(rt, req, who(), progress=show)
    except GuardError as e:
        fail(e.message, e.user_text)
        return
    print_result(result, as_json=as_json, brief=brief, verbose=verbose)


def print_result(result, *, as_json: bool, brief: bool, verbose: bool) -> None:  # type: ignore[no-untyped-def]
    if as_json:
        sys.stdout.write(result.model_dump_json(by_alias=True, indent=2) + "\n")
    elif brief:
        out.print(brief_view(result))
    elif verbose:
        out.print(check_view(result))
    else:
        out.print(compact_view(result))


def show(
    check_hash: Annotated[str, typer.Argument(help="A stored check's hash (or a unique prefix).")],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the stored CheckResult JSON, complete.")
    ] = False,
    brief: Annotated[bool, typer.Option("--brief", help="Only the verdict.")] = False,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="The full trace.")] = False,
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
) -> None:
    """Show a stored check (one made here or in Slack) as it was decided; Slack's reasoning
    view points here for the complete JSON. A check made for an ops lead quotes sources an
    agent may not see, so it is shown only with --role ops_lead."""
    from guard.models import CheckResult

    try:
        if role not in ROLES:
            raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
        row = runtime().store.checks.row(check_hash)
        result = CheckResult.model_validate_json(row["result"])
        if not may_view(role, result.role):
            raise PermissionDenied(
                f"Check {row['check_hash'][:MIN_HASH_PREFIX]}… was made for an ops lead and may "
                "quote sources a support agent may not see: show it with --role ops_lead."
            )
    except GuardError as e:
        fail(e.message)
        return
    print_result(result, as_json=as_json, brief=brief, verbose=verbose)


def send(
    draft: Annotated[str, typer.Argument(help="The exact reply to send, or - for stdin.")],
    ticket: Annotated[str, typer.Option(help="Ticket ID, e.g. TCK-9001.")],
    scope: Annotated[list[str], typer.Option(help=SCOPE_HELP)] = [],  # noqa: B006
    rail: Annotated[str | None, typer.Option(help="Seed shorthand for --scope rail=….")] = None,
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
    ack: Annotated[
        bool, typer.Option("--ack", help="Acknowledge a CAUTION and send anyway.")
    ] = False,
    idempotency_key: Annotated[
        str | None, typer.Option(help="The same key never sends twice.")
    ] = None,
    now: Annotated[str | None, typer.Option(help="Decision time, ISO 8601 (default: now).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the outcome as JSON.")] = False,
) -> None:
    """Send a reply through the gate: the server rechecks the exact text first.

    Exit codes: 0 sent, 3 blocked (HOLD/ESCALATE, counted as an intercept), 4 needs --ack
    (CAUTION), 5 AI unavailable (not sent, not counted), 2 bad input.
    """
    try:
        req = check_request(ticket, draft, rail, role, now, [], scope)
        rt = runtime()
        outcome = surface.send_reply(
            rt, req, who(), acknowledged=ack, idempotency_key=idempotency_key
        )
    except GuardError as e:
        fail(e.message, e.user_text)
        return
    if as_json:
        doc = surface.send_report(outcome).model_dump(mode="json", by_alias=True)
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    else:
        if outcome.result is not None:
            out.print(banner(outcome.result))
            if outcome.result.suggestion:
                out.print(f"Safe reply: {outcome.result.suggestion.text}", highlight=False)
        out.print(outcome.message, highlight=False)
        out.print(LABEL, style="dim italic")
    raise typer.Exit(outcome.exit_code)


def register(app: typer.Typer) -> None:
    """Add this group's commands, in the order `--help` lists them."""
    app.command()(check)
    app.command()(show)
    app.command()(send)
