"""The data contract shared by the engine, the extractors, the CLI and the Slack app.

Field names follow the build contract's JSON (camelCase) so a CheckResult serialised here is
the same document the seed describes. Python code uses snake_case attributes; `by_alias`
serialisation produces the contract's names.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator
from pydantic.alias_generators import to_camel

from guard.units import DURATION_UNITS, UNKNOWN, ValueKind


def _as_utc(value: datetime) -> datetime:
    """A knowledge base writes `updatedAt: 2026-10-01` or a time without a zone; the rules
    compare every instant with the (aware) decision time, so a naive one is read as UTC
    rather than failing the first comparison deep inside a check."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value


#: An instant: timezone-aware, naive input read as UTC.
Instant = Annotated[datetime, AfterValidator(_as_utc)]

#: A catalogue topic key, or "other" for a claim on no catalogue topic.
Topic = str
#: A unit inside a value kind: a duration unit, an ISO 4217 currency, "percent", or what a
#: count counts.
Unit = str
#: A source kind: built in (policy, sop, macro, article, faq, slack, release_note,
#: owner_answer) or declared in the workspace's catalogue.
Kind = str
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
    """A claimed value of one of the five kinds.

    Numbers (duration, money, percent, count) are a range `amount`..`amountMax` in a unit;
    a choice is an option key. The kind is inferred from the unit when not given, so the
    seed's `{amount, amountMax, unit}` documents read unchanged."""

    amount: float | None = None
    amount_max: float | None = None
    unit: Unit | None = None
    option: str | None = None
    kind: ValueKind = "duration"

    @model_validator(mode="before")
    @classmethod
    def _infer_kind(cls, data: Any) -> Any:
        if not isinstance(data, dict) or data.get("kind") is not None:
            return data
        unit = data.get("unit")
        if data.get("option") is not None:
            kind = "choice"
        elif unit in DURATION_UNITS or unit is None:
            kind = "duration"
        elif unit == "percent":
            kind = "percent"
        elif isinstance(unit, str) and len(unit) == 3 and unit.isalpha() and unit.isupper():
            kind = "money"
        else:
            kind = "count"
        return {**data, "kind": kind}

    @model_validator(mode="after")
    def _consistent(self) -> Value:
        if self.kind == "choice":
            if not self.option:
                raise ValueError("a choice value needs an option")
            return self
        if self.amount is None:
            raise ValueError(f"a {self.kind} value needs an amount")
        if self.kind == "duration" and self.unit not in DURATION_UNITS:
            raise ValueError(f"a duration's unit is one of {', '.join(DURATION_UNITS)}")
        if self.kind == "money" and not (
            isinstance(self.unit, str) and len(self.unit) == 3 and self.unit.isalpha()
        ):
            raise ValueError("a money value's unit is an ISO 4217 currency code")
        if self.kind == "percent" and self.unit not in (None, "percent"):
            raise ValueError("a percent value's unit is 'percent'")
        if self.kind == "percent":
            self.unit = "percent"
        if self.kind == "count" and not self.unit:
            self.unit = "count"
        return self

    @property
    def low(self) -> float:
        return self.amount if self.amount is not None else 0.0

    @property
    def high(self) -> float:
        return self.low if self.amount_max is None else self.amount_max


#: A claim's scope: dimension → value or "any"; a dimension it does not name is "any".
Scope = dict[str, str]


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
    scope: Scope = Field(default_factory=dict)
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
    #: The words of the condition the draft says the value only holds under ("if you cancel
    #: 48 hours ahead" of a zero: `exceptionzero`), or None. Such a value is the exception a
    #: condition sets, not an outright value: like a hedge it softens a contradiction to
    #: CAUTION and never makes a HOLD, but it is no hedge, and traces and headlines say so.
    #: A non-zero value's condition that names one scope value ("On Basic") is the scope it
    #: is said for: the engine decides it against that scope's value (`engine.scopedclaims`).
    condition: str | None = None
    #: Other topics the value's words say as much about as `topic` (an ambiguous reading):
    #: the engine decides the claim on each and the most severe outcome stands.
    alternatives: list[Topic] = Field(default_factory=list)


class Owner(Model):
    name: str
    active: bool = True
    #: The owner's Slack user id, for asking them directly.
    slack: str | None = None


class Answers(Model):
    """What an owner's answer (`owner_answer`) was asked about: its text is the owner's own
    words, which may not name the topic or scope, so the claims extracted from it take the
    question's topic (a claim on no catalogue topic) and scope (where the claim names none)."""

    topic: Topic
    scope: Scope = Field(default_factory=dict)
    #: For an answer on no catalogue topic (`other`): the words of the question it answers.
    #: Such an answer governs nothing; it answers only that question (`ask`, `gaps`).
    question: str | None = None


class Signals(Model):
    """The Slite-style signals of a source; the rules read these, never the body's own words."""

    verification: Verification = "unverified"
    verified_at: Instant | None = None
    updated_at: Instant
    owner: Owner
    flagged_outdated: bool = False
    flag_note: str | None = None
    visibility: Visibility = "everyone"
    version: int = 1
    #: Verification lapses this many days after `verifiedAt` (the freshness gate).
    review_every_days: int | None = Field(default=None, ge=1)
    #: Verification lapses after this date.
    stale_after: date | None = None
    #: Set on an owner's answer: the question it answers (guard/trust).
    answers: Answers | None = None


class Source(Model):
    id: str
    title: str
    kind: Kind
    signals: Signals
    body: str
    #: Frontmatter fields AnswerGuard does not read (`tags`, `author`…), kept as written
    #: (JSON-safe) and versioned with the source; no rule reads them (guard/kb/workspace/fields.py).
    frontmatter: dict[str, Any] = Field(default_factory=dict)


class Ticket(Model):
    """A ticket and what the agent knows of its scope: dimension → value or "unknown"."""

    id: str
    customer: str = ""
    message: str = ""
    scope: dict[str, str] = Field(default_factory=dict)
    #: The catalogue topic the ticket is about, when the inbox knows it: a draft value whose
    #: sentence names no topic is read on it (as on a single topic the message names).
    topic: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _seed_rail(cls, data: Any) -> Any:
        """The seed's `rail: instant` is `scope: {rail: instant}`."""
        if isinstance(data, dict) and "rail" in data:
            data = dict(data)
            rail = data.pop("rail")
            data["scope"] = {"rail": rail, **(data.get("scope") or {})}
        return data

    def value_of(self, dimension: str) -> str:
        return self.scope.get(dimension, UNKNOWN)

    @property
    def rail(self) -> str:
        return self.value_of("rail")

    def with_scope(self, **values: str) -> Ticket:
        return self.model_copy(update={"scope": {**self.scope, **values}})


# --- extraction outcomes: what an extractor hands the engine -------------------------------


class SetAside(Model):
    """A value the extractor read in a source and deliberately made no claim, with why
    (someone else's words, a question, an old value...). The engine counts it as read only
    where its own reader finds the same value set aside for the same reason
    (`engine.reading`): an extractor's say-so alone never explains a source's silence."""

    quote: str
    value_text: str
    reason: str


class SourceExtraction(Model):
    """One source's extraction. `ok=False` means it could not be read (error or invalid output),
    which is different from a valid result with zero claims."""

    source_id: str
    ok: bool = True
    claims: list[SourceClaim] = Field(default_factory=list)
    #: Values read and deliberately not claimed (the local extractor fills it for a source
    #: with no claim; a live model's output never carries it).
    set_aside: list[SetAside] = Field(default_factory=list)
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
    #: The value kind the match looks like (duration, money, percent, count, choice).
    kind: str | None = None


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
    decided_at: Instant
    #: The ticket's scope as checked: every dimension's value or "unknown".
    scope: dict[str, str] = Field(default_factory=dict)
    label: str = "Independent concept · synthetic data · not affiliated with Slite"
