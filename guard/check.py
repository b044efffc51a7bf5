"""The check service: workspace → permission filter → extraction → `decide` → safe reply.

The order matters. Sources the user may not see are dropped *before* extraction, so they are
never sent to a model and never reach a result. The safe reply is checked again through the
same path, and only a reply that comes back ALLOW or CAUTION is offered.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from guard.ai_info import SAVED_MISS_NOTICE as SAVED_MISS_NOTICE  # re-exported
from guard.ai_info import ai_info
from guard.checkrequest import (
    ROLES,
    CheckRequest,
    Progress,
    ProgressFn,
    check_hash,
    resolve_scope,
    sources_digest,
)
from guard.engine.attribution import decided_on
from guard.engine.decide import decide
from guard.engine.freeoffer import offers_something_free
from guard.engine.headlines import NO_TICKET
from guard.errors import InputError
from guard.extract.base import Extractor
from guard.inline import InlineExecutor
from guard.kb import index_retry
from guard.kb.catalogue import OTHER, Catalogue
from guard.kb.index import Chosen, ClaimIndex, Indexed, extractor_key
from guard.kb.workspace import (
    MAX_DRAFT_CHARS,
    Workspace,
    apply_edits,
    check_body,
    check_draft,
    load_seed,
    visible,
)
from guard.models import (
    CheckResult,
    DraftExtraction,
    Extractions,
    Role,
    Source,
    SourceExtraction,
    Ticket,
    TraceStep,
)
from guard.quota import PAUSED_NOTICE, Quota
from guard.suggest import SuggestRequest, suggest
from guard.trust.binding import read_source

STALE_INDEX_NOTICE = (
    "The claims index was built with an older catalogue or extractor: run `answerguard reindex`"
)


@dataclass
class _View:
    """One role's view of one stored workspace, worked out once and kept until a source is
    written (the store then hands out a new workspace): the visible sources, where each
    stands, their part of the check hash, and the index rows chosen for them (kept until
    the index changes). A check on thousands of sources then touches only its candidates."""

    ws: Workspace
    sources: list[Source]
    order: dict[str, int]
    digest: str
    chosen: Chosen | None = None


@dataclass(frozen=True)
class Prepared:
    """A request validated and resolved once (`CheckService.prepare`): the ticket with its
    scope applied, the sources its role may see, the catalogue. A caller that must answer
    before the check runs (the Slack handlers: a refusal now, "reading N sources") hands
    this to `check` or `record`, so the ticket and sources are resolved once, and the check
    runs on exactly what the user was told."""

    req: CheckRequest
    ticket: Ticket
    sources: list[Source]
    catalogue: Catalogue
    view: _View | None = None


class CheckRecorder(Protocol):
    """Where checks are stored (`Store.checks`): the impact metrics count them, and a stored
    check is what a button, a review or a recheck finds again."""

    def record(self, result: CheckResult, draft: str, who: str, purpose: str = "check") -> int: ...


class CheckService:
    """Runs checks, and records them (`record`). Holds no per-user state, so any instance
    can serve any request."""

    def __init__(
        self,
        extractor: Extractor,
        workspace: Callable[[], Workspace] = load_seed,
        *,
        quota: Quota | None = None,
        fallback: Extractor | None = None,
        clock: Callable[[], float] = time.perf_counter,
        max_workers: int = 64,
        index: ClaimIndex | None = None,
        recorder: CheckRecorder | None = None,
    ) -> None:
        #: Where `record` stores a check (the runtime's `store.checks`); None for a service
        #: that only checks (evals, pictures) or whose caller names the store (`record(into=)`).
        self.recorder = recorder
        #: The claims index; without one every check reads every visible source (tests,
        #: the demo's one-shot workspaces).
        self.index = index
        self.extractor = extractor
        self.workspace = workspace
        self.quota = quota
        self.fallback = fallback
        self.clock = clock
        self._pool = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="extract")
        self._inline = InlineExecutor()
        self._views: dict[Role, _View] = {}
        self._views_lock = threading.Lock()

    def _view(self, ws: Workspace, role: Role) -> _View:
        with self._views_lock:
            view = self._views.get(role)
            if view is None or view.ws is not ws:
                sources = visible(ws.sources, role)
                order = {s.id: i for i, s in enumerate(sources)}
                view = self._views[role] = _View(ws, sources, order, sources_digest(sources))
            return view

    def _chosen(self, view: _View, key: str) -> Chosen:
        assert self.index is not None
        with self._views_lock:
            cached = view.chosen
        if cached is not None and cached.key == key and self.index.unchanged(cached):
            return cached
        chosen = self.index.choose(view.sources, key)
        with self._views_lock:
            view.chosen = chosen
        return chosen

    def _extractor_for(self, user: str) -> tuple[Extractor, str | None]:
        """Live AI while the user's quota lasts; saved responses (or local rules) after."""
        if (
            self.extractor.mode == "live"
            and self.quota is not None
            and self.fallback is not None
            and not self.quota.try_acquire(user)
        ):
            return self.fallback, PAUSED_NOTICE
        return self.extractor, None

    def _executor(self, ex: Extractor) -> Executor:
        """Threads only for a live model, whose calls wait on the network; every other
        extractor (local rules, saved responses) is read in the calling thread
        (`guard.inline`)."""
        return self._pool if ex.mode == "live" else self._inline

    def extract_all(
        self, ex: Extractor, draft: str, sources: list[Source], progress: ProgressFn | None = None
    ) -> tuple[DraftExtraction, list[SourceExtraction]]:
        """The draft and every source, concurrently: one slow model call, not k+1 in a row."""
        pool = self._executor(ex)
        draft_future = pool.submit(ex.extract_draft, draft)
        source_futures = [pool.submit(read_source, ex, s) for s in sources]
        if progress is not None:
            done = {"draft": False, "sources": 0}
            pending: list[Future[Any]] = [draft_future, *source_futures]
            for f in as_completed(pending):
                if f is draft_future:
                    done["draft"] = True
                else:
                    done["sources"] += 1
                progress(Progress(bool(done["draft"]), int(done["sources"]), len(sources)))
        return draft_future.result(), [f.result() for f in source_futures]

    def extract_sources(self, ex: Extractor, sources: list[Source]) -> list[SourceExtraction]:
        """Every source, concurrently, with no draft (the Conflict Register reads them all),
        read the same way a check reads them (sections, an owner's answer bound to its
        question)."""
        return list(self._executor(ex).map(lambda s: read_source(ex, s), sources))

    def prepare(self, req: CheckRequest) -> Prepared:
        """Validate the request and resolve its ticket (scope applied), the visible sources
        and the workspace's catalogue, once: `check` and `record` take the result as is."""
        return Prepared(req, *self._prepare(req))

    def record(
        self,
        req: CheckRequest | Prepared,
        *,
        purpose: str = "check",
        who: str | None = None,
        progress: ProgressFn | None = None,
        into: CheckRecorder | None = None,
    ) -> CheckResult:
        """Check a draft and store the check, the one place every surface records one (the
        CLI, the API, Slack, the send gate's recheck, a source diff's recheck, the tour).
        `who` defaults to the request's user; `into` names the store when the caller holds
        it (the send gate stores the send in it too), else the service's own `recorder`."""
        recorder = into or self.recorder
        if recorder is None:
            raise RuntimeError("This CheckService records nowhere: give it a recorder.")
        result = self.check(req, progress=progress)
        request = req.req if isinstance(req, Prepared) else req
        recorder.record(result, request.draft, who or request.user, purpose=purpose)
        return result

    def _prepare(self, req: CheckRequest) -> tuple[Ticket, list[Source], Catalogue, _View | None]:
        if req.role not in ROLES:
            raise InputError(f"Unknown role '{req.role}'. Roles: {', '.join(ROLES)}.")
        ws = self.workspace()
        cat = ws.catalogue
        if req.ticket is not None:
            ticket = req.ticket
        else:
            ticket = ws.ticket(req.ticket_id) if req.ticket_id else Ticket(id=NO_TICKET)
        given = {**({"rail": req.rail} if req.rail is not None else {}), **req.scope}
        ticket = ticket.model_copy(update={"scope": resolve_scope(cat, ticket.scope, given)})
        check_draft(req.draft)
        if not req.edits:
            view = self._view(ws, req.role)
            return ticket, view.sources, cat, view
        sources = visible(apply_edits(ws.sources, req.edits, req.role, req.now), req.role)
        edited = {e.source for e in req.edits if e.body is not None}
        for s in sources:
            if s.id in edited:
                check_body(s.body, s.id)
        return ticket, sources, cat, None

    def from_index(
        self,
        ex: Extractor,
        draft: str,
        sources: list[Source],
        touched: set[str],
        cat: Catalogue,
        progress: ProgressFn | None = None,
        view: _View | None = None,
        now: datetime | None = None,
        ticket: Ticket | None = None,
    ) -> tuple[DraftExtraction, list[Source], list[SourceExtraction], str | None]:
        """The draft extracted now; the sources read from the claims index, and only those
        the rules need: a claim on a topic the rules decide the draft on (`decided_on`: with
        the `ticket`, a value its sentence leaves on no topic is read on the ticket's), or
        unread (the cap sees them).

        Sources edited for this check only are read now and never indexed (their version
        exists nowhere else). A stored version the index lacks (written by a process that
        did not index it) is read now and indexed, once."""
        assert self.index is not None
        pool = self._executor(ex)
        draft_future = pool.submit(ex.extract_draft, draft)
        key = extractor_key(self.extractor, cat)
        if view is not None and not touched:
            chosen = self._chosen(view, key)  # status and topics only: nothing parsed yet
        else:
            chosen = self.index.choose([s for s in sources if s.id not in touched], key)
        unindexed = set(chosen.missing)
        retry = (  # unread versions due for another read (guard/kb/index_retry.py)
            index_retry.for_check(self.index, ex, chosen, sources, touched, cat, now, self._pool)
            if self.index.retry_every is not None and now is not None and ex.mode == "live"
            else None
        )
        fresh = [s for s in sources if s.id in touched or s.id in unindexed]
        futures = {s.id: pool.submit(read_source, ex, s) for s in fresh}
        if progress is not None:
            pending: list[Future[Any]] = [draft_future, *futures.values()]
            for done, _ in enumerate(as_completed(pending), 1):
                progress(Progress(draft_future.done(), done - draft_future.done(), len(fresh)))
        extracted: dict[str, SourceExtraction] = {}
        recorded: dict[str, Indexed] = {}
        for s in fresh:
            ext = futures[s.id].result()
            extracted[s.id] = ext
            if s.id not in touched:
                recorded[s.id] = self.index.record(s, ext, key, cat, now)
        if retry is not None:
            recorded.update(retry.finish())
        draft_ext = draft_future.result()
        topics = {c.topic for c in draft_ext.claims}
        if ticket is not None:
            topics |= decided_on(draft_ext.claims, ticket, cat, draft_ext.text)
        if any(cat.governs(t) for t in topics):  # no topic's values may doubt an ALLOW
            topics.add(OTHER)  # (guard/engine/unplaced.py)
        every = offers_something_free(draft_ext.text)  # checked against every source
        wanted = chosen.rows if every else chosen.wanted(topics)
        rows = {**self.index.read(wanted, key), **recorded}
        used: list[Source] = []
        exts: list[SourceExtraction] = []
        if view is not None and not touched:  # only the candidates, in workspace order
            for sid in sorted(rows, key=view.order.__getitem__):
                if every or rows[sid].relevant(topics):
                    used.append(view.sources[view.order[sid]])
                    exts.append(rows[sid].extraction)
            note = STALE_INDEX_NOTICE if chosen.stale else None
            return draft_ext, used, exts, note
        for s in sources:
            if s.id in touched:
                ext = extracted[s.id]
                keep = not ext.ok or any(c.topic in topics for c in ext.claims) or not ext.claims
            elif s.id in rows:
                keep = every or rows[s.id].relevant(topics)
                ext = rows[s.id].extraction
            else:
                continue  # indexed, and neither on the draft's topics nor unread
            if keep:
                used.append(s)
                exts.append(ext)
        note = STALE_INDEX_NOTICE if chosen.stale else None
        return draft_ext, used, exts, note

    def check(
        self, req: CheckRequest | Prepared, progress: ProgressFn | None = None
    ) -> CheckResult:
        """Run one check, on a request or on one `prepare` resolved already. `progress`, if
        given, hears each extraction finish and the start of the rules, from this thread."""
        if isinstance(req, Prepared):
            p = req
            req, ticket, all_sources, cat, view = p.req, p.ticket, p.sources, p.catalogue, p.view
        else:
            ticket, all_sources, cat, view = self._prepare(req)
        ex, notice = self._extractor_for(req.user)
        start = self.clock()
        if self.index is None:
            sources = all_sources
            draft_ext, source_exts = self.extract_all(ex, req.draft, sources, progress)
        else:
            touched = {e.source for e in req.edits}
            draft_ext, sources, source_exts, stale = self.from_index(
                ex, req.draft, all_sources, touched, cat, progress, view, req.now, ticket
            )
            notice = "; ".join(n for n in (notice, stale) if n) or None
        if progress is not None:
            progress(Progress(True, len(sources), len(sources), applying_rules=True))
        verdict = decide(
            Extractions(draft=draft_ext, sources=source_exts), sources, ticket, req.now, cat
        )
        notes: list[TraceStep] = []

        def refused(why: str) -> None:
            notes.append(TraceStep(rule="REPLY", outcome="fired", detail=why))

        ask = SuggestRequest(req.draft, req.now, req.ai_safe_reply, MAX_DRAFT_CHARS)
        suggestion = suggest(ex, ask, verdict, ticket, sources, source_exts, cat, refused)
        latency = round((self.clock() - start) * 1000)
        outcome = (
            verdict.decision,
            verdict.reason_code,
            verdict.headline,
            suggestion and suggestion.text,
        )
        return CheckResult(
            check_hash=check_hash(
                ticket,
                req.role,
                req.draft,
                all_sources,
                req.now,
                outcome,
                view.digest if view is not None else None,
            ),
            decision=verdict.decision,
            reason_code=verdict.reason_code,
            headline=verdict.headline,
            claims=verdict.claims,
            trace=[*verdict.trace, *notes],
            pattern_matches=verdict.pattern_matches,
            unread_sources=verdict.unread_sources,
            suggestion=suggestion,
            rejected_extractions=verdict.rejected_extractions,
            ai=ai_info(ex, draft_ext, source_exts, latency, notice),
            ticket_id=ticket.id,
            rail=ticket.rail,
            role=req.role,
            decided_at=req.now,
            scope=ticket.scope,
        )
