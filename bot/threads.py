"""Which thread in the inbox channel belongs to which ticket.

Sent replies go into one thread per ticket, so every instance must agree on the thread's
timestamp: the mapping lives in the store's SQLite file (its own small table, opened with
its own short-lived connections), not in process memory. A UNIQUE key settles a race
between two first sends: the loser adopts the winner's thread.
"""

from __future__ import annotations

import sqlite3
import threading
from contextlib import closing

from guard.store import Store

_DDL = (
    "CREATE TABLE IF NOT EXISTS slack_threads ("
    " channel TEXT NOT NULL, ticket_id TEXT NOT NULL, ts TEXT NOT NULL,"
    " PRIMARY KEY (channel, ticket_id))"
)


class ThreadIndex:
    def __init__(self, store: Store) -> None:
        row = store.db.conn.execute("PRAGMA database_list").fetchone()
        self._path: str | None = (row[2] if row else "") or None
        #: Only for an in-memory store, which is single-process by nature.
        self._memory: dict[tuple[str, str], str] = {}
        self._lock = threading.Lock()
        if self._path:
            with closing(self._connect()) as conn, conn:
                conn.execute(_DDL)

    def _connect(self) -> sqlite3.Connection:
        assert self._path is not None
        return sqlite3.connect(self._path, timeout=30)

    def get(self, channel: str, ticket_id: str) -> str | None:
        if not self._path:
            with self._lock:
                return self._memory.get((channel, ticket_id))
        with closing(self._connect()) as conn:
            row = conn.execute(
                "SELECT ts FROM slack_threads WHERE channel = ? AND ticket_id = ?",
                (channel, ticket_id),
            ).fetchone()
        return row[0] if row else None

    def claim(self, channel: str, ticket_id: str, ts: str) -> str:
        """Record `ts` as the ticket's thread unless another instance got there first;
        returns the thread to use."""
        if not self._path:
            with self._lock:
                return self._memory.setdefault((channel, ticket_id), ts)
        with closing(self._connect()) as conn, conn:
            conn.execute(
                "INSERT OR IGNORE INTO slack_threads (channel, ticket_id, ts) VALUES (?, ?, ?)",
                (channel, ticket_id, ts),
            )
            row = conn.execute(
                "SELECT ts FROM slack_threads WHERE channel = ? AND ticket_id = ?",
                (channel, ticket_id),
            ).fetchone()
        return str(row[0])
