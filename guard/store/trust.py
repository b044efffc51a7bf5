"""The trust loop's tables (guard/trust/): questions put to owners (`trust_requests`), the
answers they gave (`trust_answers`), the questions nobody answered (`trust_unanswered`) and
the loop's audit trail (`trust_events`).

The rules (who may approve, what a capture needs) stay in guard/trust; this is only how
those rows are read and written. A service that must check and write in one state of the
history wraps these calls in `Store.transaction()`: each write here nests in it.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from guard.store.base import Repo, _iso


def _with_scope(row: dict[str, Any]) -> dict[str, Any]:
    """A row with its stored scope JSON read back into a dict."""
    return {**row, "scope": json.loads(row["scope"] or "{}")}


class TrustRepo(Repo):
    """Requests, answers, unanswered questions and events."""

    # --- the audit trail -----------------------------------------------------------------------

    def add_event(
        self,
        kind: str,
        who: str,
        now: datetime,
        source_id: str | None,
        request_id: int | None,
        detail: dict[str, Any],
    ) -> None:
        with self._tx() as db:
            db["trust_events"].insert(
                {
                    "at": _iso(now),
                    "who": who,
                    "kind": kind,
                    "source_id": source_id,
                    "request_id": request_id,
                    "detail": json.dumps(detail, sort_keys=True, ensure_ascii=False),
                }
            )

    def events(self, source_id: str | None = None) -> list[dict[str, Any]]:
        """The events, oldest first; with `source_id`, only that source's."""
        if source_id is None:
            return self._q("SELECT * FROM trust_events ORDER BY id")
        return self._q("SELECT * FROM trust_events WHERE source_id = ? ORDER BY id", [source_id])

    # --- questions put to owners -----------------------------------------------------------

    def add_request(self, row: dict[str, Any]) -> int:
        """Store a question (its scope as a dict); returns its id."""
        with self._tx() as db:
            table = db["trust_requests"]
            table.insert({**row, "scope": json.dumps(row["scope"], sort_keys=True)})
            return int(table.last_pk)  # type: ignore[arg-type]

    def request(self, request_id: int) -> dict[str, Any] | None:
        """The question with its scope as a dict, or None."""
        rows = self._q("SELECT * FROM trust_requests WHERE id = ?", [request_id])
        return _with_scope(dict(rows[0])) if rows else None

    def update_request(self, request_id: int, **fields: Any) -> None:
        """Set a question's status, note or the source that answered it."""
        with self._tx() as db:
            db["trust_requests"].update(request_id, fields)

    def asked_of(self, topic: str) -> list[str]:
        """Everyone asked about `topic` so far, first asked first."""
        rows = self._q(
            "SELECT asked_of, MIN(id) AS first FROM trust_requests WHERE topic = ? "
            "GROUP BY asked_of ORDER BY first",
            [topic],
        )
        return [str(r["asked_of"]) for r in rows]

    # --- captured answers ----------------------------------------------------------------------

    def add_answer(self, row: dict[str, Any]) -> None:
        """Store a captured answer's row (its scope as a dict)."""
        with self._tx() as db:
            db["trust_answers"].insert({**row, "scope": json.dumps(row["scope"], sort_keys=True)})

    def answer(self, source_id: str) -> dict[str, Any] | None:
        """The captured answer behind this source, with its scope as a dict, or None."""
        rows = self._q("SELECT * FROM trust_answers WHERE source_id = ?", [source_id])
        return _with_scope(dict(rows[0])) if rows else None

    def set_approved(self, source_id: str, who: str, now: datetime) -> None:
        with self._tx() as db:
            db["trust_answers"].update(source_id, {"approved_by": who, "approved_at": _iso(now)})

    def answers(self) -> list[dict[str, Any]]:
        """Every captured answer, newest first, each with its scope as a dict."""
        rows = self._q("SELECT * FROM trust_answers ORDER BY captured_at DESC, source_id DESC")
        return [_with_scope(r) for r in rows]

    # --- questions nobody answered -----------------------------------------------------------

    def add_unanswered(self, row: dict[str, Any]) -> int:
        """Record a question no source answered; returns its id."""
        with self._tx() as db:
            table = db["trust_unanswered"]
            table.insert(row)
            return int(table.last_pk)  # type: ignore[arg-type]

    def unanswered(self, row_id: int) -> dict[str, Any] | None:
        rows = self._q("SELECT * FROM trust_unanswered WHERE id = ?", [row_id])
        return dict(rows[0]) if rows else None

    def all_unanswered(self) -> list[dict[str, Any]]:
        """Every recorded unanswered question, oldest first."""
        return self._q("SELECT * FROM trust_unanswered ORDER BY id")
