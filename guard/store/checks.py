"""Checks, send attempts, the outbox and reviews: the send gate's storage
(guard/send.py) and the impact metrics' raw numbers (guard/metrics.py).

The send path is `record`, `find_sent`, `record_send` and `outbox` (the mutation
tests' scope: docs/mutation.md). A send is idempotent through a unique index on the sent
rows' idempotency keys, so a double click never sends twice, even from two processes. The
counts read only the current metrics epoch, which `reset` moves on.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from guard.errors import InputError, PermissionDenied
from guard.fold import draft_key
from guard.models import CheckResult, Role
from guard.store.base import Repo, _iso, inserted_id

#: The shortest hash prefix that finds a check: enough that a guess does not land on one.
MIN_HASH_PREFIX = 8


def may_review(role: Role) -> bool:
    """Who may review flags: ops leads. A review moves the false-alarm rate, so the people
    whose drafts were flagged do not grade the tool on them."""
    return role == "ops_lead"


def may_view(viewer: Role, made_for: Role) -> bool:
    """Whether `viewer` may see a stored check made for the role `made_for`: its evidence
    was filtered for that role, so a check made for an ops lead can quote sources an agent
    may not see."""
    return viewer == "ops_lead" or made_for == viewer


def draft_hash(draft: str) -> str:
    return hashlib.sha256(draft.encode("utf-8")).hexdigest()[:16]


class ChecksRepo(Repo):
    """Writing and reading checks, sends, the outbox and reviews."""

    def record(self, result: CheckResult, draft: str, who: str, purpose: str = "check") -> int:
        payload = result.to_json()  # before the lock: a big result takes milliseconds to write
        with self._tx() as db:
            table = db["checks"]
            table.insert(
                {
                    "check_hash": result.check_hash,
                    "ticket_id": result.ticket_id,
                    "draft_hash": draft_hash(draft),
                    "draft": draft,
                    "rail": result.rail,
                    "role": result.role,
                    "who": who,
                    "at": _iso(result.decided_at),
                    "purpose": purpose,
                    "decision": result.decision,
                    "reason_code": result.reason_code,
                    "result": payload,
                    "epoch": self.epoch(),
                }
            )
            return inserted_id(table)

    def find_sent(self, idempotency_key: str) -> dict[str, Any] | None:
        rows = self._q(
            "SELECT * FROM sends WHERE idempotency_key = ? AND outcome = 'sent'",
            [idempotency_key],
        )
        return rows[0] if rows else None

    def record_send(
        self,
        result: CheckResult,
        draft: str,
        who: str,
        outcome: str,
        now: datetime,
        idempotency_key: str | None = None,
    ) -> tuple[int, bool]:
        """Store a send attempt (and the outbox row when sent). Returns (send id, duplicate):
        a second `sent` with the same idempotency key is refused by a unique index, so a
        double click can never send twice, even from two processes."""
        try:
            with self._tx() as db:
                sends = db["sends"]
                sends.insert(
                    {
                        "check_hash": result.check_hash,
                        "ticket_id": result.ticket_id,
                        "draft": draft,
                        "who": who,
                        "at": _iso(now),
                        "outcome": outcome,
                        "decision": result.decision,
                        "idempotency_key": idempotency_key,
                        "epoch": self.epoch(),
                    }
                )
                send_id = inserted_id(sends)
                if outcome == "sent":
                    db["outbox"].insert(
                        {
                            "ticket_id": result.ticket_id,
                            "text": draft,
                            "who": who,
                            "at": _iso(now),
                            "check_hash": result.check_hash,
                            "send_id": send_id,
                        }
                    )
                return send_id, False
        except sqlite3.IntegrityError:
            prior = self.find_sent(idempotency_key or "")
            return (int(prior["id"]) if prior else 0), True

    def outbox(self, ticket_id: str | None = None) -> list[dict[str, Any]]:
        if ticket_id:
            return self._q("SELECT * FROM outbox WHERE ticket_id = ? ORDER BY id", [ticket_id])
        return self._q("SELECT * FROM outbox ORDER BY id")

    def last_sent(self) -> int:
        """The newest outbox row's id; 0 before anything was sent."""
        return int(self._q("SELECT MAX(id) AS n FROM outbox")[0]["n"] or 0)

    def sent_replies(self) -> list[dict[str, Any]]:
        """Every outbox row, oldest first, with the ids of the checks it was sent on:
        `send_check`, the send gate's recheck (purpose `send`), and `any_check`, the latest
        check with its hash (for a row whose send has none)."""
        return self._q(
            "SELECT o.*, (SELECT MAX(c.id) FROM sends s JOIN checks c ON c.check_hash = "
            "s.check_hash AND c.purpose = 'send' WHERE s.id = o.send_id) AS send_check, "
            "(SELECT MAX(id) FROM checks WHERE check_hash = o.check_hash) AS any_check "
            "FROM outbox o ORDER BY o.id"
        )

    def results(self, ids: list[int]) -> dict[int, str]:
        """The stored CheckResult JSON of these check rows."""
        out: dict[int, str] = {}
        for i in range(0, len(ids), 400):  # SQLite's bound-parameter limit
            chunk = ids[i : i + 400]
            marks = ",".join("?" for _ in chunk)
            for r in self._q(f"SELECT id, result FROM checks WHERE id IN ({marks})", chunk):
                out[int(r["id"])] = str(r["result"])
        return out

    def mentioning(self, codes: Iterable[str]) -> list[dict[str, Any]]:
        """Every check whose stored result names one of these reason codes (as a JSON
        string), oldest first: what the knowledge-gap register reads (guard/trust/gaps.py)."""
        like = " OR ".join(f"result LIKE '%\"{c}\"%'" for c in codes)
        return self._q(
            f"SELECT ticket_id, draft_hash, draft, role, at, result FROM checks WHERE {like} "
            "ORDER BY id"
        )

    def topics(self) -> dict[int, frozenset[str]]:
        """Check row → the topics of its claims, for the checks worked out so far."""
        rows = self._q("SELECT check_id, topics FROM check_topics")
        return {int(r["check_id"]): frozenset((r["topics"] or "").split()) for r in rows}

    def put_topics(self, topics: dict[int, set[str]]) -> None:
        if topics:
            with self._tx() as db:
                db["check_topics"].upsert_all(
                    [{"check_id": k, "topics": " ".join(sorted(v))} for k, v in topics.items()],
                    pk="check_id",
                )

    def row(self, check_hash: str, who: str | None = None) -> dict[str, Any]:
        """The latest stored check with this hash, or a unique prefix of it of at least
        `MIN_HASH_PREFIX` characters (`%` and `_` are literal, not LIKE wildcards). With `who`,
        only checks that user made count, so a hash from someone else's button finds nothing:
        the same "no stored check" as a hash that never existed."""
        h = check_hash.strip()
        shown = h[:40] + ("…" if len(h) > 40 else "")
        if len(h) < MIN_HASH_PREFIX:
            raise InputError(
                f"'{shown}' is too short to find a check: give at least {MIN_HASH_PREFIX} "
                "characters of its hash. `answerguard flags` lists them."
            )
        pattern = h.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        sql, params = "SELECT * FROM checks WHERE check_hash LIKE ? ESCAPE '\\'", [pattern]
        if who is not None:
            sql, params = sql + " AND who = ?", [*params, who]
        rows = self._q(sql + " ORDER BY id DESC", params)
        hashes = {r["check_hash"] for r in rows}
        if not rows:
            raise InputError(f"No stored check '{shown}'. `answerguard flags` lists them.")
        if len(hashes) > 1:
            raise InputError(f"'{shown}' matches {len(hashes)} checks; give more of the hash.")
        return rows[0]

    def review(self, check_hash: str, verdict: str, who: str, now: datetime, *, role: Role) -> str:
        """Record a review of a flag, for a role that `may_review`."""
        if not may_review(role):
            raise PermissionDenied(
                "Only ops leads review flags (correct catch or false alarm). Nothing was recorded."
            )
        if verdict not in ("correct", "false-alarm", "false_alarm"):
            raise InputError(f"A review is 'correct' or 'false-alarm', not '{verdict}'.")
        row = self.row(check_hash)
        if row["decision"] not in ("CAUTION", "HOLD", "ESCALATE"):
            raise InputError(
                f"Check {row['check_hash']} was {row['decision']}, not a flag; only flags "
                "(CAUTION, HOLD, ESCALATE) are reviewed."
            )
        with self._tx() as db:
            db["reviews"].insert(
                {
                    "check_hash": row["check_hash"],
                    "verdict": verdict.replace("-", "_"),
                    "who": who,
                    "at": _iso(now),
                    "epoch": self.epoch(),
                }
            )
        return str(row["check_hash"])

    def flags(
        self, limit: int = 50, *, who: str | None = None, role: Role | None = None
    ) -> list[dict[str, Any]]:
        """Flagged checks of this epoch, newest first, each with its latest review. With
        `who`, only the checks that user made; with `role`, only checks made for that role
        (an agent's list never holds an ops lead's check, which may rest on sources the
        agent may not see)."""
        params: list[Any]
        where, params = "", [self.epoch(), self.epoch()]
        if who is not None:
            where, params = where + " AND c.who = ?", [*params, who]
        if role is not None:
            where, params = where + " AND c.role = ?", [*params, role]
        return self._q(
            "SELECT c.check_hash, c.ticket_id, c.draft, c.decision, c.reason_code, c.role, c.rail, "
            "MAX(c.at) AS at, "
            " (SELECT verdict FROM reviews r WHERE r.check_hash = c.check_hash AND r.epoch = ? "
            "  ORDER BY r.id DESC LIMIT 1) AS review "
            "FROM checks c WHERE c.epoch = ? AND c.decision IN ('CAUTION', 'HOLD', 'ESCALATE')"
            f"{where} GROUP BY c.check_hash ORDER BY MAX(c.id) DESC LIMIT ?",
            [*params, limit],
        )

    def recent(self, limit: int = 10, who: str | None = None) -> list[dict[str, Any]]:
        params: list[Any]
        where, params = ("WHERE epoch = ?", [self.epoch()])
        if who:
            where, params = where + " AND who = ?", [*params, who]
        return self._q(
            f"SELECT check_hash, ticket_id, draft, decision, reason_code, at, who, role, rail "
            f"FROM checks "
            f"{where} ORDER BY id DESC LIMIT ?",
            [*params, limit],
        )

    def counts(self) -> dict[str, int]:
        """Raw numbers for the impact metrics in this epoch."""
        e = self.epoch()
        drafts = self._q(
            "SELECT COUNT(*) AS n FROM (SELECT DISTINCT ticket_id, draft_hash FROM checks "
            "WHERE epoch = ?)",
            [e],
        )[0]["n"]
        # One per (ticket, folded draft): clicking Send again on a blocked reply, or sending
        # it again in another case or spacing, is the same intercept, not another one.
        blocked = self._q(
            "SELECT DISTINCT ticket_id, draft FROM sends WHERE epoch = ? AND outcome = 'blocked'",
            [e],
        )
        intercepts = len({(r["ticket_id"], draft_key(r["draft"])) for r in blocked})
        reviewed = self._q(
            "SELECT verdict FROM reviews WHERE id IN (SELECT MAX(id) FROM reviews "
            "WHERE epoch = ? GROUP BY check_hash)",
            [e],
        )
        return {
            "drafts_checked": int(drafts),
            "intercepts": int(intercepts),
            "reviewed": len(reviewed),
            "false_alarms": sum(1 for r in reviewed if r["verdict"] == "false_alarm"),
        }
