"""The simulated ticket inbox: each ticket with its customer, message, scope and Reply."""

from __future__ import annotations

from bot import ids
from bot.blocks.kit import (
    MESSAGE_BLOCKS,
    MESSAGE_CHARS,
    Block,
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
from guard.models import Ticket
from guard.render import scope_text


def ticket_blocks(ticket: Ticket, sent: list[str]) -> list[Block]:
    blocks = [
        section(
            f"*{md(ticket.id, 40)} · {md(ticket.customer, 200)}* · {md(scope_text(ticket.scope), 200)}\n"
            f"{quote(ticket.message, 1500)}",
            accessory=button("Reply", ids.ACTION_REPLY, ticket.id, style="primary"),
        )
    ]
    if sent:
        more = f" (+{len(sent) - 1} earlier)" if len(sent) > 1 else ""
        blocks.append(context(f"📤 Last reply sent{more}: “{md(sent[-1], 500)}”"))
    return blocks


def inbox_blocks(
    tickets: list[Ticket],
    sent: dict[str, list[str]],
    limit: int = 30,
    max_chars: int | None = None,
) -> list[Block]:
    """The inbox section, shared by the message and the App Home."""
    items = [ticket_blocks(t, sent.get(t.id, [])) for t in tickets]
    head = [header("Inbox (simulated tickets)")]
    if not tickets:
        head.append(section("_No tickets._"))
    return fit_blocks(head, items, [], limit, "tickets", max_chars)


def inbox_message(
    tickets: list[Ticket], sent: dict[str, list[str]], *, personas: bool = False
) -> dict:
    blocks = [
        *inbox_blocks(tickets, sent, MESSAGE_BLOCKS - 1, MESSAGE_CHARS),
        label_block(personas),
    ]
    return message(f"AnswerGuard inbox: {len(tickets)} tickets", blocks)


def thread_root_message(ticket: Ticket) -> dict:
    """The first message of a ticket's thread in the inbox channel."""
    return message(
        f"{ticket.id} · {ticket.customer}: {ticket.message}",
        [
            section(
                f"🎫 *{md(ticket.id, 40)} · {md(ticket.customer, 200)}* · "
                f"{md(scope_text(ticket.scope), 200)}\n{quote(ticket.message, 2000)}"
            ),
            label_block(),
        ],
    )


def sent_reply_message(ticket_id: str, text: str, user_id: str, check_hash: str) -> dict:
    """A reply that passed the send gate, as posted in the ticket's thread."""
    return message(
        f"Reply sent to the customer on {ticket_id}: {text}",
        [
            section(f"📤 *Sent to the customer* by <@{md(user_id, 40)}>\n{quote(text, 2500)}"),
            context(f"Rechecked at send · check {md(check_hash, 40)}"),
            label_block(),
        ],
    )
