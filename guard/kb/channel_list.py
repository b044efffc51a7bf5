"""Which Slack channels are sources: those named in ANSWERGUARD_SOURCE_CHANNELS and those
added by an ops lead (`/answerguard channels add`, `answerguard channels add`), minus those
someone stopped following. Stopping is not forgetting: the channel's sources are removed as
new versions (history kept, each restorable like any removed source), and the row stays
with who removed it and when, so a channel the environment still names is not read again
until someone adds it back."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from guard.errors import InputError
from guard.kb.channels import channel_id, message_rows
from guard.store import Store


def channel_ids(value: str | None) -> list[str]:
    """`C1, <#C2|ops>, #C3` → ["C1", "C2", "C3"]: comma-separated Slack ids as people write
    them (ANSWERGUARD_SOURCE_CHANNELS, ANSWERGUARD_BOT_USERS)."""
    out = []
    for part in (value or "").split(","):
        part = part.strip().lstrip("<#").split("|")[0].rstrip(">").strip()
        if part and part not in out:
            out.append(part)
    return out


def channels(store: Store, env: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Source channels: those named in ANSWERGUARD_SOURCE_CHANNELS, then those added; a
    channel someone stopped following is left out, even when the environment names it."""
    rows = {r["channel"]: r for r in store.channels.rows()}
    out: list[dict[str, Any]] = []
    for c in env:
        row = rows.pop(c, None) or {"channel": c, "name": None, "who": "environment", "at": None}
        if not row.get("removed_at"):
            out.append(row)
    return out + [r for r in rows.values() if not r.get("removed_at")]


def removed_channels(store: Store) -> list[dict[str, Any]]:
    """Channels no longer followed, with who stopped following them and when."""
    return store.channels.removed()


def add_channel(store: Store, channel: str, name: str | None, who: str, now: datetime) -> bool:
    """Returns False if it was a source channel already. A channel followed before and
    removed is followed again, read whole at its next sync."""
    return store.channels.follow(channel, name, who, now)


@dataclass
class ChannelRemoval:
    channel: str
    name: str | None
    removed: list[str] = field(default_factory=list)


def remove_channel(
    store: Store, channel: str, who: str, now: datetime, env: tuple[str, ...] = ()
) -> ChannelRemoval:
    """Stop following a channel: its messages stop being read (syncs and live events), and
    each of its sources is removed as a new version (action `channel_remove`), so its
    history stays and `sources restore ID` brings one back. Adding the channel again reads
    it whole. A channel named in the environment stays removed until it is added again."""
    followed = {str(r["channel"]): r for r in channels(store, env)}
    row = followed.get(channel)
    if row is None:
        known = ", ".join(_label(r) for r in followed.values()) or "none"
        raise InputError(f"'{channel}' is not a source channel. Source channels: {known}.")
    out = ChannelRemoval(channel, row.get("name"))
    with store.transaction():
        store.channels.unfollow(channel, who, now)
        for sid in sorted(message_rows(store, channel)):
            latest = store.sources.latest_row(sid)
            if latest is not None and not latest["removed"]:
                store.sources.remove_version(sid, "channel_remove", who, now)
                out.removed.append(sid)
    return out


def _label(row: dict[str, Any]) -> str:
    return f"#{row['name']} ({row['channel']})" if row.get("name") else str(row["channel"])


def resolve_channel(text: str, store: Store, env: tuple[str, ...] = ()) -> str | None:
    """A channel id from `<#C123|name>`, `C123`, `#name` or `name` of a channel followed or
    followed before (names are known only for channels added by name)."""
    found = channel_id(text)
    if found is not None:
        return found[0]
    name = text.strip().lstrip("#").lower()
    rows = [*channels(store, env), *removed_channels(store)]
    return next((str(r["channel"]) for r in rows if (r.get("name") or "").lower() == name), None)
