"""The workspace folder and the store: seeding a new database, `import` and `reset`.

The folder is where sources start; the store is where they change. These three are the only
writes that read the folder's files, and each appends versions like any edit (actions
`seed`, `import`, `reset`), so the audit trail stays whole.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from guard.errors import InputError
from guard.kb.workspace import SEED_DIR, Workspace
from guard.kb.workspace.stamps import FileStamp, dump_stamps, load_stamps
from guard.kb.workspace.sync import SyncSummary, fingerprint
from guard.models import Source
from guard.store.base import _iso
from guard.store.sources import SourceVersions

#: meta key: the source files the database last took from the folder (guard/kb/workspace/
#: stamps.py), written by seeding, `import` and `reset`.
FOLDER_FILES = "folder_files"


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


class SourcesRepo(SourceVersions):
    """The sources aggregate: its versions (guard/store/sources.py) and syncing them with
    the workspace folder."""

    def _seed_missing(self, seed: bool = True) -> None:
        """A new database is seeded from the workspace folder: one version per source
        (action `seed`). A source that already has a version is left alone, so an older
        database keeps its edits. Without `seed` the database is only bound to the folder
        (the `import` about to run writes its sources, action `import`)."""
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
            if not seed or (db["meta"].count_where("key = 'seeded'") and known):
                return
            base = self.base()
            now = datetime.now(UTC)
            for s in base.sources:
                if s.id not in known:
                    self._append(s, "seed", "answerguard", now, file_hash=fingerprint(base, s.id))
            db["meta"].upsert({"key": "seeded", "value": _iso(now)}, pk="key")
            self._record_files(base)

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
            self._record_files(base)
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
            if not self.db["meta"].count_where("key = 'seeded'"):
                # The folder is in: a later start must not seed the database from it again.
                self.db["meta"].upsert({"key": "seeded", "value": _iso(now)}, pk="key")
            self._record_files(base)
        return summary

    def _record_files(self, base: Workspace) -> None:
        """Remember the folder's files as this write took them in, so a later command can
        say which ones changed since. A folder with no source file records none, so a file
        added later is new; a workspace built in memory (no folder) records nothing."""
        if base.root is not None:
            self.db["meta"].upsert(
                {"key": FOLDER_FILES, "value": dump_stamps(base.files)}, pk="key"
            )

    def folder_files(self) -> dict[str, FileStamp] | None:
        """The source files the database last took from its folder, or None when it never
        recorded them (a database imported before they were)."""
        return load_stamps(self._conn.meta_value(FOLDER_FILES))


def _same(a: Source, b: Source) -> bool:
    """The same content and signals, whatever the version number."""
    da = a.model_dump(mode="json")
    db = b.model_dump(mode="json")
    da["signals"].pop("version")
    db["signals"].pop("version")
    return da == db
