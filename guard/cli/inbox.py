"""`answerguard tickets`, `reset`, `impact`, `flags` and `review`: the simulated inbox, the
workspace's reset, and what the checks made so far add up to. A thin shell over the store."""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer
from rich.table import Table

from guard import LABEL
from guard.checkrequest import ROLES
from guard.cli.common import err, fail, out, parse_now, runtime, who
from guard.errors import GuardError, InputError


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
    rt = runtime(folder_notice=False)  # the reset takes the folder's files in
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


def register(app: typer.Typer) -> None:
    """Add this group's commands, in the order `--help` lists them."""
    app.command()(tickets)
    app.command()(reset)
    app.command()(impact)
    app.command()(flags)
    app.command()(review)
