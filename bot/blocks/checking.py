"""The views shown while a check (or a send's recheck) runs: the composer's "Checking…" and
"Sending…" views, also the quick check's "Checking…" modal when a check outlasts its grace.

Each says what is happening to the user's own text and, when the app's check queue is busy,
where the check stands; the verdict replaces it in place.
"""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.kit import context, label_block, md, metadata, modal, quote, section


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


def queued_words(ahead: int) -> str:
    return f"Queued, {ahead} check{'' if ahead == 1 else 's'} ahead of you"


def checking_headline(ticket_id: str, ahead: int = 0) -> str:
    """ "Checking your reply for T…", or, when the app's checks are busy, where it stands."""
    if ahead:
        return f"{queued_words(ahead)}: your reply for {md(ticket_id, 40)} is checked next in line…"
    return f"Checking your reply for {md(ticket_id, 40)}…"


def pending_message(headline: str, draft: str, *, personas: bool = False) -> dict[str, Any]:
    """What a verdict message shows while Send or Retry rechecks its text in the check queue
    ("Rechecking your reply before it is sent…"); the outcome replaces it in place."""
    blocks = [
        label_block(personas),
        section(f"*{md(headline, 200)}*\n{quote(draft, 2000)}"),
        context("The server checks the exact text again. The outcome replaces this message."),
    ]
    return {"text": headline, "blocks": blocks}


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
    """Shown at once, updated as a slow check progresses; the verdict replaces it in place.
    `source_count` counts only the sources this user may see; `ahead` is how many checks wait
    before this one (the app's check queue)."""
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


def sending_view(
    ticket_id: str, draft: str, *, personas: bool = False, ahead: int = 0
) -> dict[str, Any]:
    """Shown when Send is pressed in the composer, while the server rechecks the exact text;
    the outcome (sent, or why not, with the text kept) replaces it. Nothing in it can be
    pressed, so a second Send cannot start from it."""
    head = (
        f"{queued_words(ahead)}: your reply for {md(ticket_id, 40)} is rechecked next in line…"
        if ahead
        else f"Rechecking your reply for {md(ticket_id, 40)} before it is sent…"
    )
    blocks = [
        label_block(personas),
        section(f"*{head}*\n{quote(draft, 2000)}"),
        context("The server checks the exact text again. The outcome replaces this view."),
    ]
    return modal(
        "Sending…",
        blocks,
        callback_id=ids.VIEW_CHECKING,
        private_metadata=metadata({"t": ticket_id}),
    )
