"""The `answerguard` command line. A thin shell: parse, call the check service, render.

Errors a user can cause print one line on stderr naming the problem and the limit, and exit
with code 2; no traceback reaches a user.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from guard import LABEL, surface
from guard.check import ROLES, CheckRequest, CheckService, Progress, scope_arg
from guard.cli.api import register as register_api_commands
from guard.cli.catalogue import register as register_catalogue_commands
from guard.cli.channels import register as register_channel_commands
from guard.cli.common import err, fail, out, parse_now, read_text, runtime, who
from guard.cli.conflicts import register as register_conflict_commands
from guard.cli.edits import register as register_edit_commands
from guard.cli.evals import register as register_eval_command
from guard.cli.trust import register as register_trust_commands
from guard.cli.workspace import register as register_workspace_commands
from guard.errors import GuardError, InputError, PermissionDenied
from guard.kb.workspace import MAX_BODY_CHARS, MAX_DRAFT_CHARS, SourceEdit
from guard.models import CheckResult
from guard.render import banner, brief_view, check_view, compact_view
from guard.store.checks import MIN_HASH_PREFIX, may_view

app = typer.Typer(
    help=f"AnswerGuard checks a support reply against the team's sources before it is sent. {LABEL}.",
    no_args_is_help=True,
    add_completion=False,
    # Docstrings wrap at 100 columns; markdown mode joins a paragraph's lines so the help
    # reflows to the terminal instead of breaking mid-sentence.
    rich_markup_mode="markdown",
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


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


@app.command()
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


def print_result(result: CheckResult, *, as_json: bool, brief: bool, verbose: bool) -> None:
    if as_json:
        sys.stdout.write(result.model_dump_json(by_alias=True, indent=2) + "\n")
    elif brief:
        out.print(brief_view(result))
    elif verbose:
        out.print(check_view(result))
    else:
        out.print(compact_view(result))


@app.command()
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


@app.command()
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


@app.command()
def tickets() -> None:
    """List the tickets in the simulated inbox."""
    t = Table(title="Simulated inbox (synthetic tickets)", title_justify="left")
    for col in ("ticket", "customer", "scope", "message"):
        t.add_column(col, overflow="fold")
    try:
        ws = runtime().store.sources.workspace()
    except GuardError as e:
        fail(e.message)
        return
    for tk in ws.tickets.values():
        scope = " · ".join(f"{d} {v}" for d, v in tk.scope.items()) or "—"
        t.add_row(tk.id, tk.customer, scope, tk.message)
    if not ws.tickets:
        out.print(f"{ws.name} has no tickets.yaml: check drafts without --ticket.")
    out.print(t)
    out.print(LABEL, style="dim italic")


@app.command()
def reset(
    yes: Annotated[bool, typer.Option("--yes", help="Don't ask for confirmation.")] = False,
    drop_answers: Annotated[
        bool,
        typer.Option(
            "--drop-answers",
            help="Also remove the owner answers captured with `answers capture` (kept by "
            "default: no file holds them).",
        ),
    ] = False,
) -> None:
    """Restore the workspace folder's sources and clear metrics (the audit trail is kept).
    Sources the folder does not hold are removed, except captured owner answers, which are
    kept unless --drop-answers; Slack channels are read whole at their next sync."""
    also = " and the captured owner answers" if drop_answers else ""
    if not yes and not typer.confirm(f"Restore the seed{also} and clear the metrics?"):
        raise typer.Exit(1)
    rt = runtime()
    done = rt.store.sources.reset(who(), parse_now(None), drop_answers=drop_answers)
    with err.status("Reading the restored sources…"):
        rt.refresh_index()
    out.print(f"Workspace reset: {done.changed} source(s) restored to the seed; metrics cleared.")
    if done.kept_answers:
        out.print(
            f"Kept {len(done.kept_answers)} captured owner answer(s): "
            f"{', '.join(done.kept_answers)} (`reset --drop-answers` removes them too).",
            highlight=False,
        )
    if done.dropped_answers:
        out.print(
            f"Removed {len(done.dropped_answers)} captured owner answer(s): "
            f"{', '.join(done.dropped_answers)} (`sources restore ID` brings one back).",
            highlight=False,
        )
    out.print(LABEL, style="dim italic")


@app.command()
def impact(
    as_json: Annotated[bool, typer.Option("--json", help="Print the metrics as JSON.")] = False,
) -> None:
    """The three impact metrics, with their definitions."""
    from guard.metrics import DEFINITIONS, DISCLAIMER
    from guard.metrics import impact as compute

    m = compute(runtime().store)
    if as_json:
        sys.stdout.write(json.dumps(m.as_json(), indent=2, ensure_ascii=False) + "\n")
        return
    t = Table(title="Impact", title_justify="left", show_lines=True)
    for col in ("metric", "value", "definition"):
        t.add_column(col, overflow="fold")
    t.add_row("Drafts checked", str(m.drafts_checked), DEFINITIONS["drafts_checked"])
    t.add_row("Unsafe sends intercepted", str(m.intercepts), DEFINITIONS["intercepts"])
    t.add_row("False-alarm rate", m.false_alarm_text, DEFINITIONS["false_alarm_rate"])
    out.print(t)
    out.print(DISCLAIMER, style="dim")
    out.print(LABEL, style="dim italic")


@app.command()
def flags(
    limit: Annotated[int, typer.Option(help="How many to show.")] = 20,
    role: Annotated[
        str, typer.Option(help="support_agent (flags of agents' checks) or ops_lead (all).")
    ] = "support_agent",
) -> None:
    """Past flags (CAUTION, HOLD, ESCALATE) with their reviews. A support agent's list leaves
    out checks made for an ops lead, which may rest on sources an agent may not see."""
    if role not in ROLES:
        fail(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
    rows = runtime().store.checks.flags(limit, role=None if role == "ops_lead" else "support_agent")
    t = Table(
        title="Flags (ops leads review with `answerguard review --role ops_lead HASH "
        "correct|false-alarm`)",
        title_justify="left",
    )
    for col in ("check", "ticket", "decision", "reason", "draft", "review"):
        t.add_column(col, overflow="fold")
    for r in rows:
        t.add_row(
            r["check_hash"],
            r["ticket_id"],
            r["decision"],
            r["reason_code"],
            r["draft"][:80],
            (r["review"] or "—").replace("_", " "),
        )
    out.print(t if rows else "No flags yet.")
    out.print(LABEL, style="dim italic")


@app.command()
def review(
    check_hash: Annotated[
        str, typer.Argument(help="A flag's check hash (a unique prefix is enough).")
    ],
    verdict: Annotated[str, typer.Argument(help="correct or false-alarm.")],
    role: Annotated[
        str, typer.Option(help="Reviews are for ops leads: --role ops_lead.")
    ] = "support_agent",
) -> None:
    """Mark a flag as a correct catch or a false alarm (ops leads only)."""
    try:
        if role not in ROLES:
            raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
        full = runtime().store.checks.review(
            check_hash,
            verdict,
            who(),
            parse_now(None),
            role=role,
        )
    except GuardError as e:
        fail(e.message)
        return
    out.print(f"Recorded: {full} is {verdict}.")
    out.print(LABEL, style="dim italic")


@app.command()
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


register_eval_command(app)  # here, so `--help` lists it where it always was


@app.command()
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
    from guard.runtime import workspace_loader
    from guard.settings import Settings

    console = Console(record=True, width=110) if svg else out
    misses = 0
    try:
        settings = Settings.from_env()
        load = workspace_loader(settings)
        ws = load()
        if tour:
            from guard.kb.workspace import load_seed

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


register_workspace_commands(app)
register_edit_commands(app)
register_trust_commands(app)
register_conflict_commands(app)
register_channel_commands(app)
register_catalogue_commands(app)
register_api_commands(app)


def main() -> None:
    from guard.logs import install, redact

    # Warnings on stderr, with passwords and tokens taken out, one line each unless debugging.
    install(tracebacks=bool(os.environ.get("ANSWERGUARD_DEBUG")))
    try:
        app()
    except GuardError as e:  # a last net: commands catch their own, this keeps tracebacks away
        err.print(f"error: {redact(e.message)}", highlight=False)
        sys.exit(2)
    except Exception as e:  # a bug: say so in one line; ANSWERGUARD_DEBUG=1 shows the traceback
        if os.environ.get("ANSWERGUARD_DEBUG"):
            raise
        err.print(
            f"internal error: {type(e).__name__}: {redact(str(e))}. Nothing was sent. Run again with "
            "ANSWERGUARD_DEBUG=1 for details.",
            highlight=False,
        )
        sys.exit(1)


if __name__ == "__main__":
    main()
