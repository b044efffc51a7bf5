"""The inbox app's canvases, built from a check result: pure functions, like bot/blocks.

Three screens: the draft box under the customer's last message (initialize, and after Start
over or a refused request), the verdict (banner, the governing quote with its source, the
safe reply, the draft box again, and Use safe reply / Check again / Send to customer), and a
send's outcome. What stays between requests is in stored_data (`Stamp`): when the canvas was
made and a nonce for its Send; never a verdict, which the server always recomputes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from guard.engine.headlines import LABELS
from guard.models import CheckResult
from guard.render import deciding_claim, plain_headline, reply_citation, scope_text, what_to_verify
from web.intercom.kit import Component, button, canvas, divider, fit, md, text, textarea

#: Component ids: the submit request names the button clicked; the textarea's value comes
#: back under DRAFT in input_values.
DRAFT = "draft"
CHECK, CHECK_AGAIN, USE_SAFE_REPLY = "check", "check_again", "use_safe_reply"
SEND, SEND_ANYWAY, CONFIRM_SEND, START_OVER = "send", "send_anyway", "confirm_send", "start_over"
BUTTONS = (CHECK, CHECK_AGAIN, USE_SAFE_REPLY, SEND, SEND_ANYWAY, CONFIRM_SEND, START_OVER)

STATE_LINES: dict[str, str] = {
    "ALLOW": "Supported by the sources",
    "CAUTION": "Couldn't confirm",
    "HOLD": "Don't send this",
    "ESCALATE": "Don't give a timeline yet",
    "AI_UNAVAILABLE": "AI unavailable (check again)",
}
PLACEHOLDER = "Write or paste the reply you want to send, then Check."


@dataclass(frozen=True)
class Stamp:
    """stored_data: when this canvas was made (Unix seconds) and its Send's nonce."""

    issued: int
    nonce: str

    def data(self) -> dict[str, Any]:
        return {"issued": self.issued, "nonce": self.nonce}


@dataclass(frozen=True)
class Context:
    """What the sidebar says about the conversation: the customer's newest message, and the
    scope read from its attributes with any note about them."""

    message: str | None
    scope: str
    notes: tuple[str, ...] = ()


def draft_box(draft: str, *, error: bool = False) -> Component:
    return textarea(DRAFT, "Your reply", draft, placeholder=PLACEHOLDER, error=error)


def context_components(ctx: Context) -> tuple[list[Component], list[int]]:
    """The customer's message and the scope line; the indexes that may be shortened."""
    out = [text("Customer's last message", "muted", tight=True)]
    out.append(text(md(ctx.message)) if ctx.message else text("No customer message yet.", "muted"))
    out.append(text(md(" · ".join((ctx.scope, *ctx.notes))), "muted"))
    return out, [1, 2]


def compose_canvas(
    ctx: Context, stamp: Stamp, draft: str = "", *, problem: str | None = None
) -> dict[str, Any]:
    """The draft box under the customer's message; `problem` says why nothing happened."""
    parts, long = context_components(ctx)
    if problem:
        long.append(len(parts))
        parts.append(text(md(problem), "error"))
    parts += [draft_box(draft, error=bool(problem)), button(CHECK, "Check", "primary")]
    fit(parts, long)
    return canvas(parts, stamp.data())


def banner(result: CheckResult) -> Component:
    icon, label = LABELS.get(result.decision, ("", result.decision))
    if result.decision == "ALLOW" and result.reason_code == "NO_POLICY_CLAIM":
        line = "No policy claims in this reply"
    else:
        line = STATE_LINES.get(result.decision, result.decision)
    return text(f"{icon} {label.upper()} · {line}", "header")


def governing(result: CheckResult) -> str | None:
    """The quote that governs the deciding claim, with its source id and title; else what
    the safe reply rests on (for an escalation: the sources that disagree)."""
    claim = deciding_claim(result)
    for c in [claim, *result.claims] if claim else result.claims:
        if c.governing_quote and c.governing_source_ids:
            sid = c.governing_source_ids[0]
            ev = next((e for e in c.evidence if e.source.id == sid), None)
            title = f" · {ev.source.title}" if ev else ""
            return f"{sid}{title}: “{c.governing_quote}”"
    return reply_citation(result)


def verdict_components(result: CheckResult) -> tuple[list[Component], list[int]]:
    """Banner, what happened, what to check, the governing source and the safe reply."""
    parts = [banner(result), text(md(plain_headline(result)))]
    long = [1]
    parts.append(text(md(f"Scope: {scope_text(result.scope, result.rail)}"), "muted"))
    verify = what_to_verify(result)
    if verify:
        long.append(len(parts))
        parts.append(text(f"**Check first:** {md(verify)}"))
    if result.ai.notice:
        long.append(len(parts))
        parts.append(text(md(result.ai.notice), "muted"))
    source = governing(result)
    if source:
        parts.append(divider())
        parts.append(text("**Source**", tight=True))
        long.append(len(parts))
        parts.append(text(md(source)))
    sug = result.suggestion
    if sug is not None:
        origin = "AI worded" if sug.origin == "ai" else "Template"
        icon, label = LABELS.get(sug.recheck_decision, ("", sug.recheck_decision))
        parts.append(divider())
        parts.append(text(f"**Safe reply** · {origin} · rechecked {icon} {label}", tight=True))
        long.append(len(parts))
        parts.append(text(md(sug.text)))
    return parts, long


def verdict_buttons(result: CheckResult) -> list[Component]:
    """The next step first and the only primary: Send after an ALLOW, Use safe reply after
    anything else that has one. Send stays on a HOLD or an escalation, last and plain: the
    server refuses it and counts the intercept, as in Slack. A CAUTION sends only after a
    confirmation (Send anyway, then Send with a caution)."""
    first: list[Component] = []
    has_safe = result.suggestion is not None and result.decision != "ALLOW"
    if result.decision == "ALLOW":
        first.append(button(SEND, "Send to customer", "primary"))
    elif has_safe:
        first.append(button(USE_SAFE_REPLY, "Use safe reply", "primary"))
    again = "primary" if not first else "secondary"
    out = [*first, button(CHECK_AGAIN, "Check again", again)]
    if result.decision == "CAUTION":
        out.append(button(SEND_ANYWAY, "Send anyway"))
    elif result.decision != "ALLOW":
        out.append(button(SEND, "Send to customer"))
    return out


def verdict_canvas(
    result: CheckResult,
    draft: str,
    stamp: Stamp,
    *,
    notes: tuple[str, ...] = (),
    outcome: str | None = None,
) -> dict[str, Any]:
    """The verdict on `draft` with the draft box and the buttons; `outcome` (a refused send)
    goes first, in the error style."""
    parts, long = verdict_components(result)
    if outcome:
        parts.insert(0, text(md(outcome), "error"))
        long = [0, *(i + 1 for i in long)]
    if notes:
        long.append(len(parts))
        parts.append(text(md(" ".join(notes)), "muted"))
    parts += [divider(), draft_box(draft), *verdict_buttons(result)]
    fit(parts, long)
    return canvas(parts, stamp.data())


def confirm_canvas(result: CheckResult, draft: str, stamp: Stamp) -> dict[str, Any]:
    """Send anyway on a CAUTION: say what to check, then send only on a second click."""
    verify = what_to_verify(result) or "AnswerGuard couldn't confirm this reply."
    parts = [
        text("Send with a caution?", "header"),
        text(f"**Check first:** {md(verify)}"),
        text("Send rechecks the exact text in the box before it reaches the customer.", "muted"),
        draft_box(draft),
        button(CONFIRM_SEND, "Send with a caution", "primary"),
        button(CHECK_AGAIN, "Go back"),
    ]
    fit(parts, [1])
    return canvas(parts, stamp.data())


def sent_canvas(message: str, sent_text: str, stamp: Stamp) -> dict[str, Any]:
    """After Send: what happened and the text that went out (or had gone out already)."""
    parts = [
        text(f"📤 {md(message)}", "header"),
        text("What the customer received:", "muted", tight=True),
        text(md(sent_text)),
        button(START_OVER, "Check another reply", "primary"),
    ]
    fit(parts, [2])
    return canvas(parts, stamp.data())
