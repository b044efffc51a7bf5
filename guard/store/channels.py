"""Slack channels as sources (guard/kb/channels.py, guard/kb/channel_list.py, guard/kb/channel_sync.py):
the channels followed (`source_channels`, with each one's sync cursor), the state of each
thread read (`channel_threads`) and where each message source came from
(`channel_messages`, with its permalink).

The message sources themselves are source versions like any other (guard/store/sources.py);
this is only the bookkeeping a sync needs to read a channel from where it stopped.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from guard.store.base import Repo, _iso


class ChannelsRepo(Repo):
    """Followed channels, their cursors and threads, and their messages' origins."""

    # --- the channels followed ---------------------------------------------------------------

    def rows(self) -> list[dict[str, Any]]:
        """Every channel ever added (removed ones too), first added first."""
        return self._q("SELECT * FROM source_channels ORDER BY at")

    def removed(self) -> list[dict[str, Any]]:
        """Channels no longer followed, first removed first."""
        return self._q(
            "SELECT * FROM source_channels WHERE removed_at IS NOT NULL ORDER BY removed_at"
        )

    def follow(self, channel: str, name: str | None, who: str, now: datetime) -> bool:
        """Follow a channel; False if it is followed already. A channel followed before and
        removed is followed again and read whole at its next sync (its cursor and threads
        forgotten), in the same transaction."""
        with self._tx() as db:
            rows = list(db.query("SELECT * FROM source_channels WHERE channel = ?", [channel]))
            if rows and not rows[0]["removed_at"]:
                return False
            row = {"channel": channel, "name": name, "who": who, "at": _iso(now)}
            if rows:
                db["source_channels"].update(
                    channel,
                    {
                        **row,
                        "name": name or rows[0]["name"],
                        "removed_at": None,
                        "removed_by": None,
                        "cursor": None,
                    },
                )
                self.forget(channel)
            else:
                db["source_channels"].insert(row)
            return True

    def ensure(self, channel: str, now: datetime) -> None:
        """Give a channel named only in the environment its row."""
        with self._tx() as db:
            if not db["source_channels"].count_where("channel = ?", [channel]):
                db["source_channels"].insert(
                    {"channel": channel, "name": None, "who": "environment", "at": _iso(now)}
                )

    def unfollow(self, channel: str, who: str, now: datetime) -> None:
        """Mark the channel removed (who, when) and forget where its sync stopped."""
        with self._tx() as db:
            self.ensure(channel, now)
            db["source_channels"].update(
                channel, {"removed_at": _iso(now), "removed_by": who, "cursor": None}
            )
            self.forget(channel)

    # --- where a sync stopped ------------------------------------------------------------------

    def cursor(self, channel: str) -> str | None:
        rows = self._q("SELECT cursor FROM source_channels WHERE channel = ?", [channel])
        return str(rows[0]["cursor"]) if rows and rows[0]["cursor"] else None

    def set_cursor(self, channel: str, newest: str) -> None:
        with self._tx() as db:
            db.execute("UPDATE source_channels SET cursor = ? WHERE channel = ?", [newest, channel])

    def threads(self, channel: str) -> list[dict[str, Any]]:
        """The channel's threads as last read (`thread_ts`, `latest_reply`, `reply_count`)."""
        return self._q("SELECT * FROM channel_threads WHERE channel = ?", [channel])

    def put_threads(self, channel: str, threads: dict[str, tuple[str | None, int]]) -> None:
        """Each thread read: ts → (its latest reply, its reply count)."""
        with self._tx() as db:
            db["channel_threads"].upsert_all(
                [
                    {
                        "channel": channel,
                        "thread_ts": ts,
                        "latest_reply": latest,
                        "reply_count": count,
                    }
                    for ts, (latest, count) in threads.items()
                ],
                pk=("channel", "thread_ts"),
            )

    def forget(self, channel: str) -> None:
        """The next sync of this channel reads it whole."""
        with self._tx() as db:
            db.execute("UPDATE source_channels SET cursor = NULL WHERE channel = ?", [channel])
            db.execute("DELETE FROM channel_threads WHERE channel = ?", [channel])

    # --- the messages read ---------------------------------------------------------------------

    def messages(self, channel: str) -> dict[str, dict[str, Any]]:
        """Source id → where the message came from, for this channel's message sources."""
        rows = self._q("SELECT * FROM channel_messages WHERE channel = ?", [channel])
        return {r["source_id"]: r for r in rows}

    def remember_message(self, row: dict[str, Any]) -> None:
        """Where a message source came from: source_id, channel, ts, thread_ts, author,
        permalink."""
        with self._tx() as db:
            db["channel_messages"].upsert(row, pk="source_id")

    def permalinks(self, source_ids: Iterable[str]) -> dict[str, str | None]:
        """Source id → the permalink kept for it, for those that are channel messages."""
        wanted = list(dict.fromkeys(source_ids))
        if not wanted:
            return {}
        marks = ",".join("?" for _ in wanted)
        rows = self._q(
            f"SELECT source_id, permalink FROM channel_messages WHERE source_id IN ({marks})",
            wanted,
        )
        return {str(r["source_id"]): r["permalink"] for r in rows}
