"""The New source modal (ops leads) and the view shown once the source is added.

Separate from editing because a new source asks for what an edit never changes (its id,
title, kind and who can see it); its body boxes are the Edit modal's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot import ids
from bot.blocks.kit import (
    PLACEHOLDER,
    Block,
    context,
    label_block,
    md,
    modal,
    option,
    plain,
    section,
)
from bot.blocks.sources.edit import body_input
from guard.kb.workspace import MAX_BODY_CHARS

#: A typed id: what a Markdown file's stem would be (letters, digits, ".", "_", "-").
ID_CHARS = 64
TITLE_CHARS = 200
VISIBILITIES = (("everyone", "Everyone"), ("ops", "Ops leads only"))


def text_field(
    block_id: str,
    action_id: str,
    label: str,
    *,
    max_length: int,
    hint: str | None = None,
    placeholder: str | None = None,
    optional: bool = False,
) -> Block:
    element: dict[str, Any] = {
        "type": "plain_text_input",
        "action_id": action_id,
        "max_length": max_length,
    }
    if placeholder:
        element["placeholder"] = plain(placeholder, PLACEHOLDER)
    block: Block = {
        "type": "input",
        "block_id": block_id,
        "label": plain(label, 2000),
        "element": element,
    }
    if hint:
        block["hint"] = plain(hint, 2000)
    if optional:
        block["optional"] = True
    return block


def select_field(
    block_id: str, action_id: str, label: str, choices: list[tuple[str, str]], initial: str
) -> Block:
    """A static select of (value, text) choices (Slack shows at most 100)."""
    options = [option(text, value) for value, text in choices[:100]]
    element: dict[str, Any] = {"type": "static_select", "action_id": action_id, "options": options}
    first = next((o for o in options if o["value"] == initial), None)
    if first is not None:
        element["initial_option"] = first
    return {"type": "input", "block_id": block_id, "label": plain(label, 2000), "element": element}


def new_source_view(
    kinds: Mapping[str, str], default_kind: str, *, personas: bool = False
) -> dict[str, Any]:
    """The New source modal (ops leads). `kinds` is the workspace catalogue's kind → role;
    the source is built like a file in the workspace folder, so the catalogue's defaults
    fill in the signals (verification, owner, review period) the form does not ask for."""
    hint = f"Markdown, up to {MAX_BODY_CHARS:,} characters in total."
    blocks: list[Block] = [
        label_block(personas),
        text_field(
            ids.BLOCK_NEW_TITLE,
            ids.INPUT_NEW_TITLE,
            "Title",
            max_length=TITLE_CHARS,
            placeholder="Refunds for failed transfers",
        ),
        text_field(
            ids.BLOCK_NEW_ID,
            ids.INPUT_NEW_ID,
            "Id",
            max_length=ID_CHARS,
            hint="Letters, digits, '.', '_' and '-'. Left empty, it is made from the title "
            "(“refunds-for-failed-transfers”).",
            optional=True,
        ),
        select_field(
            ids.BLOCK_NEW_KIND,
            ids.INPUT_NEW_KIND,
            "Kind",
            [(k, f"{k} ({role})") for k, role in sorted(kinds.items())],
            default_kind,
        ),
        select_field(
            ids.BLOCK_NEW_VISIBILITY,
            ids.INPUT_NEW_VISIBILITY,
            "Who can see it",
            list(VISIBILITIES),
            "everyone",
        ),
        body_input(ids.BLOCK_BODY, ids.INPUT_BODY, "Body", "", hint, optional=False),
        body_input(
            ids.BLOCK_BODY_MORE,
            ids.INPUT_BODY_MORE,
            "Body (continued)",
            "",
            "Only for bodies over 3,000 characters: Slack's boxes hold 3,000 each.",
            optional=True,
        ),
    ]
    return modal(
        "New source",
        blocks,
        callback_id=ids.VIEW_SOURCE_NEW,
        submit="Add",
        close="Cancel",
    )


def source_added_view(
    added: str, *, pending: bool = False, note: str | None = None, personas: bool = False
) -> dict[str, Any]:
    """`added` says what was stored ("refunds added (article, version 1, everyone)")."""
    blocks: list[Block] = [label_block(personas), section(f"✅ {md(added, 500)}")]
    if pending:
        blocks.append(section("⏳ Reading its claims, so checks can use it…"))
    if note:
        blocks.append(context(md(note, 1000)))
    return modal("Source added", blocks, callback_id=ids.VIEW_SOURCE_ADDED, close="Done")
