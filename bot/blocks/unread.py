"""The Home tab's "Unread sources" section: source versions the model could not read, why,
and when each was last tried (guard/kb/index_retry.py retries them). A pure builder."""

from __future__ import annotations

from datetime import datetime

from bot.blocks.kit import Block, context, fit_text, md, section
from guard.kb.index_retry import STATUS_WORDS

#: Rows shown before "…and N more".
UNREAD_ROWS = 15


def unread_blocks(rows: list[tuple[str, int, str, datetime]], when: str) -> list[Block]:
    """Nothing when every source version was read; `when` says when they are read again."""
    if not rows:
        return []
    lines = [
        f"• *{md(sid, 200)}* v{version}: {STATUS_WORDS.get(status, status)} · last tried "
        f"{tried.strftime('%Y-%m-%d %H:%M UTC')}"
        for sid, version, status, tried in rows[:UNREAD_ROWS]
    ]
    if len(rows) > UNREAD_ROWS:
        lines.append(f"_…and {len(rows) - UNREAD_ROWS:,} more: answerguard sources_")
    return [
        section(
            f"*Unread sources ({len(rows):,})*: until read, every check they could bear on is "
            "capped at CAUTION.\n" + fit_text(lines, 2600, "sources")
        ),
        context(md(when, 1900)),
    ]
