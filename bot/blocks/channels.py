"""Source channels in Slack: the list (`/answerguard channels`), each with *Stop following*
for ops leads behind Slack's confirm dialog, and the answer to `channels remove #name`, which
asks the same confirmation before anything is removed. Pure builders."""

from __future__ import annotations

from typing import Any

from bot import ids
from bot.blocks.kit import (
    Block,
    button,
    confirm_dialog,
    context,
    label_block,
    md,
    message,
    section,
)

#: Channels listed in one message (a workspace follows a handful; the rest are counted).
LISTED = 20


def channel_words(row: dict[str, Any]) -> str:
    """`#name (C123)` for a channel added by name, else its id (escaped mrkdwn)."""
    cid = str(row["channel"])
    return f"#{md(str(row['name']), 80)} ({md(cid, 40)})" if row.get("name") else md(cid, 40)


def stop_button(row: dict[str, Any]) -> dict[str, Any]:
    """*Stop following*, confirmed in Slack's dialog; the value is the channel id."""
    return button(
        "Stop following",
        ids.ACTION_REMOVE_CHANNEL,
        str(row["channel"]),
        style="danger",
        confirm=confirm_dialog(
            "Stop following?",
            "Its messages stop being sources: each is removed, history kept, and "
            "/answerguard sources removed can restore one. Adding the channel again reads it "
            "whole.",
            "Stop following",
        ),
    )


def channels_message(
    rows: list[dict[str, Any]], usage: str, *, can_remove: bool, personas: bool = False
) -> dict[str, Any]:
    """The source channels, with *Stop following* on each for an ops lead."""
    if not rows:
        text = f"Source channels: none.\n{usage}"
        return message(text, [section(md(text, 2900)), label_block(personas)])
    blocks: list[Block] = [section("*Source channels*")]
    for row in rows[:LISTED]:
        who = str(row.get("who") or "")
        since = f"added by {md(who, 40)}" if who and who != "environment" else "from settings"
        blocks.append(
            section(
                f"{channel_words(row)} · {since}",
                accessory=stop_button(row) if can_remove else None,
            )
        )
    if len(rows) > LISTED:
        blocks.append(context(f"_…and {len(rows) - LISTED:,} more_"))
    blocks += [context(md(usage, 2000)), label_block(personas)]
    return message("Source channels", blocks)


def confirm_removal_message(row: dict[str, Any], sources: int, *, personas: bool) -> dict[str, Any]:
    """`channels remove #name`: what will happen, and the button that does it."""
    text = (
        f"Stop following {channel_words(row)}? Its {sources:,} message source(s) will be "
        "removed (history kept, each restorable with /answerguard sources removed)."
    )
    return message(
        "Stop following this channel?",
        [section(text, accessory=stop_button(row)), label_block(personas)],
    )
