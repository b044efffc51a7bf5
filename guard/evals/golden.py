"""The golden eval: the seed's cases through the real check service in one AI mode."""

from __future__ import annotations

import os
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from pydantic import computed_field

from guard.check import CheckService
from guard.errors import InputError
from guard.evals.scoring import (
    ExtractionScore,
    FieldScore,
    QuoteValidity,
    ReportModel,
    quote_validity,
    score_draft,
    score_source,
)

#: Package data (guard/evalsets/), so `answerguard eval` works from an installed wheel too.
from guard.evals.sets import (
    _NO_TIMELINE,
    ALL_FIELDS,
    DETERMINISTIC_NOTE,
    Expected,
    ExpectedDraftClaim,
    ExpectedSourceClaim,
    GoldenCase,
    GoldenSet,
    _request,
    load_golden,
)
from guard.extract.base import Extractor
from guard.extract.factory import make_extractor
from guard.models import (
    DraftExtraction,
    Source,
    SourceExtraction,
)
from guard.settings import MODES, Settings

# --- the golden eval -------------------------------------------------------------------------


class _Tap:
    """Wraps a check service's extractor to keep what each check extracted (and who produced
    it), so scoring uses exactly the extractions the decision used: no second model call."""

    def __init__(self, inner: Extractor) -> None:
        self.inner = inner
        self.mode = inner.mode
        self.model = inner.model
        self.prompt_version = inner.prompt_version
        self._lock = threading.Lock()
        self.drafts: list[DraftExtraction] = []
        self.sources: list[tuple[Source, SourceExtraction]] = []

    def __getattr__(self, name: str) -> Any:  # write_safe_reply and anything else optional
        return getattr(self.inner, name)

    def extract_draft(self, text: str) -> DraftExtraction:
        out = self.inner.extract_draft(text)
        with self._lock:
            self.drafts.append(out)
        return out

    def extract_source(self, source: Source) -> SourceExtraction:
        out = self.inner.extract_source(source)
        with self._lock:
            self.sources.append((source, out))
        return out

    def origins(self) -> Counter[str]:
        """Who produced each extraction: live, saved, local, or failed."""
        c: Counter[str] = Counter()
        every: list[DraftExtraction | SourceExtraction] = [
            *self.drafts,
            *(e for _, e in self.sources),
        ]
        for ext in every:
            c["failed" if not ext.ok else (ext.origin or self.mode)] += 1
        return c


class RunResult(ReportModel):
    decision: str
    reason: str
    match: bool
    suggestion_ok: bool
    suggestion: str | None = None
    ai_mode: str
    #: Claims the engine's quote validation rejected in this check (shown in its reasoning).
    rejected: int = 0


class CaseRow(ReportModel):
    id: str
    title: str
    ticket: str
    gate: bool
    expected: Expected
    runs: list[RunResult]

    # mypy rejects a decorator over @property; pydantic documents this ignore for computed_field.
    @computed_field  # type: ignore[prop-decorator]
    @property
    def matched_runs(self) -> int:
        return sum(r.match for r in self.runs)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def passed(self) -> bool:
        """Matched decision, reason and safe-reply expectation on every run."""
        return bool(self.runs) and all(r.match and r.suggestion_ok for r in self.runs)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def got(self) -> list[str]:
        return [f"{r.decision}/{r.reason}" for r in self.runs]


class EvalReport(ReportModel):
    mode: str
    extractor: str
    runs: int
    runs_requested: int
    decision_time: datetime
    cases: list[CaseRow]
    decision_correct: int
    decision_total: int
    gate_passed: bool
    #: Whether the eval as a whole passes: live → the gate; local/saved → every case passes.
    passed: bool
    quote_validity: QuoteValidity
    #: Golden extraction labels, over every run.
    extraction: ExtractionScore
    #: Extractions by producer over every check (incl. safe-reply rechecks): live, saved,
    #: local (saved mode's fallback), failed.
    origins: dict[str, int]
    notes: list[str]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def decision_accuracy(self) -> float | None:
        return self.decision_correct / self.decision_total if self.decision_total else None

    @classmethod
    def from_json(cls, text: str) -> EvalReport:
        return cls.model_validate_json(text)

    def summary(self) -> dict[str, Any]:
        """The headline numbers (what the README table shows)."""
        return {
            "mode": self.mode,
            "runs": self.runs,
            "decisionAccuracy": self.decision_accuracy,
            "gatePassed": self.gate_passed,
            "quoteValidity": self.quote_validity.rate,
            "fieldAccuracy": self.extraction.field_accuracy,
            "exactItems": self.extraction.exact_accuracy,
            "origins": self.origins,
        }


def effective_runs(mode: str, runs: int) -> int:
    """Live samples the model `runs` times; the deterministic modes run once."""
    return runs if mode == "live" else 1


def planned_checks(mode: str, runs: int, golden: GoldenSet | None = None) -> int:
    """How many checks `run_eval` will make: the total for a progress bar."""
    return len((golden or load_golden()).cases) * effective_runs(mode, runs)


def _default_factory(mode: str) -> Callable[[], CheckService]:
    if mode == "live" and not os.environ.get("ANTHROPIC_API_KEY"):
        raise InputError(
            "live eval needs ANTHROPIC_API_KEY: it asks the live model to extract every case. "
            "Use --mode saved or --mode local to run offline."
        )
    settings = Settings.from_env({**os.environ, "AI_MODE": mode})
    # One service per run: in live mode each run gets a fresh in-memory cache, so runs are
    # independent samples while an unedited source is still read once per run. A live call
    # that fails stays a failure here: replaying a saved answer would score the recording.
    return lambda: CheckService(make_extractor(settings, saved_on_failure=False)[0])


def _suggestion_ok(expected: Expected, text: str | None) -> bool:
    if expected.suggestion_contains is not None and (
        text is None or expected.suggestion_contains not in text
    ):
        return False
    return not (expected.suggestion_no_timeline and (text is None or _NO_TIMELINE.search(text)))


@dataclass
class _Tally:
    """What the runs add up to: each case's results, and the scores and origins of the
    extractions the checks used."""

    per_case: dict[str, list[RunResult]]
    quotes: QuoteValidity = field(default_factory=QuoteValidity)
    extraction: ExtractionScore = field(
        default_factory=lambda: ExtractionScore(fields={f: FieldScore() for f in ALL_FIELDS})
    )
    origins: Counter[str] = field(default_factory=Counter)
    extractor_label: str = ""


@dataclass
class _Seen:
    """The distinct extractions one run made, with their golden labels: a draft or a source
    version several cases share is scored once per run."""

    sources: dict[tuple[str, str], tuple[Source, SourceExtraction]] = field(default_factory=dict)
    source_labels: dict[tuple[str, str], list[ExpectedSourceClaim]] = field(default_factory=dict)
    drafts: dict[str, tuple[DraftExtraction, list[ExpectedDraftClaim]]] = field(
        default_factory=dict
    )

    def add(self, g: GoldenSet, case: GoldenCase, tap: _Tap) -> None:
        """Keep the first extraction of the case's draft and of each source version."""
        main_draft = next((d for d in tap.drafts if d.text == case.draft), None)
        if main_draft is not None and case.draft not in self.drafts:
            self.drafts[case.draft] = (main_draft, case.labels.draft)
        for src, ext in tap.sources:
            key = (src.id, src.body)
            if key not in self.sources:
                self.sources[key] = (src, ext)
                self.source_labels[key] = g.source_labels(case, src.id)

    def score_into(self, run: int, tally: _Tally) -> None:
        """Merge this run's quote validity and extraction labels into the tally."""
        drafts = (d for d, _ in self.drafts.values())
        tally.quotes.merge(quote_validity(drafts, self.sources.values()))
        for text, (d, labels) in self.drafts.items():
            tally.extraction.merge(score_draft(f"run{run}:draft:{text[:40]}", d, labels))
        for key, (src, ext) in self.sources.items():
            tally.extraction.merge(
                score_source(
                    f"run{run}:{src.id}@v{src.signals.version}", src, ext, self.source_labels[key]
                )
            )


def _check_args(mode: str, runs: int) -> None:
    if mode not in MODES:
        raise InputError(f"--mode must be one of {', '.join(MODES)}, not '{mode}'.")
    if runs < 1:
        raise InputError(f"--runs must be at least 1, not {runs}.")


def run_eval(
    mode: str,
    runs: int = 3,
    progress: Callable[[str], None] | None = None,
    service_factory: Callable[[], CheckService] | None = None,
    golden: GoldenSet | None = None,
) -> EvalReport:
    """Run the golden set through the check service in `mode` (live | saved | local).

    `service_factory` builds one CheckService per run (tests inject a fake model); without
    it the service comes from the settings, as the CLI's would. Live mode without
    ANTHROPIC_API_KEY (and no injected factory) raises InputError.
    """
    _check_args(mode, runs)
    g = golden or load_golden()
    factory = service_factory or _default_factory(mode)
    n_runs = effective_runs(mode, runs)
    say = progress or (lambda _: None)
    tally = _Tally(per_case={c.id: [] for c in g.cases})
    for run in range(1, n_runs + 1):
        _one_run(factory(), g, (run, n_runs), tally, say)
    return _report(mode, runs, n_runs, g, tally)


def _one_run(
    service: CheckService,
    g: GoldenSet,
    run_of: tuple[int, int],
    tally: _Tally,
    say: Callable[[str], None],
) -> None:
    """Check every case once with a fresh service, tapping its extractor per case, then
    score the run's distinct extractions (`run_of`: this run's number, of how many). The service gets its own extractor back."""
    run, n_runs = run_of
    inner = service.extractor
    tally.extractor_label = f"{inner.mode}:{inner.model} ({inner.prompt_version})"
    seen = _Seen()
    try:
        for case in g.cases:
            tap = _Tap(inner)
            service.extractor = tap
            row = _check_case(service, g, case)
            tally.origins.update(tap.origins())
            tally.per_case[case.id].append(row)
            seen.add(g, case, tap)
            mark = "ok" if row.match else "MISMATCH"
            say(f"run {run}/{n_runs} · {case.id}: {row.decision}/{row.reason} {mark}")
    finally:
        service.extractor = inner
    seen.score_into(run, tally)


def _check_case(service: CheckService, g: GoldenSet, case: GoldenCase) -> RunResult:
    """One case through the check service, compared with its expectation."""
    result = service.check(_request(g, case))
    suggestion = result.suggestion.text if result.suggestion else None
    return RunResult(
        decision=result.decision,
        reason=result.reason_code,
        match=(result.decision, result.reason_code)
        == (case.expected.decision, case.expected.reason),
        suggestion_ok=_suggestion_ok(case.expected, suggestion),
        suggestion=suggestion,
        ai_mode=result.ai.mode,
        rejected=len(result.rejected_extractions),
    )


def _report(mode: str, runs: int, n_runs: int, g: GoldenSet, tally: _Tally) -> EvalReport:
    """The case rows and headline numbers from the tally."""
    rows = [
        CaseRow(
            id=c.id,
            title=c.title,
            ticket=c.ticket,
            gate=c.gate,
            expected=c.expected,
            runs=tally.per_case[c.id],
        )
        for c in g.cases
    ]
    gate_passed = all(r.passed for r in rows if r.gate)
    return EvalReport(
        mode=mode,
        extractor=tally.extractor_label,
        runs=n_runs,
        runs_requested=runs,
        decision_time=g.decision_time,
        cases=rows,
        decision_correct=sum(r.matched_runs for r in rows),
        decision_total=sum(len(r.runs) for r in rows),
        gate_passed=gate_passed,
        passed=gate_passed if mode == "live" else all(r.passed for r in rows),
        quote_validity=tally.quotes,
        extraction=tally.extraction,
        origins=dict(sorted(tally.origins.items())),
        notes=_notes(mode, runs, n_runs, tally.origins, gate_passed, rows),
    )


def _notes(
    mode: str,
    runs: int,
    n_runs: int,
    origins: Counter[str],
    gate_passed: bool,
    rows: list[CaseRow],
) -> list[str]:
    """What a reader must know to trust (or not) the numbers."""
    notes: list[str] = []
    total = sum(origins.values())
    if mode != "live":
        notes.append(DETERMINISTIC_NOTE.format(mode=mode))
    if mode == "saved":
        saved = origins.get("saved", 0)
        local = origins.get("local", 0)
        if saved == 0:
            notes.append(
                f"No saved responses were used: all {total} extractions came from the local "
                "extractor (fallback), so this run measures the local rules, not a model. "
                "Record responses with `answerguard record` first."
            )
        elif local:
            notes.append(
                f"{saved} of {total} extractions replayed saved model responses; {local} fell "
                "back to the local extractor (no saved response for that exact text)."
            )
        else:
            notes.append(f"All {total} extractions replayed saved model responses.")
    if origins.get("failed"):
        notes.append(f"{origins['failed']} extractions failed (unread source or draft).")
    if mode == "live":
        notes.append(
            f"Live gate over {n_runs} run(s): "
            + (
                "passed."
                if gate_passed
                else "FAILED: " + ", ".join(r.id for r in rows if r.gate and not r.passed)
            )
        )
    return notes
