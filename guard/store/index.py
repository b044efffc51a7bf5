"""The claims index's rows (guard/kb/index.py): each source version's claims, extracted once
when the version is written, keyed by the extractor that read them.

Apart from the source versions because the index is derived from them (`answerguard reindex`
reads everything again) and keeps its own revision counter, which every index write bumps.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from guard.store.base import Repo, inserted_id


def _when(raw: str | None) -> datetime | None:
    """A stored ISO instant (naive read as UTC), or None."""
    if not raw:
        return None
    try:
        at = datetime.fromisoformat(raw)
    except ValueError:
        return None
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


class IndexRepo(Repo):
    """Reading and writing `claim_index`."""

    def revision(self) -> str:
        """A counter every index write bumps, in any process."""
        rows = self._q("SELECT value FROM meta WHERE key = 'index_revision'")
        return str(rows[0]["value"]) if rows else "0"

    def rows(self, versions: list[tuple[str, int]]) -> list[dict[str, Any]]:
        """Index rows of these (source id, version) pairs, newest first per pair."""
        out: list[dict[str, Any]] = []
        for i in range(0, len(versions), 400):  # SQLite's bound-parameter limit
            chunk = versions[i : i + 400]
            where = " OR ".join("(source_id = ? AND version = ?)" for _ in chunk)
            params = [x for pair in chunk for x in pair]
            out += self._q(f"SELECT * FROM claim_index WHERE {where} ORDER BY at DESC", params)
        return out

    def light_rows(self) -> list[dict[str, Any]]:
        """Every index row without its extraction, newest first per source version."""
        return self._q(
            "SELECT source_id, version, extractor, status, topics, at FROM claim_index "
            "ORDER BY at DESC"
        )

    def extractions(self, keys: list[tuple[str, int, str]]) -> list[dict[str, Any]]:
        """The stored extractions of these (source id, version, extractor) rows."""
        out: list[dict[str, Any]] = []
        for i in range(0, len(keys), 300):  # SQLite's bound-parameter limit
            chunk = keys[i : i + 300]
            where = " OR ".join("(source_id = ? AND version = ? AND extractor = ?)" for _ in chunk)
            params = [x for k in chunk for x in k]
            out += self._q(
                "SELECT source_id, version, extractor, extraction, at FROM claim_index "
                f"WHERE {where}",
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

    def put_rows(self, rows: list[dict[str, Any]]) -> None:
        """Store index rows in one transaction, and bump the index revision with them."""
        with self._tx() as db:
            db["claim_index"].upsert_all(rows, pk=("source_id", "version", "extractor"))
            db.execute(
                "INSERT INTO meta (key, value) VALUES ('index_revision', '1') ON CONFLICT(key) "
                "DO UPDATE SET value = CAST(value AS INTEGER) + 1"
            )

    # --- unread versions and their retries (guard/kb/index_retry.py) ------------------------

    def unread_rows(self, extractor: str) -> list[dict[str, Any]]:
        """The current source versions this extractor's index rows say were not read
        (`failed`, `rejected`, `silent`), each with when it was last tried: its latest
        attempt, else when its row was written. Oldest attempt first."""
        rows = self._q(
            "SELECT c.source_id, c.version, c.status, c.at, (SELECT MAX(a.at) FROM "
            "index_attempts a WHERE a.source_id = c.source_id AND a.version = c.version AND "
            "a.extractor = c.extractor) AS tried FROM claim_index c JOIN source_versions v ON "
            "v.source_id = c.source_id AND v.version = c.version JOIN (SELECT MAX(id) AS last "
            "FROM source_versions GROUP BY source_id) g ON v.id = g.last WHERE v.removed = 0 "
            "AND c.extractor = ? AND c.status != 'read'",
            [extractor],
        )
        out = [
            {
                **r,
                "last_tried": _when(r.pop("tried"))
                or _when(r["at"])
                or datetime.min.replace(tzinfo=UTC),
            }
            for r in rows
        ]
        return sorted(out, key=lambda r: (r["last_tried"], r["source_id"]))

    def record_attempts(self, rows: list[dict[str, Any]]) -> None:
        """Record attempts as they were made: {source_id, version, extractor, at, status}."""
        if rows:
            with self._tx() as db:
                db["index_attempts"].insert_all(rows)

    def claim_retry(
        self, source_id: str, version: int, extractor: str, now: datetime, every: timedelta | None
    ) -> int | None:
        """Take the right to read this version again at `now`: the attempt's id, or None when
        its last attempt (or, with none recorded, its row) is less than `every` before `now`.
        Checked and recorded in one write transaction, so two processes never both retry
        one version within the interval. `every=None` retries whatever the interval."""
        with self._tx() as db:
            row = db.execute(
                "SELECT MAX(at) FROM index_attempts WHERE source_id = ? AND version = ? AND "
                "extractor = ?",
                [source_id, version, extractor],
            ).fetchone()
            last = _when(row[0] if row else None)
            if last is None:
                written = db.execute(
                    "SELECT at FROM claim_index WHERE source_id = ? AND version = ? AND "
                    "extractor = ?",
                    [source_id, version, extractor],
                ).fetchone()
                last = _when(written[0] if written else None)
            if every is not None and last is not None and now < last + every:
                return None
            return inserted_id(
                db["index_attempts"].insert(
                    {
                        "source_id": source_id,
                        "version": version,
                        "extractor": extractor,
                        "at": now.astimezone(UTC).isoformat(),
                        "status": "trying",
                    }
                )
            )

    def finish_attempt(self, attempt: int, status: str) -> None:
        """How a retry ended: read, failed, rejected or silent."""
        with self._tx() as db:
            db.execute("UPDATE index_attempts SET status = ? WHERE id = ?", [status, attempt])
