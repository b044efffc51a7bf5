"""`answerguard demo`: the seed's story in one run, on a temporary workspace.

The canonical tickets first, then the dynamic-proof edits to DOC-103 (B1, B7, B2, B3), each
applied on top of the seed for one check only: nothing is saved.
"""

from __future__ import annotations

from datetime import datetime

from rich.console import Console
from rich.table import Table

from guard import LABEL
from guard.check import CheckRequest, CheckService
from guard.engine.headlines import LABELS
from guard.engine.values import format_value
from guard.models import CheckResult
from guard.render import AI_BADGES, check_view, scope_text
from guard.workspace import CANONICAL_DRAFT, Workspace, load_seed, load_variants
from guard.workspace.cases import load_cases

PROOF = ("B1", "B7", "B2", "B3")


def _row(label: str, ticket: str, result: CheckResult) -> list[str]:
    icon, name = LABELS[result.decision]
    v = next((c.governing_value for c in result.claims if c.governing_value), None)
    sug = result.suggestion.text if result.suggestion else "—"
    return [
        f"{label}\n{ticket}",
        f"{icon} {name.upper()}\n{result.reason_code}",
        format_value(v) if v else "—",
        sug,
    ]


def run_demo(service: CheckService, now: datetime, console: Console) -> list[CheckResult]:
    ws = load_seed()
    results: list[CheckResult] = []
    table = Table(title="AnswerGuard demo", title_justify="left", show_lines=True)
    table.add_column("case", ratio=3, overflow="fold")
    table.add_column("decision", ratio=3, overflow="fold")
    table.add_column("V", ratio=2, overflow="fold")
    table.add_column("safe reply (rechecked)", ratio=5, overflow="fold")

    console.rule(f'[bold]AnswerGuard demo[/bold] · draft: "{CANONICAL_DRAFT}"')
    for tid in ws.tickets:
        result = service.check(CheckRequest(ticket_id=tid, draft=CANONICAL_DRAFT, now=now))
        results.append(result)
        table.add_row(*_row("canonical", tid, result))
        if tid == "TCK-9001":
            console.print(check_view(result))

    variants = {v.id: v for v in load_variants()}
    for vid in PROOF:
        v = variants[vid]
        result = service.check(
            CheckRequest(ticket_id=v.ticket, draft=v.draft, now=now, edits=v.edits)
        )
        results.append(result)
        table.add_row(*_row(f"{vid}: {v.title}", v.ticket, result))

    console.rule("[bold]Summary[/bold]")
    console.print(table)
    console.print(
        f"Claims by: {AI_BADGES[results[0].ai.mode]} ({results[0].ai.model}). Decisions by: "
        "the rules in guard/engine. Edits above are applied for one check only.",
        style="dim",
    )
    console.print(LABEL, style="dim italic")
    return results


def run_cases(service: CheckService, ws: Workspace, now: datetime, console: Console) -> int:
    """A workspace's own story: every case in its cases.yaml, expected against actual.
    Returns how many cases did not come out as expected."""
    cases = load_cases(ws.root)
    console.rule(f"[bold]{ws.name}[/bold] · {len(ws.sources)} sources · {len(cases)} cases")
    if not cases:
        console.print(
            "This workspace has no cases.yaml. Add drafts and the outcomes you expect "
            "(docs/workspace-format.md) to see them checked here; or run `answerguard check`.",
            highlight=False,
        )
        return 0
    table = Table(show_lines=True)
    for col, ratio in (("case", 3), ("draft", 5), ("expected", 3), ("got", 3)):
        table.add_column(col, ratio=ratio, overflow="fold")
    misses = 0
    for case in cases:
        result = service.check(
            CheckRequest(
                ticket_id=case.ticket,
                draft=case.draft,
                now=case.now or now,
                role=case.role,  # type: ignore[arg-type]
                scope=case.scope,
            )
        )
        ok = (result.decision, result.reason_code) == (
            case.expected.decision,
            case.expected.reason,
        )
        misses += not ok
        icon, name = LABELS[result.decision]
        table.add_row(
            f"{'✓' if ok else '✗'} {case.id}\n{case.ticket or scope_text(case.scope)}",
            case.draft,
            f"{case.expected.decision}\n{case.expected.reason}",
            f"{icon} {name.upper()}\n{result.reason_code}",
        )
    console.print(table)
    console.print(
        f"{len(cases) - misses} of {len(cases)} cases as expected. Decisions by the rules in "
        "guard/engine; the inbox and its customers are simulated.",
        style="dim",
    )
    console.print(LABEL, style="dim italic")
    return misses
