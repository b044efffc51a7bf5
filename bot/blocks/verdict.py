"""The verdict: banner, safe-reply card, send outcome and the buttons under them.

Pure functions of a `CheckResult`. Buttons carry only the check hash: whoever receives the
click (any instance) re-reads the check from the store and the send gate reruns it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot import ids
from bot.blocks.kit import (
    Block,
    actions,
    button,
    context,
    label_block,
    md,
    message,
    option,
    quote,
    section,
)
from bot.blocks.trust import ask_owner_blocks
from guard.engine.headlines import LABELS
from guard.models import CheckResult, Suggestion
from guard.render import scope_text

#: The second half of the banner's first line. The three "nothing decided" states must read
#: differently: no claim at all, a claim we could not confirm, and an AI that did not run.
STATE_LINES: dict[str, str] = {
    "ALLOW": "Supported by the sources",
    "CAUTION": "Couldn't confirm",
    "HOLD": "Don't send this",
    "ESCALATE": "Don't give a timeline yet",
    "AI_UNAVAILABLE": "AI unavailable (retry)",
}
NO_CLAIM_LINE = "No policy claims in this reply"

OUTCOME_ICONS: dict[str, str] = {
    "sent": "📤",
    "duplicate": "↩️",
    "blocked": "🚫",
    "needs_ack": "☑️",
    "ai_unavailable": "⏸️",
}


@dataclass(frozen=True)
class Outcome:
    """What happened when the user pressed Send (a `SendOutcome` reduced to what we show)."""

    status: str
    text: str


def state_line(result: CheckResult) -> str:
    if result.decision == "ALLOW" and result.reason_code == "NO_POLICY_CLAIM":
        return NO_CLAIM_LINE
    return STATE_LINES.get(result.decision, result.decision)


def decision_text(decision: str) -> str:
    """Icon and word together, so the meaning never rests on the emoji's colour."""
    icon, label = LABELS.get(decision, ("", decision))
    return f"{icon} {label}".strip()


def banner(result: CheckResult) -> Block:
    icon, label = LABELS[result.decision]
    return section(
        f"{icon} *{label.upper()}* · *{md(state_line(result), 100)}*\n"
        f"{md(result.headline, 1500)}\n"
        f"_{md(result.ticket_id, 40)} · {md(scope_text(result.scope, result.rail), 200)} · "
        f"{md(result.reason_code, 60)} · check {result.check_hash}_"
    )


def ai_notice(result: CheckResult) -> list[Block]:
    """What stood in for live AI, or what could not be read, right under the banner: an agent
    deciding whether to send must see "Live AI paused (limit reached): local extractor used"
    or "Could not read DOC-103" without opening the reasoning view."""
    if not result.ai.notice:
        return []
    return [context(f"ℹ️ {md(result.ai.notice, 1000)}")]


def outcome_block(outcome: Outcome) -> Block:
    icon = OUTCOME_ICONS.get(outcome.status, "ℹ️")
    return section(f"{icon} *{md(outcome.text, 1000)}*")


def suggestion_text(sug: Suggestion) -> str:
    origin = "AI worded" if sug.origin == "ai" else "Template"
    return f"{origin} · rechecked {decision_text(sug.recheck_decision)}"


def safe_reply_card(result: CheckResult) -> list[Block]:
    """The safe reply, with its own recheck result (it was checked before it was offered)."""
    sug = result.suggestion
    if sug is None:
        return []
    return [
        section(
            f"*Safe reply* · {suggestion_text(sug)}\n{quote(sug.text, 1500)}",
            accessory=button("Use safe reply", ids.ACTION_USE_SAFE_REPLY, result.check_hash),
        )
    ]


def ack_checkbox() -> dict:
    return {
        "type": "checkboxes",
        "action_id": ids.ACTION_ACK_CAUTION,
        "options": [option("I've read the caution: send anyway", ids.ACK_VALUE)],
    }


def send_buttons(check_hash: str, decision: str, *, in_message: bool) -> list[Block]:
    """Send and Show reasoning (and, in a message, Edit), plus the caution acknowledgement
    when `decision` (what the text in play rechecked as) is CAUTION."""
    elements = [
        button(
            "Send to customer",
            ids.ACTION_SEND,
            check_hash,
            style="primary" if decision == "ALLOW" else None,
        ),
        button("Show reasoning", ids.ACTION_SHOW_REASONING, check_hash),
    ]
    if decision == "ESCALATE":
        elements.append(button("What do the sources say?", ids.ACTION_ASK_SOURCES, check_hash))
    if in_message:
        elements.append(button("Edit in composer", ids.ACTION_EDIT_DRAFT, check_hash))
        if decision == "AI_UNAVAILABLE":
            elements.append(button("Retry", ids.ACTION_RETRY, check_hash))
    if decision == "CAUTION":
        elements.append(ack_checkbox())
    blocks = [actions(*elements, block_id="ag_verdict_actions")]
    if decision == "AI_UNAVAILABLE":
        blocks.append(
            context("Not sent and not counted while the AI is unavailable. Retry, or rewrite.")
        )
    return blocks


def verdict_top(result: CheckResult, outcome: Outcome | None = None) -> list[Block]:
    blocks = [banner(result), *ai_notice(result)]
    if outcome is not None:
        blocks.append(outcome_block(outcome))
    return blocks + safe_reply_card(result) + ask_owner_blocks(result)


def safe_reply_mode(result: CheckResult) -> list[Block]:
    """The composer after "Use safe reply": the text is in the box; say how it rechecked."""
    sug = result.suggestion
    if sug is None:
        return []
    return [
        section(
            f"*Safe reply in the box* · {suggestion_text(sug)}\n"
            f"From check {result.check_hash} ({decision_text(result.decision)}). "
            "Send rechecks the exact text in the box again."
        )
    ]


def verdict_message(
    result: CheckResult, draft: str, *, outcome: Outcome | None = None, personas: bool = False
) -> dict:
    """The quick-check verdict as an (ephemeral) message."""
    blocks = [
        banner(result),
        *ai_notice(result),
        section(f"*Your draft* for {md(result.ticket_id, 40)}\n{quote(draft, 2500)}"),
    ]
    if outcome is not None:
        blocks.append(outcome_block(outcome))
    blocks += safe_reply_card(result)
    blocks += send_buttons(result.check_hash, result.decision, in_message=True)
    blocks += ask_owner_blocks(result)
    blocks.append(label_block(personas))
    icon, _ = LABELS[result.decision]
    return message(f"{icon} {result.headline}", blocks)
