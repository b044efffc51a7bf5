"""The labelled data: the golden set, the extraction sets, and the fields they label."""

from __future__ import annotations

import json
import re
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from guard.checkrequest import CheckRequest
from guard.errors import InputError
from guard.kb.workspace import SourceEdit, load_variants
from guard.models import (
    Model,
    Owner,
    Signals,
    Source,
    StatusWording,
)
from guard.settings import PACKAGE_DIR

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
_NO_TIMELINE = re.compile(r"\d|\b(?:days?|hours?|weeks?|minutes?|months?|years?)\b", re.IGNORECASE)
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
            kind=self.source_kind or "policy",
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
