"""CLI commands for the trust loop: `answers capture|approve|list`, `gaps`, `exposure`.

A thin shell like the rest of the CLI: the services live in guard/trust; this module parses,
calls and prints. Errors are one line on stderr, exit code 2, the user's text echoed back.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from typing import Annotated

import typer
from rich.table import Table

from guard import LABEL
from guard.checkrequest import ROLES, scope_arg
from guard.cli.common import err, fail, out, parse_now, runtime, who
from guard.errors import GuardError, InputError
from guard.models import Role
from guard.trust import answers as trust

answers_app = typer.Typer(
    help="Answers captured from owners when no source answers, and their approval.",
    no_args_is_help=True,
)


def _role(role: str) -> Role:
    if role not in ROLES:
        raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
    return role


def _read(path: str) -> str:
    try:
        if path == "-":
            return sys.stdin.read()
        with open(path, encoding="utf-8", newline="") as f:  # verbatim: no newline translation
            return f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"Cannot read the answer file '{path}': {e}.") from None


def _yes_no(value: str) -> bool:
    v = value.strip().lower()
    if v in ("yes", "y", "true"):
        return True
    if v in ("no", "n", "false"):
        return False
    raise InputError(f"--shareable is yes or no, not '{value}'.")


@answers_app.command("capture")
def capture(
    topic: Annotated[
        str,
        typer.Option(
            help="The catalogue topic the answer is about, or 'other' for a question on none "
            "(its answer governs nothing; give --question)."
        ),
    ],
    as_: Annotated[str, typer.Option("--as", help="Who answers (their name or Slack user id).")],
    certainty: Annotated[
        str, typer.Option(help="certain | fairly_sure | needs_someone_else (forwards).")
    ],
    shareable: Annotated[
        str, typer.Option(help="yes | no: may customers be told? no keeps it for ops only.")
    ],
    file: Annotated[str, typer.Option("--file", help="The answer text, or - for stdin.")],
    scope: Annotated[
        list[str], typer.Option(help="DIMENSION=VALUE, repeatable: the question's scope.")
    ] = [],  # noqa: B006
    confirmer: Annotated[
        str | None,
        typer.Option(help="Who else should confirm; with needs_someone_else, who to ask."),
    ] = None,
    request: Annotated[
        int | None, typer.Option(help="The question this answers (from Slack), if any.")
    ] = None,
    now: Annotated[str | None, typer.Option(help="Capture time, ISO 8601 (default: now).")] = None,
    question: Annotated[
        str | None,
        typer.Option(help="With --topic other: the words of the question the answer answers."),
    ] = None,
) -> None:
    """Capture an owner's answer verbatim as a new, unverified source of kind owner_answer.

    Prints the new source id. It counts at once, as a weakened candidate (CAUTION WEAK_BASIS),
    until someone else approves it with `answerguard answers approve ID --as USER`.
    """
    text = ""
    try:
        text = _read(file)
        rt = runtime()
        cap = trust.Capture(
            topic=topic,
            scope=scope_arg(scope),
            text=text,
            author=as_,
            certainty=certainty,
            shareable=_yes_no(shareable),
            confirmer=confirmer,
            request_id=request,
            words=question,
        )
        done = trust.capture(rt.store, rt.store.sources.workspace().catalogue, cap, parse_now(now))
    except GuardError as e:
        fail(e.message, e.user_text or text or None)
        return
    if done.source is None:
        out.print(
            f"Forwarded to {done.forwarded_to} (question #{done.forward_request_id}); "
            "nothing was captured.",
            highlight=False,
        )
        return
    sys.stdout.write(done.source.id + "\n")
    err.print(
        f"Captured {done.source.id} ({done.source.title}), unverified: it counts as a weakened "
        f"candidate until someone other than {as_} approves it "
        f"(answerguard answers approve {done.source.id} --as USER)."
        + ("" if cap.shareable else " Not shareable: visible to ops leads only."),
        highlight=False,
    )


@answers_app.command("approve")
def approve(
    source_id: Annotated[str, typer.Argument(help="The captured answer's source id.")],
    as_: Annotated[str, typer.Option("--as", help="Who approves (not the author).")],
    now: Annotated[str | None, typer.Option(help="Approval time, ISO 8601 (default: now).")] = None,
) -> None:
    """Approve a captured answer: verified now, with both names recorded. The author cannot
    approve their own answer (exit 2)."""
    try:
        rt = runtime()
        source = trust.approve(rt.store, source_id, as_, parse_now(now))
        row = trust.answer_row(rt.store, source_id)
    except GuardError as e:
        fail(e.message)
        return
    out.print(
        f"Approved {source.id} (version {source.signals.version}): answered by {row['author']}, "
        f"approved by {as_}. It now governs with full standing.",
        highlight=False,
    )


@answers_app.command("list")
def list_(
    pending: Annotated[bool, typer.Option(help="Only answers waiting for approval.")] = False,
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Captured answers this role may see, newest first."""
    try:
        rt = runtime()
        rows = trust.answers(rt.store, _role(role), pending_only=pending)
    except GuardError as e:
        fail(e.message)
        return
    if as_json:
        doc = [
            {
                "sourceId": r["source_id"],
                "topic": r["topic"],
                "scope": r["scope"],
                "author": r["author"],
                "certainty": r["certainty"],
                "shareable": bool(r["shareable"]),
                "confirmer": r["confirmer"],
                "capturedAt": r["captured_at"],
                "approvedBy": r["approved_by"],
                "approvedAt": r["approved_at"],
                "text": r["source"].body,
            }
            for r in rows
        ]
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        return
    t = Table(title="Captured answers", title_justify="left")
    for col in ("id", "topic", "scope", "author", "certainty", "shareable", "approved", "text"):
        t.add_column(col, overflow="fold")
    for r in rows:
        t.add_row(
            r["source_id"],
            r["topic"],
            ", ".join(f"{k}={v}" for k, v in sorted(r["scope"].items())) or "any",
            r["author"],
            trust.CERTAINTY_WORDS.get(r["certainty"], r["certainty"]),
            "yes" if r["shareable"] else "no (ops only)",
            f"by {r['approved_by']}" if r["approved_by"] else "waiting",
            r["source"].body[:200],
        )
    out.print(t)
    out.print(LABEL, style="dim italic")


def gaps(
    as_json: Annotated[bool, typer.Option("--json", help="Print the register as JSON.")] = False,
    role: Annotated[
        str, typer.Option(help="Whose view: support_agent leaves out what agents may not see.")
    ] = "support_agent",
    limit: Annotated[int, typer.Option(help="At most this many gaps (0: all).")] = 0,
) -> None:
    """The gap register: questions the sources could not answer (UNSUPPORTED,
    OUTSIDE_COVERAGE, EXTRACTION_GAP, PROPOSAL_ONLY, UNANSWERED), per topic or, off the
    catalogue, per claim text; most tickets first, then most recent."""
    from guard.trust.gaps import register as gap_register

    try:
        rt = runtime()
        found = gap_register(rt.store, rt.store.sources.workspace().catalogue, _role(role))
    except GuardError as e:
        fail(e.message)
        return
    if limit > 0:
        found = found[:limit]
    if as_json:
        doc = [g.to_json() for g in found]
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        return
    if not found:
        out.print("No gaps: every check so far found a governing source.", highlight=False)
        return
    t = Table(title="Knowledge gaps", title_justify="left")
    for col in ("#", "topic", "tickets", "last seen", "reasons", "example", "answers"):
        t.add_column(col, overflow="fold")
    for i, g in enumerate(found, 1):
        waiting = [f"{a['sourceId']} (waiting)" for a in g.pending_answers]
        done = [f"{a['sourceId']} (approved)" for a in g.answers]
        asked = [f"asked {', '.join(g.owners_asked)}"] if g.owners_asked else []
        t.add_row(
            str(i),
            g.label,
            str(g.count),
            g.last_seen[:16].replace("T", " "),
            ", ".join(sorted(g.reason_codes)),
            g.examples[0]["draft"][:160] if g.examples else "",
            "; ".join([*waiting, *done, *asked]) or "none yet",
        )
    out.print(t)
    out.print("Capture an answer: answerguard answers capture --topic KEY --as USER …", style="dim")
    out.print(LABEL, style="dim italic")


def _since(value: str) -> datetime:
    try:
        return parse_now(value)
    except InputError:
        raise InputError(
            f"--since '{value}' is not an ISO date-time (e.g. 2026-11-30T12:00:00Z)."
        ) from None


exposure_app = typer.Typer(
    help="Sent replies the sources now contradict (exposure replay), and their corrections.",
)


@exposure_app.callback(invoke_without_command=True)
def exposure(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json", help="Print the exposures as JSON.")] = False,
    all_: Annotated[
        bool, typer.Option("--all", help="Also resolved and withdrawn exposures.")
    ] = False,
    since: Annotated[
        str | None, typer.Option(help="Only replies sent at or after this ISO date-time.")
    ] = None,
    now: Annotated[
        str | None, typer.Option(help="Replay as of this ISO date-time (default: now).")
    ] = None,
    role: Annotated[
        str, typer.Option(help="Whose view: support_agent leaves out what agents may not see.")
    ] = "support_agent",
) -> None:
    """Replay every sent reply (the outbox) against the sources as they are now, then list
    the open exposures: replies now HOLD (they contradict the governing value), with the
    old and new value and a template correction, and replies now ESCALATE (now contested).
    Each exposure is stored once; a replay never duplicates it."""
    if ctx.invoked_subcommand is not None:
        return
    from guard.trust.exposure import ExposureService, summary

    try:
        reader = _role(role)
        after = _since(since) if since else None
        rt = runtime()
        svc = ExposureService(rt.service, rt.store)
        run = svc.replay(parse_now(now), trigger="on demand", who=who())
        found = svc.exposures(reader, include_closed=all_, since=after)
    except GuardError as exc:
        fail(exc.message)
        return
    if as_json:
        doc = [json.loads(e.to_json()) for e in found]
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        return
    out.print(
        f"Replayed {run.replayed:,} sent repl{'ies' if run.replayed != 1 else 'y'} "
        f"(run #{run.id}): {len(run.found)} new, {len(run.resolved)} resolved, "
        f"{len(run.withdrawn)} withdrawn.",
        highlight=False,
    )
    if not found:
        out.print("No open exposures: every sent reply still agrees with the sources.")
        return
    opened = [e for e in found if e.status == "open"]
    if opened:
        out.print(summary(opened), highlight=False)
    t = Table(title="Exposures", title_justify="left")
    for col in ("#", "status", "ticket", "customer", "sent", "said", "now true", "correction"):
        t.add_column(col, overflow="fold")
    for e in found:
        status = e.status if e.kind == "exposed" else f"{e.status} · now contested"
        if e.resolved_by:
            status += f" (by {e.resolved_by})"
        t.add_row(
            str(e.id),
            status,
            e.ticket_id,
            e.customer,
            f"{e.sent_at[:16].replace('T', ' ')} by {e.sent_by}",
            e.sent_text[:300],
            e.now_true[:400],
            f"[template, rechecks {e.correction.recheck_decision}] {e.correction.text}",
        )
    out.print(t)
    out.print(
        "Send a correction through the send gate: answerguard send 'TEXT' --ticket TICKET; "
        "or mark one fixed: answerguard exposure resolve ID --as USER",
        style="dim",
    )
    out.print(LABEL, style="dim italic")


@exposure_app.command("resolve")
def exposure_resolve(
    exposure_id: Annotated[int, typer.Argument(help="The exposure's number.")],
    as_: Annotated[str, typer.Option("--as", help="Who fixed it.")],
    note: Annotated[str, typer.Option(help="How the customer was corrected.")] = "",
    now: Annotated[str | None, typer.Option(help="When, ISO 8601 (default: now).")] = None,
) -> None:
    """Mark an exposure fixed by hand (a correction sent through AnswerGuard resolves it on
    the next replay by itself)."""
    from guard.trust.exposure import ExposureService

    try:
        rt = runtime()
        e = ExposureService(rt.service, rt.store).resolve(exposure_id, as_, parse_now(now), note)
    except GuardError as exc:
        fail(exc.message)
        return
    out.print(f"Exposure #{e.id} ({e.ticket_id}) resolved by {as_}.", highlight=False)


def register(app: typer.Typer) -> None:
    app.add_typer(answers_app, name="answers")
    app.command("gaps")(gaps)
    app.add_typer(exposure_app, name="exposure")
