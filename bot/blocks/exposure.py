"""Exposure replay in Slack: the open exposures (ops Home section, `/answerguard exposure`,
the summary DM to whoever saved the change) with a "Send correction" button each.

Pure functions of their arguments. The button carries only the exposure's number; whoever
clicks it gets the exposure re-read as their own role, and the correction goes through the
composer and the normal send gate (the server rechecks the exact text).
"""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.kit import Block, button, context, header, label_block, md, message, quote, section
from guard.trust.exposure import Exposure, summary

SHOWN = 5
NONE_TEXT = "None: every sent reply still agrees with the sources."


def exposure_section(e: Exposure) -> Block:
    kind = "Exposed" if e.kind == "exposed" else "Now contested"
    then = ", ".join(f"{c.label}: {c.then.value_text or 'no governing value'}" for c in e.claims)
    lines = [
        f"*{kind}* · {md(e.ticket_id, 40)} · {md(e.customer, 80)} · sent "
        f"{md(e.sent_at[:16].replace('T', ' '), 20)} by <@{md(e.sent_by, 40)}>",
        f"Said: {quote(e.sent_text, 500)}",
        f"When sent: {md(then, 300)}",
        f"Now: {md(e.now_true, 700)}",
        f"Correction (template, rechecks {e.correction.recheck_decision}): "
        f"{quote(e.correction.text, 700)}",
    ]
    return section(
        "\n".join(lines),
        accessory=button("Send correction", ids.ACTION_SEND_CORRECTION, str(e.id)),
    )


def exposure_blocks(exposures: list[Exposure], limit: int = SHOWN) -> list[Block]:
    """The open exposures, most recently sent first, with a one-line summary."""
    blocks: list[Block] = [header("Replies the sources now contradict")]
    if not exposures:
        return [*blocks, context(NONE_TEXT)]
    blocks.append(section(md(summary(exposures), 1500)))
    blocks += [exposure_section(e) for e in exposures[:limit]]
    if len(exposures) > limit:
        blocks.append(context(f"_…and {len(exposures) - limit:,} more: answerguard exposure_"))
    return blocks


def exposure_message(exposures: list[Exposure], *, personas: bool = False) -> dict[str, Any]:
    text = summary(exposures) if exposures else NONE_TEXT
    return message(text, [*exposure_blocks(exposures), label_block(personas)])


def change_summary_message(
    exposures: list[Exposure], changed: str, *, personas: bool = False
) -> dict[str, Any]:
    """To whoever saved a change that contradicts replies already sent."""
    text = f"Your change to {changed} contradicts replies already sent. {summary(exposures)}"
    return message(
        text,
        [section(md(text, 2000)), *exposure_blocks(exposures)[1:], label_block(personas)],
    )
