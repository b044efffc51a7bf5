"""A `limits` storage in the SQLite database, so the live-AI limits hold across processes.

`limits` ships memory (one process) and network storages (Redis, Memcached, MongoDB), none
for SQLite. The bot and every CLI process on one database already share that file, so the
moving-window counters live there too: one row per request taken, in its own table
(`rate_limit_entries`, created on first use), each `acquire_entry` one `BEGIN IMMEDIATE`
transaction so two processes never both take the last slot. Registered as
`answerguard+sqlite:///path/to.db`.

It lives in guard/store because it is SQL (tests/test_store_boundary.py); guard/quota.py
reaches it through guard/quota_sqlite.py.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path
from typing import ClassVar

from limits.storage import MovingWindowSupport, Storage

SCHEME = "answerguard+sqlite"

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS rate_limit_entries (key TEXT NOT NULL, at REAL NOT NULL)",
    "CREATE INDEX IF NOT EXISTS rate_limit_entries_key_at ON rate_limit_entries (key, at)",
)


class SQLiteStorage(Storage, MovingWindowSupport):
    """Moving-window counters in a SQLite file (the fixed window's `incr` is supported too,
    as the count of live entries, so every `limits` call works)."""

    STORAGE_SCHEME: ClassVar[list[str]] = [SCHEME]  # type: ignore[misc]  # limits declares it per instance

    def __init__(self, uri: str, wrap_exceptions: bool = False, **options: float | str | bool):
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        path = uri.split("://", 1)[1]
        if not path or path == "/":
            raise ValueError("give the database file, e.g. answerguard+sqlite:///path/to.db")
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(path, timeout=30, check_same_thread=False)
        self._conn.isolation_level = None  # transactions are explicit
        self._lock = threading.Lock()
        with self._lock:
            self._conn.execute("PRAGMA journal_mode=WAL")
            for sql in _SCHEMA:
                self._conn.execute(sql)

    @property
    def base_exceptions(self) -> type[Exception] | tuple[type[Exception], ...]:
        return sqlite3.Error

    def _count(self, key: str, since: float) -> tuple[int, float | None]:
        row = self._conn.execute(
            "SELECT COUNT(*), MIN(at) FROM rate_limit_entries WHERE key = ? AND at > ?",
            (key, since),
        ).fetchone()
        return int(row[0]), row[1]

    def acquire_entry(self, key: str, limit: int, expiry: int, amount: int = 1) -> bool:
        if amount > limit:
            return False
        now = time.time()
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                self._conn.execute(
                    "DELETE FROM rate_limit_entries WHERE key = ? AND at <= ?", (key, now - expiry)
                )
                count, _ = self._count(key, now - expiry)
                ok = count + amount <= limit
                if ok:
                    self._conn.executemany(
                        "INSERT INTO rate_limit_entries (key, at) VALUES (?, ?)",
                        [(key, now)] * amount,
                    )
                self._conn.execute("COMMIT")
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
        return ok

    def get_moving_window(self, key: str, limit: int, expiry: int) -> tuple[float, int]:
        now = time.time()
        with self._lock:
            count, oldest = self._count(key, now - expiry)
        return (oldest if oldest is not None else now), count

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        now = time.time()
        with self._lock:
            self._conn.executemany(
                "INSERT INTO rate_limit_entries (key, at) VALUES (?, ?)", [(key, now)] * amount
            )
            return self._count(key, now - expiry)[0]

    def get(self, key: str) -> int:
        with self._lock:
            return int(
                self._conn.execute(
                    "SELECT COUNT(*) FROM rate_limit_entries WHERE key = ?", (key,)
                ).fetchone()[0]
            )

    def get_expiry(self, key: str) -> float:
        with self._lock:
            row = self._conn.execute(
                "SELECT MAX(at) FROM rate_limit_entries WHERE key = ?", (key,)
            ).fetchone()
        return float(row[0]) if row and row[0] is not None else time.time()

    def check(self) -> bool:
        try:
            with self._lock:
                self._conn.execute("SELECT 1").fetchone()
            return True
        except sqlite3.Error:
            return False

    def reset(self) -> int | None:
        with self._lock:
            cur = self._conn.execute("DELETE FROM rate_limit_entries")
            return cur.rowcount

    def clear(self, key: str) -> None:
        with self._lock:
            self._conn.execute("DELETE FROM rate_limit_entries WHERE key = ?", (key,))


def uri_for(db_file: str) -> str:
    """The storage URI for a database file."""
    return f"{SCHEME}://{db_file}"
