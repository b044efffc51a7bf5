"""Presentation, pure: a report in, rich renderables or README markdown out."""

from __future__ import annotations

from typing import Any

from guard.evals.golden import (
    EvalReport,
)

#: Package data (guard/evalsets/), so `answerguard eval` works from an installed wheel too.
from guard.evals.scoring import (
    ExtractionSetReport,
)

# --- presentation (pure: a report in, rich renderables out) ----------------------------------


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.0%}"


def report_renderables(report: EvalReport) -> list[Any]:
    """The CLI's tables: per-case results, then the metrics, then notes."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    cases = Table(
        title=f"Golden eval · {report.mode} · {report.extractor}",
        title_justify="left",
        box=box.SIMPLE_HEAD,
    )
    cases.add_column("case", no_wrap=True)
    cases.add_column("gate", justify="center")
    cases.add_column("expected", overflow="fold", min_width=21)
    cases.add_column("got (per run)", overflow="fold", min_width=21)
    cases.add_column("match", justify="right", no_wrap=True)
    for row in report.cases:
        got = Text()
        for n, r in enumerate(row.runs):
            line = f"{r.decision} {r.reason}" + ("" if r.suggestion_ok else " (safe reply ✗)")
            got.append(
                ("\n" if n else "") + line, style="" if r.match and r.suggestion_ok else "red"
            )
        cases.add_row(
            row.id,
            "●" if row.gate else "",
            f"{row.expected.decision} {row.expected.reason}",
            got,
            Text(
                f"{row.matched_runs}/{len(row.runs)}",
                style="green" if row.passed else "bold red",
            ),
        )
    metrics = Table(title="Metrics", title_justify="left", box=box.SIMPLE_HEAD)
    metrics.add_column("metric")
    metrics.add_column("value", justify="right")
    metrics.add_column("n", justify="right")
    metrics.add_row(
        "decision accuracy (decision and reason)",
        _pct(report.decision_accuracy),
        f"{report.decision_correct}/{report.decision_total}",
    )
    metrics.add_row(
        "gate (canonical + B1–B3, every run)", "passed" if report.gate_passed else "FAILED", ""
    )
    q = report.quote_validity
    metrics.add_row("quote validity", _pct(q.rate), f"{q.valid}/{q.total}")
    for name, s in report.extraction.fields.items():
        if s.total:
            metrics.add_row(f"field accuracy: {name}", _pct(s.accuracy), f"{s.correct}/{s.total}")
    e = report.extraction
    metrics.add_row("exact extraction items", _pct(e.exact_accuracy), f"{e.exact_items}/{e.items}")
    metrics.add_row("spurious claims", str(e.spurious_claims), "")
    metrics.add_row(
        "extractions by producer", ", ".join(f"{k} {v}" for k, v in report.origins.items()), ""
    )
    out: list[Any] = [cases, metrics]
    for note in report.notes:
        alarm = note.startswith("No saved") or (
            note.startswith("Live gate over") and not report.gate_passed
        )
        out.append(Text(note, style="bold red" if alarm else "yellow"))
    return out


def extraction_set_renderables(report: ExtractionSetReport, name: str = "") -> list[Any]:
    """The CLI's table for the labelled extraction set: per field, per tag, then misses."""
    from rich import box
    from rich.table import Table

    t = Table(
        title=f"{name or 'Labelled extraction set'} · {report.extractor} · {report.items} items",
        title_justify="left",
        box=box.SIMPLE_HEAD,
    )
    t.add_column("measure")
    t.add_column("accuracy", justify="right")
    t.add_column("n", justify="right")
    s = report.score
    t.add_row("exact items", _pct(s.exact_accuracy), f"{s.exact_items}/{s.items}")
    for name, f in s.fields.items():
        t.add_row(f"field: {name}", _pct(f.accuracy), f"{f.correct}/{f.total}")
    q = report.quote_validity
    t.add_row("quote validity", _pct(q.rate), f"{q.valid}/{q.total}")
    t.add_row("spurious claims", "", str(s.spurious_claims))
    tags = Table(title="Exact items by wording category", title_justify="left", box=box.SIMPLE_HEAD)
    tags.add_column("category")
    tags.add_column("exact", justify="right")
    for tag, f in report.by_tag.items():
        tags.add_row(tag, f"{f.correct}/{f.total}")
    return [t, tags]


def markdown_summary(
    report: EvalReport, sets: list[tuple[str, ExtractionSetReport]] | None = None
) -> str:
    """The README's eval table: the numbers of one run, with what produced them."""
    lines = [
        f"Mode `{report.mode}` ({report.extractor}), decision time {report.decision_time}.",
        "",
        "| measure | value | n |",
        "|---|---|---|",
        f"| decision accuracy (decision and reason) | {_pct(report.decision_accuracy)} | "
        f"{report.decision_correct}/{report.decision_total} |",
        f"| gate (3 canonical + B1–B3, every run) | {'passed' if report.gate_passed else 'FAILED'} | |",
        f"| quote validity | {_pct(report.quote_validity.rate)} | "
        f"{report.quote_validity.valid}/{report.quote_validity.total} |",
    ]
    for name, f in report.extraction.fields.items():
        lines.append(f"| field accuracy: {name} | {_pct(f.accuracy)} | {f.correct}/{f.total} |")
    if sets:
        lines += ["", extraction_sets_markdown(sets)]
    return "\n".join(lines)


def extraction_sets_markdown(sets: list[tuple[str, ExtractionSetReport]]) -> str:
    """The labelled sets side by side, one column each, with their misses by category."""
    names = [name for name, _ in sets]
    lines = [
        "| measure | " + " | ".join(names) + " |",
        "|---|" + "---|" * len(sets),
        "| items | " + " | ".join(str(r.items) for _, r in sets) + " |",
    ]

    def cell(correct: int, total: int) -> str:
        return f"{_pct(correct / total if total else None)} ({correct}/{total})"

    lines.append(
        "| exact items | "
        + " | ".join(cell(r.score.exact_items, r.score.items) for _, r in sets)
        + " |"
    )
    for field in sets[0][1].score.fields:
        row = []
        for _, r in sets:
            f = r.score.fields.get(field)
            row.append(cell(f.correct, f.total) if f else "—")
        lines.append(f"| field: {field} | " + " | ".join(row) + " |")
    lines.append(
        "| spurious claims | " + " | ".join(str(r.score.spurious_claims) for _, r in sets) + " |"
    )
    for name, r in sets:
        weak = [
            f"{t} {f.correct}/{f.total}"
            for t, f in r.by_tag.items()
            if f.total and f.correct < f.total
        ]
        if weak:
            lines += ["", f"{name}, categories with misses: " + ", ".join(weak) + "."]
    return "\n".join(lines)
