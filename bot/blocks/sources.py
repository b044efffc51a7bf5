"""Sources: the list a user may see (with signals), the edit modal for ops leads and the view
shown after a save, with what changed in the user's last check.

The list is built from the sources the caller passes, which are already filtered for the
user's role: nothing here counts or names anything else.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from functools import partial
from typing import Any

from bot import ids
from bot.blocks.changes import Change, outcome_changes_blocks
from bot.blocks.kit import (
    BUTTON_VALUE,
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
    size,
)
from guard.models import Source
from guard.render import signal_chips
from guard.sourcediff import OutcomeChange
from guard.store import RemovedSource
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


#: How much of a listed source is shown: everything (0), no first line and shorter texts
#: (1), or only its id and a short title (2). A page uses less only for a source too long
#: to fit its share of one message, so a full page always fits whole.
FULL, SHORT, MINIMAL = 0, 1, 2


def source_line(source: Source, now: datetime | None = None, detail: int = FULL) -> str:
    """A listed source: id, title, kind, chips and a first line."""
    ops_only = " · 🔒 ops only" if source.signals.visibility == "ops" else ""
    if detail >= MINIMAL:
        return f"*{md(source.id, 80)} · {md(source.title, 24)}*{ops_only}"
    head = f"*{md(source.id, 80)} · {md(source.title, 100)}* ({md(source.kind, 40)}){ops_only}"
    if detail == SHORT:
        return f"{head}\n{md(signal_chips(source, now=now), 120)}"
    return f"{head}\n{md(signal_chips(source, now=now), 200)}\n{excerpt(source.body, 140)}"


def source_blocks(
    source: Source,
    can_edit: bool,
    now: datetime | None = None,
    remove_value: str | None = None,
    detail: int = FULL,
) -> list[Block]:
    """One source; with `remove_value` (the paged list, ops leads) its Edit and Remove
    buttons sit under it, Remove behind a confirm dialog."""
    text = source_line(source, now, detail)
    if not can_edit:
        return [section(text)]
    edit = button("Edit", ids.ACTION_EDIT_SOURCE, source.id)
    if remove_value is None:
        return [section(text, accessory=edit)]
    remove = button(
        "Remove",
        ids.ACTION_REMOVE_SOURCE,
        remove_value,
        confirm=confirm_dialog(
            f"Remove {source.id}?" if len(source.id) <= 24 else "Remove this source?",
            "Checks stop using it at once. /answerguard sources removed can restore it.",
            "Remove",
        ),
    )
    return [section(text), actions(edit, remove)]


def reset_button() -> dict[str, Any]:
    return button(
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
    )


def sources_blocks(
    sources: list[Source],
    can_edit: bool,
    limit: int = 40,
    max_chars: int | None = None,
    now: datetime | None = None,
) -> list[Block]:
    """Every source in one list (the Home tab): the first ones that fit, then a pointer to
    the paged, searchable list."""
    head = [header("Sources you can see")]
    tail = [actions(reset_button(), block_id="ag_reset")] if can_edit else []
    if not sources:
        head.append(section("_No sources._"))
    items = [source_blocks(s, can_edit, now) for s in sources]
    return fit_blocks(
        head, items, tail, limit, "sources: `/answerguard sources [words]` finds any", max_chars
    )


# --- the paged, searchable list --------------------------------------------------------------

#: Sources per page. Fixed, so a page number means the same sources on every instance; small
#: enough that a page of the longest sources (two blocks each, for ops leads) fits a message.
PAGE_SIZE = 8
#: The search words a list carries in its buttons.
QUERY_CHARS = 40


@dataclass(frozen=True)
class ListState:
    """Which list, which words, which page: carried in the list's buttons, never remembered."""

    query: str = ""
    page: int = 1
    removed: bool = False

    @classmethod
    def of(cls, words: str, page: int = 1, removed: bool = False) -> ListState:
        return cls(" ".join(words.split())[:QUERY_CHARS].strip(), max(1, page), removed)

    def value(self, **extra: Any) -> str:
        """This state as a button value (plus `extra`, e.g. the source a Remove acts on);
        the words are dropped before the value could pass Slack's 2,000 characters."""
        data: dict[str, Any] = {"p": self.page}
        if self.removed:
            data["m"] = "r"
        if self.query:
            data["q"] = self.query
        data.update(extra)
        text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
        if len(text) > BUTTON_VALUE and self.query:
            return ListState(page=self.page, removed=self.removed).value(**extra)
        return text

    def at(self, page: int) -> ListState:
        return ListState(self.query, page, self.removed)


def read_state(value: str) -> tuple[ListState, dict[str, Any]]:
    """A button's state, and its raw data. Anything malformed reads as the first page."""
    try:
        data = json.loads(value)
    except (TypeError, ValueError):
        data = {}
    if not isinstance(data, dict):
        data = {}
    query, page = data.get("q"), data.get("p")
    state = ListState.of(
        query if isinstance(query, str) else "",
        page if isinstance(page, int) and not isinstance(page, bool) else 1,
        data.get("m") == "r",
    )
    return state, data


def matches(source: Source, query: str) -> bool:
    """Every word of `query` (case-insensitive) somewhere in the id, title or body."""
    words = query.casefold().split()
    if not words:
        return True
    text = f"{source.id}\n{source.title}\n{source.body}".casefold()
    return all(w in text for w in words)


def matching(sources: list[Source], query: str) -> list[Source]:
    return [s for s in sources if matches(s, query)]


def page_of(count: int, page: int) -> tuple[int, int]:
    """(page, pages): the page clamped to the ones that exist (a list shrinks after a
    removal; a crafted value may ask for page 10,000)."""
    pages = max(1, -(-count // PAGE_SIZE))
    return min(max(1, page), pages), pages


def _summary(count: int, state: ListState, page: int, pages: int, noun: str) -> str:
    plural = noun if count == 1 else noun + "s"
    where = f" · page {page} of {pages}" if count else ""
    if state.query:
        verb = "matches" if count == 1 else "match"
        return f"{count:,} {plural} {verb} “{md(state.query, QUERY_CHARS * 5)}”{where}"
    return f"{count:,} {plural}{where}"


def _nav(state: ListState, page: int, pages: int) -> list[Block]:
    buttons = []
    if page > 1:
        buttons.append(button("‹ Previous", ids.ACTION_SOURCES_PREV, state.at(page - 1).value()))
    if page < pages:
        buttons.append(button("Next ›", ids.ACTION_SOURCES_NEXT, state.at(page + 1).value()))
    return [actions(*buttons, block_id="ag_sources_nav")] if buttons else []


def _list_message(
    title: str,
    summary: str,
    items: list[Callable[[int], list[Block]]],
    tail: list[Block],
    *,
    notice: str | None,
    empty: str,
    personas: bool,
) -> dict:
    """`items` build one listed source at a detail level. Each gets an equal share of the
    message; one that does not fit its share at full detail is shown shorter, so no source
    of the page is ever cut (fit_blocks stays as the last safety net)."""
    head = [header(title)]
    if notice:
        head.append(section(md(notice, 400)))
    head.append(context(summary))
    if not items:
        head.append(section(empty))
    footer = [*tail, label_block(personas)]
    share = (MESSAGE_CHARS - 200 - size(head) - size(footer)) // max(1, len(items))
    fitted = []
    for make in items:
        item = make(FULL)
        for detail in (SHORT, MINIMAL):
            if size(item) <= share:
                break
            item = make(detail)
        fitted.append(item)
    blocks = fit_blocks(head, fitted, footer, MESSAGE_BLOCKS, "sources", MESSAGE_CHARS)
    return message(f"AnswerGuard {title.lower()}", blocks)


def sources_message(
    sources: list[Source],
    can_edit: bool,
    *,
    personas: bool = False,
    now: datetime | None = None,
    state: ListState | None = None,
    notice: str | None = None,
) -> dict:
    """One page of the sources the caller may see (already filtered for the user's role:
    nothing else is counted or named), filtered by the state's words."""
    state = state or ListState()
    found = matching(sources, state.query)
    page, pages = page_of(len(found), state.page)
    state = state.at(page)
    shown = found[(page - 1) * PAGE_SIZE : page * PAGE_SIZE]
    items = [
        partial(
            source_blocks,
            s,
            can_edit,
            now,
            state.value(s=s.id, v=s.signals.version) if can_edit else None,
        )
        for s in shown
    ]
    tail = _nav(state, page, pages)
    if can_edit:
        tail.append(
            actions(
                button("New source", ids.ACTION_NEW_SOURCE, "new", style="primary"),
                button(
                    "Removed sources", ids.ACTION_SOURCES_REMOVED, ListState(removed=True).value()
                ),
                reset_button(),
                block_id="ag_reset",
            )
        )
    else:
        tail.append(context("Only ops leads can edit sources."))
    empty = (
        f"_No source matches “{md(state.query, QUERY_CHARS * 5)}”. Try fewer words._"
        if state.query
        else "_No sources._"
    )
    return _list_message(
        "Sources you can see",
        _summary(len(found), state, page, pages, "source"),
        items,
        tail,
        notice=notice,
        empty=empty,
        personas=personas,
    )


def removed_blocks(item: RemovedSource, state: ListState, detail: int = FULL) -> list[Block]:
    s = item.source
    restore = button("Restore", ids.ACTION_RESTORE_SOURCE, state.value(s=s.id, v=s.signals.version))
    text = source_line(s, None, MINIMAL)
    if detail < MINIMAL:
        when = f"{item.at:%b %d, %Y %H:%M} UTC"
        text += f"\nRemoved by {md(item.who, 60)} on {when} · v{s.signals.version}"
    if detail == FULL:
        text += f"\n{excerpt(s.body, 140)}"
    return [section(text, accessory=restore)]


def removed_message(
    removed: list[RemovedSource],
    *,
    personas: bool = False,
    state: ListState | None = None,
    notice: str | None = None,
) -> dict:
    """One page of the removed sources (ops leads only), each with a Restore button."""
    state = replace(state or ListState(), removed=True)
    found = [r for r in removed if matches(r.source, state.query)]
    page, pages = page_of(len(found), state.page)
    state = state.at(page)
    shown = found[(page - 1) * PAGE_SIZE : page * PAGE_SIZE]
    tail = [
        *_nav(state, page, pages),
        actions(button("‹ Sources in use", ids.ACTION_SOURCES_ALL, ListState().value())),
    ]
    empty = (
        f"_No removed source matches “{md(state.query, QUERY_CHARS * 5)}”._"
        if state.query
        else "_No removed sources._"
    )
    return _list_message(
        "Removed sources",
        _summary(len(found), state, page, pages, "removed source"),
        [partial(removed_blocks, r, state) for r in shown],
        tail,
        notice=notice,
        empty=empty,
        personas=personas,
    )


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


# --- a new source -----------------------------------------------------------------------------

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
    kinds: dict[str, str], default_kind: str, *, personas: bool = False
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
