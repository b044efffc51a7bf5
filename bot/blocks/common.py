"""Small surfaces: help, one-line notices (as a message or a modal) and error text."""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.kit import context, label_block, md, message, modal, section

HELP = (
    "*AnswerGuard* checks a draft reply against the team's sources before it reaches a customer.\n"
    "• `/answerguard` or `/answerguard inbox`: the tickets; *Reply* opens the composer\n"
    "• `/answerguard check TCK-9001 <draft>`: a quick check\n"
    "• `/answerguard sources`: the sources you can see (ops leads can edit them)\n"
    "• `/answerguard impact`: drafts checked, unsafe sends intercepted, false-alarm rate\n"
    "• `/answerguard ask [TICKET] <question>`: what the sources say, with receipts\n"
    "• `/answerguard conflicts`: the Conflict Register (where the sources disagree)\n"
    "• `/answerguard role @user ops_lead|support_agent`: ops leads only\n"
    "• Message shortcut *Check with AnswerGuard*: any message into the composer"
)
PERSONA_HELP = "• `/answerguard persona ops_lead|support_agent`: switch your own simulated persona"


def help_message(*, personas: bool = False) -> dict:
    text = HELP + ("\n" + PERSONA_HELP if personas else "")
    return message("AnswerGuard help", [section(text), label_block(personas)])


def notice_message(text: str, *, personas: bool = False) -> dict:
    """A one-line answer (refusals, confirmations, errors) with the label."""
    return message(text, [section(md(text, 2900)), label_block(personas)])


def notice_view(title: str, text: str, *, personas: bool = False) -> dict[str, Any]:
    """The same, as a modal, for clicks that have no message to answer (Home, modals)."""
    return modal(
        title,
        [label_block(personas), section(md(text, 2900))],
        callback_id=ids.VIEW_NOTICE,
    )


def error_context(text: str) -> dict:
    return context(f"⚠️ {md(text, 1900)}")
