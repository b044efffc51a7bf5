"""Benchmarks of the engine and the check service. Results are numbers, never assertions:
`make bench` writes them to bench/results.json and the README summarises them."""

from __future__ import annotations

import gc
import statistics
import time
from datetime import UTC, datetime, timedelta

from guard.engine.decide import decide
from guard.extract.local import LocalExtractor
from guard.kb.workspace import load_seed, visible
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Extractions,
    Owner,
    Signals,
    Source,
    SourceClaim,
    SourceExtraction,
    Supersedes,
    Ticket,
    Value,
)

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)
DRAFT = "Failed transfers are reversed within 4 business days."


def _timeit(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


def engine_seed(repeat: int = 2000) -> dict:
    """decide() on the seed's extractions (as the local extractor produces them)."""
    ws = load_seed()
    sources = visible(ws.sources, "support_agent")
    ex = LocalExtractor()
    extractions = Extractions(
        draft=ex.extract_draft(DRAFT), sources=[ex.extract_source(s) for s in sources]
    )
    out = {}
    for tid in ws.tickets:
        t = ws.ticket(tid)
        times = _timeit(lambda t=t: decide(extractions, sources, t, NOW), repeat)
        out[tid] = {
            "p50_ms": statistics.median(times) * 1000,
            "p99_ms": percentile(times, 99) * 1000,
        }
    return out


def synthetic_workspace(n: int) -> tuple[Extractions, list[Source], Ticket]:
    """n sources with one claim each: mostly general SOPs that agree, some proposals, some
    flagged outdated, and one instant-rail exception that supersedes the SOPs by title."""
    sources: list[Source] = []
    claims: list[SourceExtraction] = []
    t0 = datetime(2026, 10, 1, tzinfo=UTC)
    for i in range(n):
        sid = f"S{i}"
        kind, rail, amount, flagged, sup = "sop", "any", 4, False, None
        title = "Outgoing Transfers: Reversal SOP"
        if i == 0:
            kind, rail, amount, title = "policy", "instant", 1, "Instant Transfers: Exception"
        elif i % 5 == 1:
            kind, rail, amount = "slack", "instant", 1
        elif i % 10 == 2:
            flagged, amount = True, 7
        sentence = f"Failed transfers are reversed within {amount} business days ({sid})."
        body = f"# {title}\n\n{sentence}\n"
        if i == 0:
            body += (
                "\nThis supersedes the Outgoing Transfers – Reversal SOP for instant transfers.\n"
            )
            sup = Supersedes(
                target_text="the Outgoing Transfers – Reversal SOP",
                quote="This supersedes the Outgoing Transfers – Reversal SOP for "
                "instant transfers.",
            )
        src = Source(
            id=sid,
            title=title,
            kind=kind,
            body=body,
            signals=Signals(  # type: ignore[arg-type]
                verification="verified",
                verified_at=t0,
                updated_at=t0 - timedelta(days=1),
                owner=Owner(name="o"),
                flagged_outdated=flagged,
            ),
        )
        claim = SourceClaim(
            claim_id=f"{sid}#c1",
            source_id=sid,
            source_version=1,
            topic="reversal_window",
            value=Value(amount=amount, unit="business_days"),
            value_text=f"{amount} business days",
            scope={"rail": rail},
            status_wording="in_force",
            supersedes=sup,
            quote=sentence,
        )  # type: ignore[arg-type]
        sources.append(src)
        claims.append(SourceExtraction(source_id=sid, claims=[claim]))
    draft = DraftExtraction(
        text=DRAFT,
        claims=[
            DraftClaim(
                claim_id="draft#c1",
                topic="reversal_window",
                value=Value(amount=4, unit="business_days"),
                value_text="4 business days",
                span=DRAFT,
            )
        ],
    )
    ticket = Ticket(id="TCK-1", customer="x", rail="instant", message="?")
    return Extractions(draft=draft, sources=claims), sources, ticket


def engine_scaling(sizes=(10, 100, 1000, 10000)) -> dict:
    out = {}
    for n in sizes:
        ex, sources, ticket = synthetic_workspace(n)
        verdict = decide(ex, sources, ticket, NOW)
        repeat = max(3, 20000 // n)
        times = _timeit(lambda ex=ex, s=sources, t=ticket: decide(ex, s, t, NOW), repeat)
        p50 = statistics.median(times)
        gc.disable()  # CPython's collector scans every live object; measure the algorithm alone
        try:
            quiet = statistics.median(
                _timeit(lambda ex=ex, s=sources, t=ticket: decide(ex, s, t, NOW), repeat)
            )
        finally:
            gc.enable()
        out[str(n)] = {
            "p50_ms": p50 * 1000,
            "us_per_claim": p50 * 1e6 / n,
            "us_per_claim_gc_off": quiet * 1e6 / n,
            "decision": verdict.decision,
            "reason": verdict.reason_code,
        }
    return out


def extractor_adversarial(repeat: int = 3) -> dict:
    """The local extractor on inputs that once made it slow: long whitespace runs (regex
    backtracking) and a 1,000-sentence reply (topic carry-over was quadratic)."""
    from guard.extract.local import extract_draft_claims

    cases = {
        "4,000 spaces after a number": "4" + " " * 4000 + "x",
        "2,000 '- ' list markers": "- " * 2000,
        "1,000 short sentences": "It takes 4 days. " * 1000,
    }
    out = {}
    for name, text in cases.items():
        times = _timeit(lambda text=text: extract_draft_claims(text), repeat)
        out[name] = {"chars": len(text), "median_ms": statistics.median(times) * 1000}
    return out
