"""The verdict: banner, safe-reply card, send outcome and the buttons under them.

Pure functions of a `CheckResult`. Buttons carry only the check hash: whoever receives the
click (any instance) re-reads the check from the store and the send gate reruns it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot import ids
from bot.blocks.kit import (
    CONFIRM_TEXT,
    Block,
    actions,
    button,
    confirm_dialog,
    context,
    label_block,
    md,
    message,
    metadata,
    modal,
    quote,
    section,
)
from bot.blocks.trust import ask_owner_blocks
from guard.engine.headlines import LABELS
from guard.models import CheckResult, Suggestion
from guard.render import plain_headline, reply_citation, scope_text, what_to_verify

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


#: What a send that went through looks like: the composer then shows it and offers no Send.
SENT_STATUSES = ("sent", "duplicate")


def banner(result: CheckResult) -> Block:
    """Words for people: the decision, what happened in one plain sentence, and whose ticket.
    Reason codes, rule ids and the check hash live in the reasoning view (`codes_line`)."""
    icon, label = LABELS[result.decision]
    return section(
        f"{icon} *{label.upper()}* · *{md(state_line(result), 100)}*\n"
        f"{md(plain_headline(result), 1500)}\n"
        f"_{md(result.ticket_id, 40)} · {md(scope_text(result.scope, result.rail), 200)}_"
    )


def verify_block(result: CheckResult) -> list[Block]:
    """A CAUTION names what to check and where, under the banner."""
    hint = what_to_verify(result)
    return [section(f"🔎 *Check first:* {md(hint, 1500)}")] if hint else []


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


def citation_block(result: CheckResult) -> list[Block]:
    cite = reply_citation(result)
    return [context(f"📎 *Source:* {md(cite, 1500)}")] if cite else []


def safe_reply_card(result: CheckResult) -> list[Block]:
    """The safe reply, with its own recheck result (it was checked before it was offered) and
    the quote it rests on. Its button is the next step, not an accessory: the first of the
    actions below in a message, the submit in the composer."""
    sug = result.suggestion
    if sug is None:
        return []
    return [
        section(f"*Safe reply* · {suggestion_text(sug)}\n{quote(sug.text, 1500)}"),
        *citation_block(result),
    ]


def send_anyway_confirm(verify: str | None) -> dict:
    what = f"Check first: {verify}" if verify else "AnswerGuard couldn't confirm this reply."
    tail = " Send rechecks the exact text before it reaches the customer."
    room = CONFIRM_TEXT - len(tail)
    text = (what if len(what) <= room else what[: room - 1] + "…") + tail
    return confirm_dialog("Send with a caution?", text, "Send anyway", "Go back")


def send_buttons(
    check_hash: str,
    decision: str,
    *,
    safe_reply: bool = False,
    verify: str | None = None,
    sent: bool = False,
) -> list[Block]:
    """A verdict message's buttons (and the quick check's verdict modal's): the next step
    first, and at most one primary button. (The composer has its own: `composer_buttons`.)

    ALLOW: Send is primary. CAUTION: "Send anyway" asks for confirmation naming what to verify
    (`verify`). HOLD and ESCALATE: "Use safe reply" (when `safe_reply`) is primary and first;
    "Send to customer" stays, last and plain, so trying it is refused by the server and
    counted as an intercept. AI unavailable: Retry is primary. After a send (`sent`) there is
    no Send at all."""
    h = check_hash
    first: list[dict] = []
    last: list[dict] = []
    offer_safe = safe_reply and not sent
    if offer_safe and decision != "ALLOW":
        first.append(button("Use safe reply", ids.ACTION_USE_SAFE_REPLY, h, style="primary"))
    if not sent:
        if decision == "ALLOW":
            first.insert(0, button("Send to customer", ids.ACTION_SEND, h, style="primary"))
        elif decision == "CAUTION":
            last.append(
                button(
                    "Send anyway",
                    ids.ACTION_SEND_ANYWAY,
                    h,
                    confirm=send_anyway_confirm(verify),
                )
            )
        else:
            last.append(button("Send to customer", ids.ACTION_SEND, h))
    if decision == "AI_UNAVAILABLE" and not sent:
        first.insert(0, button("Retry", ids.ACTION_RETRY, h, style="primary"))
    middle = [button("Show reasoning", ids.ACTION_SHOW_REASONING, h)]
    if decision == "ESCALATE" and not sent:
        middle.append(button("What do the sources say?", ids.ACTION_ASK_SOURCES, h))
    if not sent:
        middle.append(button("Edit in composer", ids.ACTION_EDIT_DRAFT, h))
    blocks = [actions(*first, *middle, *last, block_id="ag_verdict_actions")]
    if decision == "AI_UNAVAILABLE" and not sent:
        blocks.append(
            context("Not sent and not counted while the AI is unavailable. Retry, or rewrite.")
        )
    return blocks


def verdict_buttons(result: CheckResult, *, outcome: Outcome | None = None) -> list[Block]:
    """`send_buttons` for a check's own verdict."""
    return send_buttons(
        result.check_hash,
        result.decision,
        safe_reply=result.suggestion is not None,
        verify=what_to_verify(result),
        sent=outcome is not None and outcome.status in SENT_STATUSES,
    )


def verdict_top(result: CheckResult, outcome: Outcome | None = None) -> list[Block]:
    blocks = [banner(result), *ai_notice(result), *verify_block(result)]
    if outcome is not None:
        blocks.append(outcome_block(outcome))
        if outcome.status in SENT_STATUSES:
            return blocks
    return blocks + safe_reply_card(result) + ask_owner_blocks(result)


def safe_reply_mode(result: CheckResult) -> list[Block]:
    """The composer after "Use safe reply": the text is in the box; say how it rechecked."""
    sug = result.suggestion
    if sug is None:
        return []
    return [
        section(
            f"*Safe reply in the box* · {suggestion_text(sug)}\n"
            f"Instead of the draft that was {decision_text(result.decision)}. "
            "Send rechecks the exact text in the box again."
        ),
        *citation_block(result),
    ]


def verdict_message(
    result: CheckResult, draft: str, *, outcome: Outcome | None = None, personas: bool = False
) -> dict:
    """The quick-check verdict as an (ephemeral) message."""
    sent = outcome is not None and outcome.status in SENT_STATUSES
    blocks = [
        banner(result),
        *ai_notice(result),
        *verify_block(result),
        section(f"*Your draft* for {md(result.ticket_id, 40)}\n{quote(draft, 2500)}"),
    ]
    if outcome is not None:
        blocks.append(outcome_block(outcome))
    if not sent:
        blocks += safe_reply_card(result)
    blocks += verdict_buttons(result, outcome=outcome)
    if not sent:
        blocks += ask_owner_blocks(result)
    blocks.append(label_block(personas))
    icon, _ = LABELS[result.decision]
    return message(f"{icon} {result.headline}", blocks)


def verdict_modal(
    result: CheckResult, draft: str, *, outcome: Outcome | None = None, personas: bool = False
) -> dict:
    """The quick check's verdict as a modal: what its "Checking…" modal becomes when the check
    outlasted the grace for a message. The same blocks and next-step buttons as the message;
    a click on them carries no response URL, so every handler updates this view instead."""
    msg = verdict_message(result, draft, outcome=outcome, personas=personas)
    return modal(
        "AnswerGuard",
        msg["blocks"],
        callback_id=ids.VIEW_QUICK_VERDICT,
        private_metadata=metadata({"h": result.check_hash}),
    )
