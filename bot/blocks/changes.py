"""What changed between two results of the same draft ("HOLD → CAUTION because DOC-103 is now
a proposal").

A diff of two results the engine already produced, worded for people: it compares the
evidence rows (standing, value, applicability, weakeners) and never decides anything itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.blocks.kit import Block, context, md, section
from guard.engine.values import format_value
from guard.kb.sourcediff import LineDiff, OutcomeChange, SourceDiff
from guard.models import CheckResult, Evidence

STANDING_WORDS = {
    "CANDIDATE": "in force",
    "PROPOSAL": "a proposal",
    "NOT_YET_EFFECTIVE": "not yet effective",
    "EXCLUDED": "excluded",
}
APPLICABILITY_WORDS = {
    "APPLIES": "applies to this ticket",
    "SCOPE_UNRESOLVED": "depends on the unknown rail",
    "NOT_APPLICABLE": "does not apply to this ticket",
}
WEAKENER_WORDS = {
    "UNVERIFIED": "unverified",
    "VERIFICATION_EXPIRED": "past its verification",
    "EDITED_AFTER_VERIFICATION": "edited after verification",
    "OWNER_INACTIVE": "owned by an inactive owner",
}
MAX_REASONS = 4


@dataclass(frozen=True)
class Change:
    line: str  # "HOLD → CAUTION because DOC-103 is now a proposal"
    headline: str  # the new result's one-line reason
    #: False when no source row explains it ("the deciding rule now gives …"): a source diff
    #: says more, so the line can give way to it.
    specific: bool = True


def _by_source(result: CheckResult) -> dict[str, Evidence]:
    out: dict[str, Evidence] = {}
    for claim in result.claims:
        for ev in claim.evidence:
            out.setdefault(ev.source.id, ev)
    return out


def _source_changes(sid: str, a: Evidence | None, b: Evidence | None) -> list[str]:
    if a is not None and b is None:
        return [f"{sid} no longer has a usable claim"]
    if a is None and b is not None:
        return [f"{sid} now says {format_value(b.claim.value)}"]
    assert a is not None and b is not None
    out: list[str] = []
    if a.standing != b.standing:
        out.append(f"{sid} is now {STANDING_WORDS.get(b.standing, b.standing)}")
    if format_value(a.claim.value) != format_value(b.claim.value):
        out.append(
            f"{sid} now says {format_value(b.claim.value)} (was {format_value(a.claim.value)})"
        )
    if a.applicability != b.applicability:
        out.append(f"{sid} now {APPLICABILITY_WORDS.get(b.applicability, b.applicability)}")
    for w in b.weakeners:
        if w not in a.weakeners:
            out.append(f"{sid} is now {WEAKENER_WORDS.get(w, w)}")
    for w in a.weakeners:
        if w not in b.weakeners:
            out.append(f"{sid} is no longer {WEAKENER_WORDS.get(w, w)}")
    return out


def explain_change(old: CheckResult, new: CheckResult) -> Change:
    before, after = _by_source(old), _by_source(new)
    reasons: list[str] = []
    for sid in [*before, *(s for s in after if s not in before)]:
        reasons += _source_changes(sid, before.get(sid), after.get(sid))
    specific = bool(reasons)
    if not reasons and old.reason_code != new.reason_code:
        reasons.append(f"the deciding rule now gives {new.reason_code}")
    if old.decision != new.decision:
        head = f"{old.decision} → {new.decision}"
    elif old.reason_code != new.reason_code:
        head = f"Still {new.decision} ({old.reason_code} → {new.reason_code})"
    else:
        head = f"Still {new.decision}"
    if not reasons:
        return Change(f"{head}: the sources this draft depends on did not change", new.headline)
    shown = reasons[:MAX_REASONS]
    more = f" (and {len(reasons) - len(shown)} more changes)" if len(reasons) > len(shown) else ""
    return Change(f"{head} because {'; '.join(shown)}{more}", new.headline, specific)


# --- the outcome changed: which checks, which rule, which words ------------------------------

#: Characters of one diffed line in Slack (one section holds every line of one source).
DIFF_LINE = 600
MAX_SHOWN_CHECKS = 3


def diff_line_md(line: LineDiff, limit: int = DIFF_LINE) -> str:
    """One line in mrkdwn: removed words struck through, added words in bold, kept words as
    they are; escaped, and clipped as a whole line."""
    marks = {"=": "{}", "-": "~{}~", "+": "*{}*"}
    sign = {"removed": "➖", "added": "➕", "changed": "✏️"}[line.kind]
    out, used = [], 0
    for op, text in line.runs:
        piece = marks[op].format(md(text, max(limit - used, 40)))
        out.append(piece)
        used += len(piece) + 1
        if used >= limit:
            out.append("…")
            break
    return f"{sign} " + " ".join(out)


def source_diff_md(d: SourceDiff) -> str:
    head = f"*{md(d.source_id, 80)}* v{d.old_version} → v{d.new_version}"
    lines = [head, *(diff_line_md(x) for x in d.lines)]
    if d.more:
        lines.append(f"_…and {d.more} more changed line(s) that decide nothing here_")
    return "\n".join(lines)


def outcome_change_blocks(ticket: str, change: OutcomeChange) -> list[Block]:
    """One recheck whose outcome changed: old → new, the rule that now decides, and the
    words of each source that moved it (removed ~struck~, added *bold*)."""
    blocks: list[Block] = [
        section(f"*{md(ticket, 40)}*: *{md(change.line, 400)}*"),
    ]
    if change.rule:
        blocks.append(
            context(f"Now decided by rule {md(change.rule, 20)}: {md(change.rule_detail, 800)}")
        )
    for d in change.diffs:
        blocks.append(section(source_diff_md(d)))
    if not change.diffs:
        blocks.append(context("No source text changed: a signal did (verification, owner, flag)."))
    return blocks


def outcome_changes_blocks(changes: list[tuple[str, OutcomeChange]]) -> list[Block]:
    """Every recent check whose outcome changed, most recent first; none says so."""
    if not changes:
        return [context("None of your recent checks changed outcome.")]
    blocks: list[Block] = [section("*What changed*  (~removed~ · *added*)")]
    for ticket, change in changes[:MAX_SHOWN_CHECKS]:
        blocks += outcome_change_blocks(ticket, change)
    if len(changes) > MAX_SHOWN_CHECKS:
        blocks.append(context(f"…and {len(changes) - MAX_SHOWN_CHECKS} more checks changed."))
    return blocks
