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

from guard.evals.golden import (
    CaseRow,
    EvalReport,
    RunResult,
    effective_runs,
    planned_checks,
    run_eval,
)
from guard.evals.present import (
    extraction_set_renderables,
    extraction_sets_markdown,
    markdown_summary,
    report_renderables,
)
from guard.evals.scoring import (
    ExtractionScore,
    ExtractionSetReport,
    FieldScore,
    Miss,
    QuoteValidity,
    ReportModel,
    extraction_set_reports,
    quote_validity,
    run_extraction_set,
    score_draft,
    score_item,
    score_source,
)
from guard.evals.sets import (
    ALL_FIELDS,
    DECISION_TIME,
    DETERMINISTIC_NOTE,
    DRAFT_FIELDS,
    EVALS_DIR,
    EXTRACTION_SET_PATH,
    GOLDEN_PATH,
    HELDOUT_SET_PATH,
    SOURCE_FIELDS,
    STATUS_CLASS,
    CaseLabels,
    EvalMode,
    Expected,
    ExpectedDraftClaim,
    ExpectedSourceClaim,
    ExtractionItem,
    ExtractionSet,
    GoldenCase,
    GoldenSet,
    golden_requests,
    load_extraction_set,
    load_golden,
)

__all__ = [
    "ALL_FIELDS",
    "DECISION_TIME",
    "DETERMINISTIC_NOTE",
    "DRAFT_FIELDS",
    "EVALS_DIR",
    "EXTRACTION_SET_PATH",
    "GOLDEN_PATH",
    "HELDOUT_SET_PATH",
    "SOURCE_FIELDS",
    "STATUS_CLASS",
    "CaseLabels",
    "CaseRow",
    "EvalMode",
    "EvalReport",
    "Expected",
    "ExpectedDraftClaim",
    "ExpectedSourceClaim",
    "ExtractionItem",
    "ExtractionScore",
    "ExtractionSet",
    "ExtractionSetReport",
    "FieldScore",
    "GoldenCase",
    "GoldenSet",
    "Miss",
    "QuoteValidity",
    "ReportModel",
    "RunResult",
    "effective_runs",
    "extraction_set_renderables",
    "extraction_set_reports",
    "extraction_sets_markdown",
    "golden_requests",
    "load_extraction_set",
    "load_golden",
    "markdown_summary",
    "planned_checks",
    "quote_validity",
    "report_renderables",
    "run_eval",
    "run_extraction_set",
    "score_draft",
    "score_item",
    "score_source",
]
