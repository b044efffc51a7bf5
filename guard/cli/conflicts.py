"""CLI commands for verdicts without a draft: `ask` and `conflicts` (the Conflict Register).

A thin shell like the rest of the CLI: the rules live in guard/engine/ask.py and
guard/engine/register.py, the permission filter and extraction in guard/crosscheck/conflicts.py.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer
from rich.console import Group, RenderableType
from rich.markup import escape
from rich.panel import Panel
from rich.text import Text

from guard import LABEL, surface
from guard.checkrequest import ROLES, scope_arg
from guard.cli.common import fail, out, parse_now, runtime, who
from guard.crosscheck.conflicts import AskRequest, AskResult, ConflictService, RegisterResult
from guard.engine.ask import Answer, SourceQuote, scope_words
from guard.engine.askanswers import GOVERNS_NOTHING, OwnerAnswer
from guard.errors import GuardError, InputError
from guard.models import Role

VERDICT_STYLE = {
    "ANSWERED": ("✅", "green"),
    "DEPENDS": ("🔀", "cyan"),
    "CONTESTED": ("⚠️ ", "yellow"),
    "UNANSWERED": ("❓", "magenta"),
}
SCOPE_HELP = (
    "DIMENSION=VALUE, repeatable: what you know of the customer's case (e.g. plan=pro). "
    "A dimension left unknown that matters gets one answer per value."
)


def _role(role: str) -> Role:
    if role not in ROLES:
        raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
    return role


def _quote_lines(q: SourceQuote, what: str = "") -> Text:
    t = Text()
    t.append(f"  {q.source_id}", style="bold")
    t.append(f" · {q.title}")
    t.append(f" · {q.value_text}", style="bold")
    if what:
        t.append(f" · {what}", style="dim")
    t.append(f"\n    “{q.quote}”\n", style="italic")
    meta = f"    owner {q.owner} · updated {q.updated_at.date().isoformat()}"
    if q.weakeners:
        meta += " · " + ", ".join(w.lower().replace("_", " ") for w in q.weakeners)
    t.append(meta, style="dim")
    return t


def _answer_view(a: Answer) -> Group:
    icon, style = VERDICT_STYLE[a.verdict]
    head = Text()
    head.append(f"{icon} {scope_words(a.scope)}: ", style=f"bold {style}")
    if a.verdict == "ANSWERED":
        head.append(f"{a.value_text}", style="bold")
        head.append(f"  ({a.rule} {a.rule_words})", style="dim")
    elif a.verdict == "CONTESTED":
        head.append("the sources disagree", style="bold")
        head.append(f"  ({a.rule} {a.rule_words})", style="dim")
    else:
        head.append("no source answers this", style="bold")
        head.append(f"  ({a.rule} {a.rule_words})", style="dim")
    parts: list[Text] = [head]
    for r in a.receipts:
        parts.append(_quote_lines(r))
    for s in a.sides:
        parts.append(_quote_lines(s, "one side"))
    for n in a.announced:
        kind = "proposal" if n.standing == "PROPOSAL" else "not yet in force"
        parts.append(_quote_lines(n, f"announced ({kind}), not the answer"))
    return Group(*parts)


def _owner_answer_view(a: OwnerAnswer) -> Panel:
    """An owner's answer to this question: their words, who and when, never a topic's value."""
    body = Text()
    body.append(f"“{a.text.strip()}”\n", style="italic")
    body.append(f"{a.byline}", style="dim")
    body.append(f"\n{GOVERNS_NOTHING}.", style="dim")
    title = f"💬 OWNER'S ANSWER · {a.source_id} · to “{' '.join(a.question.split())[:80]}”"
    return Panel(body, title=escape(title), title_align="left", border_style="blue")


def ask_view(result: AskResult) -> Group:
    blocks: list[RenderableType] = []
    for t in result.topics:
        icon, style = VERDICT_STYLE[t.verdict]
        title = f"{icon} {t.verdict} · {t.label or 'no topic'}"
        if t.topic is None:
            body: RenderableType = Text(
                "Nobody wrote this down: the question is on no topic the knowledge base covers. "
                + (
                    "An owner answered it (below)."
                    if result.owner_answers
                    else "Ask the policy owner."
                ),
            )
        elif not t.answers:
            body = Text("No source states this.")
        else:
            body = Group(*(_answer_view(a) for a in t.answers))
        blocks.append(Panel(body, title=escape(title), title_align="left", border_style=style))
    blocks += [_owner_answer_view(a) for a in result.owner_answers]
    where = f"{result.ticket_id} · {scope_words({k: v for k, v in result.scope.items()})}"
    footer = Text(f"{where} · {result.role} · AI {result.ai.mode}", style="dim")
    if result.unread_sources:
        footer.append(
            f"\nCould not read {', '.join(result.unread_sources)}: it might say otherwise.",
            style="yellow",
        )
    if result.ai.notice:
        footer.append(f"\n{result.ai.notice}", style="dim")
    return Group(*blocks, footer, Text(LABEL, style="dim italic"))


def ask_cmd(
    question: Annotated[
        str, typer.Argument(help="The question, e.g. 'How long do refunds take?'.")
    ],
    ticket: Annotated[str | None, typer.Option(help="Ticket ID: its scope is used.")] = None,
    scope: Annotated[list[str], typer.Option(help=SCOPE_HELP)] = [],  # noqa: B006
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
    now: Annotated[str | None, typer.Option(help="Decision time, ISO 8601 (default: now).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print only the JSON.")] = False,
) -> None:
    """What the sources say, with receipts: ANSWERED, DEPENDS (one answer per scope value),
    CONTESTED (both sides) or UNANSWERED. The same rules as a check, without a draft. An
    approved owner's answer to this very question on no catalogue topic is shown as theirs."""
    try:
        req = AskRequest(
            question=question,
            now=parse_now(now),
            ticket_id=ticket,
            scope=scope_arg(scope),
            role=_role(role),
            user=who(),
        )
        rt = runtime()
        result = surface.ask(rt, req)
    except GuardError as e:
        fail(e.message, e.user_text)
        return
    if as_json:
        sys.stdout.write(result.model_dump_json(by_alias=True, indent=2) + "\n")
    else:
        out.print(ask_view(result))


def register_view(result: RegisterResult) -> Group:
    parts: list[RenderableType] = []
    if not result.conflicts:
        parts.append(
            Text("✅ No unresolved conflicts among the sources you can see.", style="green")
        )
    for c in result.conflicts:
        where = ", ".join(scope_words(s) for s in c.scopes)
        body = Group(*(_quote_lines(s) for s in c.sides))
        parts.append(
            Panel(
                body,
                title=f"⚠️  {escape(c.label)} · {escape(where)} · open since "
                f"{c.open_since.date().isoformat()} · {c.id}",
                title_align="left",
                border_style="yellow",
            )
        )
    if result.changes_announced:
        parts.append(
            Text(
                "\nChanges announced (proposals or future changes that contradict "
                "what governs today; not conflicts):",
                style="bold",
            )
        )
    for ch in result.changes_announced:
        where = ", ".join(scope_words(s) for s in ch.scopes)
        lines = [Text(f"  governs today: {ch.governing_value_text} ({ch.governing_rule})")]
        lines += [_quote_lines(g) for g in ch.governing]
        lines += [_quote_lines(n, "announced") for n in ch.announced]
        parts.append(
            Panel(
                Group(*lines),
                title=f"📣 {escape(ch.label)} · {escape(where)}",
                title_align="left",
                border_style="cyan",
            )
        )
    footer = Text(f"{result.role} · AI {result.ai.mode}", style="dim")
    if result.unread_sources:
        footer.append(
            f"\nCould not read {', '.join(result.unread_sources)}: a conflict may hide there.",
            style="yellow",
        )
    return Group(*parts, footer, Text(LABEL, style="dim italic"))


def conflicts_cmd(
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
    now: Annotated[str | None, typer.Option(help="Decision time, ISO 8601 (default: now).")] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the list of conflicts as JSON.")
    ] = False,
    announced: Annotated[
        bool,
        typer.Option(
            "--announced", help="With --json: print the changes announced instead of conflicts."
        ),
    ] = False,
    all_: Annotated[
        bool,
        typer.Option(
            "--all", help="Every entry the register has held, closed ones with who closed them."
        ),
    ] = False,
) -> None:
    """The Conflict Register: every topic × scope where the sources disagree and no rule
    settles it, both sides with quotes and owners; then the changes announced."""
    if all_:
        _history(role, now, as_json)
        return
    try:
        result = ConflictService(runtime().service).register(
            _role(role),
            parse_now(now),
            who(),
        )
    except GuardError as e:
        fail(e.message)
        return
    if as_json:
        items = result.changes_announced if announced else result.conflicts
        doc = [json.loads(i.model_dump_json(by_alias=True)) for i in items]
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    else:
        out.print(register_view(result))


def _history(role: str, now: str | None, as_json: bool) -> None:
    try:
        rt = runtime()
        entries = ConflictService(rt.service).history(
            rt.store,
            _role(role),
            parse_now(now),
        )
    except GuardError as exc:
        fail(exc.message)
        return
    if as_json:
        doc = [json.loads(e.model_dump_json(by_alias=True)) for e in entries]
        sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        return
    if not entries:
        out.print("The register has never held a conflict you can see.")
    for e in entries:
        where = ", ".join(scope_words(s) for s in e.scopes)
        sides = " vs ".join(f"{s.source_id} ({s.value_text})" for s in e.sides)
        line = Text(f"{e.label} · {where} · {sides} · opened {e.opened_at:%Y-%m-%d %H:%M}")
        if e.closed_at is None:
            line.append(" · OPEN", style="bold yellow")
        else:
            by = e.closed_by
            how = (
                f"{by.who} ({by.action} {', '.join(f'{c.source_id} v{c.version}' for c in by.changes)})"
                if by and by.changes
                else (by.note if by else "")
            )
            line.append(f" · closed {e.closed_at:%Y-%m-%d %H:%M} by {how}", style="green")
            for a in by.now_governs if by else []:
                line.append(f"\n    now: {scope_words(a.scope)}: {a.value_text or a.verdict}")
        out.print(line)
    out.print(LABEL, style="dim italic")


def register(app: typer.Typer) -> None:
    app.command("ask")(ask_cmd)
    app.command("conflicts")(conflicts_cmd)
