"""Rich renderings of a CheckResult for the terminal. Pure functions of the result: they build
renderables and never decide anything."""

from __future__ import annotations

from datetime import datetime

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from guard import LABEL
from guard.engine.headlines import LABELS
from guard.engine.rules import RULES_BY_ID
from guard.engine.standing import review_due
from guard.engine.values import format_value
from guard.models import CheckResult, Evidence, Source

STYLES = {
    "ALLOW": "bold green",
    "CAUTION": "bold yellow",
    "HOLD": "bold red",
    "ESCALATE": "bold blue",
    "AI_UNAVAILABLE": "bold magenta",
}
OUTCOME_STYLES = {"fired": "bold", "pass": "green", "fail": "yellow", "skipped": "dim"}
AI_BADGES = {
    "live": "Live AI",
    "saved": "Saved AI response",
    "local": "Local extractor (no AI)",
    "unavailable": "AI unavailable",
}


def banner(result: CheckResult) -> Panel:
    """The verdict an agent reads first. It carries the AI notice too ("Live AI paused (limit
    reached): local extractor used", "Could not read DOC-103"): whether live AI read the text
    matters to the decision to send, so it is not left to the run details at the bottom."""
    icon, label = LABELS[result.decision]
    text = Text.assemble(
        (f"{icon}  {label.upper()}", STYLES[result.decision]),
        f"  ·  {result.ticket_id} · {scope_text(result.scope, result.rail)} · "
        f"{result.reason_code}\n",
        result.headline,
    )
    if result.ai.notice:
        text.append(f"\nℹ️  {result.ai.notice}", "yellow")
    return Panel(text, border_style=STYLES[result.decision].replace("bold ", ""))


def signal_chips(
    source: Source | None, ev: Evidence | None = None, now: datetime | None = None
) -> str:
    """The signal chips of a source: "Verified Oct 26 · Owner Jonas Weber · …"; with `now`,
    also its freshness ("Review due since Mar 01, 2026")."""
    assert source is not None or ev is not None
    sig = source.signals if source is not None else ev.source.signals  # type: ignore[union-attr]
    chips = []
    if sig.verification == "verified" and sig.verified_at:
        chips.append(f"Verified {sig.verified_at:%b %d}")
    else:
        chips.append(sig.verification.capitalize())
    due = review_due(sig) if sig.verification == "verified" else None
    if due is not None and now is not None:
        chips.append(
            f"Review due since {due:%b %d, %Y}" if now > due else f"Review by {due:%b %d, %Y}"
        )
    owner = f"Owner {sig.owner.name}" + ("" if sig.owner.active else " (inactive)")
    chips.append(owner)
    if ev is not None:
        if ev.claim.effective_from:
            chips.append(f"Effective {ev.claim.effective_from:%b %d}")
        chips.append(scope_chip(ev.claim.scope))
        if "EDITED_AFTER_VERIFICATION" in ev.weakeners:
            chips.append("Edited after verification")
    if sig.flagged_outdated:
        chips.append("Flagged outdated")
    chips.append(f"v{sig.version}")
    return " · ".join(chips)


def extracted_by(result: CheckResult) -> str:
    """Who pulled the claims out: only a model's output is ever called "AI extracted"."""
    return "AI extracted" if result.ai.mode in ("live", "saved") else "local extractor"


RELATION_STYLES = {"supports": "green", "contradicts": "red", "n/a": "dim"}


def _evidence_list(evidence: list[Evidence], by: str) -> Group:
    """One short block per source claim: it reads in a narrow terminal, unlike a wide table."""
    rows: list[RenderableType] = [Text(f"Evidence (quotes: {by}; standing: Rule)", "bold")]
    for ev in evidence:
        weak = f" · weakeners: {', '.join(ev.weakeners)}" if ev.weakeners else ""
        rows.append(
            Text.assemble(
                "• ",
                (f"{ev.source.id}", "bold"),
                f" · {ev.source.title} ({ev.source.kind}) — ",
                (f"{ev.standing}", "bold"),
                f" · {ev.applicability} · ",
                (ev.relation, RELATION_STYLES[ev.relation]),
                f'\n  "{ev.claim.quote}" → {format_value(ev.claim.value)}',
                (f"\n  {signal_chips(None, ev)}{weak}", "dim"),
                (f"\n  {ev.standing_rule}", "dim"),
            )
        )
    return Group(*rows)


def _trace_table(steps, title: str) -> Table:
    t = Table(title=title, expand=True, title_justify="left", show_header=True)
    t.add_column("rule", width=12, overflow="fold")
    t.add_column("outcome", width=8)
    t.add_column("detail (Rule)", overflow="fold")
    for s in steps:
        rule = RULES_BY_ID.get(s.rule)
        name = (
            f"{s.rule}\n[dim]{rule.reason}[/dim]"
            if rule and rule.reason and s.outcome == "fired"
            else s.rule
        )
        t.add_row(name, Text(s.outcome, OUTCOME_STYLES[s.outcome]), s.detail)
    return t


def check_view(result: CheckResult) -> RenderableType:
    parts: list[RenderableType] = [banner(result)]
    if result.suggestion:
        sug = result.suggestion
        origin = "AI worded" if sug.origin == "ai" else "Template"
        parts.append(
            Panel(
                f"{sug.text}\n[dim]{origin} · rechecked: {sug.recheck_decision}[/dim]",
                title="Safe reply",
                title_align="left",
            )
        )
    if result.pattern_matches and result.reason_code == "EXTRACTION_GAP":
        found = ", ".join(f"'{m.text}'" for m in result.pattern_matches)
        parts.append(Text(f"Timing found by the pattern detector: {found}", "yellow"))
    for i, c in enumerate(result.claims, 1):
        dc = c.draft_claim
        hedged = "" if dc.definitive else " · hedged"
        v = f" · governing value {format_value(c.governing_value)}" if c.governing_value else ""
        parts.append(
            Text.assemble(
                (f"\nClaim {i} ({extracted_by(result)}): ", "bold"),
                f'"{dc.span}" → {format_value(dc.value)} ({dc.topic}){hedged}\n',
                (f"{c.decision} {c.reason_code}{v}", STYLES[c.decision]),
            )
        )
        if c.evidence:
            parts.append(_evidence_list(c.evidence, extracted_by(result)))
        parts.append(_trace_table(c.trace, f"Rule trace, claim {i}"))
    parts.append(_trace_table(result.trace, "Rule trace, overall"))
    if result.rejected_extractions:
        rej = "\n".join(
            f'- {r.source_id}: {r.reason} "{r.snippet}"' for r in result.rejected_extractions
        )
        parts.append(Text(f"Rejected extractions:\n{rej}", "yellow"))
    ai = result.ai
    notice = f" · {ai.notice}" if ai.notice else ""
    parts.append(
        Text(
            f"{AI_BADGES[ai.mode]} · model {ai.model} · {ai.latency_ms} ms · prompt "
            f"{ai.prompt_version}{notice} · check {result.check_hash}",
            "dim",
        )
    )
    parts.append(Text(LABEL, "dim italic"))
    return Group(*parts)


def scope_chip(scope: dict[str, str]) -> str:
    """A claim's scope in a few words: "Instant rail only", "All rails"."""
    specific = [(d, v) for d, v in sorted(scope.items()) if v != "any"]
    if specific:
        return (
            ", ".join(
                f"{v.replace('_', ' ')} {d.replace('_', ' ')}" for d, v in specific
            ).capitalize()
            + " only"
        )
    if scope:
        return ", ".join(f"all {d.replace('_', ' ')}s" for d in sorted(scope)).capitalize()
    return "Everywhere"


def scope_text(scope: dict[str, str], rail: str | None = None) -> str:
    """A ticket's scope as checked: "rail instant", "plan pro · region unknown"."""
    if not scope:
        return f"rail {rail}" if rail and rail != "unknown" else "no scope"
    return " · ".join(f"{d.replace('_', ' ')} {v}" for d, v in scope.items())
