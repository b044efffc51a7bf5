"""What the Slack app keeps so that any instance can serve any request: each user's role,
the inbox thread of each ticket, and who owns each modal it opened.

Each is settled by a primary key (`INSERT OR IGNORE`), so two instances racing to claim a
thread or a view agree on the first.
"""

from __future__ import annotations

from datetime import datetime

from guard.models import Role
from guard.store.base import Repo, _iso


class SlackRepo(Repo):
    """Roles, inbox threads and modal owners."""

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
