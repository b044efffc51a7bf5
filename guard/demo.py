"""`answerguard demo`: the seed's story in one run, on a temporary workspace.

The canonical tickets first, then the dynamic-proof edits to DOC-103 (B1, B7, B2, B3), each
applied on top of the seed for one check only: nothing is saved.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from guard import LABEL
from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.cli.views import brief_view, check_view, compact_view, outcome_change_view
from guard.engine.headlines import LABELS
from guard.engine.values import format_value
from guard.evals.workspaces import case_matches, case_request
from guard.extract.base import Extractor
from guard.kb.sourcediff import recheck_recent
from guard.kb.workspace import CANONICAL_DRAFT, SourceEdit, Workspace, load_seed, load_variants
from guard.kb.workspace.cases import load_cases
from guard.metrics import DISCLAIMER, impact
from guard.models import CheckResult
from guard.render import AI_BADGES, scope_text
from guard.send import send
from guard.store import Store

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
        result = service.check(case_request(case, now))
        ok = case_matches(case, result)
        misses += not ok
        icon, name = LABELS[result.decision]
        table.add_row(
            f"{'✓' if ok else '✗'} {case.id}\n{case.ticket or scope_text(case.scope)}",
            case.draft,
            f"{case.expected.decision}\n{case.expected.reason or 'any reason'}",
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


# --- the guided tour ---------------------------------------------------------------------------

TOUR_USER = "tour"
TOUR_FLIP = "B2"  # an edit that flips the outcome: DOC-103 becomes a pending proposal
SIMULATED = "Simulated: a sandbox copy of the seed workspace in memory; nothing here is saved."


@dataclass(frozen=True)
class TourStep:
    title: str
    body: RenderableType


def tour_steps(extractor: Extractor, now: datetime) -> Iterator[TourStep]:
    """The seed's five steps on a sandbox (an in-memory store of the seed): the canonical HOLD,
    its reasoning, an edit that flips the outcome, the send gate intercepting, the impact
    numbers. A generator, so each step runs only when the reader gets to it."""
    store = Store(":memory:")
    service = CheckService(extractor, store.sources.workspace, recorder=store.checks)
    req = CheckRequest(ticket_id="TCK-9001", draft=CANONICAL_DRAFT, now=now, user=TOUR_USER)
    first = service.record(req)
    yield TourStep(
        "1/5 · The canonical HOLD",
        Group(
            Text(f'An agent drafts for TCK-9001 (an instant transfer): "{CANONICAL_DRAFT}"'),
            brief_view(first),
        ),
    )
    yield TourStep(
        "2/5 · The reasoning",
        Group(
            Text("The AI only reads claims; the rules decide. Evidence and the rules that fired:"),
            compact_view(first),
        ),
    )
    variant = next(v for v in load_variants() if v.id == TOUR_FLIP)
    for edit in variant.edits:
        store.sources.edit(edit.source, edit, TOUR_USER, now)
    changes = recheck_recent(store, service, TOUR_USER, now, limit=1)
    yield TourStep(
        "3/5 · An edit flips the outcome",
        Group(
            Text(
                f"An ops lead saves DOC-103: {variant.title} ({TOUR_FLIP}). The same draft, rerun:"
            ),
            *(outcome_change_view(t, c) for t, c in changes),
        ),
    )
    for edit in variant.edits:  # the lead puts the approved text back: the HOLD returns
        seed_body = load_seed().source(edit.source).body
        back = SourceEdit(source=edit.source, action="save_and_verify", body=seed_body)
        store.sources.edit(edit.source, back, TOUR_USER, now)
    outcome = send(service, store, req, TOUR_USER, acknowledged=False, now=now)
    yield TourStep(
        "4/5 · The send gate intercepts",
        Group(
            Text(
                "The lead puts the approved DOC-103 back, and the agent clicks Send on the "
                "original draft anyway. The server reruns the full check on the exact text:"
            ),
            Text(f"→ {outcome.status}: {outcome.message}", style="bold"),
            Text(
                "A refused send is counted as an intercept; a banner alone never is.", style="dim"
            ),
        ),
    )
    m = impact(store)
    yield TourStep(
        "5/5 · The impact numbers",
        Group(
            Text(f"Drafts checked: {m.drafts_checked}"),
            Text(f"Unsafe sends intercepted: {m.intercepts}"),
            Text(f"False-alarm rate: {m.false_alarm_text}"),
            Text(DISCLAIMER, style="dim"),
        ),
    )


def run_tour(
    extractor: Extractor,
    now: datetime,
    console: Console,
    *,
    wait: Callable[[str], object] | None = None,
) -> int:
    """Print the tour step by step; `wait` (e.g. `input`) is called between steps, None runs
    straight through. Returns how many steps were shown."""
    console.rule("[bold]AnswerGuard tour[/bold] · simulated")
    console.print(SIMULATED, style="dim")
    shown = 0
    for step in tour_steps(extractor, now):
        console.rule(f"[bold]{step.title}[/bold]")
        console.print(step.body)
        shown += 1
        if wait is not None and shown < 5:
            try:
                wait("Press Enter for the next step (Ctrl-C to leave)… ")
            except (EOFError, KeyboardInterrupt):
                console.print(f"\nTour left after step {shown} of 5.")
                break
    console.print(SIMULATED, style="dim")
    console.print(LABEL, style="dim italic")
    return shown
