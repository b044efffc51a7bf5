"""The composer modal (ticket, scope, draft), with the verdict drawn inside it.

The verdict sits above the draft, so the user's text is always in the box: they can edit and
check again, or send. "Send" sends the exact text in the box, which the server rechecks (an
earlier verdict is never trusted).

One primary button, chosen by state. Slack draws a modal's `submit` as a primary button and
requires a `submit` whenever the view has an `input` block (the draft box is one), so the
submit *is* the composer's one primary action, labelled by what the agent should do next:
"Check" before a check, "Send to customer" after ALLOW, "Use safe reply" after HOLD or
ESCALATE, "Check again" after CAUTION or when the AI was unavailable. Every other action is a
plain button in the actions block under the draft, none styled primary ("Send to customer" is
last there on HOLD and ESCALATE; "Send anyway" on CAUTION asks for confirmation). After a send
the composer shows the outcome and the text that was sent, with no input, so no submit and
no Send.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot import ids
from bot.blocks.kit import (
    PLACEHOLDER,
    Block,
    actions,
    button,
    context,
    label_block,
    md,
    metadata,
    modal,
    option,
    plain,
    quote,
    section,
)
from bot.blocks.verdict import (
    SENT_STATUSES,
    Outcome,
    safe_reply_mode,
    send_anyway_confirm,
    verdict_top,
)
from guard.kb.catalogue import UNKNOWN, ScopeDimension, default_catalogue
from guard.kb.workspace import MAX_DRAFT_CHARS
from guard.models import CheckResult, Ticket
from guard.render import scope_text, what_to_verify


def ticket_summary(ticket: Ticket) -> Block:
    return section(
        f"*{md(ticket.id, 40)} · {md(ticket.customer, 200)}* · {md(scope_text(ticket.scope), 200)}\n"
        f"{quote(ticket.message, 2000)}"
    )


def ticket_select(tickets: list[Ticket]) -> Block:
    """Optional: a draft can be checked on its own, with the scope set below."""
    return {
        "type": "input",
        "block_id": ids.BLOCK_TICKET,
        "optional": True,
        "label": plain("Ticket", 2000),
        "hint": plain("Leave it empty to check the draft on its own.", 2000),
        "element": {
            "type": "static_select",
            "action_id": ids.INPUT_TICKET,
            "placeholder": plain("Which customer is this reply for?", PLACEHOLDER),
            "options": [
                option(f"{t.id} · {t.customer} · {scope_text(t.scope)}", t.id)
                for t in tickets[:100]
            ],
        },
    }


def _value_label(dim: ScopeDimension, value: str) -> str:
    if value == UNKNOWN:
        return "Unknown (not established yet)"
    return f"{value.replace('_', ' ').capitalize()} {dim.label}"


def scope_selects(
    dimensions: tuple[ScopeDimension, ...], scope: dict[str, str], *, show_unknown: bool = True
) -> list[Block]:
    """One dropdown per scope dimension of the workspace, set to what is known. Without a
    ticket an unknown value stays unselected, so choosing a ticket later brings its own."""
    blocks: list[Block] = []
    for dim in dimensions[:10]:
        values = (*dim.value_keys, UNKNOWN)
        element: dict[str, Any] = {
            "type": "static_select",
            "action_id": f"{ids.INPUT_SCOPE}:{dim.key}"[:255],
            "placeholder": plain(f"The customer's {dim.label}", PLACEHOLDER),
            "options": [option(_value_label(dim, v), v) for v in values[:100]],
        }
        current = scope.get(dim.key)
        if current in values and (show_unknown or current != UNKNOWN):
            element["initial_option"] = option(_value_label(dim, current), current)
        blocks.append(
            {
                "type": "input",
                "block_id": f"{ids.BLOCK_SCOPE}:{dim.key}"[:255],
                "optional": True,
                "label": plain(dim.label.capitalize(), 2000),
                "hint": plain(
                    f"Change it when the customer's {dim.label} differs from the ticket.", 2000
                ),
                "element": element,
            }
        )
    return blocks


def draft_input(draft: str, nonce: str) -> Block:
    """`nonce` is part of the block id: Slack keeps a typed value across `views.update` for
    the same id, so a new nonce is how "Use safe reply" replaces the text in the box."""
    element: dict[str, Any] = {
        "type": "plain_text_input",
        "action_id": ids.INPUT_DRAFT,
        "multiline": True,
        "max_length": MAX_DRAFT_CHARS,
        "placeholder": plain("Write the reply you want to send…", PLACEHOLDER),
    }
    if draft:
        element["initial_value"] = draft[:MAX_DRAFT_CHARS]
    return {
        "type": "input",
        "block_id": f"{ids.BLOCK_DRAFT}:{nonce}"[:255],
        "label": plain("Your reply", 2000),
        "hint": plain(
            f"Up to {MAX_DRAFT_CHARS:,} characters. Check runs AnswerGuard; Send rechecks the "
            "exact text in this box before it reaches the customer.",
            2000,
        ),
        "element": element,
    }


#: What the composer's submit (its one primary button) does; kept in `private_metadata` as
#: "n", so whichever instance receives the submission does the step the user saw.
NEXT_CHECK = "check"
NEXT_SEND = "send"
NEXT_SAFE = "safe"


@dataclass(frozen=True)
class NextStep:
    label: str
    key: str


def next_step(decision: str | None, *, safe_reply: bool) -> NextStep:
    """The one thing the agent should do next with the text in the box, which is checked as
    `decision` (None: not checked yet)."""
    if decision is None:
        return NextStep("Check", NEXT_CHECK)
    if decision == "ALLOW":
        return NextStep("Send to customer", NEXT_SEND)
    if decision in ("HOLD", "ESCALATE") and safe_reply:
        return NextStep("Use safe reply", NEXT_SAFE)
    return NextStep("Check again", NEXT_CHECK)


def composer_buttons(
    check_hash: str, decision: str, *, safe_reply: bool, verify: str | None = None
) -> list[Block]:
    """Every action but the next step (the submit), as plain buttons: "Check again" and "Use
    safe reply" first, then the reasoning, then a Send that is not the recommended step, last
    (HOLD, ESCALATE, AI unavailable: the server refuses it; CAUTION: "Send anyway" with a
    confirm naming what to verify)."""
    h = check_hash
    step = next_step(decision, safe_reply=safe_reply)
    first: list[dict[str, Any]] = []
    if step.key != NEXT_CHECK:
        first.append(button("Check again", ids.ACTION_CHECK, h))
    if safe_reply and step.key != NEXT_SAFE:
        first.append(button("Use safe reply", ids.ACTION_USE_SAFE_REPLY, h))
    middle = [button("Show reasoning", ids.ACTION_SHOW_REASONING, h)]
    if decision == "ESCALATE":
        middle.append(button("What do the sources say?", ids.ACTION_ASK_SOURCES, h))
    last: list[dict[str, Any]] = []
    if decision == "CAUTION":
        confirm = send_anyway_confirm(verify)
        last.append(button("Send anyway", ids.ACTION_SEND_ANYWAY, h, confirm=confirm))
    elif decision != "ALLOW":
        last.append(button("Send to customer", ids.ACTION_SEND, h))
    blocks = [actions(*first, *middle, *last, block_id=ids.BLOCK_COMPOSER_ACTIONS)]
    if decision == "AI_UNAVAILABLE":
        blocks.append(
            context(
                "Not sent and not counted while the AI is unavailable. Check again, or rewrite."
            )
        )
    return blocks


def in_play(result: CheckResult, use: str) -> tuple[str, bool]:
    """(what the text in the box checked as, whether a safe reply can still be put there)."""
    sug = result.suggestion
    if use == "suggestion" and sug is not None:
        return sug.recheck_decision, False
    return result.decision, sug is not None


def composer_view(
    *,
    ticket: Ticket | None,
    tickets: list[Ticket],
    draft: str = "",
    rail: str | None = None,
    scope: dict[str, str] | None = None,
    dimensions: tuple[ScopeDimension, ...] | None = None,
    result: CheckResult | None = None,
    outcome: Outcome | None = None,
    use: str = "draft",
    intro: list[Block] | None = None,
    error: str | None = None,
    input_error: str | None = None,
    notice: str | None = None,
    nonce: str = "d",
    personas: bool = False,
) -> dict[str, Any]:
    """The composer for the text `draft`, with `result` (the check of it, or of the draft a
    safe reply replaced when `use` is "suggestion") and `outcome` (what Send did; `result` is
    then the send's own recheck of `draft`) drawn in.

    `error` goes on top (something failed after the check started); `input_error` goes right
    under the draft box (the text could not be checked as it is: Slack's own field errors only
    answer a submission, not a button)."""
    blocks: list[Block] = [label_block(personas)]
    if error:
        blocks.append(section(f"⚠️ *{md(error, 1500)}*\nYour draft is kept below."))
    if notice:
        blocks.append(context(md(notice, 1500)))
    if ticket is not None:
        blocks.append(ticket_summary(ticket))
    elif tickets and outcome is None:
        blocks.append(ticket_select(tickets))
    blocks += intro or []
    if outcome is not None:
        use = "draft"  # the result is the recheck of the very text in the box
    meta: dict[str, Any] = {"t": ticket.id if ticket else None, "h": None, "u": use}
    if result is not None:
        meta["h"] = result.check_hash
        if use == "suggestion":
            blocks += safe_reply_mode(result)
        else:
            blocks += verdict_top(result, outcome)
        if outcome is not None and outcome.status in SENT_STATUSES:
            return sent_view(blocks, result, draft, meta)
    known = {
        **(ticket.scope if ticket else {}),
        **({"rail": rail} if rail else {}),
        **(scope or {}),
    }
    dims = dimensions if dimensions is not None else default_catalogue().scopes
    blocks += scope_selects(dims, known, show_unknown=ticket is not None)
    blocks.append(draft_input(draft, nonce))
    if input_error:
        blocks.append(context(f"⚠️ *{md(input_error, 1500)}* Your text is kept in the box above."))
    decision, safe = in_play(result, use) if result is not None else (None, False)
    step = next_step(decision, safe_reply=safe)
    if result is not None and decision is not None:
        verify = what_to_verify(result) if use != "suggestion" else None
        blocks += composer_buttons(result.check_hash, decision, safe_reply=safe, verify=verify)
    meta["n"] = step.key
    return modal(
        "AnswerGuard",
        blocks,
        callback_id=ids.VIEW_COMPOSER,
        submit=step.label,
        close="Close",
        private_metadata=metadata(meta),
    )


def sent_view(
    blocks: list[Block], result: CheckResult, text: str, meta: dict[str, Any]
) -> dict[str, Any]:
    """After a send: the outcome and the exact text that went out, nothing to edit and no
    Send (no input block, so no submit either)."""
    blocks = [
        *blocks,
        section(f"*The reply, as it reached the customer*\n{quote(text, 2500)}"),
        actions(
            button("Show reasoning", ids.ACTION_SHOW_REASONING, result.check_hash),
            block_id=ids.BLOCK_COMPOSER_ACTIONS,
        ),
    ]
    return modal(
        "AnswerGuard",
        blocks,
        callback_id=ids.VIEW_COMPOSER,
        close="Done",
        private_metadata=metadata({**meta, "n": None}),
    )
