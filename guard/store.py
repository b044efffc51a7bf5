"""Persistent state in SQLite (through sqlite-utils): source versions, checks, send attempts,
the outbox, reviews, roles and the AI response cache.

Nothing is overwritten. A source edit appends a version; `reset` appends the seed back and
starts a new metrics epoch, so the audit trail survives it. The store sits behind this one
class so a shared database can replace SQLite when several instances run.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs
from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

from guard.errors import InputError, PermissionDenied, StaleVersionError
from guard.models import CheckResult, Role, Source
from guard.workspace import SEED_DIR, SourceEdit, Workspace, apply_edit, can_see, load_seed
from guard.workspace.sync import SyncSummary, fingerprint

migrations = Migrations("answerguard")

#: The shortest hash prefix that finds a check: enough that a guess does not land on one.
MIN_HASH_PREFIX = 8


@migrations()
def m001_initial(db: Database) -> None:
    db["source_versions"].create(
        {
            "id": int,
            "source_id": str,
            "version": int,
            "action": str,
            "who": str,
            "at": str,
            "removed": int,
            "body": str,
            "signals": str,
            "title": str,
            "kind": str,
        },
        pk="id",
    )
    db["source_versions"].create_index(["source_id", "id"])
    db["checks"].create(
        {
            "id": int,
            "check_hash": str,
            "ticket_id": str,
            "draft_hash": str,
            "draft": str,
            "rail": str,
            "role": str,
            "who": str,
            "at": str,
            "purpose": str,
            "decision": str,
            "reason_code": str,
            "result": str,
            "epoch": int,
        },
        pk="id",
    )
    db["checks"].create_index(["check_hash"])
    db["sends"].create(
        {
            "id": int,
            "check_hash": str,
            "ticket_id": str,
            "draft": str,
            "who": str,
            "at": str,
            "outcome": str,
            "decision": str,
            "idempotency_key": str,
            "epoch": int,
        },
        pk="id",
    )
    db.execute(
        "CREATE UNIQUE INDEX sends_idem_sent ON sends(idempotency_key) "
        "WHERE outcome = 'sent' AND idempotency_key IS NOT NULL"
    )
    db["outbox"].create(
        {
            "id": int,
            "ticket_id": str,
            "text": str,
            "who": str,
            "at": str,
            "check_hash": str,
            "send_id": int,
        },
        pk="id",
    )
    db["reviews"].create(
        {"id": int, "check_hash": str, "verdict": str, "who": str, "at": str, "epoch": int},
        pk="id",
    )
    db["roles"].create({"user_id": str, "role": str, "who": str, "at": str}, pk="user_id")
    db["ai_cache"].create({"key": str, "identity": str, "output": str, "at": str}, pk="key")
    db["meta"].create({"key": str, "value": str}, pk="key")
    db["meta"].insert({"key": "epoch", "value": "1"})


@migrations()
def m002_slack_threads(db: Database) -> None:
    """One thread per ticket in the inbox channel, agreed by every instance."""
    db["slack_threads"].create(
        {"channel": str, "ticket_id": str, "ts": str}, pk=("channel", "ticket_id")
    )


@migrations()
def m003_source_files(db: Database) -> None:
    """Which file content a seeded or imported version came from, so `import` can tell a
    changed file from an edit made in AnswerGuard since."""
    db["source_versions"].add_column("file_hash", str)


@migrations()
def m004_claim_index(db: Database) -> None:
    """Claims extracted when a source version is written (guard/index.py)."""
    db["claim_index"].create(
        {
            "source_id": str,
            "version": int,
            "extractor": str,
            "status": str,
            "topics": str,
            "extraction": str,
            "at": str,
        },
        pk=("source_id", "version", "extractor"),
    )


@migrations()
def m005_trust_loop(db: Database) -> None:
    """The trust loop (guard/trust): questions asked of owners, captured answers and their
    approvals, an audit trail of both, and questions `ask` could not answer."""
    db["trust_requests"].create(
        {
            "id": int,
            "topic": str,
            "scope": str,
            "question": str,
            "draft": str,
            "ticket_id": str,
            "check_hash": str,
            "reason_code": str,
            "asked_by": str,
            "asked_of": str,
            "asked_at": str,
            "status": str,
            "parent_id": int,
            "source_id": str,
            "note": str,
        },
        pk="id",
    )
    db["trust_answers"].create(
        {
            "source_id": str,
            "topic": str,
            "scope": str,
            "author": str,
            "certainty": str,
            "shareable": int,
            "confirmer": str,
            "request_id": int,
            "captured_at": str,
            "approved_by": str,
            "approved_at": str,
        },
        pk="source_id",
    )
    db["trust_events"].create(
        {
            "id": int,
            "at": str,
            "who": str,
            "kind": str,
            "source_id": str,
            "request_id": int,
            "detail": str,
        },
        pk="id",
    )
    db["trust_unanswered"].create(
        {
            "id": int,
            "topic": str,
            "question": str,
            "ticket_id": str,
            "reason_code": str,
            "who": str,
            "role": str,
            "at": str,
        },
        pk="id",
    )


@migrations()
def m006_conflict_entries(db: Database) -> None:
    """The Conflict Register's history (guard/conflicts.py): one row per time an entry was
    open, per role; closed with the change that closed it."""
    db["conflict_entries"].create(
        {
            "n": int,
            "role": str,
            "entry_id": str,
            "topic": str,
            "entry": str,
            "opened_at": str,
            "closed_at": str,
            "closed_by": str,
        },
        pk="n",
    )
    db["conflict_entries"].create_index(["role", "closed_at"])


@migrations()
def m007_slack_views(db: Database) -> None:
    """Whose modal each view id is: a view id in a payload is honoured only for its owner."""
    db["slack_views"].create({"view_id": str, "user": str, "at": str}, pk="view_id")


def may_review(role: Role) -> bool:
    """Who may review flags: ops leads. A review moves the false-alarm rate, so the people
    whose drafts were flagged do not grade the tool on them."""
    return role == "ops_lead"


@migrations()
def m008_exposure(db: Database) -> None:
    """Exposure replay (guard/trust/exposure.py): each replay of the outbox, and each sent
    reply the current sources contradict, once per outbox row (open, resolved, withdrawn)."""
    db["exposure_runs"].create(
        {
            "id": int,
            "at": str,
            "trigger": str,
            "who": str,
            "changes": str,
            "topics": str,
            "replayed": int,
            "found": str,
            "resolved": str,
            "withdrawn": str,
            "skipped": int,
        },
        pk="id",
    )
    db["exposures"].create(
        {
            "id": int,
            "outbox_id": int,
            "ticket_id": str,
            "role": str,
            "kind": str,
            "status": str,
            "entry": str,
            "source_ids": str,
            "found_at": str,
            "found_run": int,
            "updated_at": str,
            "last_run": int,
            "resolved_at": str,
            "resolved_by": str,
            "resolution": str,
        },
        pk="id",
    )
    db["exposures"].create_index(["outbox_id"], unique=True)
    db["exposures"].create_index(["status"])


@migrations()
def m009_settle_requests(db: Database) -> None:
    """Requests to settle a Conflict Register entry (guard/settle.py): who asked, when, the
    group DM and the pre-read's ts, and the "Settled" post once the entry closed."""
    db["settle_requests"].create(
        {
            "id": int,
            "role": str,
            "entry_n": int,
            "entry_id": str,
            "topic": str,
            "owners": str,
            "asked_by": str,
            "asked_at": str,
            "channel": str,
            "ts": str,
            "settled_at": str,
            "settled_ts": str,
            "settled_text": str,
        },
        pk="id",
    )
    db["settle_requests"].create_index(["entry_n"])


@migrations()
def m010_source_channels(db: Database) -> None:
    """Slack channels whose messages are sources (guard/channels.py), and where each such
    source came from: channel, ts, thread, author and permalink."""
    db["source_channels"].create({"channel": str, "name": str, "who": str, "at": str}, pk="channel")
    db["channel_messages"].create(
        {
            "source_id": str,
            "channel": str,
            "ts": str,
            "thread_ts": str,
            "author": str,
            "permalink": str,
        },
        pk="source_id",
    )
    db["channel_messages"].create_index(["channel"])


@migrations()
def m011_channel_cursors(db: Database) -> None:
    """Incremental channel syncs (guard/channel_sync.py): each channel's cursor (the newest
    message ts read from its history) and when it stopped being followed; each thread's
    newest reply and reply count as last read, so an unchanged thread is not read again."""
    table = db["source_channels"]
    for column in ("cursor", "removed_at", "removed_by"):
        table.add_column(column, str)  # type: ignore[union-attr]
    db["channel_threads"].create(
        {"channel": str, "thread_ts": str, "latest_reply": str, "reply_count": int},
        pk=("channel", "thread_ts"),
    )


@migrations()
def m012_check_topics(db: Database) -> None:
    """The topics of a stored check's claims (guard/trust/exposure.py), worked out once per
    check row (rows never change): a replay after a write then reads the checks of only the
    sent replies on the topics the write touched, not every check in the outbox."""
    db["check_topics"].create({"check_id": int, "topics": str}, pk="check_id")


@dataclass
class ResetSummary:
    """What a reset did: folder sources put back, other sources removed, and the captured
    owner answers it kept (or, asked to, removed)."""

    restored: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    kept_answers: list[str] = field(default_factory=list)
    dropped_answers: list[str] = field(default_factory=list)

    @property
    def changed(self) -> int:
        """How many sources got a new version."""
        return len(self.restored) + len(self.removed) + len(self.dropped_answers)


@dataclass(frozen=True)
class RemovedSource:
    """A removed source as it was when removed (its latest stored version)."""

    source: Source
    who: str
    at: datetime


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


def draft_hash(draft: str) -> str:
    return hashlib.sha256(draft.encode("utf-8")).hexdigest()[:16]


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat()


class Store:
    """All persistent state. Thread-safe: one connection guarded by a lock."""

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
        #: The latest workspace read from the database, with the sources revision it was
        #: read at: a check re-reads the sources only after a write (any process's) bumps it.
        self._ws_cache: tuple[str, Workspace] | None = None
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
        self.db = Database(conn)
        self._lock = threading.RLock()
        with self._lock:
            if migrations.pending(self.db):
                # Several processes may open a new file at once: the first migrates under
                # the write lock, the others wait for it and then find nothing pending.
                with self._tx():
                    migrations.apply(self.db)
        self._seed_missing()

    @contextmanager
    def _tx(self) -> Iterator[Database]:
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

    # --- metrics epoch ---------------------------------------------------------------------

    def epoch(self) -> int:
        return int(self._q("SELECT value FROM meta WHERE key = 'epoch'")[0]["value"])

    # --- the workspace -----------------------------------------------------------------------

    def _latest_rows(self) -> dict[str, dict[str, Any]]:
        rows = self._q(
            "SELECT * FROM source_versions WHERE id IN "
            "(SELECT MAX(id) FROM source_versions GROUP BY source_id)"
        )
        return {r["source_id"]: r for r in rows}

    @staticmethod
    def _row_source(row: dict[str, Any]) -> Source:
        return Source.model_validate(
            {
                "id": row["source_id"],
                "title": row["title"],
                "kind": row["kind"],
                "body": row["body"],
                "signals": json.loads(row["signals"]),
            }
        )

    def _seed_missing(self) -> None:
        """A new database is seeded from the workspace folder: one version per source
        (action `seed`). A source that already has a version is left alone, so an older
        database keeps its edits."""
        head = self.header()
        origin = (
            "seed"
            if head.root is not None and head.root == SEED_DIR.resolve()
            else str(head.root or "in-memory workspace")
        )
        with self._tx() as db:
            known = {
                r["source_id"] for r in db.query("SELECT DISTINCT source_id FROM source_versions")
            }
            rows = list(db.query("SELECT value FROM meta WHERE key = 'workspace'"))
            if rows and rows[0]["value"] != origin and known:
                raise InputError(
                    f"This database holds the workspace {rows[0]['value']}, not {origin}. Use "
                    "another ANSWERGUARD_DB for it (or unset ANSWERGUARD_DB: each workspace "
                    "gets its own database)."
                )
            db["meta"].upsert({"key": "workspace", "value": origin}, pk="key")
            if db["meta"].count_where("key = 'seeded'") and known:
                return
            base = self.base()
            now = datetime.now(UTC)
            for s in base.sources:
                if s.id not in known:
                    self._append(s, "seed", "answerguard", now, file_hash=fingerprint(base, s.id))
            db["meta"].upsert({"key": "seeded", "value": _iso(now)}, pk="key")

    def _ordered_latest(self) -> list[dict[str, Any]]:
        """Every source's latest version, in the order the sources first appeared."""
        return self._q(
            "SELECT v.* FROM source_versions v JOIN (SELECT source_id, MAX(id) AS last, "
            "MIN(id) AS first FROM source_versions GROUP BY source_id) g ON v.id = g.last "
            "ORDER BY g.first"
        )

    def sources_revision(self) -> str:
        """A counter every source write bumps (in its own transaction), in any process."""
        rows = self._q("SELECT value FROM meta WHERE key = 'sources_revision'")
        return str(rows[0]["value"]) if rows else "0"

    def workspace(self) -> Workspace:
        """Every source's latest stored version (removed ones left out), with the
        workspace folder's tickets and catalogue.

        Read from the database once per sources revision and then served from memory, so a
        check on thousands of sources costs one small query here. The sources are shared
        between callers: treat them as read-only (every edit path copies first)."""
        with self._lock:
            revision = self.sources_revision()  # before the rows: a later write re-reads
            head = self.header()
            cached = self._ws_cache
            if cached is not None and cached[0] == revision:
                ws = cached[1]
                if ws.catalogue is head.catalogue and ws.tickets is head.tickets:
                    return ws
                sources = ws.sources  # the folder was read again: same sources, its header
            else:
                latest = self._ordered_latest()
                sources = tuple(self._row_source(r) for r in latest if not r["removed"])
            ws = Workspace(
                sources=sources, tickets=head.tickets, catalogue=head.catalogue, root=head.root
            )
            self._ws_cache = (revision, ws)
            return ws

    def _current(self, source_id: str, role: Role) -> tuple[Source, bool]:
        """The source's latest state and whether it is removed; hidden sources are unknown."""
        row = self._latest_rows().get(source_id)
        current = self._row_source(row) if row is not None else None
        if current is None or not can_see(role, current):
            known = ", ".join(
                r["source_id"]
                for r in self._ordered_latest()
                if not r["removed"] and can_see(role, self._row_source(r))
            )
            raise InputError(f"Unknown source '{source_id}'. Known sources: {known}.")
        return current, bool(row["removed"])  # type: ignore[index]

    def _append(
        self,
        source: Source,
        action: str,
        who: str,
        now: datetime,
        removed: bool = False,
        file_hash: str | None = None,
    ) -> None:
        self.db.execute(
            "INSERT INTO meta (key, value) VALUES ('sources_revision', '1') ON CONFLICT(key) "
            "DO UPDATE SET value = CAST(value AS INTEGER) + 1"
        )
        self.db["source_versions"].insert(
            {
                "source_id": source.id,
                "version": source.signals.version,
                "action": action,
                "who": who,
                "at": _iso(now),
                "removed": int(removed),
                "body": source.body,
                "signals": source.signals.model_dump_json(by_alias=True),
                "title": source.title,
                "kind": source.kind,
                "file_hash": file_hash,
            }
        )

    def add_version(self, source: Source, action: str, who: str, now: datetime) -> Source:
        """Store the next version of an existing, not removed source (an approval: action
        `approve`). `source.signals.version` must be the current version + 1."""
        with self._tx():
            row = self._latest_rows().get(source.id)
            if row is None or row["removed"]:
                raise InputError(f"Unknown source '{source.id}'.")
            if source.signals.version != row["version"] + 1:
                raise StaleVersionError(
                    f"{source.id} changed meanwhile (now version {row['version']}); "
                    "nothing was saved, try again."
                )
            self._append(source, action, who, now)
        return source

    def latest_row(self, source_id: str) -> dict[str, Any] | None:
        """The source's latest stored version (removed or not), or None."""
        rows = self._q(
            "SELECT * FROM source_versions WHERE source_id = ? ORDER BY id DESC LIMIT 1",
            [source_id],
        )
        return rows[0] if rows else None

    def append_version(self, source: Source, action: str, who: str, now: datetime) -> Source:
        """The next version of a source, removed or not (a Slack message edited, or back):
        `source.signals.version` must be the current version + 1."""
        with self._tx():
            row = self.latest_row(source.id)
            if row is None:
                raise InputError(f"Unknown source '{source.id}'.")
            if source.signals.version != row["version"] + 1:
                raise StaleVersionError(f"{source.id} changed meanwhile; nothing was saved.")
            self._append(source, action, who, now)
        return source

    def remove_source_version(self, source_id: str, action: str, who: str, now: datetime) -> None:
        """Mark a source removed, as a new version that keeps its content."""
        with self._tx():
            row = self.latest_row(source_id)
            if row is None or row["removed"]:
                return
            gone = self._row_source(row)
            gone.signals.version += 1
            self._append(gone, action, who, now, removed=True)

    def transaction(self) -> AbstractContextManager[Database]:
        """One write transaction for a service over the store (guard/trust); nests."""
        return self._tx()

    def query(self, sql: str, params: tuple | list = ()) -> list[dict[str, Any]]:
        return self._q(sql, params)

    def edit_source(
        self,
        source_id: str,
        edit: SourceEdit,
        who: str,
        now: datetime,
        role: Role = "ops_lead",
        expect_version: int | None = None,
    ) -> Source | None:
        """Apply one edit as a new version. A save from a stale version is refused, and the
        error carries the user's text so nothing they wrote is lost."""
        return self.edit_source_many(source_id, [edit], who, now, role, expect_version)

    def edit_source_many(
        self,
        source_id: str,
        edits: list[SourceEdit],
        who: str,
        now: datetime,
        role: Role = "ops_lead",
        expect_version: int | None = None,
    ) -> Source | None:
        """Apply several edits of one source (a body and its signals, saved together from
        one form) in one transaction: each is its own version, and all or none are kept."""
        with self._tx():
            current, removed = self._current(source_id, role)
            if expect_version is not None and expect_version != current.signals.version:
                body = next((e.body for e in edits if e.body is not None), None)
                raise StaleVersionError(
                    f"{source_id} changed since you opened it (you edited version "
                    f"{expect_version}, it is now version {current.signals.version}). "
                    "Nothing was saved; reload it and apply your change again.",
                    user_text=body,
                )
            result: Source | None = current
            for edit in edits:
                if result is None and edit.action != "restore":
                    raise InputError(f"{source_id} was removed earlier in this save.")
                result, removed = self._apply_one(
                    current if result is None else result, removed, edit, who, now
                )
            return result

    def _apply_one(
        self, current: Source, removed: bool, edit: SourceEdit, who: str, now: datetime
    ) -> tuple[Source | None, bool]:
        if edit.action == "restore":
            if not removed:
                raise InputError(f"{current.id} is not removed, so there is nothing to restore.")
            restored = current.model_copy(deep=True)
            restored.signals.version += 1
            self._append(restored, "restore", who, now)
            return restored, False
        if removed:
            raise InputError(
                f"{current.id} is removed; restore it before editing it.", user_text=edit.body
            )
        if edit.action == "set" and edit.field == "visibility":
            raise InputError(
                "visibility comes from the seed data and cannot be changed by an edit."
            )
        new = apply_edit(current, edit, now)
        if new is None:  # remove: keep the content, mark it removed, as a new version
            gone = current.model_copy(deep=True)
            gone.signals.version += 1
            self._append(gone, "remove", who, now, removed=True)
            return None, True
        if edit.action == "set":
            new.signals.version += 1
        self._append(new, edit.action, who, now)
        return new, False

    def add_source(self, source: Source, who: str, now: datetime, *, action: str = "add") -> Source:
        """A brand-new source (action `add`, or `capture` for an owner's answer); an id that
        exists, even removed, is refused so no history is ever mixed up."""
        with self._tx():
            if source.id in self._latest_rows():
                raise InputError(
                    f"A source with id '{source.id}' exists already: edit it, or choose "
                    "another id with --id.",
                    user_text=source.body,
                )
            self._append(source, action, who, now)
        return source

    def removed_sources(self, role: Role = "ops_lead") -> list[RemovedSource]:
        """Every removed source's latest version (what a restore brings back), with who
        removed it and when, in the order the sources first appeared; only those `role`
        may see."""
        out: list[RemovedSource] = []
        for row in self._ordered_latest():
            if not row["removed"]:
                continue
            source = self._row_source(row)
            if can_see(role, source):
                out.append(
                    RemovedSource(source, str(row["who"]), datetime.fromisoformat(row["at"]))
                )
        return out

    def history(self, source_id: str, role: Role = "ops_lead") -> list[dict[str, Any]]:
        self._current(source_id, role)  # raises for unknown or hidden sources
        return self._q(
            "SELECT version, action, who, at, removed, body, signals FROM source_versions "
            "WHERE source_id = ? ORDER BY id",
            [source_id],
        )

    def bodies(
        self, wanted: Iterable[tuple[str, int]], role: Role = "ops_lead"
    ) -> dict[tuple[str, int], str]:
        """The stored bodies of these (source id, version) pairs; a version the store does not
        hold, a removal, or a source the role may not see is left out."""
        out: dict[tuple[str, int], str] = {}
        for sid, version in set(wanted):
            try:
                rows = self.history(sid, role)
            except InputError:
                continue
            for r in rows:
                if r["version"] == version and not r["removed"]:
                    out[(sid, version)] = str(r["body"])
        return out

    def reset(self, who: str, now: datetime, *, drop_answers: bool = False) -> ResetSummary:
        """Restore the workspace folder's sources and start a new metrics epoch.

        Appends seed copies rather than deleting versions, so the audit trail stays whole;
        version numbers keep counting up, so a save prepared before the reset is stale after it.
        A source the folder does not hold is removed, except an owner's answer captured
        through the trust loop (a row in `trust_answers`): that is knowledge a person gave
        and no file holds, so a reset meant to undo edits must not throw it away. With
        `drop_answers` they are removed too. Slack channels are read whole at their next sync
        (their cursors are cleared), so the messages a reset removed come back then.
        """
        base = self.base()
        summary = ResetSummary()
        with self._tx() as db:
            latest = self._latest_rows()
            answers = {r["source_id"] for r in db.query("SELECT source_id FROM trust_answers")}
            for s in base.sources:
                row = latest.get(s.id)
                if row is not None and not row["removed"] and _same(self._row_source(row), s):
                    continue
                fresh = s.model_copy(deep=True)
                fresh.signals.version = (row["version"] + 1) if row else s.signals.version
                self._append(fresh, "reset", who, now, file_hash=fingerprint(base, s.id))
                summary.restored.append(s.id)
            in_base = {s.id for s in base.sources}
            for sid, row in latest.items():
                if sid in in_base or row["removed"]:
                    continue
                if sid in answers and not drop_answers:
                    summary.kept_answers.append(sid)
                    continue
                gone = self._row_source(row)
                gone.signals.version += 1
                self._append(gone, "reset", who, now, removed=True)
                (summary.dropped_answers if sid in answers else summary.removed).append(sid)
            db.execute("UPDATE source_channels SET cursor = NULL")
            db.execute("DELETE FROM channel_threads")
            db["meta"].upsert({"key": "epoch", "value": str(self.epoch() + 1)}, pk="key")
            return summary

    def import_folder(self, who: str, now: datetime, base: Workspace | None = None) -> SyncSummary:
        """Sync the workspace folder into the store: a new file is a new source, a changed
        file a new version (action `import`), a deleted file a removal. Nothing is
        overwritten: an edit made here since the last import stays in the history, and a
        file that did not change since then leaves the edit in place."""
        base = base or self.base()
        summary = SyncSummary()
        with self._tx():
            latest = self._latest_rows()
            last_files = {
                r["source_id"]: r["file_hash"]
                for r in self._q(
                    "SELECT source_id, file_hash FROM source_versions WHERE id IN (SELECT "
                    "MAX(id) FROM source_versions WHERE file_hash IS NOT NULL GROUP BY source_id)"
                )
            }
            for s in base.sources:
                fp = fingerprint(base, s.id)
                row = latest.get(s.id)
                if row is None:
                    self._append(s, "import", who, now, file_hash=fp)
                    summary.added.append(s.id)
                    continue
                if last_files.get(s.id) == fp and not row["removed"]:
                    summary.unchanged.append(s.id)
                    continue
                if last_files.get(s.id) == fp and row["removed"]:
                    summary.unchanged.append(s.id)  # removed here on purpose; the file is as before
                    continue
                new = s.model_copy(deep=True)
                new.signals.version = row["version"] + 1
                self._append(new, "import", who, now, file_hash=fp)
                summary.changed.append(s.id)
            in_base = {s.id for s in base.sources}
            for sid, row in latest.items():
                if sid in in_base or row["removed"] or sid not in last_files:
                    continue
                gone = self._row_source(row)
                gone.signals.version += 1
                self._append(gone, "import", who, now, removed=True)
                summary.removed.append(sid)
        return summary

    # --- the claims index (guard/index.py) -------------------------------------------------

    def index_revision(self) -> str:
        """A counter every index write bumps, in any process."""
        rows = self._q("SELECT value FROM meta WHERE key = 'index_revision'")
        return str(rows[0]["value"]) if rows else "0"

    def index_rows(self, versions: list[tuple[str, int]]) -> list[dict[str, Any]]:
        """Index rows of these (source id, version) pairs, newest first per pair."""
        out: list[dict[str, Any]] = []
        for i in range(0, len(versions), 400):  # SQLite's bound-parameter limit
            chunk = versions[i : i + 400]
            where = " OR ".join("(source_id = ? AND version = ?)" for _ in chunk)
            params = [x for pair in chunk for x in pair]
            out += self._q(f"SELECT * FROM claim_index WHERE {where} ORDER BY at DESC", params)
        return out

    def index_light_rows(self) -> list[dict[str, Any]]:
        """Every index row without its extraction, newest first per source version."""
        return self._q(
            "SELECT source_id, version, extractor, status, topics FROM claim_index ORDER BY at DESC"
        )

    def index_extractions(self, keys: list[tuple[str, int, str]]) -> list[dict[str, Any]]:
        """The stored extractions of these (source id, version, extractor) rows."""
        out: list[dict[str, Any]] = []
        for i in range(0, len(keys), 300):  # SQLite's bound-parameter limit
            chunk = keys[i : i + 300]
            where = " OR ".join("(source_id = ? AND version = ? AND extractor = ?)" for _ in chunk)
            params = [x for k in chunk for x in k]
            out += self._q(
                f"SELECT source_id, version, extractor, extraction FROM claim_index WHERE {where}",
                params,
            )
        return out

    def unindexed(self, extractor: str) -> int:
        """How many current source versions have no index row by this extractor."""
        return int(
            self._q(
                "SELECT COUNT(*) AS n FROM source_versions v JOIN (SELECT MAX(id) AS last FROM "
                "source_versions GROUP BY source_id) g ON v.id = g.last WHERE v.removed = 0 AND "
                "NOT EXISTS (SELECT 1 FROM claim_index c WHERE c.source_id = v.source_id AND "
                "c.version = v.version AND c.extractor = ?)",
                [extractor],
            )[0]["n"]
        )

    def put_index_rows(self, rows: list[dict[str, Any]]) -> None:
        """Store index rows in one transaction, and bump the index revision with them."""
        with self._tx() as db:
            db["claim_index"].upsert_all(rows, pk=("source_id", "version", "extractor"))
            db.execute(
                "INSERT INTO meta (key, value) VALUES ('index_revision', '1') ON CONFLICT(key) "
                "DO UPDATE SET value = CAST(value AS INTEGER) + 1"
            )

    # --- checks, sends, outbox, reviews -------------------------------------------------------

    def record_check(
        self, result: CheckResult, draft: str, who: str, purpose: str = "check"
    ) -> int:
        payload = result.to_json()  # before the lock: a big result takes milliseconds to write
        with self._tx() as db:
            table = db["checks"]
            table.insert(
                {
                    "check_hash": result.check_hash,
                    "ticket_id": result.ticket_id,
                    "draft_hash": draft_hash(draft),
                    "draft": draft,
                    "rail": result.rail,
                    "role": result.role,
                    "who": who,
                    "at": _iso(result.decided_at),
                    "purpose": purpose,
                    "decision": result.decision,
                    "reason_code": result.reason_code,
                    "result": payload,
                    "epoch": self.epoch(),
                }
            )
            return int(table.last_pk)  # type: ignore[arg-type]

    def find_sent(self, idempotency_key: str) -> dict[str, Any] | None:
        rows = self._q(
            "SELECT * FROM sends WHERE idempotency_key = ? AND outcome = 'sent'",
            [idempotency_key],
        )
        return rows[0] if rows else None

    def record_send(
        self,
        result: CheckResult,
        draft: str,
        who: str,
        outcome: str,
        now: datetime,
        idempotency_key: str | None = None,
    ) -> tuple[int, bool]:
        """Store a send attempt (and the outbox row when sent). Returns (send id, duplicate):
        a second `sent` with the same idempotency key is refused by a unique index, so a
        double click can never send twice, even from two processes."""
        try:
            with self._tx() as db:
                sends = db["sends"]
                sends.insert(
                    {
                        "check_hash": result.check_hash,
                        "ticket_id": result.ticket_id,
                        "draft": draft,
                        "who": who,
                        "at": _iso(now),
                        "outcome": outcome,
                        "decision": result.decision,
                        "idempotency_key": idempotency_key,
                        "epoch": self.epoch(),
                    }
                )
                send_id = int(sends.last_pk)  # type: ignore[arg-type]
                if outcome == "sent":
                    db["outbox"].insert(
                        {
                            "ticket_id": result.ticket_id,
                            "text": draft,
                            "who": who,
                            "at": _iso(now),
                            "check_hash": result.check_hash,
                            "send_id": send_id,
                        }
                    )
                return send_id, False
        except sqlite3.IntegrityError:
            prior = self.find_sent(idempotency_key or "")
            return (int(prior["id"]) if prior else 0), True

    def outbox(self, ticket_id: str | None = None) -> list[dict[str, Any]]:
        if ticket_id:
            return self._q("SELECT * FROM outbox WHERE ticket_id = ? ORDER BY id", [ticket_id])
        return self._q("SELECT * FROM outbox ORDER BY id")

    def sent_replies(self) -> list[dict[str, Any]]:
        """Every outbox row, oldest first, with the ids of the checks it was sent on:
        `send_check`, the send gate's recheck (purpose `send`), and `any_check`, the latest
        check with its hash (for a row whose send has none)."""
        return self._q(
            "SELECT o.*, (SELECT MAX(c.id) FROM sends s JOIN checks c ON c.check_hash = "
            "s.check_hash AND c.purpose = 'send' WHERE s.id = o.send_id) AS send_check, "
            "(SELECT MAX(id) FROM checks WHERE check_hash = o.check_hash) AS any_check "
            "FROM outbox o ORDER BY o.id"
        )

    def check_results(self, ids: list[int]) -> dict[int, str]:
        """The stored CheckResult JSON of these check rows."""
        out: dict[int, str] = {}
        for i in range(0, len(ids), 400):  # SQLite's bound-parameter limit
            chunk = ids[i : i + 400]
            marks = ",".join("?" for _ in chunk)
            for r in self._q(f"SELECT id, result FROM checks WHERE id IN ({marks})", chunk):
                out[int(r["id"])] = str(r["result"])
        return out

    def check_topics(self) -> dict[int, frozenset[str]]:
        """Check row → the topics of its claims, for the checks worked out so far."""
        rows = self._q("SELECT check_id, topics FROM check_topics")
        return {int(r["check_id"]): frozenset((r["topics"] or "").split()) for r in rows}

    def put_check_topics(self, topics: dict[int, set[str]]) -> None:
        if topics:
            with self._tx() as db:
                db["check_topics"].upsert_all(
                    [{"check_id": k, "topics": " ".join(sorted(v))} for k, v in topics.items()],
                    pk="check_id",
                )

    def check_row(self, check_hash: str, who: str | None = None) -> dict[str, Any]:
        """The latest stored check with this hash, or a unique prefix of it of at least
        `MIN_HASH_PREFIX` characters (`%` and `_` are literal, not LIKE wildcards). With `who`,
        only checks that user made count, so a hash from someone else's button finds nothing:
        the same "no stored check" as a hash that never existed."""
        h = check_hash.strip()
        shown = h[:40] + ("…" if len(h) > 40 else "")
        if len(h) < MIN_HASH_PREFIX:
            raise InputError(
                f"'{shown}' is too short to find a check: give at least {MIN_HASH_PREFIX} "
                "characters of its hash. `answerguard flags` lists them."
            )
        pattern = h.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        sql, params = "SELECT * FROM checks WHERE check_hash LIKE ? ESCAPE '\\'", [pattern]
        if who is not None:
            sql, params = sql + " AND who = ?", [*params, who]
        rows = self._q(sql + " ORDER BY id DESC", params)
        hashes = {r["check_hash"] for r in rows}
        if not rows:
            raise InputError(f"No stored check '{shown}'. `answerguard flags` lists them.")
        if len(hashes) > 1:
            raise InputError(f"'{shown}' matches {len(hashes)} checks; give more of the hash.")
        return rows[0]

    def review(self, check_hash: str, verdict: str, who: str, now: datetime, *, role: Role) -> str:
        """Record a review of a flag, for a role that `may_review`."""
        if not may_review(role):
            raise PermissionDenied(
                "Only ops leads review flags (correct catch or false alarm). Nothing was recorded."
            )
        if verdict not in ("correct", "false-alarm", "false_alarm"):
            raise InputError(f"A review is 'correct' or 'false-alarm', not '{verdict}'.")
        row = self.check_row(check_hash)
        if row["decision"] not in ("CAUTION", "HOLD", "ESCALATE"):
            raise InputError(
                f"Check {row['check_hash']} was {row['decision']}, not a flag; only flags "
                "(CAUTION, HOLD, ESCALATE) are reviewed."
            )
        with self._tx() as db:
            db["reviews"].insert(
                {
                    "check_hash": row["check_hash"],
                    "verdict": verdict.replace("-", "_"),
                    "who": who,
                    "at": _iso(now),
                    "epoch": self.epoch(),
                }
            )
        return str(row["check_hash"])

    def flags(self, limit: int = 50) -> list[dict[str, Any]]:
        """Flagged checks of this epoch, newest first, each with its latest review."""
        return self._q(
            "SELECT c.check_hash, c.ticket_id, c.draft, c.decision, c.reason_code, c.role, c.rail, "
            "MAX(c.at) AS at, "
            " (SELECT verdict FROM reviews r WHERE r.check_hash = c.check_hash AND r.epoch = ? "
            "  ORDER BY r.id DESC LIMIT 1) AS review "
            "FROM checks c WHERE c.epoch = ? AND c.decision IN ('CAUTION', 'HOLD', 'ESCALATE') "
            "GROUP BY c.check_hash ORDER BY MAX(c.id) DESC LIMIT ?",
            [self.epoch(), self.epoch(), limit],
        )

    def recent_checks(self, limit: int = 10, who: str | None = None) -> list[dict[str, Any]]:
        where, params = ("WHERE epoch = ?", [self.epoch()])
        if who:
            where, params = where + " AND who = ?", [*params, who]
        return self._q(
            f"SELECT check_hash, ticket_id, draft, decision, reason_code, at, who, role, rail "
            f"FROM checks "
            f"{where} ORDER BY id DESC LIMIT ?",
            [*params, limit],
        )

    def counts(self) -> dict[str, int]:
        """Raw numbers for the impact metrics in this epoch."""
        e = self.epoch()
        drafts = self._q(
            "SELECT COUNT(*) AS n FROM (SELECT DISTINCT ticket_id, draft_hash FROM checks "
            "WHERE epoch = ?)",
            [e],
        )[0]["n"]
        # One per (ticket, draft, check): clicking Send again on a blocked reply is the same
        # intercept, not another one.
        intercepts = self._q(
            "SELECT COUNT(*) AS n FROM (SELECT DISTINCT ticket_id, draft, check_hash FROM sends "
            "WHERE epoch = ? AND outcome = 'blocked')",
            [e],
        )[0]["n"]
        reviewed = self._q(
            "SELECT verdict FROM reviews WHERE id IN (SELECT MAX(id) FROM reviews "
            "WHERE epoch = ? GROUP BY check_hash)",
            [e],
        )
        return {
            "drafts_checked": int(drafts),
            "intercepts": int(intercepts),
            "reviewed": len(reviewed),
            "false_alarms": sum(1 for r in reviewed if r["verdict"] == "false_alarm"),
        }

    # --- roles (Slack) ------------------------------------------------------------------------

    def role_of(self, user_id: str) -> Role | None:
        rows = self._q("SELECT role FROM roles WHERE user_id = ?", [user_id])
        return rows[0]["role"] if rows else None

    def set_role(self, user_id: str, role: Role, who: str, now: datetime) -> None:
        with self._tx() as db:
            db["roles"].upsert(
                {"user_id": user_id, "role": role, "who": who, "at": _iso(now)}, pk="user_id"
            )

    # --- Slack inbox threads ----------------------------------------------------------------------

    def thread_ts(self, channel: str, ticket_id: str) -> str | None:
        rows = self._q(
            "SELECT ts FROM slack_threads WHERE channel = ? AND ticket_id = ?", [channel, ticket_id]
        )
        return str(rows[0]["ts"]) if rows else None

    def claim_thread(self, channel: str, ticket_id: str, ts: str) -> str:
        """Record `ts` as the ticket's thread unless another instance got there first; returns
        the thread to use (the primary key settles a race between two first sends)."""
        with self._tx() as db:
            db.execute(
                "INSERT OR IGNORE INTO slack_threads (channel, ticket_id, ts) VALUES (?, ?, ?)",
                [channel, ticket_id, ts],
            )
        return self.thread_ts(channel, ticket_id) or ts

    # --- the Conflict Register's history (guard/conflicts.py) ---------------------------------

    def source_changes_since(self, after: int) -> list[dict[str, Any]]:
        """Source versions written after row `after`, oldest first (who, what, which), each
        with whether it removed the source and the version it followed (`before_version`,
        `before_removed`; None for a new source): what the claims index needs to say which
        topics a change touched."""
        return self._q(
            "SELECT c.id, c.source_id, c.version, c.action, c.who, c.at, c.signals, c.removed, "
            "p.version AS before_version, p.removed AS before_removed FROM source_versions c "
            "LEFT JOIN source_versions p ON p.id = (SELECT MAX(id) FROM source_versions "
            "WHERE source_id = c.source_id AND id < c.id) WHERE c.id > ? ORDER BY c.id",
            [after],
        )

    def register_watermark(self) -> int:
        rows = self._q("SELECT value FROM meta WHERE key = 'register_watermark'")
        return int(rows[0]["value"]) if rows else 0

    def conflict_rows(self, role: str, open_only: bool = False) -> list[dict[str, Any]]:
        where = " AND closed_at IS NULL" if open_only else ""
        return self._q(f"SELECT * FROM conflict_entries WHERE role = ?{where} ORDER BY n", [role])

    def save_register(
        self,
        role: str,
        opened: list[tuple[str, str, str]],
        updated: list[tuple[int, str]],
        closed: list[tuple[int, str]],
        now: datetime,
    ) -> None:
        """One role's register diff in one transaction: `opened` (entry id, topic, entry
        JSON), `updated` (row, entry JSON), `closed` (row, closedBy JSON)."""
        with self._tx() as db:
            for entry_id, topic, entry in opened:
                db["conflict_entries"].insert(
                    {
                        "role": role,
                        "entry_id": entry_id,
                        "topic": topic,
                        "entry": entry,
                        "opened_at": _iso(now),
                        "closed_at": None,
                        "closed_by": None,
                    }
                )
            for n, entry in updated:
                db["conflict_entries"].update(n, {"entry": entry})
            for n, closed_by in closed:
                db["conflict_entries"].update(n, {"closed_at": _iso(now), "closed_by": closed_by})

    def meta_value(self, key: str) -> str | None:
        rows = self._q("SELECT value FROM meta WHERE key = ?", [key])
        return str(rows[0]["value"]) if rows else None

    def set_meta_value(self, key: str, value: str) -> None:
        with self._tx() as db:
            db["meta"].upsert({"key": key, "value": value}, pk="key")

    def set_register_watermark(self, last: int) -> None:
        with self._tx() as db:
            db["meta"].upsert({"key": "register_watermark", "value": str(last)}, pk="key")

    def register_state(self) -> str | None:
        """What the register was last tracked with (guard/conflicts.py), as it was stored."""
        return self.meta_value("register_state")

    def set_register_tracked(self, last: int | None, state: str) -> None:
        """After a register update: the last source version it saw (None: unchanged) and
        what it was computed with, in one transaction, so a later update never pairs one
        run's watermark with another run's state."""
        with self._tx() as db:
            if last is not None:
                db["meta"].upsert({"key": "register_watermark", "value": str(last)}, pk="key")
            db["meta"].upsert({"key": "register_state", "value": state}, pk="key")

    # --- Slack modals and their owners ----------------------------------------------------------

    def remember_view(self, view_id: str, user: str, now: datetime) -> None:
        """Record that we opened `view_id` for `user`. Slack never reuses a view id, so the
        first owner stays the owner."""
        with self._tx() as db:
            db.execute(
                "INSERT OR IGNORE INTO slack_views (view_id, user, at) VALUES (?, ?, ?)",
                [view_id, user, _iso(now)],
            )

    def view_owner(self, view_id: str) -> str | None:
        rows = self._q("SELECT user FROM slack_views WHERE view_id = ?", [view_id])
        return str(rows[0]["user"]) if rows else None

    # --- the AI response cache -------------------------------------------------------------------

    def get(self, key: str) -> dict | None:
        rows = self._q("SELECT output FROM ai_cache WHERE key = ?", [key])
        return json.loads(rows[0]["output"]) if rows else None

    def put(self, key: str, identity: dict, output: dict) -> None:
        with self._tx() as db:
            db["ai_cache"].upsert(
                {
                    "key": key,
                    "identity": json.dumps(identity, sort_keys=True),
                    "output": json.dumps(output, sort_keys=True),
                    "at": _iso(datetime.now(UTC)),
                },
                pk="key",
            )


def _same(a: Source, b: Source) -> bool:
    """The same content and signals, whatever the version number."""
    da = a.model_dump(mode="json")
    db = b.model_dump(mode="json")
    da["signals"].pop("version")
    db["signals"].pop("version")
    return da == db
