"""The data contract shared by the engine, the extractors, the CLI and the Slack app.

Field names follow the build contract's JSON (camelCase) so a CheckResult serialised here is
the same document the seed describes. Python code uses snake_case attributes; `by_alias`
serialisation produces the contract's names.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from guard.taxonomy import Rail, Topic, Unit

Kind = Literal["policy", "sop", "macro", "slack", "release_note"]
Verification = Literal["verified", "unverified", "expired"]
Visibility = Literal["everyone", "ops"]
StatusWording = Literal["in_force", "proposed", "pending_approval", "deprecated", "unstated"]
Role = Literal["support_agent", "ops_lead"]
Decision = Literal["ALLOW", "CAUTION", "HOLD", "ESCALATE", "AI_UNAVAILABLE"]
Standing = Literal["EXCLUDED", "PROPOSAL", "NOT_YET_EFFECTIVE", "CANDIDATE"]
Applicability = Literal["APPLIES", "SCOPE_UNRESOLVED", "NOT_APPLICABLE"]
Relation = Literal["supports", "contradicts", "n/a"]
Outcome = Literal["pass", "fail", "fired", "skipped"]
AiMode = Literal["live", "saved", "local", "unavailable"]


class Model(BaseModel):
    """Base: camelCase on the wire, snake_case in Python, unknown keys refused."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")

    def to_json(self) -> str:
        return self.model_dump_json(by_alias=True)


class Value(Model):
    amount: float
    amount_max: float | None = None
    unit: Unit

    @property
    def low(self) -> float:
        return self.amount

    @property
    def high(self) -> float:
        return self.amount if self.amount_max is None else self.amount_max


class Scope(Model):
    rail: Rail = "any"


class Supersedes(Model):
    target_text: str
    quote: str


class SourceClaim(Model):
    claim_id: str
    source_id: str
    source_version: int
    topic: Topic
    value: Value | None
    value_text: str
    scope: Scope = Field(default_factory=Scope)
    effective_from: date | None = None
    status_wording: StatusWording = "unstated"
    supersedes: Supersedes | None = None
    quote: str


class DraftClaim(Model):
    claim_id: str
    topic: Topic
    value: Value | None
    value_text: str
    span: str
    definitive: bool = True


class Owner(Model):
    name: str
    active: bool = True


class Signals(Model):
    """The Slite-style signals of a source; the rules read these, never the body's own words."""

    verification: Verification = "unverified"
    verified_at: datetime | None = None
    updated_at: datetime
    owner: Owner
    flagged_outdated: bool = False
    flag_note: str | None = None
    visibility: Visibility = "everyone"
    version: int = 1


class Source(Model):
    id: str
    title: str
    kind: Kind
    signals: Signals
    body: str


class Ticket(Model):
    id: str
    customer: str
    rail: Rail | Literal["unknown"]
    message: str


# --- extraction outcomes: what an extractor hands the engine -------------------------------


class SourceExtraction(Model):
    """One source's extraction. `ok=False` means it could not be read (error or invalid output),
    which is different from a valid result with zero claims."""

    source_id: str
    ok: bool = True
    claims: list[SourceClaim] = Field(default_factory=list)
    error: str | None = None
    #: Who produced these claims (live model, saved model response, local rules).
    origin: AiMode | None = None


class DraftExtraction(Model):
    text: str
    ok: bool = True
    claims: list[DraftClaim] = Field(default_factory=list)
    error: str | None = None
    origin: AiMode | None = None


class Extractions(Model):
    draft: DraftExtraction
    sources: list[SourceExtraction] = Field(default_factory=list)


# --- the result --------------------------------------------------------------------------


class SourceRef(Model):
    id: str
    title: str
    kind: Kind
    signals: Signals


class Evidence(Model):
    claim: SourceClaim
    source: SourceRef
    standing: Standing
    standing_rule: str
    weakeners: list[str]
    applicability: Applicability
    relation: Relation


class TraceStep(Model):
    rule: str
    outcome: Outcome
    detail: str


class ClaimResult(Model):
    draft_claim: DraftClaim
    decision: Decision
    reason_code: str
    governing_value: Value | None = None
    governing_source_ids: list[str] = Field(default_factory=list)
    governing_quote: str | None = None
    evidence: list[Evidence]
    trace: list[TraceStep]


class Suggestion(Model):
    text: str
    origin: Literal["ai", "template"]
    recheck_decision: Decision


class RejectedExtraction(Model):
    source_id: str
    reason: str
    snippet: str


class AiInfo(Model):
    mode: AiMode
    model: str
    latency_ms: int
    prompt_version: str
    notice: str | None = None


class PatternMatch(Model):
    text: str
    start: int
    end: int


class CheckResult(Model):
    check_hash: str
    decision: Decision
    reason_code: str
    headline: str
    claims: list[ClaimResult]
    trace: list[TraceStep]
    pattern_matches: list[PatternMatch] = Field(default_factory=list)
    unread_sources: list[str] = Field(default_factory=list)
    suggestion: Suggestion | None
    rejected_extractions: list[RejectedExtraction]
    ai: AiInfo
    ticket_id: str
    rail: str
    role: Role
    decided_at: datetime
    label: str = "Independent concept · synthetic data · not affiliated with Slite"
