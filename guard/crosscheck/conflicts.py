"""`ask` and the Conflict Register as services: workspace → permission filter → extraction →
the pure rules in `engine.ask` / `engine.register`.

The order is the check's (`CheckService.prepare`): sources the asker may not see are dropped
before extraction, so they are never sent to a model and never reach an answer, a side or a
count. Nothing is held in memory between calls.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pydantic import Field

from guard import LABEL
from guard.ai_info import ai_info
from guard.check import STALE_INDEX_NOTICE, CheckService
from guard.checkrequest import ROLES, CheckRequest
from guard.crosscheck.register_scope import Scope, scope_of, state_after
from guard.engine.ask import (
    Answer,
    AskVerdict,
    TopicAnswer,
    answer_topic,
    ask,
    validated_claims,
)
from guard.engine.askanswers import OwnerAnswer, owner_answers
from guard.engine.register import ChangeEntry, ConflictEntry, conflict_register
from guard.errors import InputError
from guard.extract.base import Extractor
from guard.kb.catalogue import UNKNOWN, Catalogue
from guard.kb.index import extractor_key
from guard.kb.workspace import MAX_DRAFT_CHARS, Workspace, visible
from guard.models import (
    AiInfo,
    DraftExtraction,
    Model,
    Role,
    Source,
    SourceClaim,
    SourceExtraction,
    Ticket,
)

if TYPE_CHECKING:
    from guard.store import Store


@dataclass
class AskRequest:
    question: str
    now: datetime
    ticket_id: str | None = None
    #: Scope the asker knows (dimension → value|unknown), over the ticket's.
    scope: dict[str, str] = field(default_factory=dict)
    role: Role = "support_agent"
    user: str = "cli"
    #: The topics, when the caller already knows them (the ESCALATE button): the question
    #: is then not mapped to topics.
    topics: list[str] | None = None


class AskResult(Model):
    """`answerguard ask --json`: the first topic's verdict and answers at the top level
    (`verdict`, `topic`, `answers`); further topics the question is about in `moreTopics`."""

    question: str
    verdict: AskVerdict
    topic: str | None
    topic_label: str | None
    answers: list[Answer]
    more_topics: list[TopicAnswer] = Field(default_factory=list)
    ticket_id: str
    #: The ticket's scope as asked: every dimension's value or "unknown".
    scope: dict[str, str]
    role: Role
    asked_at: datetime
    #: Visible sources that could not be read: one of them might say otherwise.
    unread_sources: list[str] = Field(default_factory=list)
    #: Approved owners' answers to this very question on no catalogue topic
    #: (`engine.askanswers`): they answer it, and govern no topic.
    owner_answers: list[OwnerAnswer] = Field(default_factory=list)
    ai: AiInfo
    label: str = LABEL

    @property
    def topics(self) -> list[TopicAnswer]:
        first = TopicAnswer(
            topic=self.topic, label=self.topic_label, verdict=self.verdict, answers=self.answers
        )
        return [first, *self.more_topics]


class RegisterResult(Model):
    """`answerguard conflicts`: the register as one reader (role) may see it."""

    role: Role
    computed_at: datetime
    conflicts: list[ConflictEntry]
    changes_announced: list[ChangeEntry]
    unread_sources: list[str] = Field(default_factory=list)
    ai: AiInfo
    label: str = LABEL


class ConflictService:
    """`ask` and the register over the same check service (extractor, quota, workspace)."""

    def __init__(self, service: CheckService) -> None:
        self.service = service

    def read_sources(
        self, sources: list[Source], cat: Catalogue, user: str, ex: Extractor | None = None
    ) -> tuple[list[SourceExtraction], Extractor, str | None]:
        """Every visible source's claims: from the claims index when the service has one
        (a version it lacks is read now and indexed, as a check does), else read now.

        The user's live-AI quota is spent only when something is really read (`ex`, when
        given, was already chosen for them). Returns the extractions, the extractor that
        stands behind them and a notice (quota paused, stale index)."""
        index = self.service.index
        rows = index.lookup(sources, extractor_key(self.service.extractor, cat)) if index else {}
        fresh = [s for s in sources if s.id not in rows]
        notice = None
        if ex is None:
            ex, notice = (
                self.service._extractor_for(user) if fresh else (self.service.extractor, None)
            )
        if index is None:
            return self.service.extract_sources(ex, sources), ex, notice
        key = extractor_key(self.service.extractor, cat)
        for s, ext in zip(fresh, self.service.extract_sources(ex, fresh), strict=True):
            rows[s.id] = index.record(s, ext, key, cat)
        stale = STALE_INDEX_NOTICE if any(not r.current for r in rows.values()) else None
        notice = "; ".join(n for n in (notice, stale) if n) or None
        return [rows[s.id].extraction for s in sources], ex, notice

    def ask(self, req: AskRequest) -> AskResult:
        """The rules' answer to a question, with receipts, for the ticket's scope."""
        if not req.question.strip():
            raise InputError("Ask a question, e.g. 'How long do refunds take?'.")
        if len(req.question) > MAX_DRAFT_CHARS:
            raise InputError(
                f"The question is {len(req.question):,} characters; the limit is "
                f"{MAX_DRAFT_CHARS:,}.",
                user_text=req.question,
            )
        prepared = self.service.prepare(
            CheckRequest(
                ticket_id=req.ticket_id,
                draft=req.question,
                now=req.now,
                role=req.role,
                user=req.user,
                scope=req.scope,
            )
        )
        ticket, sources, cat = prepared.ticket, prepared.sources, prepared.catalogue
        ex, notice = self.service._extractor_for(req.user)
        start = time.perf_counter()
        draft, _ = self.service.extract_all(ex, req.question, [])
        exts, _, more = self.read_sources(sources, cat, req.user, ex)
        notice = "; ".join(n for n in (notice, more) if n) or None
        claims = draft.claims if draft.ok else []
        topics, unread = ask(
            req.question, claims, exts, sources, ticket, req.now, cat, topics=req.topics
        )
        # The ESCALATE button asks for known topics with a draft's words: no question to match.
        owners = (
            owner_answers(req.question, sources, ticket, req.now, cat) if req.topics is None else []
        )
        latency = round((time.perf_counter() - start) * 1000)
        first, *others = topics
        return AskResult(
            question=req.question,
            verdict=first.verdict,
            topic=first.topic,
            topic_label=first.label,
            answers=first.answers,
            more_topics=others,
            ticket_id=ticket.id,
            scope=ticket.scope,
            role=req.role,
            asked_at=req.now,
            unread_sources=unread,
            owner_answers=owners,
            # The question is read like a draft; a failed read only loses its value claims
            # (the catalogue's words still map it), so it does not make the AI "unavailable".
            ai=ai_info(ex, draft if draft.ok else DraftExtraction(text=""), exts, latency, notice),
        )

    def register(self, role: Role, now: datetime, user: str = "cli") -> RegisterResult:
        """Every unresolved contradiction among the sources `role` may see."""
        return self._register(role, now, user)[0]

    def _register(
        self,
        role: Role,
        now: datetime,
        user: str,
        ws: Workspace | None = None,
        scope: Scope | None = None,
    ) -> tuple[RegisterResult, list[tuple[SourceClaim, Source]], Catalogue]:
        """The register for `role`; with a `scope`, only its topics, reading only the sources
        with a claim on them (the rest could not add a claim there)."""
        if role not in ROLES:
            raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
        ws = ws or self.service.workspace()
        sources = visible(ws.sources, role)
        if scope is not None:
            sources = [s for s in sources if scope.wants(s.id)]
        start = time.perf_counter()
        exts, ex, notice = self.read_sources(sources, ws.catalogue, user)
        claims, unread = validated_claims(exts, sources, ws.catalogue)
        reg = conflict_register(
            claims, now, ws.catalogue, topics=scope.topics if scope is not None else None
        )
        latency = round((time.perf_counter() - start) * 1000)
        result = RegisterResult(
            role=role,
            computed_at=now,
            conflicts=reg.conflicts,
            changes_announced=reg.changes_announced,
            unread_sources=unread,
            ai=ai_info(ex, DraftExtraction(text=""), exts, latency, notice),
        )
        return result, claims, ws.catalogue

    # --- closing the loop (issue 10, item 4) -----------------------------------------------

    def track(
        self, store: Store, now: datetime, *, full: bool = False
    ) -> dict[str, tuple[list[str], list[str]]]:
        """Bring the register's history up to date for every role: a new entry is opened, an
        entry that disappeared is closed with the source change(s) that closed it (read from
        the store's version history since the last run, so a change written by another
        process counts too) and what governs now. Returns role → (opened ids, closed ids).
        Everything lives in the store: a restart loses nothing.

        Only the topics the changes since the last run touched are recomputed, unless that
        cannot be known or `full` asks for every topic (guard/crosscheck/register_scope.py): the result
        is the same as recomputing everything, at the cost of the sources on those topics."""
        last = store.register.watermark()
        changes = store.register.source_changes_since(last)
        ws = self.service.workspace()
        key = extractor_key(self.service.extractor, ws.catalogue)
        index = self.service.index
        chosen = index.choose(ws.sources, key) if index is not None else None
        scope = None
        if not full and index is not None and chosen is not None:
            scope = scope_of(store.register.state(), index, chosen, key, ws, changes, now)
        out: dict[str, tuple[list[str], list[str]]] = {role: ([], []) for role in ROLES}
        if scope is None or scope.topics:
            for role in ROLES:
                out[role] = self._track_role(store, role, now, changes, ws, scope)
        state = state_after(chosen, key, now) if chosen is not None else None
        if state is not None:
            store.register.set_tracked(int(changes[-1]["id"]) if changes else None, state)
        elif changes:
            store.register.set_watermark(int(changes[-1]["id"]))
        return out

    def _track_role(
        self,
        store: Store,
        role: Role,
        now: datetime,
        changes: list[dict[str, Any]],
        ws: Workspace,
        scope: Scope | None,
    ) -> tuple[list[str], list[str]]:
        """One role's register (on `scope`'s topics) against its open entries there."""
        reg, claims, cat = self._register(role, now, TRACKER, ws, scope)
        current = {e.id: e for e in reg.conflicts}
        rows = {
            r["entry_id"]: r
            for r in store.register.rows(role, open_only=True)
            if scope is None or r["topic"] in scope.topics
        }
        opened = [(e.id, e.topic, e.to_json()) for k, e in current.items() if k not in rows]
        updated = [
            (int(rows[k]["n"]), e.to_json())
            for k, e in current.items()
            if k in rows and rows[k]["entry"] != e.to_json()
        ]
        closed = []
        for k, row in rows.items():
            if k in current:
                continue
            entry = ConflictEntry.model_validate_json(row["entry"])
            by = closed_by(entry, role, changes, claims, now, cat)
            closed.append((int(row["n"]), by.to_json()))
        if opened or updated or closed:
            store.register.save(role, opened, updated, closed, now)
        return [o[0] for o in opened], [k for k in rows if k not in current]

    def history(self, store: Store, role: Role, now: datetime) -> list[StoredEntry]:
        """Every entry the register has held for `role`, open and closed (`conflicts
        --all`), brought up to date first."""
        if role not in ROLES:
            raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
        self.track(store, now)
        out: list[StoredEntry] = []
        for row in store.register.rows(role):
            entry = json.loads(row["entry"])
            out.append(
                StoredEntry.model_validate(
                    {
                        **entry,
                        "openedAt": row["opened_at"],
                        "closedAt": row["closed_at"],
                        "closedBy": json.loads(row["closed_by"]) if row["closed_by"] else None,
                    }
                )
            )
        return out


#: Who recomputes the register after a change (its quota key, if it ever reads a source).
TRACKER = "answerguard-register"


class SourceChange(Model):
    source_id: str
    version: int
    action: str
    who: str
    at: datetime


class ClosedBy(Model):
    """The change that closed an entry, and what governs now where it was open."""

    who: str | None = None
    action: str | None = None
    at: datetime | None = None
    #: The source versions written since the register last ran that the reader may see:
    #: the entry's own sides first when one of them changed.
    changes: list[SourceChange] = Field(default_factory=list)
    #: No visible source changed: a date passed (an effective date, a review lapsing).
    note: str | None = None
    #: The rules' answer now, for each scope the entry held under.
    now_governs: list[Answer] = Field(default_factory=list)


class StoredEntry(ConflictEntry):
    opened_at: datetime
    closed_at: datetime | None = None
    closed_by: ClosedBy | None = None


def closed_by(
    entry: ConflictEntry,
    role: Role,
    changes: list[dict[str, Any]],
    claims: list[tuple[SourceClaim, Source]],
    now: datetime,
    cat: Catalogue,
) -> ClosedBy:
    def visible_to_role(row: dict[str, Any]) -> bool:
        return role == "ops_lead" or json.loads(row["signals"]).get("visibility") == "everyone"

    seen = [c for c in changes if visible_to_role(c)]
    sides = {s.source_id for s in entry.sides}
    relevant = [c for c in seen if c["source_id"] in sides] or seen
    governs: list[Answer] = []
    for scope in entry.scopes:
        ticket = Ticket(id="register", scope={d: scope.get(d, UNKNOWN) for d in cat.dimension_keys})
        governs += answer_topic(entry.topic, claims, ticket, now, cat).answers
    if not relevant:
        return ClosedBy(
            note="no source you can see changed: a date passed (an effective date or a review)",
            now_governs=governs,
        )
    last = relevant[-1]
    return ClosedBy(
        who=last["who"],
        action=last["action"],
        at=last["at"],
        changes=[
            SourceChange(
                source_id=c["source_id"],
                version=c["version"],
                action=c["action"],
                who=c["who"],
                at=c["at"],
            )
            for c in relevant
        ],
        now_governs=governs,
    )
