"""A question's answer where it was asked: `@AnswerGuard <question>` in a channel (a thread
reply) and `/answerguard ask` (an ephemeral one).

Pure functions of an `AskResult` (and where its sources can be opened). The answer is the
one bot/blocks/conflicts.py lays out, with every receipt's title linked to its source when
it has an address, and *Ask an owner* under an UNANSWERED one. A thread is read by everyone
in the channel: what the answer may hold is decided before it is built (the reader's role,
bot/handlers/mention.py).
"""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.conflicts import NO_LINKS, VERDICT_ICONS, Links, ask_parts
from bot.blocks.kit import (
    MESSAGE_BLOCKS,
    MESSAGE_CHARS,
    Block,
    actions,
    button,
    context,
    fit_blocks,
    label_block,
    md,
    message,
    section,
)
from bot.blocks.trust import ask_owner_form
from guard.crosscheck.conflicts import AskResult
from guard.kb.catalogue import Catalogue
from guard.render import scope_text

MENTION_HELP = (
    "Ask me what the sources say: `@AnswerGuard how long do reversals take?` (or "
    "`@AnswerGuard TCK-9002 how long until my refund?` for a ticket's scope). I answer in a "
    "thread: ANSWERED, DEPENDS, CONTESTED or UNANSWERED, with receipts that link to their "
    "sources. `/answerguard help` lists everything else."
)
#: Under an answer written for the channel rather than for the ops lead who asked.
FOR_THE_CHANNEL = (
    "Written for everyone in this channel: sources only ops leads may see are left out. "
    "`/answerguard ask` answers you with them, privately."
)
ASK_OWNER_HINT = "Sent as a DM with the ticket's scope and what was asked."


def ask_owner_blocks(question_id: int | None) -> list[Block]:
    """*Ask an owner* for a question no source answers; the button carries only its id."""
    if question_id is None:
        return []
    return [
        actions(
            button("Ask an owner", ids.ACTION_ASK_OWNER_QUESTION, str(question_id)),
            block_id="ag_trust_ask_question",
        ),
        context("No source answers this. Ask the person who knows; their answer is kept."),
    ]


def ask_reply(
    result: AskResult,
    links: Links = NO_LINKS,
    *,
    ask_owner: int | None = None,
    note: str | None = None,
    personas: bool = False,
) -> dict[str, Any]:
    """The answer: what the sources say, receipts linked, within a message's limits
    (the tail — the button, notes and label — always shows; answers past the limits are
    counted, never cut in half). `ask_owner` is the recorded question's id when one of the
    answer's topics came back UNANSWERED."""
    head, items, tail = ask_parts(result, links)
    tail = [*tail, *ask_owner_blocks(ask_owner)]
    if note:
        tail.append(context(md(note, 500)))
    blocks = fit_blocks(
        head, items, [*tail, label_block(personas)], MESSAGE_BLOCKS, "answers", MESSAGE_CHARS
    )
    icon = VERDICT_ICONS[result.verdict]
    return message(f"{icon} {result.verdict}: {result.topic_label or 'no topic'}", blocks)


def mention_notice(text: str, *, personas: bool = False) -> dict[str, Any]:
    """Help, a refusal or an error, as a thread reply (the text is escaped here)."""
    return message(text, [section(md(text, 2900)), label_block(personas)])


def ask_owner_question_view(
    question: dict[str, Any],
    catalogue: Catalogue,
    owners: list[tuple[str, str]],
    scope: dict[str, str],
    *,
    personas: bool = False,
) -> dict[str, Any]:
    """*Ask an owner* about a recorded unanswered question (guard/trust/gaps.py): what was
    asked above the same form as for a verdict; the submission reads the question again by
    its id."""
    ticket = question.get("ticket_id")
    where = f"*{md(str(ticket), 40)}* · " if ticket else ""
    about = section(
        f"{where}{md(scope_text(scope), 200)} · no source answers this\n"
        f"*Asked:* “{md(str(question['question']), 1500)}”"
    )
    return ask_owner_form(
        about,
        str(question["topic"]),
        catalogue,
        owners,
        str(question["question"]),
        {"q": int(question["id"])},
        personas=personas,
        hint=ASK_OWNER_HINT,
    )
