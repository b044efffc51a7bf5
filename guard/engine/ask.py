"""Verdicts without a draft: what the sources say about a question (`answerguard ask`).

The same rules as a check, run for a topic instead of a draft claim: standing and
applicability (`decide.assess`) and D1–D7 (`governing.resolve_governing`). Nothing here
decides anything the check would not: it only skips the draft comparison (D8–D11) and
reports what the rules found, with receipts.

- For the ticket's scope, or — where the ticket leaves a dimension unknown and some source
  on the topic is specific about it — once for every value of that dimension. Answers that
  come out the same for every value of a dimension are merged (that dimension reads "any").
- Each answer is ANSWERED (a governing value V, with the claims that made it govern),
  CONTESTED (D7, or D1: candidates disagree and no rule settles it; every side shown) or
  UNANSWERED (D2/D3: no candidate; proposals and future changes are listed as announced,
  never as the answer).
- A topic's verdict is the answers' common verdict, or DEPENDS when they differ by scope.

**Receipts are validated at the boundary.** Every quote shown (receipt, side, announcement)
is re-checked against its source's body when the answer is built; one that is not there
raises `ReceiptError` instead of producing an answer, so an ANSWERED without a validated
quote cannot exist. Pure functions: no I/O, no clock.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from datetime import date, datetime
from typing import Literal

from pydantic import Field, model_validator

from guard.engine.asktopics import ranked_topics
from guard.engine.candidates import Governing
from guard.engine.decide import assess
from guard.engine.governing import Assessed, resolve_governing
from guard.engine.quotes import quote_in
from guard.engine.reading import silent_sources
from guard.engine.validation import validate
from guard.engine.values import format_value
from guard.kb.catalogue import SCOPE_ANY, UNKNOWN, Catalogue, default_catalogue
from guard.models import (
    Applicability,
    DraftClaim,
    DraftExtraction,
    Extractions,
    Model,
    Source,
    SourceClaim,
    SourceExtraction,
    Standing,
    Ticket,
    Value,
)

AskVerdict = Literal["ANSWERED", "DEPENDS", "CONTESTED", "UNANSWERED"]
AnswerVerdict = Literal["ANSWERED", "CONTESTED", "UNANSWERED"]

#: Why a value governs, in words an agent reads (the rule that made it govern).
RULE_WORDS: dict[str, str] = {
    "CONSENSUS": "every applicable source agrees",
    "EXPLICIT_SUPERSESSION": "explicit supersession",
    "SPECIFIC_EXCEPTION": "specific exception",
    "CONFLICT_UNRESOLVED": "sources disagree and none supersedes the other",
    "SCOPE_UNKNOWN": "the answer depends on a scope the question did not fix",
    "PROPOSAL_ONLY": "only a proposal or a future change says anything",
    "UNSUPPORTED": "no source states this",
    "NO_TOPIC": "the question is on no topic the knowledge base covers",
}


class ReceiptError(ValueError):
    """A quote that is not verbatim in its source reached an answer: refused, never shown."""


class SourceQuote(Model):
    """One source's claim as evidence: a receipt, a side of a conflict, or an announcement."""

    source_id: str
    title: str
    kind: str
    value: Value | None
    value_text: str
    quote: str
    owner: str
    owner_slack: str | None = None
    updated_at: datetime
    standing: Standing
    applicability: Applicability
    weakeners: list[str] = Field(default_factory=list)
    effective_from: date | None = None


def source_quote(a: Assessed) -> SourceQuote:
    """The boundary: a claim becomes evidence only with a quote that is in its source."""
    if a.claim.source_id != a.source.id:
        raise ReceiptError(f"claim {a.claim.claim_id} is not from {a.source.id}")
    if not quote_in(a.claim.quote, a.source.body):
        raise ReceiptError(
            f"{a.source.id}: the quote {a.claim.quote[:80]!r} is not in the source's text"
        )
    return SourceQuote(
        source_id=a.source.id,
        title=a.source.title,
        kind=a.source.kind,
        value=a.claim.value,
        value_text=format_value(a.claim.value),
        quote=a.claim.quote,
        owner=a.source.signals.owner.name,
        owner_slack=a.source.signals.owner.slack,
        updated_at=a.source.signals.updated_at,
        standing=a.standing.standing,
        applicability=a.applicability,
        weakeners=list(a.weakeners),
        effective_from=a.claim.effective_from,
    )


def _value_key(v: Value | None) -> str:
    return v.model_dump_json() if v is not None else ""


class Answer(Model):
    """What the rules give for one scope (or several merged ones)."""

    #: Every catalogue dimension: the value assumed, or "any" when the answer holds whatever
    #: the value is.
    scope: dict[str, str]
    verdict: AnswerVerdict
    #: The rule that settled it (D4/D5/D6 govern, D7/D1 contest, D2/D3 leave it open).
    rule: str
    reason: str
    value: Value | None = None
    value_text: str | None = None
    receipts: list[SourceQuote] = Field(default_factory=list)
    sides: list[SourceQuote] = Field(default_factory=list)
    #: Proposals and not-yet-effective changes that apply: shown as such, never the answer.
    announced: list[SourceQuote] = Field(default_factory=list)

    @model_validator(mode="after")
    def _backed(self) -> Answer:
        if self.verdict == "ANSWERED":
            if self.value is None or not self.receipts:
                raise ValueError("an ANSWERED answer needs a value and at least one receipt")
            if any(not r.quote.strip() for r in self.receipts):
                raise ValueError("an ANSWERED answer's receipts need their quotes")
        # A contest is between values, not between sources: one source that states two
        # values for the same scope (a table whose columns were lost) is contested too, with
        # its own two claims as the sides.
        if self.verdict == "CONTESTED" and len({_value_key(s.value) for s in self.sides}) < 2:
            raise ValueError("a CONTESTED answer needs sides with at least two different values")
        return self

    @property
    def rule_words(self) -> str:
        return RULE_WORDS.get(self.reason, self.reason)


class TopicAnswer(Model):
    topic: str | None
    label: str | None
    verdict: AskVerdict
    answers: list[Answer] = Field(default_factory=list)


@dataclass(frozen=True)
class Outcome:
    """The rules for one topic under one combination of the dimensions that matter."""

    #: The dimensions fixed for this run (only those the ticket left unknown and a source
    #: on the topic is specific about).
    fixed: dict[str, str]
    ticket: Ticket
    governing: Governing
    answer: Answer


def scope_words(scope: dict[str, str]) -> str:
    """{"plan": "pro", "region": "any"} → "plan pro"; every dimension any → "every case"."""
    parts = [
        f"{d.replace('_', ' ')} {v.replace('_', ' ')}" for d, v in scope.items() if v != SCOPE_ANY
    ]
    return " · ".join(parts) or "every case"


# --- which topics a question is about ---------------------------------------------------------


def topics_of(question: str, claims: list[DraftClaim], catalogue: Catalogue) -> list[str]:
    """The topics the question is about, best first (`asktopics`): the topics its claims name
    (the draft extractor run on the question), or for a question that states no value on a
    catalogue topic ("how long do payouts take?"), the topics whose `about` words (or a
    choice's words) it uses outside their `not_about` phrases. Ranked by the evidence, each
    word weighted by how few topics share it, with the question's kind as one more cue; never
    by the order of the catalogue or of the question's words."""
    named = [c.topic for c in claims if catalogue.governs(c.topic)]
    return ranked_topics(question, catalogue, named or None)


# --- the rules for one topic ---------------------------------------------------------------------


def _answer(gov: Governing, scope: dict[str, str]) -> Answer:
    announced = [source_quote(a) for a in gov.signals]
    if gov.value is not None:
        return Answer(
            scope=scope,
            verdict="ANSWERED",
            rule=gov.rule,
            reason=gov.reason,
            value=gov.value,
            value_text=format_value(gov.value),
            receipts=[source_quote(a) for a in gov.basis],
            announced=announced,
        )
    if gov.rule in ("D1", "D7"):
        return Answer(
            scope=scope,
            verdict="CONTESTED",
            rule=gov.rule,
            reason=gov.reason,
            sides=[source_quote(a) for a in gov.candidates],
            announced=announced,
        )
    return Answer(
        scope=scope, verdict="UNANSWERED", rule=gov.rule, reason=gov.reason, announced=announced
    )


def _dimensions_that_matter(
    topic: str, assessed: list[Assessed], ticket: Ticket, cat: Catalogue
) -> list[str]:
    """Dimensions the ticket leaves unknown and some claim on the topic with a value (in
    force or announced) is specific about: the answer may differ by their value."""
    on_topic = [
        a
        for a in assessed
        if a.claim.topic == topic and a.value is not None and a.standing.standing != "EXCLUDED"
    ]
    return [
        d
        for d in cat.dimension_keys
        if ticket.value_of(d) == UNKNOWN
        and any(a.claim.scope.get(d, SCOPE_ANY) != SCOPE_ANY for a in on_topic)
    ]


def outcomes(
    topic: str,
    source_claims: list[tuple[SourceClaim, Source]],
    ticket: Ticket,
    now: datetime,
    catalogue: Catalogue | None = None,
) -> list[Outcome]:
    """D1–D7 for `topic`, once per combination of the unknown dimensions that matter (just
    once, for the ticket's own scope, when none does). `source_claims` must be quote-validated
    (`validation.validate` does it; a claim that is not gives a `ReceiptError`, not an answer)."""
    cat = catalogue or default_catalogue()
    base = assess(source_claims, ticket, now, cat)
    dims = _dimensions_that_matter(topic, base, ticket, cat)
    values = [cat.dimension(d).value_keys for d in dims]  # type: ignore[union-attr]
    out: list[Outcome] = []
    for combo in itertools.product(*values):
        fixed = dict(zip(dims, combo, strict=True))
        t = ticket.with_scope(**fixed) if fixed else ticket
        assessed = assess(source_claims, t, now, cat) if fixed else base
        gov = resolve_governing(topic, assessed, t)
        scope = {
            d: fixed.get(d) or (t.value_of(d) if t.value_of(d) != UNKNOWN else SCOPE_ANY)
            for d in cat.dimension_keys
        }
        out.append(Outcome(fixed, t, gov, _answer(gov, scope)))
    return out


def merge_answers(answers: list[Answer], dims: list[str], cat: Catalogue) -> list[Answer]:
    """Answers that are the same for every value of a dimension become one, with that
    dimension "any". Order is kept (first occurrence)."""
    current = list(answers)
    for dim in dims:
        spec = cat.dimension(dim)
        if spec is None:
            continue
        groups: dict[tuple[str, str], list[Answer]] = {}
        for a in current:
            rest = {k: v for k, v in a.scope.items() if k != dim}
            key = (a.model_dump_json(exclude={"scope"}), repr(sorted(rest.items())))
            groups.setdefault(key, []).append(a)
        merged: list[Answer] = []
        seen: set[tuple[str, str]] = set()
        for a in current:
            rest = {k: v for k, v in a.scope.items() if k != dim}
            key = (a.model_dump_json(exclude={"scope"}), repr(sorted(rest.items())))
            group = groups[key]
            if {g.scope.get(dim) for g in group} >= set(spec.value_keys) and len(group) > 1:
                if key not in seen:
                    seen.add(key)
                    merged.append(a.model_copy(update={"scope": {**a.scope, dim: SCOPE_ANY}}))
            else:
                merged.append(a)
        current = merged
    return current


def topic_verdict(answers: list[Answer]) -> AskVerdict:
    """The answers' common verdict; DEPENDS when they differ by scope (different verdicts,
    or different governing values)."""
    if not answers:
        return "UNANSWERED"
    verdicts = {a.verdict for a in answers}
    if len(verdicts) > 1:
        return "DEPENDS"
    (only,) = verdicts
    if only == "ANSWERED":
        values = {a.value.model_dump_json() for a in answers if a.value is not None}
        return "ANSWERED" if len(values) == 1 else "DEPENDS"
    return only


def answer_topic(
    topic: str,
    source_claims: list[tuple[SourceClaim, Source]],
    ticket: Ticket,
    now: datetime,
    catalogue: Catalogue | None = None,
) -> TopicAnswer:
    cat = catalogue or default_catalogue()
    runs = outcomes(topic, source_claims, ticket, now, cat)
    dims = list(runs[0].fixed) if runs else []
    answers = merge_answers([r.answer for r in runs], dims, cat)
    return TopicAnswer(
        topic=topic, label=cat.label(topic), verdict=topic_verdict(answers), answers=answers
    )


def validated_claims(
    extractions: list[SourceExtraction], sources: list[Source], catalogue: Catalogue | None = None
) -> tuple[list[tuple[SourceClaim, Source]], list[str]]:
    """Quote validation exactly as a check does it (claims of sources outside `sources`
    are dropped silently), and the visible, non-excluded sources that were not read."""
    cat = catalogue or default_catalogue()
    by_id = {s.id: s for s in sources}
    ext = Extractions(draft=DraftExtraction(text=""), sources=extractions)
    silent = silent_sources(ext, by_id, cat)
    checked = validate(ext, by_id, cat, silent)
    claims, read = checked.source_claims, checked.read
    unread = [s.id for s in sources if s.id not in read and not s.signals.flagged_outdated]
    return claims, unread


def ask(
    question: str,
    draft_claims: list[DraftClaim],
    source_extractions: list[SourceExtraction],
    sources: list[Source],
    ticket: Ticket,
    now: datetime,
    catalogue: Catalogue | None = None,
    topics: list[str] | None = None,
) -> tuple[list[TopicAnswer], list[str]]:
    """Every topic the question is about (or `topics`, when the caller already knows), each
    with its answers; and the sources that could not be read. `sources` are the ones the
    asker may see: nothing else reaches an answer."""
    cat = catalogue or default_catalogue()
    claims, unread = validated_claims(source_extractions, sources, cat)
    keys = topics if topics is not None else topics_of(question, draft_claims, cat)
    answers = [answer_topic(t, claims, ticket, now, cat) for t in keys if cat.governs(t)]
    if not answers:
        answers = [TopicAnswer(topic=None, label=None, verdict="UNANSWERED", answers=[])]
    return answers, unread
