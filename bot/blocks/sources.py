"""Sources: the list a user may see (with signals), the edit modal for ops leads and the view
shown after a save, with what changed in the user's last check.

The list is built from the sources the caller passes, which are already filtered for the
user's role: nothing here counts or names anything else.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bot import ids
from bot.blocks.changes import Change
from bot.blocks.kit import (
    MESSAGE_BLOCKS,
    MESSAGE_CHARS,
    PLACEHOLDER,
    Block,
    actions,
    button,
    confirm_dialog,
    context,
    fit_blocks,
    header,
    label_block,
    md,
    message,
    metadata,
    modal,
    option,
    plain,
    section,
)
from guard.models import Source
from guard.render import signal_chips
from guard.workspace import MAX_BODY_CHARS

VERIFY_PHRASE = "Save and verify (simulated — in Slite only the owner or an admin would do this)"
VERIFICATIONS = ("verified", "unverified", "expired")
#: Slack's text inputs hold at most 3,000 characters, a source body up to 4,000: a long body
#: continues in a second box, split at a line break.
INPUT_CHARS = 3000


def split_body(body: str) -> tuple[str, str, bool]:
    """The body as (first box, second box, split at a line break); `join_body` puts it back
    exactly."""
    if len(body) <= INPUT_CHARS:
        return body, "", True
    cut = body.rfind("\n", 0, INPUT_CHARS)
    if cut <= 0:
        return body[:INPUT_CHARS], body[INPUT_CHARS:], False
    return body[:cut], body[cut + 1 :], True


def join_body(first: str, more: str, *, had_break: bool = True) -> str:
    if not more:
        return first
    return f"{first}\n{more}" if had_break else first + more


def excerpt(body: str, limit: int = 240) -> str:
    for line in body.splitlines():
        text = line.strip().lstrip("#").strip()
        if text and not text.startswith("<!--"):
            return md(text, limit)
    return "_(empty)_"


def source_blocks(source: Source, can_edit: bool, now: datetime | None = None) -> list[Block]:
    ops_only = " · 🔒 ops only" if source.signals.visibility == "ops" else ""
    return [
        section(
            f"*{md(source.id, 40)} · {md(source.title, 200)}* ({source.kind}){ops_only}\n"
            f"{md(signal_chips(source, now=now), 400)}\n{excerpt(source.body)}",
            accessory=button("Edit", ids.ACTION_EDIT_SOURCE, source.id) if can_edit else None,
        )
    ]


def reset_button() -> Block:
    return actions(
        button(
            "Reset workspace",
            ids.ACTION_RESET,
            "reset",
            style="danger",
            confirm=confirm_dialog(
                "Reset the workspace?",
                "Every source goes back to the seed and the impact metrics start again. "
                "The history of edits is kept.",
                "Reset",
            ),
        ),
        block_id="ag_reset",
    )


def sources_blocks(
    sources: list[Source],
    can_edit: bool,
    limit: int = 40,
    max_chars: int | None = None,
    now: datetime | None = None,
) -> list[Block]:
    head = [header("Sources you can see")]
    tail = [reset_button()] if can_edit else []
    if not sources:
        head.append(section("_No sources._"))
    items = [source_blocks(s, can_edit, now) for s in sources]
    return fit_blocks(head, items, tail, limit, "sources", max_chars)


def sources_message(
    sources: list[Source],
    can_edit: bool,
    *,
    personas: bool = False,
    now: datetime | None = None,
) -> dict:
    blocks = sources_blocks(sources, can_edit, MESSAGE_BLOCKS - 2, MESSAGE_CHARS, now)
    if not can_edit:
        blocks.append(context("Only ops leads can edit sources."))
    blocks.append(label_block(personas))
    return message("AnswerGuard sources", blocks)


def source_edit_view(source: Source, *, personas: bool = False) -> dict[str, Any]:
    """The version goes into private_metadata: a save from a version someone has since
    replaced is refused instead of overwriting their change."""
    sig = source.signals
    signal_options = [
        option("Flagged outdated", ids.SIGNAL_FLAGGED),
        option("Owner is active", ids.SIGNAL_OWNER_ACTIVE),
    ]
    signals: dict[str, Any] = {
        "type": "checkboxes",
        "action_id": ids.INPUT_SIGNALS,
        "options": signal_options,
    }
    initial = [
        o
        for o, on in zip(signal_options, (sig.flagged_outdated, sig.owner.active), strict=True)
        if on
    ]
    if initial:
        signals["initial_options"] = initial
    first, more, at_break = split_body(source.body)
    hint = f"Markdown, up to {MAX_BODY_CHARS:,} characters in total."
    save_draft = option("Save draft", ids.SAVE_DRAFT)
    save_verify = {
        **option("Save and verify (simulated)", ids.SAVE_AND_VERIFY),
        "description": plain("In Slite only the owner or an admin would do this.", 75),
    }
    blocks: list[Block] = [
        label_block(personas),
        context(f"{md(source.title, 200)} ({source.kind}) · {md(signal_chips(source), 400)}"),
        body_input(ids.BLOCK_BODY, ids.INPUT_BODY, "Body", first, hint, optional=False),
        body_input(
            ids.BLOCK_BODY_MORE,
            ids.INPUT_BODY_MORE,
            "Body (continued)",
            more,
            "Only for bodies over 3,000 characters: Slack's boxes hold 3,000 each.",
            optional=True,
        ),
        {
            "type": "input",
            "block_id": ids.BLOCK_SIGNALS,
            "optional": True,
            "label": plain("Signals", 2000),
            "element": signals,
        },
        {
            "type": "input",
            "block_id": ids.BLOCK_VERIFICATION,
            "label": plain("Verification", 2000),
            "hint": plain("Ignored when you choose Save and verify.", 2000),
            "element": {
                "type": "static_select",
                "action_id": ids.INPUT_VERIFICATION,
                "options": [option(v.capitalize(), v) for v in VERIFICATIONS],
                "initial_option": option(sig.verification.capitalize(), sig.verification),
            },
        },
        {
            "type": "input",
            "block_id": ids.BLOCK_SAVE_MODE,
            "label": plain("How to save", 2000),
            "hint": plain(VERIFY_PHRASE + " marks the source verified now.", 2000),
            "element": {
                "type": "radio_buttons",
                "action_id": ids.INPUT_SAVE_MODE,
                "options": [save_draft, save_verify],
                "initial_option": save_draft,
            },
        },
    ]
    return modal(
        f"Edit {source.id}",
        blocks,
        callback_id=ids.VIEW_SOURCE_EDIT,
        submit="Save",
        close="Cancel",
        private_metadata=metadata(
            {
                "s": source.id,
                "v": sig.version,
                "b": at_break,
            }
        ),
    )


def body_input(
    block_id: str, action_id: str, label: str, value: str, hint: str, *, optional: bool
) -> Block:
    element: dict[str, Any] = {
        "type": "plain_text_input",
        "action_id": action_id,
        "multiline": True,
        "max_length": INPUT_CHARS,
        "placeholder": plain("The document as written", PLACEHOLDER),
    }
    if value:
        element["initial_value"] = value
    block: Block = {
        "type": "input",
        "block_id": block_id,
        "label": plain(label, 2000),
        "hint": plain(hint, 2000),
        "element": element,
    }
    if optional:
        block["optional"] = True
    return block


def source_saved_view(
    saved: str,
    *,
    change: Change | None = None,
    ticket_id: str | None = None,
    pending: bool = False,
    note: str | None = None,
    personas: bool = False,
) -> dict[str, Any]:
    """`saved` says what was stored ("DOC-103 saved as version 2 (Save draft)")."""
    blocks: list[Block] = [label_block(personas), section(f"✅ {md(saved, 500)}")]
    if pending:
        blocks.append(section("⏳ Re-running your last check against the new version…"))
    elif change is not None:
        blocks.append(
            section(
                f"*Your last check* ({md(ticket_id or '', 40)}): *{md(change.line, 1200)}*\n"
                f"{md(change.headline, 1200)}"
            )
        )
    if note:
        blocks.append(context(md(note, 1000)))
    return modal("Source saved", blocks, callback_id=ids.VIEW_SOURCE_SAVED, close="Done")
