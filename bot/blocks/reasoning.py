"""The reasoning modal: every draft claim, the evidence behind it, the ordered rule trace and
the AI run, so a user can see *why* without trusting a summary.

What an extractor produced is labelled by who produced it ("AI extracted" only when a model
did, otherwise "Local extractor"); what the rules concluded is labelled "Rule". A huge result
is cut to Slack's limits with explicit "…and N more", never an API error.
"""

from __future__ import annotations

import re
from typing import Any

from bot import ids
from bot.blocks.kit import (
    VIEW_BLOCKS,
    Block,
    button,
    context,
    divider,
    fit_blocks,
    fit_text,
    label_block,
    md,
    metadata,
    modal,
    preformatted,
    section,
)
from bot.blocks.verdict import banner, decision_text
from guard.engine.rules import RULES_BY_ID
from guard.engine.values import format_value
from guard.models import CheckResult, ClaimResult, Evidence, Source, TraceStep
from guard.render import AI_BADGES, C_AND_V, signal_chips

OUTCOME_MARKS = {"fired": "●", "pass": "✓", "fail": "✗", "skipped": "–"}
MAX_EVIDENCE_ROWS = 12
JSON_CHARS = 2800


def extracted_by(result: CheckResult) -> str:
    """Only a model's output is ever called "AI extracted"."""
    return "AI extracted" if result.ai.mode in ("live", "saved") else "Local extractor"


def ai_run(result: CheckResult) -> Block:
    ai = result.ai
    lines = [
        f"*AI run* · {AI_BADGES.get(ai.mode, ai.mode)} · model `{md(ai.model, 100)}` · "
        f"{ai.latency_ms:,} ms · prompt {md(ai.prompt_version, 60)}",
        f"Claims: _{extracted_by(result)}_ · decisions: _Rule_ · "
        f"rejected extractions: {len(result.rejected_extractions)}",
    ]
    if ai.notice:
        lines.append(f"ℹ️ {md(ai.notice, 800)}")
    return section("\n".join(lines))


def trace_text(title: str, steps: list[TraceStep]) -> str:
    lines = []
    for s in steps:
        rule = RULES_BY_ID.get(s.rule)
        reason = f" {md(rule.reason, 60)}" if rule and rule.reason and s.outcome == "fired" else ""
        mark = OUTCOME_MARKS.get(s.outcome, "?")
        lines.append(f"`{md(s.rule, 20)}` {mark} *{s.outcome}*{reason} — {md(s.detail, 500)}")
    head = f"*{title}* · _Rule_"
    if not lines:
        return f"{head}\n_(no steps)_"
    return f"{head}\n" + fit_text(lines, 3000 - len(head) - 1, "steps")


def open_source_value(check_hash: str, source_id: str) -> str:
    return f"{check_hash}|{source_id}"


def evidence_row(ev: Evidence, by: str, check_hash: str | None = None) -> Block:
    """One source's claim. Its button opens the whole source with this quote in bold; the
    handler shows it only when the clicking user's role may see that source."""
    weak = f" · weakeners: {md(', '.join(ev.weakeners), 200)}" if ev.weakeners else ""
    accessory = (
        button("Open source", ids.ACTION_OPEN_SOURCE, open_source_value(check_hash, ev.source.id))
        if check_hash
        else None
    )
    return section(
        f"*{md(ev.source.id, 40)} · {md(ev.source.title, 200)}* ({ev.source.kind})\n"
        f"“{md(ev.claim.quote, 1200)}” _{by}_ → {md(format_value(ev.claim.value), 60)}\n"
        f"{md(signal_chips(None, ev), 400)}\n"
        f"Standing *{ev.standing}* · {ev.applicability} — _Rule_ "
        f"{md(ev.standing_rule, 400)}{weak}\n"
        f"Relation: *{ev.relation}*",
        accessory=accessory,
    )


def claim_blocks(i: int, claim: ClaimResult, by: str, check_hash: str | None = None) -> list[Block]:
    dc = claim.draft_claim
    hedged = f" · only {md(dc.condition, 200)}" if dc.condition else ""
    hedged = hedged or (" · hedged" if not dc.definitive else "")
    governing = ""
    if claim.governing_value is not None:
        src = ", ".join(claim.governing_source_ids)
        governing = (
            f" · governing value *{md(format_value(claim.governing_value), 60)}* ({md(src, 200)})"
        )
    blocks: list[Block] = [
        divider(),
        section(
            f"*Claim {i}* · _{by}_\n"
            f"“{md(dc.span, 1000)}” → *{md(format_value(dc.value), 60)}* "
            f"({md(dc.topic, 40)}){hedged}\n"
            f"{decision_text(claim.decision)} · {md(claim.reason_code, 60)}{governing} · _Rule_"
        ),
    ]
    rows = claim.evidence[:MAX_EVIDENCE_ROWS]
    blocks += [evidence_row(ev, by, check_hash) for ev in rows]
    if len(claim.evidence) > len(rows):
        blocks.append(context(f"_…and {len(claim.evidence) - len(rows):,} more evidence rows_"))
    if not claim.evidence:
        blocks.append(context("No evidence rows for this claim."))
    blocks.append(section(trace_text(f"Rule trace, claim {i}", claim.trace)))
    return blocks


def codes_line(result: CheckResult) -> Block:
    """Codes for machines, out of the banner: the reason code, the rules that fired, the hash."""
    fired: list[str] = []
    for step in [*(s for c in result.claims for s in c.trace), *result.trace]:
        if step.outcome == "fired" and step.rule not in fired:
            fired.append(step.rule)
    rules = ", ".join(f"`{md(r, 20)}`" for r in fired[:12]) or "none"
    return context(
        f"Reason `{md(result.reason_code, 60)}` · rules fired: {rules} · "
        f"check `{result.check_hash}`"
    )


def raw_json_blocks(result: CheckResult) -> list[Block]:
    """The CheckResult, complete and valid, or a pointer to the command that prints it: a
    JSON document cut to Slack's limits is not JSON."""
    raw = result.model_dump_json(by_alias=True)
    if len(raw) <= JSON_CHARS:
        return [section("*Raw JSON* (CheckResult, complete)"), preformatted(raw, JSON_CHARS)]
    return [
        section(
            f"*Raw JSON* (CheckResult): {len(raw):,} characters, more than Slack shows in one "
            f"block. Print it, complete, with `answerguard show {result.check_hash} --json`."
        )
    ]


def reasoning_view(result: CheckResult, *, personas: bool = False) -> dict[str, Any]:
    by = extracted_by(result)
    head: list[Block] = [
        label_block(personas),
        banner(result),
        codes_line(result),
        ai_run(result),
        context(md(C_AND_V, 500)),
    ]
    if result.pattern_matches and result.reason_code == "EXTRACTION_GAP":
        found = ", ".join(f"“{md(m.text, 100)}”" for m in result.pattern_matches[:20])
        head.append(section(f"Timing found by the policy-pattern detector (_Rule_): {found}"))
    tail: list[Block] = [divider(), section(trace_text("Rule trace, overall", result.trace))]
    if result.rejected_extractions:
        lines = [
            f"• {md(r.source_id, 40)}: {md(r.reason, 80)} “{md(r.snippet, 300)}”"
            for r in result.rejected_extractions
        ]
        tail.append(section("*Rejected extractions*\n" + fit_text(lines, 2900, "rejections")))
    tail += raw_json_blocks(result)
    items = [claim_blocks(i, c, by, result.check_hash) for i, c in enumerate(result.claims, 1)]
    blocks = fit_blocks(head, items, tail, VIEW_BLOCKS, "claims")
    return modal(
        "Reasoning",
        blocks,
        callback_id=ids.VIEW_REASONING,
        close="Back",
        private_metadata=metadata({"h": result.check_hash}),
    )


# --- the whole source, with the quote in bold ------------------------------------------------


def _norm(text: str) -> str:
    return " ".join(text.split())


def highlight(body: str, quote: str) -> tuple[str, bool]:
    """`body` as escaped mrkdwn with `quote` in bold, line by line (Slack's bold stops at a
    line break). Whitespace is normalised for the match, as quote validation does."""
    words = quote.split()
    if not words:
        return md(body, 100_000), False
    pattern = r"\s+".join(re.escape(w) for w in words)
    m = re.search(pattern, body)
    if m is None:
        return md(body, 100_000), False
    bold = "\n".join(
        f"*{md(line.strip(), 100_000)}*" if line.strip() else "" for line in m.group(0).split("\n")
    )
    return md(body[: m.start()], 100_000) + bold + md(body[m.end() :], 100_000), True


def source_quote_view(
    source: Source, quote: str, *, check_hash: str, personas: bool = False
) -> dict[str, Any]:
    """The whole source a quote came from, with the quote in bold."""
    text, found = highlight(source.body, quote)
    head = [
        label_block(personas),
        section(
            f"*{md(source.id, 40)} · {md(source.title, 200)}* ({source.kind})\n"
            f"{md(signal_chips(source), 400)}"
        ),
    ]
    if not found:
        head.append(
            context(
                f"This quote is not in the current version (v{source.signals.version}): the "
                "source changed after the check. Check again to read it as it is now."
            )
        )
    chunks: list[Block] = []
    buf = ""
    for para in text.split("\n\n"):
        piece = para if not buf else buf + "\n\n" + para
        if len(piece) <= 2900:
            buf = piece
            continue
        if buf:
            chunks.append(section(buf))
        buf = para[:2900]
    if buf:
        chunks.append(section(buf))
    blocks = [*head, divider(), *chunks][:VIEW_BLOCKS]
    return modal(
        md(source.id, 24),
        blocks,
        callback_id=ids.VIEW_SOURCE_QUOTE,
        close="Back",
        private_metadata=metadata({"h": check_hash, "s": source.id}),
    )
