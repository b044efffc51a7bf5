"""What a reader is told about the source versions the claims index could not read: which,
why, when last tried, and when they are read again (`answerguard sources`, the App Home).
It reads a running app's state, so it sits above the retry itself (guard/kb/index_retry.py),
which the check service uses."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from guard.kb.index import extractor_key
from guard.kb.index_retry import STATUS_WORDS

if TYPE_CHECKING:
    from guard.runtime import Runtime


def unread_versions(rt: Runtime, ids: set[str]) -> list[tuple[str, int, str, datetime]]:
    """(source id, version, status, last tried) of the current versions the current
    extractor could not read, among the sources `ids` (those the reader may see)."""
    key = extractor_key(rt.service.extractor, rt.store.header().catalogue)
    return [
        (r["source_id"], int(r["version"]), r["status"], r["last_tried"])
        for r in rt.store.index.unread_rows(key)
        if r["source_id"] in ids
    ]


def unread_lines(rt: Runtime, ids: set[str]) -> list[str]:
    """What `sources` prints about unread versions: each, why, when last tried, and when it
    is read again."""
    rows = unread_versions(rt, ids)
    if not rows:
        return []
    lines = [f"Unread source versions ({len(rows)}; {retry_note(rt)}):"]
    lines += [
        f"  {sid} v{version}: {STATUS_WORDS.get(status, status)} · last tried "
        f"{tried.strftime('%Y-%m-%d %H:%M UTC')}"
        for sid, version, status, tried in rows
    ]
    return lines


def retry_note(rt: Runtime) -> str:
    """When the unread versions are read again, in this runtime's mode and settings."""
    every = rt.index.retry_every if rt.index is not None else None
    if rt.service.extractor.mode == "live" and every is not None:
        return f"a live check or write reads each again {_span(every)} after its last try"
    return "read again with `answerguard reindex --unread` in live mode"


def _span(every: timedelta) -> str:
    minutes = int(every.total_seconds() // 60)
    if minutes % 60 == 0:
        hours = minutes // 60
        return f"{hours} hour{'s' if hours != 1 else ''}"
    return f"{minutes} minute{'s' if minutes != 1 else ''}"
