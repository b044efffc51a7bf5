"""The store's connection: where the database lives, opening and migrating it, the write
transaction every writer takes, plain queries, and the `meta` table's values.

Every other part of the store (guard/store/*.py) is a repository over one `StoreBase`
(`Repo`), so they all share one connection, one lock and one way to write: `_tx`, which takes
SQLite's write lock up front (`BEGIN IMMEDIATE`) so that writers from several processes queue
instead of failing.
"""

from __future__ import annotations

import hashlib
import os
import re
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs
from sqlite_utils import Database
from sqlite_utils.db import Table

from guard.errors import InputError
from guard.kb.workspace import Workspace, load_seed
from guard.store.migrations import migrations


def default_db_path(workspace: Path | None = None) -> Path:
    """ANSWERGUARD_DB, else one database per workspace folder in the user's data directory
    (the seed keeps the plain name), so two knowledge bases never share one history."""
    env = os.environ.get("ANSWERGUARD_DB")
    if env:
        return Path(env)
    data = Path(platformdirs.user_data_dir("answerguard"))
    if workspace is None:
        return data / "answerguard.db"
    root = workspace.expanduser().resolve()
    slug = re.sub(r"[^a-z0-9]+", "-", root.name.lower()).strip("-") or "workspace"
    return data / "workspaces" / f"{slug}-{hashlib.sha256(str(root).encode()).hexdigest()[:8]}.db"


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat()


class Tables(Database):
    """sqlite-utils' Database where `db[name]` is always a Table: the store creates no views,
    so every name is a table (a view's name raises NoTable). sqlite-utils types `db[name]` as
    `Table | View`, which every insert and update would otherwise have to narrow."""

    def __getitem__(self, table_name: str) -> Table:
        return self.table(table_name)


def inserted_id(table: Table) -> int:
    """The id of the row `table` just inserted. sqlite-utils types `last_pk` as optional (it is
    None before any insert), and every caller reads it right after its own insert."""
    if table.last_pk is None:
        raise RuntimeError(f"no row was inserted into {table.name}")
    return int(table.last_pk)


class StoreBase:
    """One SQLite connection guarded by a lock, migrated when opened. Seeding a new database
    from its workspace folder is `Store`'s last step (guard/store/folder.py)."""

    def __init__(
        self,
        path: Path | str | None = None,
        base: Callable[[], Workspace] = load_seed,
        header: Callable[[], Workspace] | None = None,
    ) -> None:
        #: The workspace folder this database is seeded from and synced with.
        self.base = base
        #: The folder's catalogue and tickets without its sources (checks read the sources
        #: from here): reading thousands of files is for seeding and `import` only.
        self.header = header or base
        if path == ":memory:":
            conn = sqlite3.connect(":memory:", check_same_thread=False)
        else:
            p = Path(path) if path is not None else default_db_path()
            try:
                p.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(str(p), check_same_thread=False, timeout=30)
                conn.execute("PRAGMA journal_mode=WAL")
            except (OSError, sqlite3.Error) as e:
                raise InputError(
                    f"Cannot open the database at {p} ({e}). Set ANSWERGUARD_DB to a writable "
                    "file path."
                ) from e
        self.db = Tables(conn)
        self._lock = threading.RLock()
        with self._lock:
            if migrations.pending(self.db):
                # Several processes may open a new file at once: the first migrates under
                # the write lock, the others wait for it and then find nothing pending.
                with self._tx():
                    migrations.apply(self.db)

    @contextmanager
    def _tx(self) -> Iterator[Tables]:
        """One write transaction that takes the write lock up front (`BEGIN IMMEDIATE`).

        A deferred `BEGIN` that reads first and writes later cannot wait in WAL mode: if
        another connection wrote in between, the upgrade to a write fails at once with
        "database is locked" and the busy timeout never applies. Taking the lock first makes
        every writer queue for up to the timeout instead. Nested calls become savepoints.
        """
        with self._lock:
            conn = self.db.conn
            if conn.in_transaction:
                with self.db.atomic():
                    yield self.db
                return
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                conn.rollback()
                raise
            try:
                conn.execute("COMMIT")
            except BaseException:
                conn.rollback()
                raise

    def _q(self, sql: str, params: tuple | list = ()) -> list[dict[str, Any]]:
        with self._lock:
            return list(self.db.query(sql, params))

    def file(self) -> str | None:
        """The database file, or None for a database in memory."""
        rows = self._q("PRAGMA database_list")
        main = next((r for r in rows if r.get("name") == "main"), None)
        return str(main["file"]) if main and main.get("file") else None

    def transaction(self) -> AbstractContextManager[Tables]:
        """One write transaction around several repository calls (a unit of work: guard/trust
        checks and writes in one state of the history); nests. Services outside guard/store
        never use the database it yields (tests/test_store_boundary.py)."""
        return self._tx()

    def query(self, sql: str, params: tuple | list = ()) -> list[dict[str, Any]]:
        """A plain read, for tests and one-off inspection; the product reads through the
        repositories (tests/test_store_boundary.py keeps SQL inside guard/store)."""
        return self._q(sql, params)

    # --- meta values -------------------------------------------------------------------------

    def epoch(self) -> int:
        return int(self._q("SELECT value FROM meta WHERE key = 'epoch'")[0]["value"])

    def meta_value(self, key: str) -> str | None:
        rows = self._q("SELECT value FROM meta WHERE key = ?", [key])
        return str(rows[0]["value"]) if rows else None

    def set_meta_value(self, key: str, value: str) -> None:
        with self._tx() as db:
            db["meta"].upsert({"key": key, "value": value}, pk="key")


class Repo:
    """One aggregate's reads and writes over the store's shared connection: the same lock,
    the same `BEGIN IMMEDIATE` writes, so a repository's writes nest inside
    `Store.transaction()` like any other."""

    def __init__(self, conn: StoreBase) -> None:
        self._conn = conn

    @property
    def db(self) -> Tables:
        return self._conn.db

    @property
    def _lock(self) -> threading.RLock:
        return self._conn._lock

    def _tx(self) -> AbstractContextManager[Tables]:
        return self._conn._tx()

    def _q(self, sql: str, params: tuple | list = ()) -> list[dict[str, Any]]:
        return self._conn._q(sql, params)

    def epoch(self) -> int:
        """The current metrics epoch (`reset` moves it on)."""
        return self._conn.epoch()
