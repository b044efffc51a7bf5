"""The sources lists: every source the user may see on the Home tab, one page of the paged,
searchable list (with Edit, Remove and New source for ops leads), and one page of the removed
sources with Restore.

The list is built from the sources the caller passes, which are already filtered for the
user's role: nothing here counts or names anything else. A page always fits one message
whole: a source too long for its share is shown shorter, never cut.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from functools import partial
from typing import Any

from bot import ids
from bot.blocks.kit import (
    MESSAGE_BLOCKS,
    MESSAGE_CHARS,
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
    section,
    size,
)
from bot.blocks.sources.paging import PAGE_SIZE, QUERY_CHARS, ListState, matches, matching, page_of
from guard.models import Source
from guard.render import signal_chips
from guard.store import RemovedSource


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
    items: Sequence[Callable[[int], list[Block]]],
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
