"""Bearer keys for the JSON API (`answerguard apikey`, web/api/).

A key is shown once, when it is made, and only its SHA-256 is stored: a copy of the database
holds nothing that works as a key. A key is random (256 bits), so a plain hash is enough; a
slow password hash would only slow every request. Each key acts as one role, so the
permission filter applies to everything it asks, and a request may narrow that role, never
widen it (`acting_role`).
"""

from __future__ import annotations

import hashlib
import secrets
import sqlite3
from datetime import datetime
from typing import Any

from guard.errors import InputError, PermissionDenied
from guard.models import Role
from guard.store.base import Repo, _iso, inserted_id
from guard.store.checks import may_view

#: Every key starts with this, so a leaked one is recognisable (secret scanners, logs).
KEY_PREFIX = "agk_"
#: How much of a key names it in `apikey list` and the log: the prefix and 8 random characters.
SHOWN_CHARS = len(KEY_PREFIX) + 8


def key_hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def acting_role(key_role: Role, requested: Role | None) -> Role:
    """The role a request acts as: the key's, or a narrower one the request names. A role
    may act as one whose checks it may view (an ops lead as a support agent), never the
    other way: a support agent's key asking for ops sources is refused, not quietly served."""
    if requested is None or requested == key_role:
        return key_role
    if not may_view(key_role, requested):
        raise PermissionDenied(
            f"This API key acts as {key_role}; a request may narrow its role, not widen it to "
            f"{requested}. Create a key with `answerguard apikey create --role {requested}`."
        )
    return requested


class ApiKeysRepo(Repo):
    """Creating, finding, listing and revoking API keys."""

    def create(self, role: Role, name: str, who: str, now: datetime) -> tuple[str, int]:
        """A new key for `role`: returns (the key, its row id). The key itself is never
        stored, so this is the only time anyone sees it."""
        for _ in range(5):  # a clash of 48-bit public prefixes is astronomically rare
            key = KEY_PREFIX + secrets.token_urlsafe(32)
            try:
                with self._tx() as db:
                    table = db["api_keys"]
                    table.insert(
                        {
                            "prefix": key[:SHOWN_CHARS],
                            "key_hash": key_hash(key),
                            "role": role,
                            "name": name,
                            "who": who,
                            "created_at": _iso(now),
                            "revoked_at": None,
                        }
                    )
                    return key, inserted_id(table)
            except sqlite3.IntegrityError:
                continue
        raise InputError("Could not make a unique API key; try again.")  # pragma: no cover

    def find(self, key: str) -> dict[str, Any] | None:
        """The working (not revoked) key's row, or None for an unknown or revoked key."""
        if not key.startswith(KEY_PREFIX):
            return None
        rows = self._q(
            "SELECT id, prefix, role, name FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL",
            [key_hash(key)],
        )
        return rows[0] if rows else None

    def all(self) -> list[dict[str, Any]]:
        """Every key, oldest first, without its hash."""
        return self._q(
            "SELECT id, prefix, role, name, who, created_at, revoked_at FROM api_keys ORDER BY id"
        )

    def revoke(self, ref: str, now: datetime) -> dict[str, Any]:
        """Revoke the key named by its shown prefix or its name; it stops working at once,
        in every process (each request looks the key up)."""
        ref = ref.strip()
        rows = self._q(
            "SELECT id, prefix, role, name, revoked_at FROM api_keys WHERE prefix = ? OR name = ?",
            [ref, ref],
        )
        if not rows:
            raise InputError(f"No API key '{ref[:40]}'. `answerguard apikey list` shows them.")
        if len(rows) > 1:
            raise InputError(
                f"{len(rows)} API keys are named '{ref[:40]}': revoke one by its prefix "
                "(`answerguard apikey list`)."
            )
        row = rows[0]
        if row["revoked_at"] is None:
            with self._tx() as db:
                db.execute(
                    "UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL",
                    [_iso(now), row["id"]],
                )
        return self._q(
            "SELECT id, prefix, role, name, revoked_at FROM api_keys WHERE id = ?", [row["id"]]
        )[0]
