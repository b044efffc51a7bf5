"""Exposure replay's tables (guard/trust/exposure/): each sent reply the sources no longer
support (`exposures`) and each replay run (`exposure_runs`).

What counts as an exposure, and when one is withdrawn or resolved, is decided in
guard/trust/exposure; a run writes its findings here inside one `Store.transaction()`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from guard.store.base import Repo


class ExposureRepo(Repo):
    """Exposures and replay runs."""

    def rows(self, *, include_closed: bool = True) -> list[dict[str, Any]]:
        """Exposures (only the open ones unless `include_closed`), newest sent first."""
        where = "" if include_closed else "WHERE status = 'open'"
        return self._q(f"SELECT * FROM exposures {where} ORDER BY outbox_id DESC")

    def open_for(self, tickets: Iterable[str]) -> list[dict[str, Any]]:
        """The open exposures of these tickets."""
        wanted = list(tickets)
        marks = ",".join("?" for _ in wanted)
        return self._q(
            f"SELECT * FROM exposures WHERE status = 'open' AND ticket_id IN ({marks})", wanted
        )

    def add(self, row: dict[str, Any]) -> int:
        with self._tx() as db:
            table = db["exposures"]
            table.insert(row)
            return int(table.last_pk)  # type: ignore[arg-type]

    def update(self, exposure_id: int, fields: dict[str, Any]) -> None:
        with self._tx() as db:
            db["exposures"].update(exposure_id, fields)

    def add_run(self, row: dict[str, Any]) -> int:
        with self._tx() as db:
            runs = db["exposure_runs"]
            runs.insert(row)
            return int(runs.last_pk)  # type: ignore[arg-type]

    def update_run(self, run_id: int, fields: dict[str, Any]) -> None:
        with self._tx() as db:
            db["exposure_runs"].update(run_id, fields)

    def runs(self, limit: int = 20) -> list[dict[str, Any]]:
        """The latest runs, newest first."""
        return self._q("SELECT * FROM exposure_runs ORDER BY id DESC LIMIT ?", [limit])
