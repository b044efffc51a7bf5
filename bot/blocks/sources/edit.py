"""The Edit modal for a source (ops leads), and the view shown after a save, with what
changed in the user's recent checks.

Separate from the lists because it is a form: its body boxes (Slack holds 3,000 characters
a box, a body up to 4,000) and the version it was opened on are its own concerns. The New
source modal reuses the body boxes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot import ids
from bot.blocks.changes import Change, outcome_changes_blocks
from bot.blocks.kit import (
    PLACEHOLDER,
    Block,
    context,
    label_block,
    md,
    metadata,
    modal,
    option,
    plain,
    section,
)
from guard.kb.sourcediff import OutcomeChange
from guard.kb.workspace import MAX_BODY_CHARS
from guard.models import Source
from guard.render import signal_chips

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


def source_edit_view(source: Source, *, personas: bool = False) -> dict[str, Any]:
    """The version goes into private_metadata: a save from a version someone has since
    replaced is refused instead of overwriting their change."""
    sig = source.signals
    first, more, at_break = split_body(source.body)
    hint = f"Markdown, up to {MAX_BODY_CHARS:,} characters in total."
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
        signals_input(source),
        verification_input(source),
        save_mode_input(),
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


def signals_input(source: Source) -> Block:
    """The signals an ops lead may toggle, ticked as they are now."""
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
    return {
        "type": "input",
        "block_id": ids.BLOCK_SIGNALS,
        "optional": True,
        "label": plain("Signals", 2000),
        "element": signals,
    }


def verification_input(source: Source) -> Block:
    sig = source.signals
    return {
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
    }


def save_mode_input() -> Block:
    """Save draft (the default) or Save and verify."""
    save_draft = option("Save draft", ids.SAVE_DRAFT)
    save_verify = {
        **option("Save and verify (simulated)", ids.SAVE_AND_VERIFY),
        "description": plain("In Slite only the owner or an admin would do this.", 75),
    }
    return {
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
    }


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
    outcomes: Sequence[tuple[str, OutcomeChange]] = (),
    last_changed: bool = False,
    personas: bool = False,
) -> dict[str, Any]:
    """`saved` says what was stored ("DOC-103 saved as version 2 (Save draft)"); `outcomes`
    are the rerun checks whose outcome changed, each with the words that moved it."""
    blocks: list[Block] = [label_block(personas), section(f"✅ {md(saved, 500)}")]
    if pending:
        blocks.append(section("⏳ Re-running your last check against the new version…"))
    elif change is not None:
        line = "" if last_changed else f"*{md(change.line, 1200)}*\n"
        blocks.append(
            section(
                f"*Your last check* ({md(ticket_id or '', 40)}): {line}{md(change.headline, 1200)}"
            )
        )
        blocks += outcome_changes_blocks(list(outcomes))
    if note:
        blocks.append(context(md(note, 1000)))
    return modal("Source saved", blocks, callback_id=ids.VIEW_SOURCE_SAVED, close="Done")
