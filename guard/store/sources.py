"""Source versions: the workspace as stored, and every change to a source.

Nothing is overwritten: an edit, a removal or a restore appends a version (who, when, which
action), so the history of a source is its rows in `source_versions`. The workspace a check
reads is every source's latest version, cached per sources revision (a counter each write
bumps), so a check on thousands of sources costs one small query after the first.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from guard.errors import InputError, StaleVersionError
from guard.kb.workspace import SourceEdit, Workspace, apply_edit, can_see
from guard.models import Role, Source
from guard.store.base import Repo, StoreBase, _iso


@dataclass(frozen=True)
class RemovedSource:
    """A removed source as it was when removed (its latest stored version)."""

    source: Source
    who: str
    at: datetime


class SourceVersions(Repo):
    """Reading the stored sources and appending their versions."""

    def __init__(self, conn: StoreBase) -> None:
        super().__init__(conn)
        #: The latest workspace read from the database, with the sources revision it was
        #: read at: a check re-reads the sources only after a write (any process's) bumps it.
        self._ws_cache: tuple[str, Workspace] | None = None

    def base(self) -> Workspace:
        """The workspace folder this database is seeded from and synced with."""
        return self._conn.base()

    def header(self) -> Workspace:
        """The folder's catalogue and tickets without its sources (checks read the sources
        from the database): reading thousands of files is for seeding and `import` only."""
        return self._conn.header()

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
                "frontmatter": json.loads(row.get("frontmatter") or "{}"),
            }
        )

    def _ordered_latest(self) -> list[dict[str, Any]]:
        """Every source's latest version, in the order the sources first appeared."""
        return self._q(
            "SELECT v.* FROM source_versions v JOIN (SELECT source_id, MAX(id) AS last, "
            "MIN(id) AS first FROM source_versions GROUP BY source_id) g ON v.id = g.last "
            "ORDER BY g.first"
        )

    def revision(self) -> str:
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
            revision = self.revision()  # before the rows: a later write re-reads
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
        if row is None or current is None or not can_see(role, current):
            known = ", ".join(
                r["source_id"]
                for r in self._ordered_latest()
                if not r["removed"] and can_see(role, self._row_source(r))
            )
            raise InputError(f"Unknown source '{source_id}'. Known sources: {known}.")
        return current, bool(row["removed"])

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
                "frontmatter": json.dumps(source.frontmatter) if source.frontmatter else None,
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

    def remove_version(self, source_id: str, action: str, who: str, now: datetime) -> None:
        """Mark a source removed, as a new version that keeps its content."""
        with self._tx():
            row = self.latest_row(source_id)
            if row is None or row["removed"]:
                return
            gone = self._row_source(row)
            gone.signals.version += 1
            self._append(gone, action, who, now, removed=True)

    def edit(
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
        return self.edit_many(source_id, [edit], who, now, role, expect_version)

    def edit_many(
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

    def add(self, source: Source, who: str, now: datetime, *, action: str = "add") -> Source:
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

    def removed(self, role: Role = "ops_lead") -> list[RemovedSource]:
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

    def latest_signals(self) -> list[dict[str, Any]]:
        """Every source's latest version's signals JSON (removed or not)."""
        return self._q(
            "SELECT source_id, signals FROM source_versions WHERE id IN "
            "(SELECT MAX(id) FROM source_versions GROUP BY source_id)"
        )

    def ids(self) -> set[str]:
        """Every source id ever stored, removed ones too (a new id must be none of them)."""
        return {r["source_id"] for r in self._q("SELECT DISTINCT source_id FROM source_versions")}

    def versions(self, source_id: str) -> list[dict[str, Any]]:
        """Every stored version of the source, oldest first, without its body (whoever may
        see it: the callers check roles)."""
        return self._q(
            "SELECT version, action, who, at, removed, signals FROM source_versions "
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
