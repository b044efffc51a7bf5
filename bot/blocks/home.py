"""The App Home: who you are and which AI runs, the inbox, your recent checks, impact and
(for ops leads) the sources. Republished after every change, so it is never stale for long."""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.conflicts import register_home_blocks
from bot.blocks.impact import impact_blocks
from bot.blocks.inbox import inbox_blocks
from bot.blocks.kit import (
    VIEW_BLOCKS,
    Block,
    button,
    context,
    divider,
    header,
    label_block,
    md,
    section,
)
from bot.blocks.sources.listing import sources_blocks
from bot.blocks.verdict import decision_text
from guard.crosscheck.conflicts import RegisterResult
from guard.metrics import Impact
from guard.models import Source, Ticket
from guard.render import AI_BADGES

ROLE_WORDS = {"ops_lead": "Ops lead", "support_agent": "Support agent"}
RECENT = 5
FLAGS = 5
CONFLICT_BLOCKS = 24


def recent_blocks(recent: list[dict[str, Any]]) -> list[Block]:
    blocks: list[Block] = [header("Your recent checks")]
    if not recent:
        return [*blocks, context("No checks yet. Reply to a ticket to run one.")]
    for row in recent[:RECENT]:
        blocks.append(
            section(
                f"{decision_text(str(row['decision']))} · {md(str(row['ticket_id']), 40)} · "
                f"{md(str(row['reason_code']), 60)}\n“{md(str(row['draft']), 300)}”",
                accessory=button(
                    "Show reasoning", ids.ACTION_SHOW_REASONING, str(row["check_hash"])
                ),
            )
        )
    if len(recent) > RECENT:
        blocks.append(context(f"_…and {len(recent) - RECENT:,} more checks_"))
    return blocks


def home_view(
    *,
    role: str,
    ai_mode: str,
    personas: bool,
    tickets: list[Ticket],
    sent: dict[str, list[str]],
    recent: list[dict[str, Any]],
    impact: Impact,
    flags: list[dict[str, Any]],
    sources: list[Source] | None,
    trust: list[list[Block]] | None = None,
    conflicts: RegisterResult | None = None,
    can_review: bool = False,
    catalogue_problem: str | None = None,
    folder_notice: str | None = None,
) -> dict[str, Any]:
    """`sources`, `trust` (answers waiting for approval, knowledge gaps) and `conflicts` are
    None for anyone who is not an ops lead: those sections are left out. Flags carry review
    buttons only when `can_review`. `catalogue_problem` (ops leads): why an edited
    answerguard.yaml was not loaded, shown at the top so it is fixed before it confuses;
    `folder_notice` (ops leads) likewise: source files edited since the last import."""
    head: list[Block] = [
        header("AnswerGuard"),
        label_block(personas),
        section(
            f"You are: *{ROLE_WORDS.get(role, role)}* · AI: *{AI_BADGES.get(ai_mode, ai_mode)}*\n"
            "Checks a draft reply against the team's sources before it reaches a customer."
        ),
    ]
    if catalogue_problem:
        head.append(section(f"⚠️ *Catalogue not reloaded.* {md(catalogue_problem, 2800)}"))
    if folder_notice:
        head.append(section(f"⚠️ *Workspace folder changed.* {md(folder_notice, 2800)}"))
    parts: list[list[Block]] = [
        inbox_blocks(tickets, sent, 22),
        recent_blocks(recent),
        impact_blocks(impact, flags[:FLAGS], 18, can_review=can_review),
    ]
    if len(flags) > FLAGS:
        parts[-1].append(context(f"_…and {len(flags) - FLAGS:,} more flags: /answerguard impact_"))
    parts += trust or []
    if conflicts is not None:
        parts.append(register_home_blocks(conflicts, CONFLICT_BLOCKS))
    if sources is not None:
        parts.append(sources_blocks(sources, True, 30))
    blocks = list(head)
    for part in parts:
        if len(blocks) + 1 + len(part) > VIEW_BLOCKS:
            blocks.append(context("_…more in /answerguard_"))
            break
        blocks += [divider(), *part]
    return {"type": "home", "blocks": blocks[:VIEW_BLOCKS]}
