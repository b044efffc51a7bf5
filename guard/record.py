"""`answerguard record`: ask the live model once for every seeded source, every Appendix B
variant and the canonical drafts (with their safe replies and rechecks), and keep each answer
in `ai_cache/` so saved mode can replay them offline.

Only a live model's answers are ever written: nothing in `ai_cache/` was produced by rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.base import Extractor
from guard.extract.cached import CachingExtractor, MemoryCache, RecordingCache
from guard.extract.saved import SavedResponses
from guard.kb.workspace import CANONICAL_DRAFT, load_seed, load_variants


@dataclass
class RecordReport:
    checks: int
    written: int
    failures: list[str]


def record_cases() -> list[CheckRequest]:
    """Every request whose answers saved mode should be able to replay."""
    now = datetime.fromisoformat("2026-11-30T12:00:00+00:00")
    cases = [
        CheckRequest(ticket_id=t, draft=CANONICAL_DRAFT, now=now, role=role)
        for t in load_seed().tickets
        for role in ("support_agent", "ops_lead")
    ]
    cases += [
        CheckRequest(ticket_id=v.ticket, draft=v.draft, now=now, edits=v.edits)
        for v in load_variants()
    ]
    from guard.evals import golden_requests  # the eval's extra drafts replay offline too

    return cases + golden_requests()


def record_all(
    live: Extractor, directory: Path, progress: Callable[[str], None] = lambda _: None
) -> RecordReport:
    saved = SavedResponses(directory)
    before = saved.count()
    recorder = CachingExtractor(live, RecordingCache(MemoryCache(), saved))
    service = CheckService(recorder)
    failures: list[str] = []
    cases = record_cases()
    for req in cases:
        result = service.check(req)
        progress(f"{req.ticket_id} ({req.role}, {len(req.edits)} edit(s)): {result.decision}")
        problems = []
        if result.ai.mode == "unavailable":
            problems.append(result.ai.notice or "AI unavailable")
        if result.unread_sources:
            problems.append(f"unread: {', '.join(result.unread_sources)}")
        if result.rejected_extractions:  # the cache refuses to keep such answers
            n = len(result.rejected_extractions)
            problems.append(f"{n} quote(s) not in their text; those answers were not saved")
        if problems:
            failures.append(f"{req.ticket_id}: {'; '.join(problems)}")
    return RecordReport(checks=len(cases), written=saved.count() - before, failures=failures)
