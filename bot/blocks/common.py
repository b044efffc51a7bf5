"""Small surfaces: help, one-line notices (as a message or a modal) and error text."""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.kit import VIEW_BLOCKS, context, label_block, md, message, modal, section

HELP = (
    "*AnswerGuard* checks a draft reply against the team's sources before it reaches a customer.\n"
    "• `/answerguard` or `/answerguard inbox`: the tickets; *Reply* opens the composer\n"
    "• `/answerguard check TCK-9001 <draft>`: a quick check\n"
    "• `/answerguard sources [words]`: the sources you can see, paged, or those with all the "
    "words; ops leads edit, add and remove them (`/answerguard sources removed` to restore)\n"
    "• `/answerguard impact`: drafts checked, unsafe sends intercepted, false-alarm rate; "
    "ops leads review the flags there\n"
    "• `/answerguard ask [TICKET] <question>`: what the sources say, with receipts\n"
    "• `@AnswerGuard <question>` in a channel the app is in: the same answer, in a thread\n"
    "• `/answerguard conflicts`: the Conflict Register (where the sources disagree)\n"
    "• `/answerguard exposure`: replies already sent that the sources now contradict\n"
    "• `/answerguard channels [add #channel | remove #channel | sync [full]]`: Slack channels "
    "whose messages are sources\n"
    "• `/answerguard role @user ops_lead|support_agent`: ops leads only\n"
    "• `/answerguard tour`: the guided tour, five steps on a simulated sandbox\n"
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


#: What Slack shows of an error under a field.
ERROR_CHARS = 1000


def error_text(message: str) -> str:
    """An input error under a field. It can echo an id that came back from the view, so it is
    escaped like every other text Slack receives, and clipped to what Slack shows."""
    return md(message, ERROR_CHARS)


#: The fields of a submitted view that may be sent back to Slack (the rest is Slack's state).
VIEW_FIELDS = (
    "type",
    "callback_id",
    "title",
    "submit",
    "close",
    "private_metadata",
    "clear_on_close",
    "notify_on_close",
)
FAILURE_BLOCK = "ag_failure"


def failed_view(view: dict[str, Any], values: dict[str, Any], text: str) -> dict[str, Any]:
    """The modal the user submitted, unchanged, with `text` on top: for a submission that
    failed on our side. Every block keeps its id, and every text box also gets what was typed
    as its initial value, so nothing the user wrote is lost."""
    blocks: list[dict[str, Any]] = []
    for block in view.get("blocks") or []:
        if not isinstance(block, dict) or block.get("block_id") == FAILURE_BLOCK:
            continue
        element = block.get("element")
        if not isinstance(element, dict):
            blocks.append(block)
            continue
        state = (values.get(block.get("block_id") or "") or {}).get(element.get("action_id"))
        if isinstance(state, dict) and isinstance(state.get("value"), str):
            block = {**block, "element": {**element, "initial_value": state["value"]}}
        blocks.append(block)
    notice = {**error_context(text), "block_id": FAILURE_BLOCK}
    kept = {k: view[k] for k in VIEW_FIELDS if k in view}
    return {**kept, "type": "modal", "blocks": [notice, *blocks][:VIEW_BLOCKS]}
