"""The composer modal (ticket, scope, draft) and the "Checking…" view shown while a check runs.

The verdict is drawn *inside* the composer, above the draft, so the user's text is always in
the box: they can edit and check again, or send. "Send" sends the exact text in the box,
which the server rechecks (an earlier verdict is never trusted).
"""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.kit import (
    PLACEHOLDER,
    Block,
    context,
    label_block,
    md,
    message,
    metadata,
    modal,
    option,
    plain,
    quote,
    section,
)
from guard.catalogue import UNKNOWN, ScopeDimension, default_catalogue
from guard.models import Ticket
from guard.render import scope_text
from guard.workspace import MAX_DRAFT_CHARS


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


def composer_view(
    *,
    ticket: Ticket | None,
    tickets: list[Ticket],
    draft: str = "",
    rail: str | None = None,
    scope: dict[str, str] | None = None,
    dimensions: tuple[ScopeDimension, ...] | None = None,
    top: list[Block] | None = None,
    bottom: list[Block] | None = None,
    error: str | None = None,
    notice: str | None = None,
    check_hash: str | None = None,
    use: str = "draft",
    nonce: str = "d",
    personas: bool = False,
) -> dict[str, Any]:
    """The composer. `top` (verdict) goes above the inputs, `bottom` (Send, Show reasoning)
    below them; both come from `bot.blocks.verdict`."""
    blocks: list[Block] = [label_block(personas)]
    if error:
        blocks.append(section(f"⚠️ *{md(error, 1500)}*\nYour draft is kept below."))
    if notice:
        blocks.append(context(md(notice, 1500)))
    if ticket is not None:
        blocks.append(ticket_summary(ticket))
    elif tickets:
        blocks.append(ticket_select(tickets))
    blocks += top or []
    known = {
        **(ticket.scope if ticket else {}),
        **({"rail": rail} if rail else {}),
        **(scope or {}),
    }
    dims = dimensions if dimensions is not None else default_catalogue().scopes
    blocks += scope_selects(dims, known, show_unknown=ticket is not None)
    blocks.append(draft_input(draft, nonce))
    blocks += bottom or []
    meta = {"t": ticket.id if ticket else None, "h": check_hash, "u": use}
    return modal(
        "AnswerGuard",
        blocks,
        callback_id=ids.VIEW_COMPOSER,
        submit="Check again" if top else "Check",
        close="Close",
        private_metadata=metadata(meta),
    )


def progress_steps(source_count: int, draft_done: bool = False, sources_done: int = 0) -> list[str]:
    """The three steps of a check, each marked done (✅) or waiting (⏳). The rules take under
    a millisecond, so their step is never shown done: the verdict replaces the view."""
    noun = "source" if source_count == 1 else "sources"
    reading = f"Reading {source_count} {noun}"
    if 0 < sources_done < source_count:
        reading += f" ({sources_done} done)"
    return [
        f"{'✅' if draft_done else '⏳'} Reading draft",
        f"{'✅' if source_count and sources_done >= source_count else '⏳'} {reading}",
        "⏳ Applying rules",
    ]


def checking_view(
    ticket_id: str,
    draft: str,
    source_count: int,
    *,
    personas: bool = False,
    draft_done: bool = False,
    sources_done: int = 0,
    ahead: int = 0,
) -> dict[str, Any]:
    """Shown at once (inside Slack's 3 seconds), updated as a slow check progresses; the
    verdict replaces it in place. `source_count` counts only the sources this user may see;
    `ahead` is how many checks wait before this one (the app's check queue)."""
    steps = progress_steps(source_count, draft_done, sources_done)
    blocks = [
        label_block(personas),
        section(f"*{checking_headline(ticket_id, ahead)}*\n{quote(draft, 2000)}"),
        section("\n".join(steps)),
        context("With live AI this takes a few seconds. The verdict replaces this view."),
    ]
    return modal(
        "Checking…",
        blocks,
        callback_id=ids.VIEW_CHECKING,
        private_metadata=metadata({"t": ticket_id}),
    )


def queued_words(ahead: int) -> str:
    return f"Queued, {ahead} check{'' if ahead == 1 else 's'} ahead of you"


def checking_headline(ticket_id: str, ahead: int = 0) -> str:
    """ "Checking your reply for T…", or, when the app's checks are busy, where it stands."""
    if ahead:
        return f"{queued_words(ahead)}: your reply for {md(ticket_id, 40)} is checked next in line…"
    return f"Checking your reply for {md(ticket_id, 40)}…"


def checking_message(
    ticket_id: str, draft: str, source_count: int, *, personas: bool = False, ahead: int = 0
) -> dict:
    """The quick check's immediate answer; the verdict follows as a second message. With
    `ahead` checks waiting before it, it says so ("Queued, 12 checks ahead of you")."""
    fallback = f"{queued_words(ahead)}…" if ahead else f"Checking your reply for {ticket_id}…"
    return message(
        fallback,
        [
            section(
                f"*{checking_headline(ticket_id, ahead)}*\n"
                f"{' → '.join(progress_steps(source_count))}\n"
                f"{quote(draft, 2000)}"
            ),
            label_block(personas),
        ],
    )
