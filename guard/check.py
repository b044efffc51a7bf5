"""The check service: workspace → permission filter → extraction → `decide` → safe reply.

The order matters. Sources the user may not see are dropped *before* extraction, so they are
never sent to a model and never reach a result. The safe reply is checked again through the
same path, and only a reply that comes back ALLOW or CAUTION is offered.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from guard.engine.decide import Verdict, decide
from guard.engine.replies import escalate_reply, hold_reply
from guard.engine.values import format_value
from guard.errors import InputError
from guard.extract.base import Extractor
from guard.models import (
    AiInfo,
    CheckResult,
    Decision,
    DraftExtraction,
    Extractions,
    Role,
    Source,
    SourceExtraction,
    Suggestion,
    Ticket,
)
from guard.taxonomy import SCHEMA_VERSION
from guard.workspace import (
    SourceEdit,
    Workspace,
    apply_edits,
    check_body,
    check_draft,
    load_seed,
    visible,
)

RAILS = ("instant", "standard", "unknown")
ROLES: tuple[Role, ...] = ("support_agent", "ops_lead")
SAFE_RECHECK = ("ALLOW", "CAUTION")


@dataclass
class CheckRequest:
    ticket_id: str
    draft: str
    now: datetime
    role: Role = "support_agent"
    rail: str | None = None
    edits: list[SourceEdit] = field(default_factory=list)


class ExtractionCache(Protocol):
    """Where extraction outputs are kept by identity; SQLite-backed in the persistent store."""

    def get(self, key: str) -> dict | None: ...

    def put(self, key: str, identity: dict, output: dict) -> None: ...


class MemoryCache:
    """A per-process cache: enough for one CLI run, and for tests."""

    def __init__(self) -> None:
        self._data: dict[str, dict] = {}

    def get(self, key: str) -> dict | None:
        return self._data.get(key)

    def put(self, key: str, identity: dict, output: dict) -> None:
        self._data[key] = output


class ReplyWriter(Protocol):
    """Words a HOLD safe reply from V and its quote only (the live AI); None means template."""

    mode: str

    def write_safe_reply(self, draft: str, value_text: str, quote: str, decision: str) -> str: ...


def canonical_hash(obj: object) -> str:
    blob = json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def source_identity(extractor: Extractor, source: Source) -> dict:
    """The cache identity of a source extraction: what the model sees, and nothing else."""
    return {
        "task": "source_extraction",
        "promptVersion": extractor.prompt_version,
        "schemaVersion": SCHEMA_VERSION,
        "model": extractor.model,
        "inputText": source.body,
        "kind": source.kind,
    }


def check_hash(ticket: Ticket, role: Role, draft: str, sources: list[Source], now: datetime) -> str:
    """Identifies one check: the same ticket, rail, role, draft, visible workspace and day."""
    return canonical_hash(
        {
            "ticket": ticket.id,
            "rail": ticket.rail,
            "role": role,
            "draft": draft,
            "day": now.date().isoformat(),
            "sources": [
                [s.id, s.signals.version, canonical_hash(s.body), s.signals.model_dump(mode="json")]
                for s in sources
            ],
        }
    )[:16]


class CheckService:
    def __init__(
        self,
        extractor: Extractor,
        workspace: Callable[[], Workspace] = load_seed,
        cache: ExtractionCache | None = None,
        reply_writer: ReplyWriter | None = None,
        clock: Callable[[], float] = time.perf_counter,
        max_workers: int = 6,
    ) -> None:
        self.extractor = extractor
        self.workspace = workspace
        self.cache = cache if cache is not None else MemoryCache()
        self.reply_writer = reply_writer
        self.clock = clock
        self._pool = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="extract")

    # --- extraction --------------------------------------------------------------------

    def _extract_source(self, source: Source) -> SourceExtraction:
        identity = source_identity(self.extractor, source)
        key = canonical_hash(identity)
        hit = self.cache.get(key)
        if hit is not None:
            cached = SourceExtraction.model_validate(hit)
        else:
            cached = self.extractor.extract_source(source)
            if not cached.ok:
                return cached  # failures are never cached
            self.cache.put(key, identity, cached.model_dump(mode="json", by_alias=True))
        # The cache is keyed by content, so stamp this source's identity onto its claims.
        claims = [
            c.model_copy(update={"source_id": source.id, "source_version": source.signals.version})
            for c in cached.claims
        ]
        return SourceExtraction(source_id=source.id, ok=True, claims=claims)

    def extract_all(
        self, draft: str, sources: list[Source]
    ) -> tuple[DraftExtraction, list[SourceExtraction]]:
        """The draft and every source, concurrently: one slow model call, not k+1 in a row."""
        draft_future = self._pool.submit(self.extractor.extract_draft, draft)
        source_futures = [self._pool.submit(self._extract_source, s) for s in sources]
        return draft_future.result(), [f.result() for f in source_futures]

    # --- the check -----------------------------------------------------------------------

    def prepare(self, req: CheckRequest) -> tuple[Ticket, list[Source]]:
        """Validate the request and return the ticket (rail applied) and the visible sources."""
        if req.role not in ROLES:
            raise InputError(f"Unknown role '{req.role}'. Roles: {', '.join(ROLES)}.")
        ws = self.workspace()
        ticket = ws.ticket(req.ticket_id)
        if req.rail is not None:
            if req.rail not in RAILS:
                raise InputError(f"Unknown rail '{req.rail}'. Rails: {', '.join(RAILS)}.")
            ticket = ticket.model_copy(update={"rail": req.rail})
        check_draft(req.draft)
        sources = visible(apply_edits(ws.sources, req.edits, req.role, req.now), req.role)
        for s in sources:
            check_body(s.body, s.id)
        return ticket, sources

    def check(self, req: CheckRequest) -> CheckResult:
        ticket, sources = self.prepare(req)
        start = self.clock()
        draft_ext, source_exts = self.extract_all(req.draft, sources)
        verdict = decide(
            Extractions(draft=draft_ext, sources=source_exts), sources, ticket, req.now
        )
        suggestion = self._suggest(req, verdict, ticket, sources, source_exts)
        latency = int(round((self.clock() - start) * 1000))
        return CheckResult(
            check_hash=check_hash(ticket, req.role, req.draft, sources, req.now),
            decision=verdict.decision,
            reason_code=verdict.reason_code,
            headline=verdict.headline,
            claims=verdict.claims,
            trace=verdict.trace,
            pattern_matches=verdict.pattern_matches,
            unread_sources=verdict.unread_sources,
            suggestion=suggestion,
            rejected_extractions=verdict.rejected_extractions,
            ai=AiInfo(
                mode="unavailable" if not draft_ext.ok else self.extractor.mode,
                model=self.extractor.model,
                latency_ms=latency,
                prompt_version=self.extractor.prompt_version,
            ),
            ticket_id=ticket.id,
            rail=ticket.rail,
            role=req.role,
            decided_at=req.now,
        )

    # --- safe replies --------------------------------------------------------------------

    def _recheck(
        self,
        text: str,
        ticket: Ticket,
        sources: list[Source],
        source_exts: list[SourceExtraction],
        now: datetime,
    ) -> Decision:
        """Run a proposed reply through the same extraction and rules as the draft."""
        draft_ext = self.extractor.extract_draft(text)
        return decide(
            Extractions(draft=draft_ext, sources=source_exts), sources, ticket, now
        ).decision

    def _suggest(
        self,
        req: CheckRequest,
        verdict: Verdict,
        ticket: Ticket,
        sources: list[Source],
        source_exts: list[SourceExtraction],
    ) -> Suggestion | None:
        def rechecked(text: str, origin: str) -> Suggestion:
            decision = self._recheck(text, ticket, sources, source_exts, req.now)
            return Suggestion(text=text, origin=origin, recheck_decision=decision)  # type: ignore[arg-type]

        if verdict.decision == "HOLD" and verdict.deciding_claim is not None:
            claim = verdict.claims[verdict.deciding_claim]
            assert claim.governing_value is not None
            if self.reply_writer is not None and claim.governing_quote:
                try:
                    text = self.reply_writer.write_safe_reply(
                        req.draft,
                        format_value(claim.governing_value),
                        claim.governing_quote,
                        verdict.decision,
                    )
                    ai = rechecked(text, "ai")
                    if ai.recheck_decision in SAFE_RECHECK:
                        return ai
                except Exception:
                    pass
            template = rechecked(hold_reply(claim.governing_value), "template")
            if template.recheck_decision in SAFE_RECHECK:
                return template
            return rechecked(escalate_reply(), "template")
        if verdict.decision == "ESCALATE":
            return rechecked(escalate_reply(), "template")
        return None
