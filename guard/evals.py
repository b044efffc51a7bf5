"""The eval suite: how often AnswerGuard is right, measured, per AI mode.

The labelled sets live in `guard/evalsets/` (package data, shipped in the wheel):

- `golden.json`: the seed's 12 cases (3 canonical tickets, the 7 Appendix B variants, the
  corrected TCK-9001 draft and a hedged wrong draft), each with its expected decision and
  reason (derived from the rules in DESIGN.md, not from an extractor) and labelled
  extractions. `run_eval` runs them through the real check service in one AI mode.
- `extraction_set.json`: 60+ drafts and source passages in varied wording, labelled by hand.
  `run_extraction_set` scores any extractor on it, so the local extractor's accuracy is a
  measured number.

Definitions (the README quotes these):

- **Decision accuracy**: case-runs whose decision AND reason match ÷ case-runs. A case
  *passes* a run when it matches and its safe-reply expectation (suggestionContains /
  suggestionNoTimeline) holds too.
- **Gate**: every gate case (the 3 canonical tickets and the dynamic-proof edits B1–B3)
  passes on every run. It is the contract for live mode; local and saved report it too.
- **Quote validity**: extracted claims whose quote (source) or span (draft) passes the
  engine's own quote validation (`guard.engine.quotes.quote_in`) ÷ all extracted claims.
  It is counted over the distinct texts a run extracted (each seed source once per run,
  each edited body once, each case draft once), from the raw extractions the checks used,
  so a claim the engine dropped is counted as invalid rather than silently missing.
  Failed extractions have no claims and are counted separately (`extraction_failures`).
- **Extraction field accuracy**: for each labelled text, extracted claims are paired with
  labelled claims (greedily, by how many fields agree; a pair needs the same topic or the
  same value). For each field, accuracy = labelled claims whose pair has that field right ÷
  labelled claims, so a claim the extractor missed counts as wrong on every field.
  Extracted claims with no labelled partner are reported as `spurious`. A text is an
  *exact item* when every labelled claim is paired with every field right and nothing is
  spurious. Status wording is scored by class (see `STATUS_CLASS`).

Local and saved modes are deterministic (rules, or a replay of fixed files), so they run
once whatever `runs` says; the report says so. Live mode runs each case `runs` times with a
fresh per-run cache, so each run is an independent sample of the model.
"""

from __future__ import annotations

import json
import os
import re
import threading
from collections import Counter
from collections.abc import Callable, Iterable
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import ConfigDict, Field, computed_field

from guard.check import CheckRequest, CheckService
from guard.engine.quotes import quote_in
from guard.errors import InputError
from guard.extract.base import Extractor
from guard.extract.factory import make_extractor
from guard.models import (
    DraftClaim,
    DraftExtraction,
    Model,
    Owner,
    Signals,
    Source,
    SourceClaim,
    SourceExtraction,
    StatusWording,
)
from guard.settings import MODES, PACKAGE_DIR, Settings
from guard.workspace import SourceEdit, load_variants

#: Package data (guard/evalsets/), so `answerguard eval` works from an installed wheel too.
EVALS_DIR = PACKAGE_DIR / "evalsets"
GOLDEN_PATH = EVALS_DIR / "golden.json"
EXTRACTION_SET_PATH = EVALS_DIR / "extraction_set.json"
#: Written after the extractor's fixes by someone who never read the extractor, and run once:
#: the honest measure of how it generalises. Never tune the extractor on its sentences.
HELDOUT_SET_PATH = EVALS_DIR / "heldout_set.json"

#: The seed's decision time for the suite: B5's "1 Mar 2027" must be in the future.
DECISION_TIME = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)

#: Status wording is scored by class. The engine's standing rule only asks "proposed or
#: pending?" (PROPOSAL), "deprecated?" (EXCLUDED) or neither (candidate); whether a reader
#: calls "Approved by Head of Ops" in_force or unstated changes no decision.
STATUS_CLASS: dict[StatusWording, str] = {
    "in_force": "in_force_or_unstated",
    "unstated": "in_force_or_unstated",
    "proposed": "not_in_force",
    "pending_approval": "not_in_force",
    "deprecated": "deprecated",
}

DRAFT_FIELDS = ("topic", "value", "unit", "definitive")
SOURCE_FIELDS = ("topic", "value", "unit", "scope", "status", "effectiveFrom", "supersedes")
#: Field order in reports: every field either kind of text is scored on.
ALL_FIELDS = (
    "topic",
    "value",
    "unit",
    "definitive",
    "scope",
    "status",
    "effectiveFrom",
    "supersedes",
)

DETERMINISTIC_NOTE = (
    "{mode} mode is deterministic (the same input always gives the same extraction), so each "
    "case ran once; --runs only applies to live mode."
)
_NO_TIMELINE = re.compile(r"\d|\b(?:days?|hours?|weeks?)\b", re.IGNORECASE)
_NON_ALNUM = re.compile(r"[^0-9a-z]+")

EvalMode = Literal["live", "saved", "local"]


# --- the labelled data ---------------------------------------------------------------------


class ExpectedDraftClaim(Model):
    topic: str
    amount: float | None
    amount_max: float | None = None
    unit: str | None
    definitive: bool = True


class ExpectedSourceClaim(Model):
    topic: str
    amount: float | None
    amount_max: float | None = None
    unit: str | None
    rail: str = "any"
    status: str = "in_force_or_unstated"
    effective_from: date | None = None
    #: A substring the extracted supersedes.targetText must contain; None = supersedes nothing.
    supersedes: str | None = None


class CaseLabels(Model):
    draft: list[ExpectedDraftClaim]
    #: Labels for the sources this case edits; unedited sources use the seed labels.
    sources: dict[str, list[ExpectedSourceClaim]] = Field(default_factory=dict)


class Expected(Model):
    decision: str
    reason: str
    suggestion_contains: str | None = None
    #: The safe reply must hold no digits and no day, hour or week words (ESCALATE's template).
    suggestion_no_timeline: bool = False


class GoldenCase(Model):
    id: str
    title: str
    ticket: str
    rail: str | None = None
    draft: str
    #: An Appendix B variant whose edits this case uses (instead of inline `edits`).
    variant: str | None = None
    edits: list[SourceEdit] = Field(default_factory=list)
    expected: Expected
    gate: bool
    why: str
    labels: CaseLabels


class GoldenSet(Model):
    about: str
    decision_time: datetime
    role: Literal["support_agent", "ops_lead"]
    label_conventions: dict[str, str]
    seed_source_labels: dict[str, list[ExpectedSourceClaim]]
    cases: list[GoldenCase]

    def edits_of(self, case: GoldenCase) -> list[SourceEdit]:
        """A case's edits, resolving a variant reference against `seed/variants/`."""
        if case.variant is None:
            return case.edits
        variants = {v.id: v for v in load_variants()}
        if case.variant not in variants:
            raise InputError(f"golden case {case.id}: unknown variant '{case.variant}'.")
        return variants[case.variant].edits

    def source_labels(self, case: GoldenCase, source_id: str) -> list[ExpectedSourceClaim]:
        if source_id in case.labels.sources:
            return case.labels.sources[source_id]
        if source_id in self.seed_source_labels:
            return self.seed_source_labels[source_id]
        raise InputError(f"golden case {case.id}: no extraction labels for {source_id}.")


class ExtractionItem(Model):
    id: str
    kind: Literal["draft", "source"]
    text: str
    tags: list[str]
    source_kind: str | None = None
    title: str | None = None
    claims: list[dict[str, Any]]

    def draft_labels(self) -> list[ExpectedDraftClaim]:
        return [ExpectedDraftClaim.model_validate(c) for c in self.claims]

    def source_labels(self) -> list[ExpectedSourceClaim]:
        return [ExpectedSourceClaim.model_validate(c) for c in self.claims]

    def as_source(self) -> Source:
        """The item as a source document; signals are irrelevant to extraction."""
        return Source(
            id=f"EVAL-{self.id}",
            title=self.title or self.id,
            kind=self.source_kind or "policy",  # type: ignore[arg-type]
            signals=Signals(updated_at=DECISION_TIME, owner=Owner(name="eval")),
            body=self.text,
        )


class ExtractionSet(Model):
    about: str
    label_conventions: dict[str, str]
    items: list[ExtractionItem]


def load_golden(path: Path = GOLDEN_PATH) -> GoldenSet:
    return GoldenSet.model_validate(json.loads(path.read_text(encoding="utf-8")))


def load_extraction_set(path: Path = EXTRACTION_SET_PATH) -> ExtractionSet:
    return ExtractionSet.model_validate(json.loads(path.read_text(encoding="utf-8")))


def golden_requests(golden: GoldenSet | None = None) -> list[CheckRequest]:
    """Every golden case as a check request (what `answerguard record` should also cover so
    saved mode can replay the whole golden set)."""
    g = golden or load_golden()
    return [_request(g, c) for c in g.cases]


def _request(g: GoldenSet, case: GoldenCase) -> CheckRequest:
    return CheckRequest(
        ticket_id=case.ticket,
        draft=case.draft,
        now=g.decision_time,
        role=g.role,
        rail=case.rail,
        edits=g.edits_of(case),
        user="eval",
    )


# --- scoring extractions against labels ----------------------------------------------------


class ReportModel(Model):
    """Report documents: derived numbers (rates) are serialised for machines and ignored on
    the way back in, where they are recomputed, so a report round-trips through JSON."""

    model_config = ConfigDict(extra="ignore")

    def to_json(self, indent: int | None = None) -> str:
        return self.model_dump_json(by_alias=True, indent=indent)


class FieldScore(ReportModel):
    correct: int = 0
    total: int = 0

    @computed_field  # type: ignore[prop-decorator]
    @property
    def accuracy(self) -> float | None:
        return self.correct / self.total if self.total else None


class Miss(ReportModel):
    item: str
    field: str
    expected: str
    got: str
    text: str


class ExtractionScore(ReportModel):
    """Per-field accuracy over labelled claims, plus exact-item accuracy and every miss."""

    items: int = 0
    exact_items: int = 0
    labelled_claims: int = 0
    paired_claims: int = 0
    spurious_claims: int = 0
    extraction_failures: int = 0
    fields: dict[str, FieldScore] = Field(default_factory=dict)
    misses: list[Miss] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def exact_accuracy(self) -> float | None:
        return self.exact_items / self.items if self.items else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def field_accuracy(self) -> dict[str, float | None]:
        return {f: s.accuracy for f, s in self.fields.items()}

    def merge(self, other: ExtractionScore) -> None:
        self.items += other.items
        self.exact_items += other.exact_items
        self.labelled_claims += other.labelled_claims
        self.paired_claims += other.paired_claims
        self.spurious_claims += other.spurious_claims
        self.extraction_failures += other.extraction_failures
        for name, s in other.fields.items():
            mine = self.fields.setdefault(name, FieldScore())
            mine.correct += s.correct
            mine.total += s.total
        self.misses.extend(other.misses)


def _num(x: float | None) -> str:
    if x is None:
        return "-"
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def _norm(text: str) -> str:
    """The engine's target normalisation: casefold, non-alphanumeric runs to one space."""
    return _NON_ALNUM.sub(" ", text.casefold()).strip()


def _value_str(amount: float | None, amount_max: float | None) -> str:
    if amount is None:
        return "none"
    return _num(amount) if amount_max in (None, amount) else f"{_num(amount)}-{_num(amount_max)}"


def _draft_fields(c: DraftClaim) -> dict[str, str]:
    v = c.value
    return {
        "topic": c.topic,
        "value": _value_str(v.amount, v.amount_max) if v else "none",
        "unit": v.unit if v else "none",
        "definitive": str(c.definitive).lower(),
    }


def _draft_expected(e: ExpectedDraftClaim) -> dict[str, str]:
    return {
        "topic": e.topic,
        "value": _value_str(e.amount, e.amount_max),
        "unit": e.unit or "none",
        "definitive": str(e.definitive).lower(),
    }


def _source_fields(c: SourceClaim) -> dict[str, str]:
    v = c.value
    return {
        "topic": c.topic,
        "value": _value_str(v.amount, v.amount_max) if v else "none",
        "unit": v.unit if v else "none",
        "scope": c.scope["rail"],
        "status": STATUS_CLASS[c.status_wording],
        "effectiveFrom": c.effective_from.isoformat() if c.effective_from else "none",
        "supersedes": c.supersedes.target_text if c.supersedes else "none",
    }


def _source_expected(e: ExpectedSourceClaim) -> dict[str, str]:
    return {
        "topic": e.topic,
        "value": _value_str(e.amount, e.amount_max),
        "unit": e.unit or "none",
        "scope": e.rail,
        "status": e.status,
        "effectiveFrom": e.effective_from.isoformat() if e.effective_from else "none",
        "supersedes": e.supersedes or "none",
    }


def _agrees(field: str, expected: str, got: str) -> bool:
    if field == "supersedes" and expected != "none":
        return got != "none" and _norm(expected) in _norm(got)
    return expected == got


def score_item(
    item_id: str,
    text: str,
    expected: list[dict[str, str]],
    got: list[dict[str, str]] | None,
    fields: tuple[str, ...],
) -> ExtractionScore:
    """Score one text: `expected`/`got` are claims as field→string maps; `got` None means the
    extraction failed (every labelled claim is then missed)."""
    score = ExtractionScore(items=1, fields={f: FieldScore() for f in fields})
    score.labelled_claims = len(expected)
    failed = got is None
    if got is None:
        score.extraction_failures = 1
        got = []
    # Greedy pairing by agreeing fields; a pair needs the same topic or the same value.
    candidates = []
    for i, e in enumerate(expected):
        for j, g in enumerate(got):
            agree = sum(_agrees(f, e[f], g[f]) for f in fields)
            if e["topic"] == g["topic"] or e["value"] == g["value"]:
                candidates.append((-agree, i, j))
    pairs: dict[int, int] = {}
    used: set[int] = set()
    for _, i, j in sorted(candidates):
        if i not in pairs and j not in used:
            pairs[i] = j
            used.add(j)
    exact = not failed  # a failed read is never a correct one, even of a text with no claim
    short = " ".join(text.split())[:100]
    if failed:
        score.misses.append(
            Miss(
                item=item_id,
                field="failed",
                expected="a readable extraction",
                got="ok=False",
                text=short,
            )
        )
    for i, e in enumerate(expected):
        g = got[pairs[i]] if i in pairs else None
        for f in fields:
            score.fields[f].total += 1
            if g is not None and _agrees(f, e[f], g[f]):
                score.fields[f].correct += 1
            else:
                exact = False
                score.misses.append(
                    Miss(
                        item=item_id,
                        field=f,
                        expected=e[f],
                        got=g[f] if g is not None else "(claim not extracted)",
                        text=short,
                    )
                )
    score.paired_claims = len(pairs)
    spurious = [g for j, g in enumerate(got) if j not in used]
    score.spurious_claims = len(spurious)
    for g in spurious:
        exact = False
        score.misses.append(
            Miss(
                item=item_id,
                field="spurious",
                expected="(no claim)",
                got=f"{g['topic']} {g['value']} {g['unit']}",
                text=short,
            )
        )
    score.exact_items = int(exact)
    return score


def score_draft(
    item_id: str, ext: DraftExtraction, labels: list[ExpectedDraftClaim]
) -> ExtractionScore:
    got = [_draft_fields(c) for c in ext.claims] if ext.ok else None
    return score_item(item_id, ext.text, [_draft_expected(e) for e in labels], got, DRAFT_FIELDS)


def score_source(
    item_id: str, source: Source, ext: SourceExtraction, labels: list[ExpectedSourceClaim]
) -> ExtractionScore:
    got = [_source_fields(c) for c in ext.claims] if ext.ok else None
    expected = [_source_expected(e) for e in labels]
    return score_item(item_id, source.body, expected, got, SOURCE_FIELDS)


class QuoteValidity(ReportModel):
    valid: int = 0
    total: int = 0
    #: Snippets of claims whose quote or span is not in their text (first 20).
    invalid: list[str] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def rate(self) -> float | None:
        return self.valid / self.total if self.total else None

    def add(self, quote: str, text: str, where: str) -> None:
        self.total += 1
        if quote_in(quote, text):
            self.valid += 1
        elif len(self.invalid) < 20:
            self.invalid.append(f"{where}: {' '.join(quote.split())[:100]}")

    def merge(self, other: QuoteValidity) -> None:
        self.valid += other.valid
        self.total += other.total
        self.invalid.extend(other.invalid[: max(0, 20 - len(self.invalid))])


def quote_validity(
    drafts: Iterable[DraftExtraction], sources: Iterable[tuple[Source, SourceExtraction]]
) -> QuoteValidity:
    q = QuoteValidity()
    for d in drafts:
        for c in d.claims if d.ok else []:
            q.add(c.span, d.text, "draft")
    for s, ext in sources:
        for sc in ext.claims if ext.ok else []:
            q.add(sc.quote, s.body, s.id)
    return q


# --- the extraction set --------------------------------------------------------------------


class ExtractionSetReport(ReportModel):
    extractor: str
    items: int
    score: ExtractionScore
    quote_validity: QuoteValidity
    #: Exact-item accuracy per tag: how each wording category fares.
    by_tag: dict[str, FieldScore]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def exact_accuracy(self) -> float | None:
        return self.score.exact_accuracy


def run_extraction_set(
    extractor: Extractor, data: ExtractionSet | None = None
) -> ExtractionSetReport:
    """Score `extractor` on the hand-labelled extraction set (drafts and sources)."""
    data = data or load_extraction_set()
    total = ExtractionScore(fields={f: FieldScore() for f in ALL_FIELDS})
    by_tag: dict[str, FieldScore] = {}
    drafts: list[DraftExtraction] = []
    sources: list[tuple[Source, SourceExtraction]] = []
    for item in data.items:
        if item.kind == "draft":
            d = extractor.extract_draft(item.text)
            drafts.append(d)
            s = score_draft(item.id, d, item.draft_labels())
        else:
            src = item.as_source()
            ext = extractor.extract_source(src)
            sources.append((src, ext))
            s = score_source(item.id, src, ext, item.source_labels())
        total.merge(s)
        for tag in item.tags:
            t = by_tag.setdefault(tag, FieldScore())
            t.total += 1
            t.correct += s.exact_items
    return ExtractionSetReport(
        extractor=f"{extractor.mode}:{extractor.model}",
        items=len(data.items),
        score=total,
        quote_validity=quote_validity(drafts, sources),
        by_tag=dict(sorted(by_tag.items())),
    )


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
        for ext in [*self.drafts, *(e for _, e in self.sources)]:
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
    if mode not in MODES:
        raise InputError(f"--mode must be one of {', '.join(MODES)}, not '{mode}'.")
    if runs < 1:
        raise InputError(f"--runs must be at least 1, not {runs}.")
    g = golden or load_golden()
    factory = service_factory or _default_factory(mode)
    n_runs = effective_runs(mode, runs)
    say = progress or (lambda _: None)
    per_case: dict[str, list[RunResult]] = {c.id: [] for c in g.cases}
    quotes = QuoteValidity()
    extraction = ExtractionScore(fields={f: FieldScore() for f in ALL_FIELDS})
    origins: Counter[str] = Counter()
    extractor_label = ""
    for run in range(1, n_runs + 1):
        service = factory()
        inner = service.extractor
        extractor_label = f"{inner.mode}:{inner.model} ({inner.prompt_version})"
        seen_sources: dict[tuple[str, str], tuple[Source, SourceExtraction]] = {}
        source_labels: dict[tuple[str, str], list[ExpectedSourceClaim]] = {}
        seen_drafts: dict[str, tuple[DraftExtraction, list[ExpectedDraftClaim]]] = {}
        try:
            for case in g.cases:
                tap = _Tap(inner)
                service.extractor = tap
                result = service.check(_request(g, case))
                origins.update(tap.origins())
                suggestion = result.suggestion.text if result.suggestion else None
                match = (result.decision, result.reason_code) == (
                    case.expected.decision,
                    case.expected.reason,
                )
                per_case[case.id].append(
                    RunResult(
                        decision=result.decision,
                        reason=result.reason_code,
                        match=match,
                        suggestion_ok=_suggestion_ok(case.expected, suggestion),
                        suggestion=suggestion,
                        ai_mode=result.ai.mode,
                        rejected=len(result.rejected_extractions),
                    )
                )
                main_draft = next((d for d in tap.drafts if d.text == case.draft), None)
                if main_draft is not None and case.draft not in seen_drafts:
                    seen_drafts[case.draft] = (main_draft, case.labels.draft)
                for src, ext in tap.sources:
                    key = (src.id, src.body)
                    if key not in seen_sources:
                        seen_sources[key] = (src, ext)
                        source_labels[key] = g.source_labels(case, src.id)
                mark = "ok" if match else "MISMATCH"
                say(
                    f"run {run}/{n_runs} · {case.id}: {result.decision}/{result.reason_code} {mark}"
                )
        finally:
            service.extractor = inner
        quotes.merge(quote_validity((d for d, _ in seen_drafts.values()), seen_sources.values()))
        for text, (d, labels) in seen_drafts.items():
            extraction.merge(score_draft(f"run{run}:draft:{text[:40]}", d, labels))
        for key, (src, ext) in seen_sources.items():
            extraction.merge(
                score_source(
                    f"run{run}:{src.id}@v{src.signals.version}", src, ext, source_labels[key]
                )
            )

    rows = [
        CaseRow(
            id=c.id,
            title=c.title,
            ticket=c.ticket,
            gate=c.gate,
            expected=c.expected,
            runs=per_case[c.id],
        )
        for c in g.cases
    ]
    correct = sum(r.matched_runs for r in rows)
    total = sum(len(r.runs) for r in rows)
    gate_passed = all(r.passed for r in rows if r.gate)
    notes = _notes(mode, runs, n_runs, origins, gate_passed, rows)
    return EvalReport(
        mode=mode,
        extractor=extractor_label,
        runs=n_runs,
        runs_requested=runs,
        decision_time=g.decision_time,
        cases=rows,
        decision_correct=correct,
        decision_total=total,
        gate_passed=gate_passed,
        passed=gate_passed if mode == "live" else all(r.passed for r in rows),
        quote_validity=quotes,
        extraction=extraction,
        origins=dict(sorted(origins.items())),
        notes=notes,
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


# --- presentation (pure: a report in, rich renderables out) ----------------------------------


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.0%}"


def report_renderables(report: EvalReport) -> list[Any]:
    """The CLI's tables: per-case results, then the metrics, then notes."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    cases = Table(
        title=f"Golden eval · {report.mode} · {report.extractor}",
        title_justify="left",
        box=box.SIMPLE_HEAD,
    )
    cases.add_column("case", no_wrap=True)
    cases.add_column("gate", justify="center")
    cases.add_column("expected", overflow="fold", min_width=21)
    cases.add_column("got (per run)", overflow="fold", min_width=21)
    cases.add_column("match", justify="right", no_wrap=True)
    for row in report.cases:
        got = Text()
        for n, r in enumerate(row.runs):
            line = f"{r.decision} {r.reason}" + ("" if r.suggestion_ok else " (safe reply ✗)")
            got.append(
                ("\n" if n else "") + line, style="" if r.match and r.suggestion_ok else "red"
            )
        cases.add_row(
            row.id,
            "●" if row.gate else "",
            f"{row.expected.decision} {row.expected.reason}",
            got,
            Text(
                f"{row.matched_runs}/{len(row.runs)}",
                style="green" if row.passed else "bold red",
            ),
        )
    metrics = Table(title="Metrics", title_justify="left", box=box.SIMPLE_HEAD)
    metrics.add_column("metric")
    metrics.add_column("value", justify="right")
    metrics.add_column("n", justify="right")
    metrics.add_row(
        "decision accuracy (decision and reason)",
        _pct(report.decision_accuracy),
        f"{report.decision_correct}/{report.decision_total}",
    )
    metrics.add_row(
        "gate (canonical + B1–B3, every run)", "passed" if report.gate_passed else "FAILED", ""
    )
    q = report.quote_validity
    metrics.add_row("quote validity", _pct(q.rate), f"{q.valid}/{q.total}")
    for name, s in report.extraction.fields.items():
        if s.total:
            metrics.add_row(f"field accuracy: {name}", _pct(s.accuracy), f"{s.correct}/{s.total}")
    e = report.extraction
    metrics.add_row("exact extraction items", _pct(e.exact_accuracy), f"{e.exact_items}/{e.items}")
    metrics.add_row("spurious claims", str(e.spurious_claims), "")
    metrics.add_row(
        "extractions by producer", ", ".join(f"{k} {v}" for k, v in report.origins.items()), ""
    )
    out: list[Any] = [cases, metrics]
    for n in report.notes:
        alarm = n.startswith("No saved") or (
            n.startswith("Live gate over") and not report.gate_passed
        )
        out.append(Text(n, style="bold red" if alarm else "yellow"))
    return out


def extraction_set_reports() -> list[tuple[str, ExtractionSetReport]]:
    """The local extractor on both labelled sets: the regression set and the held-out one."""
    from guard.extract.local import LocalExtractor

    ex = LocalExtractor()
    return [
        ("labelled set (regression)", run_extraction_set(ex)),
        ("held-out set", run_extraction_set(ex, load_extraction_set(HELDOUT_SET_PATH))),
    ]


def extraction_set_renderables(report: ExtractionSetReport, name: str = "") -> list[Any]:
    """The CLI's table for the labelled extraction set: per field, per tag, then misses."""
    from rich import box
    from rich.table import Table

    t = Table(
        title=f"{name or 'Labelled extraction set'} · {report.extractor} · {report.items} items",
        title_justify="left",
        box=box.SIMPLE_HEAD,
    )
    t.add_column("measure")
    t.add_column("accuracy", justify="right")
    t.add_column("n", justify="right")
    s = report.score
    t.add_row("exact items", _pct(s.exact_accuracy), f"{s.exact_items}/{s.items}")
    for name, f in s.fields.items():
        t.add_row(f"field: {name}", _pct(f.accuracy), f"{f.correct}/{f.total}")
    q = report.quote_validity
    t.add_row("quote validity", _pct(q.rate), f"{q.valid}/{q.total}")
    t.add_row("spurious claims", "", str(s.spurious_claims))
    tags = Table(title="Exact items by wording category", title_justify="left", box=box.SIMPLE_HEAD)
    tags.add_column("category")
    tags.add_column("exact", justify="right")
    for tag, f in report.by_tag.items():
        tags.add_row(tag, f"{f.correct}/{f.total}")
    return [t, tags]


def markdown_summary(
    report: EvalReport, sets: list[tuple[str, ExtractionSetReport]] | None = None
) -> str:
    """The README's eval table: the numbers of one run, with what produced them."""
    lines = [
        f"Mode `{report.mode}` ({report.extractor}), decision time {report.decision_time}.",
        "",
        "| measure | value | n |",
        "|---|---|---|",
        f"| decision accuracy (decision and reason) | {_pct(report.decision_accuracy)} | "
        f"{report.decision_correct}/{report.decision_total} |",
        f"| gate (3 canonical + B1–B3, every run) | {'passed' if report.gate_passed else 'FAILED'} | |",
        f"| quote validity | {_pct(report.quote_validity.rate)} | "
        f"{report.quote_validity.valid}/{report.quote_validity.total} |",
    ]
    for name, f in report.extraction.fields.items():
        lines.append(f"| field accuracy: {name} | {_pct(f.accuracy)} | {f.correct}/{f.total} |")
    if sets:
        lines += ["", extraction_sets_markdown(sets)]
    return "\n".join(lines)


def extraction_sets_markdown(sets: list[tuple[str, ExtractionSetReport]]) -> str:
    """The labelled sets side by side, one column each, with their misses by category."""
    names = [name for name, _ in sets]
    lines = [
        "| measure | " + " | ".join(names) + " |",
        "|---|" + "---|" * len(sets),
        "| items | " + " | ".join(str(r.items) for _, r in sets) + " |",
    ]

    def cell(correct: int, total: int) -> str:
        return f"{_pct(correct / total if total else None)} ({correct}/{total})"

    lines.append(
        "| exact items | "
        + " | ".join(cell(r.score.exact_items, r.score.items) for _, r in sets)
        + " |"
    )
    for field in sets[0][1].score.fields:
        row = []
        for _, r in sets:
            f = r.score.fields.get(field)
            row.append(cell(f.correct, f.total) if f else "—")
        lines.append(f"| field: {field} | " + " | ".join(row) + " |")
    lines.append(
        "| spurious claims | " + " | ".join(str(r.score.spurious_claims) for _, r in sets) + " |"
    )
    for name, r in sets:
        weak = [
            f"{t} {f.correct}/{f.total}"
            for t, f in r.by_tag.items()
            if f.total and f.correct < f.total
        ]
        if weak:
            lines += ["", f"{name}, categories with misses: " + ", ".join(weak) + "."]
    return "\n".join(lines)
