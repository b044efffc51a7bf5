"""How `answerguard eval --workspace` shows its report: the count, unsafe ALLOWs called out
first, then every other miss with expected against got. Pure: renderables in, no I/O."""

from __future__ import annotations

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from guard.evals.workspace_eval import CaseOutcome, Outcome, WorkspaceEvalReport


def _outcome(o: Outcome, unset: str) -> str:
    return f"{o.decision} / {o.reason or unset}"


def _table(title: str, rows: list[CaseOutcome], style: str) -> Table:
    table = Table(title=title, title_style=style, title_justify="left", show_lines=False)
    for col in ("case", "ticket", "expected", "got", "AI"):
        table.add_column(col, overflow="fold")
    for c in rows:
        table.add_row(
            c.id, c.ticket or "—", _outcome(c.expected, "any reason"), _outcome(c.got, "—"), c.ai
        )
    return table


def workspace_renderables(report: WorkspaceEvalReport) -> list[RenderableType]:
    """Header, score, unsafe ALLOWs (if any), other misses, notes."""
    parts: list[RenderableType] = [
        Text(
            f"Workspace eval · {report.workspace} ({report.folder}) · mode {report.mode} · "
            f"{report.model} (prompt {report.prompt_version})",
            style="bold",
        )
    ]
    share = f" ({report.passed / report.total:.0%})" if report.total else ""
    parts.append(Text(f"Cases as expected: {report.passed}/{report.total}{share}"))
    unsafe = [c for c in report.cases if c.unsafe_allow]
    if unsafe:
        parts.append(
            Text(
                f"UNSAFE ALLOW: {len(unsafe)} case(s) the team expects stopped were allowed "
                "(exit code 1).",
                style="bold red",
            )
        )
        parts.append(_table("Unsafe ALLOWs", unsafe, "bold red"))
    else:
        parts.append(Text("No unsafe ALLOW.", style="green"))
    other = [c for c in report.cases if not c.match and not c.unsafe_allow]
    if other:
        parts.append(_table("Other misses", other, "yellow"))
    parts += [Text(note, style="dim") for note in report.notes]
    return parts
