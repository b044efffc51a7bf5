"""Reading exposures back, per role, and resolving one by hand.

A support agent sees only the exposures replayed as a support agent that rest on sources
everyone may see, so an ops-only source (or an ops lead's send) never reaches them.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from guard.errors import InputError
from guard.models import Role
from guard.store import Store
from guard.trust.exposure.models import Exposure, _iso


class ReadingMixin:
    """Listing, fetching and resolving stored exposures; the run log."""

    store: Store

    # --- reading ----------------------------------------------------------------------------

    def exposures(
        self,
        role: Role = "ops_lead",
        *,
        include_closed: bool = False,
        since: datetime | None = None,
    ) -> list[Exposure]:
        """Exposures `role` may see, newest sent first. A support agent sees only those
        replayed as a support agent and resting on sources everyone may see: an exposure
        built on an ops-only source (or an ops lead's send) never reaches them."""
        rows = self.store.exposures.rows(include_closed=include_closed)
        hidden = self._hidden_from(role)
        out: list[Exposure] = []
        for r in rows:
            if role != "ops_lead" and (
                r["role"] != role or set((r["source_ids"] or "").split()) & hidden
            ):
                continue
            e = self._row(r)
            if since is not None and datetime.fromisoformat(e.sent_at) < since:
                continue
            out.append(e)
        return out

    def get(self, exposure_id: int, role: Role = "ops_lead") -> Exposure:
        found = [e for e in self.exposures(role, include_closed=True) if e.id == exposure_id]
        if not found:
            raise InputError(f"No exposure #{exposure_id}. `answerguard exposure` lists them.")
        return found[0]

    def resolve(self, exposure_id: int, who: str, now: datetime, note: str = "") -> Exposure:
        """Mark an exposure fixed by hand (the customer was corrected another way)."""
        e = self.get(exposure_id)
        if e.status != "open":
            raise InputError(f"Exposure #{exposure_id} is already {e.status}.")
        self.store.exposures.update(
            exposure_id,
            {
                "status": "resolved",
                "resolved_at": _iso(now),
                "resolved_by": who,
                "resolution": note.strip() or "Marked resolved.",
                "updated_at": _iso(now),
            },
        )
        return self.get(exposure_id)

    def runs(self, limit: int = 20) -> list[dict[str, Any]]:
        return self.store.exposures.runs(limit)

    # --- helpers ----------------------------------------------------------------------------

    @staticmethod
    def _row(r: dict[str, Any]) -> Exposure:
        return Exposure.model_validate(
            {
                **json.loads(r["entry"]),
                "id": r["id"],
                "status": r["status"],
                "foundAt": r["found_at"],
                "updatedAt": r["updated_at"],
                "resolvedAt": r["resolved_at"],
                "resolvedBy": r["resolved_by"],
                "resolution": r["resolution"],
            }
        )

    def _hidden_from(self, role: Role) -> set[str]:
        """Source ids whose latest stored version `role` may not see (removed or not)."""
        if role == "ops_lead":
            return set()
        rows = self.store.sources.latest_signals()
        return {
            r["source_id"]
            for r in rows
            if json.loads(r["signals"]).get("visibility", "everyone") != "everyone"
        }
