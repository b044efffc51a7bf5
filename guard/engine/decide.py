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
from guard.engine.gaprule import extraction_gaps
from guard.engine.governing import Assessed, Governing, listed, resolve_governing, step
from guard.engine.headlines import headline_for
from guard.engine.nearwords import same_subject
from guard.engine.patterns import find_policy_patterns
from guard.engine.reading import silent_sources
from guard.engine.rules import CLAIM_RULE_ORDER, SEVERITY
from guard.engine.standing import standing_of, weakeners_of
from guard.engine.validation import validate
from guard.engine.values import (
    apart,
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


def _unread_name(sid: str, silent: dict[str, str], misread: dict[str, str]) -> str:
    """An unread source, named with why: a silenced source with the wording that gives it
    away (issue 12, item 4); a misread one with what its words say (issue 19)."""
    if sid in silent:
        return f"{sid} (it says '{silent[sid]}' but yielded no claim)"
    if sid in misread:
        return f"{sid} (its extraction does not match its words: {misread[sid]})"
    return sid


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
    dc: DraftClaim,
    assessed: list[Assessed],
    refs: dict[str, SourceRef] | None = None,
    governed: bool = True,
) -> list[Evidence]:
    """The source claims on the draft claim's topic. On no catalogue topic (`other`, not
    `governed`), only those with a value of the same kind next to the same words as the
    draft's (guard/engine/nearwords.py): every other value is another subject."""
    refs = {} if refs is None else refs  # one SourceRef per source, shared by its claims

    def ref(s: Source) -> SourceRef:
        found = refs.get(s.id)
        if found is None:
            found = refs[s.id] = SourceRef(id=s.id, title=s.title, kind=s.kind, signals=s.signals)
        return found

    shown = [a for a in assessed if a.claim.topic == dc.topic]
    if not governed:
        kind = dc.value.kind if dc.value is not None else None
        shown = [a for a in shown if a.claim.value is not None and a.claim.value.kind == kind]
        near = same_subject(
            dc.span, dc.value_text, [(a.claim.quote, a.claim.value_text) for a in shown]
        )
        shown = [a for a, keep in zip(shown, near, strict=True) if keep]
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
        for a in shown
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
    if not same_unit(dc.value, v) and not apart(dc.value, v):
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
    if not same_unit(dc.value, v):
        counts = (
            f"the draft's {unit_words(dc.value)} do not convert to V's {unit_words(v)}, but no "
            f"calendar month length makes {format_value(dc.value)} {format_value(v)}"
        )
    elif converts(dc.value, v):
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
    evidence = _evidence(dc, assessed, refs, cat.governs(dc.topic)) if refs is not None else []
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
    checked = validate(extractions, by_id, cat, silent)
    source_claims, draft_claims, rejected = (
        checked.source_claims,
        checked.draft_claims,
        checked.rejected,
    )
    draft = extractions.draft
    trace: list[TraceStep] = []
    matches = find_policy_patterns(draft.text, cat)

    # D0a: the draft could not be read, so nothing may be concluded from it. Claims refused
    # because their value is not what the words say are a gap (D0b), not a failure.
    all_rejected = bool(draft.claims) and not draft_claims and not checked.draft_misread
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
    topic_words = " or ".join(cat.topic_keys)
    gaps, matches, d0b = extraction_gaps(
        draft.text, draft_claims, governed, matches, ticket.message, topic_words
    )
    # Issue 19: a claim whose value its span does not state, or a value no claim carries.
    misread = (
        f"the claims do not match the draft's words: {listed(checked.draft_gaps, 3)}"
        if checked.draft_gaps
        else ""
    )
    if misread:
        detail = f"{d0b.detail}; {misread}" if d0b.outcome == "fired" else misread
        d0b = step("D0b", "fired", detail)
    trace.append(d0b)
    # With no governed claim, D0b sets the outcome, and a misread claim sets it in any case;
    # beside governed claims, an unread number is a floor (below): the claims keep their own
    # reasons, but the draft is never ALLOW.
    gap_decides = bool(misread) or bool(gaps and not governed)
    overall: Decision = "CAUTION" if gap_decides else "ALLOW"
    reason = "EXTRACTION_GAP" if gap_decides else "NO_POLICY_CLAIM"
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
    severity = f"most severe across claims ({names}) → {overall} {reason}"
    if gaps and overall == "ALLOW":
        severity += f"; D0b's unread {', '.join(repr(m.text) for m in gaps)} caps it at CAUTION"
        overall, reason, deciding = "CAUTION", "EXTRACTION_GAP", None
    trace.append(step("SEVERITY", "fired" if results else "pass", severity))

    # The SOURCE_UNREAD cap: an unread source might hold the contradiction.
    unread = [s.id for s in sources if s.id not in checked.read and not s.signals.flagged_outdated]
    unread_names = ", ".join(_unread_name(sid, silent, checked.misread) for sid in unread)
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
