"""Impact: the three metrics with their definitions, and the flags a person can review.

These count what happened in this workspace; every rendering says they are not measured
Slite results.
"""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.kit import (
    MESSAGE_BLOCKS,
    MESSAGE_CHARS,
    Block,
    actions,
    button,
    context,
    fit_blocks,
    header,
    label_block,
    md,
    message,
    quote,
    section,
)
from bot.blocks.verdict import decision_text
from guard.metrics import DEFINITIONS, DISCLAIMER, Impact
from guard.store.checks import MIN_HASH_PREFIX

REVIEW_WORDS = {"correct": "✔️ Correct catch", "false_alarm": "✖️ False alarm"}


def metrics_block(m: Impact) -> Block:
    fields = [
        ("Drafts checked", f"{m.drafts_checked:,}", DEFINITIONS["drafts_checked"]),
        ("Unsafe sends intercepted", f"{m.intercepts:,}", DEFINITIONS["intercepts"]),
        ("False-alarm rate", m.false_alarm_text, DEFINITIONS["false_alarm_rate"]),
    ]
    return {
        "type": "section",
        "fields": [
            {"type": "mrkdwn", "text": f"*{name}*\n{md(value, 200)}\n_{md(definition, 500)}_"}
            for name, value, definition in fields
        ],
    }


def short_hash(check_hash: str) -> str:
    """Enough of a check hash to name it (`answerguard show` takes a unique prefix of
    MIN_HASH_PREFIX characters or more), not the whole key."""
    return check_hash[: MIN_HASH_PREFIX + 2]


def flag_blocks(flag: dict[str, Any], can_review: bool = False) -> list[Block]:
    """One flag; its review buttons only for someone who may review (an ops lead)."""
    h = str(flag["check_hash"])
    review = REVIEW_WORDS.get(flag.get("review") or "", "not reviewed yet")
    blocks: list[Block] = [
        section(
            f"{decision_text(str(flag['decision']))} · {md(str(flag['ticket_id']), 40)} · "
            f"{md(str(flag['reason_code']), 60)} · check {md(short_hash(h), 20)}… · {review}\n"
            f"{quote(str(flag['draft']), 250)}"
        )
    ]
    if can_review:
        blocks.append(
            actions(
                button("Correct catch", ids.ACTION_REVIEW_CORRECT, h),
                button("False alarm", ids.ACTION_REVIEW_FALSE_ALARM, h),
                block_id=f"ag_review:{h}"[:255],
            )
        )
    return blocks


FLAGS_FOR_LEADS = "*Past flags* (CAUTION, HOLD, ESCALATE): was each a correct catch?"
FLAGS_FOR_AGENTS = (
    "*Past flags* (CAUTION, HOLD, ESCALATE). Ops leads review them as correct catch or false alarm."
)


def impact_blocks(
    m: Impact,
    flags: list[dict[str, Any]],
    limit: int = 40,
    max_chars: int | None = None,
    *,
    can_review: bool = False,
) -> list[Block]:
    head: list[Block] = [
        header("Impact"),
        metrics_block(m),
        context(md(DISCLAIMER, 300)),
        section(FLAGS_FOR_LEADS if can_review else FLAGS_FOR_AGENTS),
    ]
    if not flags:
        head.append(context("No flags yet."))
    body = [flag_blocks(f, can_review) for f in flags]
    return fit_blocks(head, body, [], limit, "flags", max_chars)


#: Slack refuses a message whose blocks run much past ~13k characters (`msg_blocks_too_long`,
#: undocumented), so a message lists fewer flags than the Home tab could.
MESSAGE_FLAGS = 10


def impact_message(
    m: Impact, flags: list[dict[str, Any]], *, personas: bool = False, can_review: bool = False
) -> dict:
    shown = impact_blocks(
        m, flags[:MESSAGE_FLAGS], MESSAGE_BLOCKS - 2, MESSAGE_CHARS, can_review=can_review
    )
    if len(flags) > MESSAGE_FLAGS:
        shown.append(context(f"_…and {len(flags) - MESSAGE_FLAGS:,} more flags_"))
    blocks = [*shown, label_block(personas)]
    return message(
        f"Impact: {m.drafts_checked} drafts checked, {m.intercepts} unsafe sends intercepted. "
        f"{DISCLAIMER}",
        blocks,
    )
