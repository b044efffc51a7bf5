"""The Conflict Register's history (guard/crosscheck/conflicts.py): one row per time an entry was open,
per role, and the watermark and state the register was last updated with.

The register updates only the topics a write touched, so it must know which source versions
it has seen (`register_watermark`) and what it computed with (`register_state`); both are
stored together so another process never pairs one run's watermark with another's state.

The settle requests made for its rows (guard/crosscheck/settle.py) live here too: a request is claimed
with a conditional update, so one instance posts "Settled".
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from guard.store.base import Repo, _iso


class RegisterRepo(Repo):
    """Reading and writing `conflict_entries`, the register's meta values and the settle
    requests."""

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

    def watermark(self) -> int:
        rows = self._q("SELECT value FROM meta WHERE key = 'register_watermark'")
        return int(rows[0]["value"]) if rows else 0

    def rows(self, role: str, open_only: bool = False) -> list[dict[str, Any]]:
        where = " AND closed_at IS NULL" if open_only else ""
        return self._q(f"SELECT * FROM conflict_entries WHERE role = ?{where} ORDER BY n", [role])

    def save(
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

    def set_watermark(self, last: int) -> None:
        with self._tx() as db:
            db["meta"].upsert({"key": "register_watermark", "value": str(last)}, pk="key")

    def state(self) -> str | None:
        """What the register was last tracked with (guard/crosscheck/conflicts.py), as it was stored."""
        return self._conn.meta_value("register_state")

    def set_tracked(self, last: int | None, state: str) -> None:
        """After a register update: the last source version it saw (None: unchanged) and
        what it was computed with, in one transaction, so a later update never pairs one
        run's watermark with another run's state."""
        with self._tx() as db:
            if last is not None:
                db["meta"].upsert({"key": "register_watermark", "value": str(last)}, pk="key")
            db["meta"].upsert({"key": "register_state", "value": state}, pk="key")

    # --- settle requests (guard/crosscheck/settle.py) ------------------------------------------------

    def settle_request_for(self, entry_n: int) -> dict[str, Any] | None:
        """The latest settle request made for this register row, if any."""
        rows = self._q(
            "SELECT * FROM settle_requests WHERE entry_n = ? ORDER BY id DESC LIMIT 1", [entry_n]
        )
        return rows[0] if rows else None

    def settle_requests(self) -> list[dict[str, Any]]:
        return self._q("SELECT * FROM settle_requests ORDER BY id")

    def add_settle_request(self, row: dict[str, Any]) -> int:
        with self._tx() as db:
            table = db["settle_requests"]
            table.insert(row)
            return int(table.last_pk)  # type: ignore[arg-type]

    def closed_settle_rows(self) -> list[dict[str, Any]]:
        """Requests whose register row closed and whose "Settled" post is not claimed yet,
        each with the row's entry, `closed_at` and `closed_by` (prefixed `c_`)."""
        return self._q(
            "SELECT r.*, c.entry AS c_entry, c.closed_at AS c_closed_at, "
            "c.closed_by AS c_closed_by FROM settle_requests r JOIN conflict_entries c "
            "ON c.n = r.entry_n WHERE c.closed_at IS NOT NULL AND r.settled_at IS NULL "
            "ORDER BY r.id"
        )

    def claim_settle(self, request_id: int, now: datetime) -> bool:
        """Take the right to post "Settled" for a request: a conditional update, so one
        instance wins."""
        with self._tx() as db:
            cur = db.execute(
                "UPDATE settle_requests SET settled_at = ? WHERE id = ? AND settled_at IS NULL",
                [_iso(now), request_id],
            )
            return cur.rowcount == 1

    def release_settle(self, request_id: int) -> None:
        with self._tx() as db:
            db.execute(
                "UPDATE settle_requests SET settled_at = NULL WHERE id = ? AND settled_ts IS NULL",
                [request_id],
            )

    def mark_settle_posted(self, request_id: int, ts: str, text: str) -> None:
        with self._tx() as db:
            db["settle_requests"].update(request_id, {"settled_ts": ts, "settled_text": text})
