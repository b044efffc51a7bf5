"""The CLI's rich views of a check: the banner, the full view with its rule trace, the brief
and compact views, and what an edit changed. Pure functions of the result: they build
renderables and never decide anything; their words come from guard/render.py."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from guard import LABEL
from guard.engine.headlines import LABELS
from guard.engine.rules import RULES_BY_ID
from guard.engine.values import format_value
from guard.kb.sourcediff import LineDiff, OutcomeChange
from guard.models import CheckResult, Evidence, TraceStep
from guard.render import (
    AI_BADGES,
    plain_headline,
    reply_citation,
    scope_chip,
    scope_text,
    signal_chips,
    what_to_verify,
)

STYLES = {
    "ALLOW": "bold green",
    "CAUTION": "bold yellow",
    "HOLD": "bold red",
    "ESCALATE": "bold blue",
    "AI_UNAVAILABLE": "bold magenta",
}


OUTCOME_STYLES = {"fired": "bold", "pass": "green", "fail": "yellow", "skipped": "dim"}


def banner(result: CheckResult) -> Panel:
    """The verdict an agent reads first. It carries the AI notice too ("Live AI paused (limit
    reached): local extractor used", "Could not read DOC-103"): whether live AI read the text
    matters to the decision to send, so it is not left to the run details at the bottom."""
    icon, label = LABELS[result.decision]
    text = Text.assemble(
        (f"{icon}  {label.upper()}", STYLES[result.decision]),
        f"  ·  {result.ticket_id} · {scope_text(result.scope, result.rail)} · "
        f"{result.reason_code}\n",
        plain_headline(result),
    )
    if result.ai.notice:
        text.append(f"\nℹ️  {result.ai.notice}", "yellow")
    return Panel(text, border_style=STYLES[result.decision].replace("bold ", ""))


def extracted_by(result: CheckResult) -> str:
    """Who pulled the claims out: only a model's output is ever called "AI extracted"."""
    return "AI extracted" if result.ai.mode in ("live", "saved") else "local extractor"


RELATION_STYLES = {"supports": "green", "contradicts": "red", "n/a": "dim"}


#: Evidence items shown per claim in the terminal; `--json` has every one. A big knowledge
#: base can hold hundreds of claims on one topic, and a screenful of them hides the verdict.
EVIDENCE_SHOWN = 12


def shown_evidence(evidence: list[Evidence], governing: list[str]) -> list[Evidence]:
    """The evidence worth a line: the governing sources first, then what applies to this
    ticket and contradicts or supports the draft, then the rest; at most EVIDENCE_SHOWN."""

    def rank(ev: Evidence) -> int:
        if ev.source.id in governing:
            return 0
        if ev.applicability != "NOT_APPLICABLE" and ev.relation == "contradicts":
            return 1
        if ev.applicability != "NOT_APPLICABLE" and ev.relation == "supports":
            return 2
        return 3

    return sorted(evidence, key=rank)[:EVIDENCE_SHOWN]  # stable: workspace order within a rank


def _evidence_list(evidence: list[Evidence], by: str, governing: list[str] | None = None) -> Group:
    """One short block per source claim: it reads in a narrow terminal, unlike a wide table."""
    rows: list[RenderableType] = [Text(f"Evidence (quotes: {by}; standing: Rule)", "bold")]
    shown = shown_evidence(evidence, governing or [])
    for ev in shown:
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
    if len(evidence) > len(shown):
        rows.append(
            Text(f"…and {len(evidence) - len(shown)} more evidence items (all in --json)", "dim")
        )
    return Group(*rows)


def _trace_table(steps: list[TraceStep], title: str) -> Table:
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
        hedged = f" · only {dc.condition}" if dc.condition else "" if dc.definitive else " · hedged"
        v = f" · governing value {format_value(c.governing_value)}" if c.governing_value else ""
        parts.append(
            Text.assemble(
                (f"\nClaim {i} ({extracted_by(result)}): ", "bold"),
                f'"{dc.span}" → {format_value(dc.value)} ({dc.topic}){hedged}\n',
                (f"{c.decision} {c.reason_code}{v}", STYLES[c.decision]),
            )
        )
        if c.evidence:
            parts.append(_evidence_list(c.evidence, extracted_by(result), c.governing_source_ids))
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


def _decision_line(result: CheckResult) -> Text:
    icon, label = LABELS[result.decision]
    return Text.assemble(
        (f"{icon}  {label.upper()}", STYLES[result.decision]),
        "  ",
        (plain_headline(result), "bold"),
    )


def _where_line(result: CheckResult) -> Text:
    return Text(
        f"{result.ticket_id} · {scope_text(result.scope, result.rail)} · {result.reason_code} · "
        f"check {result.check_hash}",
        "dim",
    )


def brief_view(result: CheckResult) -> RenderableType:
    """`answerguard check --brief`: the verdict and the safe reply, at most 8 lines at 100
    columns for the seed cases."""
    parts: list[RenderableType] = [_decision_line(result)]
    verify = what_to_verify(result)
    if verify:
        parts.append(Text(f"Check first: {verify}", "yellow"))
    if result.suggestion:
        parts.append(Text.assemble(("Safe reply: ", "bold"), result.suggestion.text))
        cite = reply_citation(result)
        if cite:
            parts.append(Text(f"Source: {cite}", "dim"))
    if result.ai.notice:
        parts.append(Text(f"ℹ️  {result.ai.notice}", "yellow"))
    parts.append(_where_line(result))
    return Group(*parts)


def _fired(steps: list[TraceStep]) -> list[str]:
    out = []
    for s in steps:
        if s.outcome != "fired":
            continue
        rule = RULES_BY_ID.get(s.rule)
        reason = f" {rule.reason}" if rule and rule.reason else ""
        out.append(f"{s.rule} fired{reason} — {s.detail}")
    return out


def compact_view(result: CheckResult) -> RenderableType:
    """The default CLI check view: the verdict, what to verify, the safe reply with its source,
    one line per piece of evidence and the rules that fired. `--verbose` shows the full trace
    (`check_view`), `--json` the CheckResult. Fits 40 lines at 100 columns for the seed."""
    parts: list[RenderableType] = [banner(result)]
    verify = what_to_verify(result)
    if verify:
        parts.append(Text(f"Check first: {verify}", "yellow"))
    if result.suggestion:
        sug = result.suggestion
        origin = "AI worded" if sug.origin == "ai" else "Template"
        cite = reply_citation(result)
        parts.append(
            Panel(
                Text.assemble(
                    sug.text,
                    (f"\n{origin} · rechecked: {sug.recheck_decision}", "dim"),
                    (f"\nSource: {cite}" if cite else "", "dim"),
                ),
                title="Safe reply",
                title_align="left",
            )
        )
    if result.pattern_matches and result.reason_code == "EXTRACTION_GAP":
        found = ", ".join(f"'{m.text}'" for m in result.pattern_matches)
        parts.append(Text(f"Timing found by the pattern detector: {found}", "yellow"))
    by = extracted_by(result)
    for i, c in enumerate(result.claims, 1):
        dc = c.draft_claim
        hedged = f" · only {dc.condition}" if dc.condition else "" if dc.definitive else " · hedged"
        v = f" · governs: {format_value(c.governing_value)}" if c.governing_value else ""
        parts.append(
            Text.assemble(
                (f"Claim {i} ({by}): ", "bold"),
                f'"{dc.span}" → {format_value(dc.value)}{hedged}  ',
                (f"{c.decision} {c.reason_code}{v}", STYLES[c.decision]),
            )
        )
        for ev in c.evidence:
            parts.append(
                Text.assemble(
                    "  • ",
                    (ev.source.id, "bold"),
                    f" {format_value(ev.claim.value)} · {scope_chip(ev.claim.scope)} · "
                    f"{ev.standing} · ",
                    (ev.relation, RELATION_STYLES[ev.relation]),
                    (f" · {', '.join(ev.weakeners)}" if ev.weakeners else "", "yellow"),
                )
            )
        for line in _fired(c.trace):
            parts.append(Text(f"  Rule {line}", "dim"))
    for line in _fired(result.trace):
        parts.append(Text(f"Rule {line}", "dim"))
    if result.rejected_extractions:
        parts.append(
            Text(f"{len(result.rejected_extractions)} rejected extraction(s): --verbose", "yellow")
        )
    ai = result.ai
    parts.append(
        Text(
            f"{AI_BADGES[ai.mode]} · {ai.model} · check {result.check_hash} · "
            "full trace: --verbose · JSON: --json",
            "dim",
        )
    )
    parts.append(Text(LABEL, "dim italic"))
    return Group(*parts)


DIFF_STYLES = {"=": "", "-": "red strike", "+": "green bold"}


DIFF_MARKS = {"=": "{}", "-": "[-{}-]", "+": "{{+{}+}}"}


def diff_line_text(line: LineDiff) -> Text:
    """One changed line: git's word-diff marks (`[-removed-]`, `{+added+}`), so it reads without
    colour too, and red/green on a terminal."""
    sign = {"removed": "- ", "added": "+ ", "changed": "~ "}[line.kind]
    t = Text(sign, style="dim")
    for i, (op, words) in enumerate(line.runs):
        if i:
            t.append(" ")
        t.append(DIFF_MARKS[op].format(words), style=DIFF_STYLES[op])
    return t


def outcome_change_view(ticket: str, change: OutcomeChange) -> RenderableType:
    parts: list[RenderableType] = [Text.assemble((f"{ticket}: ", "bold"), (change.line, "bold"))]
    if change.rule:
        parts.append(Text(f"  now decided by {change.rule}: {change.rule_detail}", style="dim"))
    for d in change.diffs:
        parts.append(Text(f"  {d.source_id} v{d.old_version} → v{d.new_version}", style="bold"))
        parts += [Text("    ").append_text(diff_line_text(x)) for x in d.lines]
        if d.more:
            parts.append(
                Text(f"    …and {d.more} more changed line(s) that decide nothing here", "dim")
            )
    if not change.diffs:
        parts.append(Text("  no source text changed: a signal did", style="dim"))
    return Group(*parts)
