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
from guard.kb.catalogue import plural_of
from guard.kb.sourcediff import LineDiff, OutcomeChange
from guard.models import CheckResult, ClaimResult, Evidence, Source, TraceStep

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
        plain_headline(result),
    )
    if result.ai.notice:
        text.append(f"\nℹ️  {result.ai.notice}", "yellow")
    return Panel(text, border_style=STYLES[result.decision].replace("bold ", ""))


def signal_chips(
    source: Source | None, ev: Evidence | None = None, now: datetime | None = None
) -> str:
    """The signal chips of a source: "Verified Oct 26 · Owner Jonas Weber · …"; with `now`,
    also its freshness ("Review due since Mar 01, 2026")."""
    holder = source if source is not None else ev.source if ev is not None else None
    assert holder is not None, "signal_chips needs a source or its evidence"
    sig = holder.signals
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
        return ", ".join(
            f"all {plural_of(d.replace('_', ' '))}" for d in sorted(scope)
        ).capitalize()
    return "Everywhere"


def scope_text(scope: dict[str, str], rail: str | None = None) -> str:
    """A ticket's scope as checked: "rail instant", "plan pro · region unknown"."""
    if not scope:
        return f"rail {rail}" if rail and rail != "unknown" else "no scope"
    return " · ".join(f"{d.replace('_', ' ')} {v}" for d, v in scope.items())


# --- words for people ---------------------------------------------------------------------
# Pure text helpers shared by the terminal and Slack. They read a result and never decide:
# the headline in the JSON stays the engine's; these say the same thing for an agent.

#: The decision word a headline starts with ("Hold: …"); the banner already says it.
_HEADLINE_PREFIXES = (
    "Hold: ",
    "Caution: ",
    "Escalate: ",
    "Supported: ",
    "Couldn't confirm: ",
    "AI unavailable: ",
)
WEAKENER_WORDS = {
    "UNVERIFIED": "unverified",
    "VERIFICATION_EXPIRED": "past its verification date",
    "EDITED_AFTER_VERIFICATION": "edited after it was verified",
    "OWNER_INACTIVE": "owned by someone no longer active",
}
C_AND_V = (
    "In the trace, C is the set of in-force sources on the claim's topic that apply to this "
    "ticket (or might, when its scope is unknown), and V is the value that governs."
)


def deciding_claim(result: CheckResult) -> ClaimResult | None:
    """The claim that set the overall decision (the first one as severe as the result)."""
    for c in result.claims:
        if c.decision == result.decision:
            return c
    return result.claims[0] if result.claims else None


def _evidence_of(claim: ClaimResult | None, source_id: str) -> Evidence | None:
    for ev in claim.evidence if claim else []:
        if ev.source.id == source_id:
            return ev
    return None


def _scope_words(ev: Evidence | None) -> str:
    if ev is None:
        return ""
    specific = any(v != "any" for v in ev.claim.scope.values())
    return f" ({scope_chip(ev.claim.scope).lower()})" if specific else ""


def plain_headline(result: CheckResult) -> str:
    """What happened, in one sentence with no codes: "Don't send: DOC-103 sets 1 business day
    (instant rail only); your draft says 4 business days." """
    c = deciding_claim(result)
    if c is not None and c.governing_value is not None and c.governing_source_ids:
        src = " and ".join(c.governing_source_ids)
        sets = "sets" if len(c.governing_source_ids) == 1 else "set"
        v = format_value(c.governing_value)
        scope = _scope_words(_evidence_of(c, c.governing_source_ids[0]))
        said = c.draft_claim.value_text
        if result.decision == "HOLD" and result.reason_code == "CONTRADICTS_GOVERNING":
            return f"Don't send: {src} {sets} {v}{scope}; your draft says {said}."
        if result.decision == "ALLOW" and result.reason_code == "SUPPORTED":
            return f"Good to send: {src} {sets} {v}{scope}, as your draft says."
    if result.decision == "ALLOW" and result.reason_code == "NO_POLICY_CLAIM":
        return "Good to send: this reply makes no policy claim."
    text = result.headline
    for prefix in _HEADLINE_PREFIXES:
        if text.startswith(prefix):
            text = text[len(prefix) :]
            return text[:1].upper() + text[1:]
    return text


def _owner_of(ev: Evidence) -> str | None:
    owner = ev.source.signals.owner
    return owner.name if owner and owner.name and owner.active else None


def what_to_verify(result: CheckResult) -> str | None:
    """For a CAUTION: the source or announcement to check, and with whom ("SRC-202 announces
    1 business day, not in force yet: check with Matteo"). None for other decisions."""
    if result.decision != "CAUTION":
        return None
    c = deciding_claim(result)
    reason = result.reason_code
    said = c.draft_claim.value_text if c else ""
    if reason == "SOURCE_UNREAD" and result.unread_sources:
        return (
            f"{', '.join(result.unread_sources)} could not be read: open it and check it "
            "agrees with your reply."
        )
    if reason == "EXTRACTION_GAP":
        found = ", ".join(f"“{m.text}”" for m in result.pattern_matches[:3]) or "the timing"
        return (
            f"Check {found} against the policy yourself: AnswerGuard could not read it as a claim."
        )
    if reason == "OUTSIDE_COVERAGE":
        return f"“{said}” is outside what AnswerGuard checks: confirm it with its owner."
    if c is None:
        return None
    if reason in ("CHANGE_SIGNALLED", "PROPOSAL_ONLY"):
        pending = [
            ev
            for ev in c.evidence
            if ev.standing in ("PROPOSAL", "NOT_YET_EFFECTIVE")
            and ev.applicability != "NOT_APPLICABLE"
        ]
        parts: list[str] = []
        for ev in pending[:2]:
            value = format_value(ev.claim.value)
            if ev.standing == "NOT_YET_EFFECTIVE" and ev.claim.effective_from:
                parts.append(
                    f"{ev.source.id} sets {value} from {ev.claim.effective_from:%b %d, %Y}"
                )
            elif ev.source.kind in ("slack", "release_note"):
                parts.append(f"{ev.source.id} announces {value}, not in force yet")
            else:
                parts.append(f"{ev.source.id} proposes {value}, pending sign-off")
        if parts:
            owner = _owner_of(pending[0])
            who = f"check with {owner}" if owner else "check before promising it"
            return f"{'; '.join(parts)}: {who}."
    src = " and ".join(c.governing_source_ids)
    one = len(c.governing_source_ids) == 1
    sets, counts, is_ = ("sets", "counts", "is") if one else ("set", "count", "are")
    v = format_value(c.governing_value) if c.governing_value else ""
    gov = _evidence_of(c, c.governing_source_ids[0]) if c.governing_source_ids else None
    if reason == "WEAK_BASIS" and gov is not None:
        doubt = " and ".join(WEAKENER_WORDS.get(w, w.lower()) for w in gov.weakeners) or "in doubt"
        owner = _owner_of(gov)
        who = f"check with {owner}" if owner else "check it"
        return f"{src} {sets} {v} but {is_} {doubt}: {who} before sending."
    if reason == "CONTRADICTS_GOVERNING" and src:
        return f"{src} {sets} {v}{_scope_words(gov)}: reword your reply to match it."
    if reason == "UNIT_MISMATCH" and src:
        return f"{src} {counts} {v}; your draft says {said}. Use the policy's unit."
    if reason == "UNSUPPORTED":
        return f"No in-force source covers “{said}”: check the policy before sending."
    return plain_headline(result)


def reply_citation(result: CheckResult) -> str | None:
    """Where the safe reply comes from: its governing quote and source, or, for a holding
    reply, the sources that disagree (so the agent sees why no value is given)."""
    if result.suggestion is None:
        return None
    c = deciding_claim(result)
    for claim in [c, *result.claims] if c else result.claims:
        if claim.governing_quote and claim.governing_source_ids:
            sid = claim.governing_source_ids[0]
            ev = _evidence_of(claim, sid)
            title = f" · {ev.source.title}" if ev else ""
            return f"{sid}{title}: “{claim.governing_quote}”"
    disagree = [
        ev
        for ev in (c.evidence if c else [])
        if ev.standing == "CANDIDATE" and ev.applicability != "NOT_APPLICABLE"
    ]
    if disagree:
        said = "; ".join(
            f"{ev.source.id} says {format_value(ev.claim.value)}"
            f" ({scope_chip(ev.claim.scope).lower()})"
            for ev in disagree[:3]
        )
        return f"No value given until the sources agree: {said}."
    return "States no value, so it rests on no source."


# --- the short forms of a check ------------------------------------------------------------


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
        hedged = "" if dc.definitive else " · hedged"
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


# --- what changed, when an edit changes an outcome ---------------------------------------------

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
