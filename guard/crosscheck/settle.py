"""Settling a Conflict Register entry (issue 10, item 3, and the closing post of item 4).

An ops lead asks the owners of both sides to settle an open entry: the Slack app opens a
group DM with them and posts a pre-read. The request is stored here (who asked, when, the
DM channel and the pre-read's ts) against the register row it was made for
(`conflict_entries.n`), so when the register closes that row — after any source change, in
any process — the "Settled" post goes into the same thread, exactly once: a request is
claimed with a conditional update before anything is posted. Nothing is held in memory.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from guard.crosscheck.conflicts import ClosedBy
from guard.engine.ask import scope_words
from guard.engine.register import ConflictEntry
from guard.engine.replies import escalate_reply
from guard.kb.catalogue import Catalogue
from guard.kb.workspace import can_see
from guard.models import Role, Source
from guard.store import Store

_SLACK_ID = re.compile(r"^[UW][A-Z0-9]{2,}$")


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat()


def slack_id(value: str | None) -> str | None:
    """A Slack user id, or None: frontmatter text becomes a mention only if it is one."""
    return value if value and _SLACK_ID.match(value) else None


@dataclass(frozen=True)
class Owner:
    source_id: str
    name: str
    #: The owner's Slack id from `owner.slack`, None where the frontmatter has none.
    slack: str | None


#: How a side appears to recipients who may not all see its source: no id, title, quote,
#: value or owner.
RESTRICTED_SIDE = "A restricted source disagrees"


def audience(roles: Iterable[Role]) -> Role:
    """Whom a group DM's pre-read is written for.

    Per recipient, in the one message they share: a group DM shows every post to everyone in
    it, so a message written for its least-privileged member is the only one that is right
    for each of them. A side that any recipient may not see is shown as "a restricted source
    disagrees", with no id, title, quote, value or owner; the rest of the pre-read (the
    question, what agents are told meanwhile, how to settle it) stays. This keeps the
    owners' conversation in one thread, which the alternative (the ops leads settle such an
    entry alone) would give up; the owner of the restricted side can read it in AnswerGuard
    as an ops lead."""
    return "ops_lead" if all(r == "ops_lead" for r in roles) else "support_agent"


def hidden_sides(entry: ConflictEntry, sources: Iterable[Source], role: Role) -> frozenset[str]:
    """Source ids of the entry's sides that `role` may not see now; a side whose source is
    gone is hidden too (its visibility can no longer be told)."""
    seen = {s.id for s in sources if can_see(role, s)}
    return frozenset(side.source_id for side in entry.sides if side.source_id not in seen)


def owners_of(entry: ConflictEntry) -> list[Owner]:
    """One owner per side (per source), in the entry's order."""
    seen: dict[str, Owner] = {}
    for side in entry.sides:
        if side.source_id not in seen:
            seen[side.source_id] = Owner(side.source_id, side.owner, slack_id(side.owner_slack))
    return list(seen.values())


def question(entry: ConflictEntry) -> str:
    """The question the owners are asked to settle."""
    where = ", ".join(scope_words(s) for s in entry.scopes)
    return f"What is the {entry.label}" + (f" ({where})?" if entry.scopes != [{}] else "?")


def holding_reply(entry: ConflictEntry, catalogue: Catalogue) -> str:
    """What agents send meanwhile: a check on this topic is ESCALATE, with this reply."""
    return escalate_reply(entry.topic, catalogue)


def open_entry(store: Store, role: str, entry_id: str) -> tuple[int, ConflictEntry] | None:
    """The open register row for this entry (as `role` sees the register)."""
    for row in store.register.rows(role, open_only=True):
        if row["entry_id"] == entry_id:
            return int(row["n"]), ConflictEntry.model_validate_json(row["entry"])
    return None


def request_for(store: Store, entry_n: int) -> dict[str, Any] | None:
    """The request already made for this register row, if any."""
    row = store.register.settle_request_for(entry_n)
    return _decode(row) if row is not None else None


def requests(store: Store) -> list[dict[str, Any]]:
    return [_decode(r) for r in store.register.settle_requests()]


def _decode(row: dict[str, Any]) -> dict[str, Any]:
    return {**row, "owners": json.loads(row["owners"] or "[]")}


def record(
    store: Store,
    *,
    role: str,
    entry_n: int,
    entry: ConflictEntry,
    owners: list[str],
    asked_by: str,
    now: datetime,
    channel: str,
    ts: str,
) -> int:
    """Store a request whose pre-read was posted at (`channel`, `ts`)."""
    return store.register.add_settle_request(
        {
            "role": role,
            "entry_n": entry_n,
            "entry_id": entry.id,
            "topic": entry.topic,
            "owners": json.dumps(owners),
            "asked_by": asked_by,
            "asked_at": _iso(now),
            "channel": channel,
            "ts": ts,
            "settled_at": None,
            "settled_ts": None,
            "settled_text": None,
        }
    )


@dataclass(frozen=True)
class Settled:
    """A request whose register row closed and whose "Settled" post is not out yet."""

    request: dict[str, Any]
    entry: ConflictEntry
    closed_by: ClosedBy
    closed_at: str


def pending(store: Store) -> list[Settled]:
    rows = store.register.closed_settle_rows()
    return [
        Settled(
            request=_decode({k: v for k, v in r.items() if not k.startswith("c_")}),
            entry=ConflictEntry.model_validate_json(r["c_entry"]),
            closed_by=ClosedBy.model_validate_json(r["c_closed_by"] or "{}"),
            closed_at=str(r["c_closed_at"]),
        )
        for r in rows
    ]


def claim(store: Store, request_id: int, now: datetime) -> bool:
    """Take the right to post "Settled" for a request: one instance wins."""
    return store.register.claim_settle(request_id, now)


def release(store: Store, request_id: int) -> None:
    """The post failed: the next sweep tries again."""
    store.register.release_settle(request_id)


def mark_posted(store: Store, request_id: int, ts: str, text: str) -> None:
    store.register.mark_settle_posted(request_id, ts, text)


def settled_lines(closed: ClosedBy, hidden: frozenset[str] = frozenset()) -> list[str]:
    """Plain text, one line per scope the entry held under: "Settled: X now governs (quote)"
    where one source governs now; what the rules say otherwise. A source in `hidden` (one
    a reader may not see) is never named, quoted or given a value."""
    lines: list[str] = []
    for a in closed.now_governs:
        where = scope_words(a.scope)
        prefix = "" if where == "every case" else f"{where}: "
        if a.verdict == "ANSWERED" and a.receipts:
            r = a.receipts[0]
            if r.source_id in hidden:
                lines.append(f"{prefix}Settled: a restricted source now governs")
                continue
            lines.append(
                f"{prefix}Settled: {r.source_id} now governs, {a.value_text} (“{r.quote}”)"
            )
        elif a.verdict == "CONTESTED":
            ids = " vs ".join(
                "a restricted source" if s.source_id in hidden else s.source_id for s in a.sides
            )
            lines.append(f"{prefix}Closed, but the sources still disagree ({ids})")
        else:
            lines.append(f"{prefix}Closed: no source governs now ({a.reason})")
    return lines or ["Settled: the sources no longer disagree"]
