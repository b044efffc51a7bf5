"""The claims index's rows (guard/index.py): each source version's claims, extracted once
when the version is written, keyed by the extractor that read them.

Apart from the source versions because the index is derived from them (`answerguard reindex`
reads everything again) and keeps its own revision counter, which every index write bumps.
"""

from __future__ import annotations

from typing import Any

from guard.store.base import StoreBase


class IndexMixin(StoreBase):
    """Reading and writing `claim_index`."""

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
