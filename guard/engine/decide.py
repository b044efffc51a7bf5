"""`decide`: the one pure entry point of the engine.

Inputs are data (extractions, the sources the user may see, the ticket, the decision time);
the output is a `Verdict` with an ordered rule trace. No I/O, no clock, no randomness: the
same input always gives the same verdict, byte for byte.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from guard.catalogue import UNATTRIBUTED, Catalogue, default_catalogue
from guard.engine.applicability import applicability_of
from guard.engine.attribution import attribute, decide_on_each, unattributed_result
from guard.engine.governing import Assessed, Governing, listed, resolve_governing, step
from guard.engine.headlines import headline_for
from guard.engine.patterns import find_policy_patterns
from guard.engine.quotes import QUOTE_NOT_FOUND, normalise_ws, quote_in, snippet
from guard.engine.reading import silent_sources
from guard.engine.rules import CLAIM_RULE_ORDER, SEVERITY
from guard.engine.standing import standing_of, weakeners_of
from guard.engine.values import (
    converts,
    format_value,
    same_unit,
    unit_words,
    within,
    within_by_amount,
)
from guard.models import (
    ClaimResult,
    Decision,
    DraftClaim,
    Evidence,
    Extractions,
    Model,
    PatternMatch,
    RejectedExtraction,
    Relation,
    Source,
    SourceClaim,
    SourceRef,
    Ticket,
    TraceStep,
    Value,
)


class Verdict(Model):
    """What the rules concluded. The check service adds the safe reply and the AI run info."""

    decision: Decision
    reason_code: str
    headline: str
    claims: list[ClaimResult]
    trace: list[TraceStep]
    pattern_matches: list[PatternMatch] = Field(default_factory=list)
    unread_sources: list[str] = Field(default_factory=list)
    rejected_extractions: list[RejectedExtraction] = Field(default_factory=list)
    #: Index into `claims` of the claim that set the overall decision, if one did.
    deciding_claim: int | None = None


def _validate(
    extractions: Extractions, by_id: dict[str, Source], silent: dict[str, str] | None = None
) -> tuple[list[tuple[SourceClaim, Source]], list[DraftClaim], list[RejectedExtraction], set[str]]:
    """Quote validation for every extracted claim; failures become rejected extractions.

    Returns the valid source claims, the valid draft claims, the rejections, and the sources
    that were really read. A source whose every claim was rejected was not read: its text
    might hold the contradiction, exactly like a source whose extraction failed. Nor was a
    `silent` source (it reads like policy but yielded no claim; see `engine.reading`).

    Claims naming a source outside `by_id` are dropped silently: the caller passes only the
    sources this user may see, and a hidden source must not appear even as a rejection.
    """
    rejected: list[RejectedExtraction] = []
    source_claims: list[tuple[SourceClaim, Source]] = []
    read: set[str] = set()
    for ext in extractions.sources:
        source = by_id.get(ext.source_id)
        if source is None or not ext.ok:
            continue
        body = normalise_ws(source.body)
        own = [c for c in ext.claims if c.source_id == source.id]
        valid = 0
        for claim in own:
            if quote_in(claim.quote, body):
                source_claims.append((claim, source))
                valid += 1
            else:
                rejected.append(
                    RejectedExtraction(
                        source_id=source.id, reason=QUOTE_NOT_FOUND, snippet=snippet(claim.quote)
                    )
                )
        if valid or (not own and source.id not in (silent or {})):
            read.add(source.id)
    draft_claims: list[DraftClaim] = []
    if extractions.draft.ok:
        for dc in extractions.draft.claims:
            if quote_in(dc.span, extractions.draft.text):
                draft_claims.append(dc)
            else:
                rejected.append(
                    RejectedExtraction(
                        source_id="draft", reason=QUOTE_NOT_FOUND, snippet=snippet(dc.span)
                    )
                )
    return source_claims, draft_claims, rejected, read


def _relation(draft_value: Value | None, a: Assessed) -> Relation:
    if (
        draft_value is None
        or a.value is None
        or a.standing.standing == "EXCLUDED"
        or a.applicability == "NOT_APPLICABLE"
    ):
        return "n/a"
    return "supports" if within(draft_value, a.value) else "contradicts"


def _evidence(
    dc: DraftClaim, assessed: list[Assessed], refs: dict[str, SourceRef] | None = None
) -> list[Evidence]:
    refs = {} if refs is None else refs  # one SourceRef per source, shared by its claims

    def ref(s: Source) -> SourceRef:
        found = refs.get(s.id)
        if found is None:
            found = refs[s.id] = SourceRef(id=s.id, title=s.title, kind=s.kind, signals=s.signals)
        return found

    return [
        Evidence(
            claim=a.claim,
            source=ref(a.source),
            standing=a.standing.standing,
            standing_rule=f"{a.standing.rule}: {a.standing.detail}",
            weakeners=list(a.weakeners),
            applicability=a.applicability,
            relation=_relation(dc.value, a),
        )
        for a in assessed
        if a.claim.topic == dc.topic
    ]


def _skip_rest(trace: list[TraceStep], after: str, why: str) -> None:
    seen = {s.rule for s in trace}
    start = CLAIM_RULE_ORDER.index(after) + 1
    trace.extend(step(r, "skipped", why) for r in CLAIM_RULE_ORDER[start:] if r not in seen)


def _compare(dc: DraftClaim, gov: Governing, trace: list[TraceStep]) -> tuple[Decision, str]:
    """D8–D11b: the draft claim against the governing value V."""
    v = gov.value
    assert v is not None
    said = dc.value_text or format_value(dc.value)
    if dc.value is None:
        trace.append(
            step("D8", "fired", f"the draft names no value to compare with V = {format_value(v)}")
        )
        _skip_rest(trace, "D8", "no comparable draft value")
        return "CAUTION", "UNSUPPORTED"
    if not same_unit(dc.value, v):
        trace.append(
            step(
                "D8",
                "fired",
                (
                    f"the draft says {format_value(dc.value)} but V is {format_value(v)}: units differ"
                ),
            )
        )
        _skip_rest(trace, "D8", "units differ")
        return "CAUTION", "UNIT_MISMATCH"
    if converts(dc.value, v):
        counts = f"the draft's {unit_words(dc.value)} convert exactly to V's {unit_words(v)}"
    else:
        counts = f"the draft and V both count {unit_words(v)}"
    trace.append(step("D8", "pass", counts))

    decision: Decision
    if not within(dc.value, v):
        if dc.definitive:
            trace.append(
                step("D9", "fired", f"the draft says '{said}', outside V = {format_value(v)}")
            )
            decision, reason = "HOLD", "CONTRADICTS_GOVERNING"
        else:
            trace.append(
                step(
                    "D9",
                    "fired",
                    (
                        f"the draft says '{said}', outside V = {format_value(v)}, but it is hedged, "
                        "so CAUTION rather than HOLD"
                    ),
                )
            )
            decision, reason = "CAUTION", "CONTRADICTS_GOVERNING"
        trace.append(step("D10", "skipped", "the draft value is outside V"))
    else:
        trace.append(step("D9", "pass", f"'{said}' is within V = {format_value(v)}"))
        trace.append(step("D10", "fired", f"'{said}' is within V = {format_value(v)}"))
        decision, reason = "ALLOW", "SUPPORTED"

    if decision in ("ALLOW", "HOLD") and gov.basis and all(a.weakeners for a in gov.basis):
        doubts = listed([f"{a.source.id}: {', '.join(a.weakeners)}" for a in gov.basis], 4)
        trace.append(
            step(
                "D11a",
                "fired",
                (
                    f"V = {format_value(v)} rests only on weakened candidates ({doubts}); "
                    "verify before sending"
                ),
            )
        )
        trace.append(step("D11b", "skipped", "already CAUTION"))
        return "CAUTION", "WEAK_BASIS"
    trace.append(
        step(
            "D11a",
            "pass" if decision in ("ALLOW", "HOLD") else "skipped",
            (
                "V rests on at least one unweakened candidate: "
                + listed([a.source.id for a in gov.basis if not a.weakeners])
                if decision in ("ALLOW", "HOLD")
                else f"result is already {decision}"
            ),
        )
    )

    if decision != "ALLOW":
        trace.append(step("D11b", "skipped", f"result is {decision}, not ALLOW"))
        return decision, reason
    changes = [a for a in gov.signals if a.value is not None and not within_by_amount(a.value, v)]
    if changes:
        names = listed(
            [
                f"{a.source.id} ({a.standing.standing.lower().replace('_', ' ')}: "
                f"{format_value(a.value)})"
                for a in changes
            ],
            limit=4,
        )
        trace.append(
            step(
                "D11b",
                "fired",
                (f"a change is signalled that contradicts V = {format_value(v)}: {names}"),
            )
        )
        return "CAUTION", "CHANGE_SIGNALLED"
    trace.append(step("D11b", "pass", "no applicable proposal or future change contradicts V"))
    return decision, reason


def _decide_claim(
    dc: DraftClaim,
    assessed: list[Assessed],
    ticket: Ticket,
    cat: Catalogue,
    refs: dict[str, SourceRef] | None = None,
) -> ClaimResult:
    evidence = _evidence(dc, assessed, refs) if refs is not None else []
    trace: list[TraceStep] = []
    if dc.topic == UNATTRIBUTED and dc.value is not None:
        return unattributed_result(dc, evidence)
    if not cat.governs(dc.topic):
        if dc.value is not None:
            trace.append(
                step(
                    "D0c",
                    "fired",
                    (
                        f"'{dc.value_text}' is a value on no catalogue topic ({dc.topic}); the "
                        "rules only cover governed topics, so check it manually"
                    ),
                )
            )
            return ClaimResult(
                draft_claim=dc,
                decision="CAUTION",
                reason_code="OUTSIDE_COVERAGE",
                evidence=evidence,
                trace=trace,
            )
        trace.append(
            step(
                "D0c", "pass", f"'{dc.span}' is on no catalogue topic ({dc.topic}) and has no value"
            )
        )
        return ClaimResult(
            draft_claim=dc,
            decision="ALLOW",
            reason_code="NO_POLICY_CLAIM",
            evidence=evidence,
            trace=trace,
        )

    gov = resolve_governing(dc.topic, assessed, ticket)
    trace.extend(gov.trace)
    if gov.decision is not None:
        _skip_rest(trace, gov.rule, f"{gov.rule} settled the outcome")
        return ClaimResult(
            draft_claim=dc,
            decision=gov.decision,
            reason_code=gov.reason,
            evidence=evidence,
            trace=trace,
        )
    _skip_rest_resolution(trace, gov.rule)
    decision, reason = _compare(dc, gov, trace)
    quote = gov.basis[0].claim.quote if gov.basis else None
    return ClaimResult(
        draft_claim=dc,
        decision=decision,
        reason_code=reason,
        governing_value=gov.value,
        governing_source_ids=[a.source.id for a in gov.basis],
        governing_quote=quote,
        evidence=evidence,
        trace=trace,
    )


def _skip_rest_resolution(trace: list[TraceStep], rule: str) -> None:
    """After V is set by D4/D5/D6, the later resolution rules are not reached."""
    seen = {s.rule for s in trace}
    for r in ("D5", "D6", "D7"):
        if r not in seen and CLAIM_RULE_ORDER.index(r) > CLAIM_RULE_ORDER.index(rule):
            trace.append(step(r, "skipped", f"V was set by {rule}"))


def assess(
    source_claims: list[tuple[SourceClaim, Source]],
    ticket: Ticket,
    now: datetime,
    catalogue: Catalogue | None = None,
) -> list[Assessed]:
    """Standing, weakeners and applicability of every validated source claim."""
    cat = catalogue or default_catalogue()
    out: list[Assessed] = []
    for claim, source in source_claims:
        st = standing_of(claim, source, now, cat)
        weak = tuple(weakeners_of(source, now)) if st.standing == "CANDIDATE" else ()
        out.append(Assessed(claim, source, st, weak, applicability_of(claim, ticket)))
    return out


def decide(
    extractions: Extractions,
    sources: list[Source],
    ticket: Ticket,
    now: datetime,
    catalogue: Catalogue | None = None,
    *,
    evidence: bool = True,
) -> Verdict:
    """Decide a draft against the sources the requesting user may see, under the
    workspace's catalogue (the seed's when none is given).

    `evidence=False` leaves every claim's evidence list empty and changes nothing else: a
    recheck that needs only the decision (the safe reply's) skips building hundreds of
    evidence items on a big knowledge base."""
    cat = catalogue or default_catalogue()
    by_id = {s.id: s for s in sources}
    # Issue 12 (4): an empty extraction of a source that reads like policy is unread.
    silent = silent_sources(extractions, by_id, cat)
    source_claims, draft_claims, rejected, read = _validate(extractions, by_id, silent)
    draft = extractions.draft
    trace: list[TraceStep] = []
    matches = find_policy_patterns(draft.text, cat)

    # D0a: the draft could not be read, so nothing may be concluded from it.
    all_rejected = bool(draft.claims) and not draft_claims
    if not draft.ok or all_rejected:
        why = (
            f"draft extraction failed: {draft.error}"
            if not draft.ok
            else "every draft claim was rejected by quote validation"
        )
        trace.append(step("D0a", "fired", why))
        return Verdict(
            decision="AI_UNAVAILABLE",
            reason_code="EXTRACTION_FAILED",
            headline=headline_for("AI_UNAVAILABLE", "EXTRACTION_FAILED", None, ticket, [], cat),
            claims=[],
            trace=trace,
            pattern_matches=matches,
            rejected_extractions=rejected,
        )
    trace.append(step("D0a", "pass", f"draft read: {len(draft_claims)} claim(s)"))
    draft_claims, read_on = attribute(draft_claims, ticket, cat)
    trace.extend(read_on)

    governed = [c for c in draft_claims if cat.governs(c.topic)]
    # Patterns inside an extracted `other` claim with a value are covered by D0c's CAUTION.
    covered = [c.span for c in draft_claims if c not in governed and c.value is not None]
    gaps = [m for m in matches if not any(m.text in span for span in covered)]
    overall: Decision = "ALLOW"
    reason = "NO_POLICY_CLAIM"
    if not governed and gaps:
        found = ", ".join(f"'{m.text}'" for m in gaps)
        trace.append(
            step(
                "D0b",
                "fired",
                (
                    f"no {' or '.join(cat.topic_keys) or 'catalogue'} claim was extracted, "
                    f"but the draft contains {found}"
                ),
            )
        )
        overall, reason = "CAUTION", "EXTRACTION_GAP"
    else:
        trace.append(
            step(
                "D0b",
                "pass",
                (
                    f"{len(governed)} governed claim(s) extracted"
                    if governed
                    else "no timing or money pattern outside extracted claims"
                ),
            )
        )
    valued_other = [
        c
        for c in draft_claims
        if c not in governed and c.value is not None and c.topic != UNATTRIBUTED
    ]
    trace.append(
        step(
            "D0c",
            "fired" if valued_other else "pass",
            (
                "outside coverage: "
                + ", ".join(f"'{c.value_text}' ({c.topic})" for c in valued_other)
                if valued_other
                else "no claim on an uncovered topic has a value"
            ),
        )
    )
    if not draft_claims and not gaps:
        trace.append(step("D0d", "fired", "no claims and no policy pattern in the draft"))
    else:
        trace.append(step("D0d", "pass", "the draft has claims or policy patterns"))

    # Only claims on a draft claim's topic are ever compared (evidence and D1–D11 are per
    # topic), so only those are assessed: a big knowledge base costs what the draft needs.
    topics = {t for dc in draft_claims for t in (dc.topic, *dc.alternatives)}
    assessed = assess([sc for sc in source_claims if sc[0].topic in topics], ticket, now, cat)
    refs: dict[str, SourceRef] | None = {} if evidence else None
    results = [
        decide_on_each(dc, lambda c: _decide_claim(c, assessed, ticket, cat, refs))
        if dc.alternatives
        else _decide_claim(dc, assessed, ticket, cat, refs)
        for dc in draft_claims
    ]
    deciding: int | None = None
    for i, r in enumerate(results):
        if SEVERITY[r.decision] > SEVERITY[overall] or reason == "NO_POLICY_CLAIM":
            overall, reason, deciding = r.decision, r.reason_code, i
    names = ", ".join(f"{i + 1}: {r.decision}" for i, r in enumerate(results)) or "no claims"
    trace.append(
        step(
            "SEVERITY",
            "fired" if results else "pass",
            (f"most severe across claims ({names}) → {overall} {reason}"),
        )
    )

    # The SOURCE_UNREAD cap: an unread source might hold the contradiction.
    unread = [s.id for s in sources if s.id not in read and not s.signals.flagged_outdated]
    # A silenced source is named with the wording that gives it away (issue 12, item 4).
    unread_names = ", ".join(
        f"{sid} (it says '{silent[sid]}' but yielded no claim)" if sid in silent else sid
        for sid in unread
    )
    if unread and overall == "ALLOW" and reason == "NO_POLICY_CLAIM":
        # Nothing in the draft states a value, so nothing an unread source says can
        # contradict it; capping here would turn every "thanks!" into a caution.
        trace.append(
            step(
                "CAP",
                "pass",
                f"could not read {unread_names}; the draft states no policy claim to contradict",
            )
        )
    elif unread and overall == "ALLOW":
        trace.append(
            step(
                "CAP",
                "fired",
                (f"could not read {unread_names}; an unread source can never support ALLOW"),
            )
        )
        overall, reason, deciding = "CAUTION", "SOURCE_UNREAD", None
    elif unread:
        trace.append(
            step(
                "CAP",
                "pass",
                (f"could not read {unread_names}; the result is already {overall}"),
            )
        )
    else:
        trace.append(step("CAP", "pass", "every visible, non-excluded source was read"))

    focus = results[deciding] if deciding is not None else None
    return Verdict(
        decision=overall,
        reason_code=reason,
        headline=headline_for(overall, reason, focus, ticket, unread, cat, gaps),
        claims=results,
        trace=trace,
        pattern_matches=matches,
        unread_sources=unread,
        rejected_extractions=rejected,
        deciding_claim=deciding,
    )
