"""The rules on the draft as a whole: D0a–D0d before the claims, SEVERITY and CAP after them.

Each is a small function over a `Draft` (the facts `guard.engine.decide` prepared: what was
read, the ticket's readings, the gaps, and each claim's result); the interpreter runs them in
the table's order. The per-claim rules (D1–D11b) run inside each claim's result, which
SEVERITY folds into the overall one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from guard.engine.hidden import can_hide
from guard.engine.interpreter import SEVERITY, Fired, Notes, Pass, State
from guard.engine.numbers import quoted_by_customer
from guard.engine.tracewords import facts
from guard.models import ClaimResult, DraftClaim, PatternMatch, TraceStep


@dataclass
class Draft:
    """What the draft-level rules read. The claims are decided only when SEVERITY first needs
    their results: never when D0a has ended the walk."""

    ok: bool
    error: str | None
    all_rejected: bool
    claims: list[DraftClaim]
    readings: list[TraceStep]
    governed: bool
    gap_step: TraceStep
    gaps: list[PatternMatch]
    misread: list[str]
    #: Claims on no catalogue topic (and not unattributed) that state a value.
    outside: list[DraftClaim]
    #: Unread sources: (id, the wording that shows it was silenced, what its misread words say)
    unread: list[tuple[str, str | None, str | None]] = field(default_factory=list)
    #: For each silent unread source: the kinds of the values it states that nobody read
    #: (`hidden`); a source absent here could say anything.
    unread_kinds: dict[str, frozenset[str]] = field(default_factory=dict)
    #: Decides the draft's claims; called once, when SEVERITY first needs their results.
    decide_claims: Callable[[list[DraftClaim]], list[ClaimResult]] = lambda claims: []
    state: State = field(default_factory=lambda: State(decision="ALLOW", reason="NO_POLICY_CLAIM"))

    @cached_property
    def results(self) -> list[ClaimResult]:
        """Each draft claim's result, in the draft's order."""
        return self.decide_claims(self.claims)

    @cached_property
    def claimed_kinds(self) -> list[str | None]:
        """Each claim's value kind (None for a claim with no value: it could be any)."""
        return [r.draft_claim.value.kind if r.draft_claim.value else None for r in self.results]

    @cached_property
    def hiding(self) -> list[tuple[str, str | None, str | None]]:
        """The unread sources that could hold a contradiction of the draft's claims: a
        silent source states values only of its unread wordings' kinds (`hidden`)."""
        kinds = self.claimed_kinds
        return [u for u in self.unread if can_hide(self.unread_kinds.get(u[0]), kinds)]


def d0a_extraction_failed(ctx: Draft) -> Fired | Pass:
    """D0a: the draft could not be read, so nothing may be concluded from it."""
    if not ctx.ok:
        found = facts("D0a.failed", error=ctx.error)
    elif ctx.all_rejected:
        found = facts("D0a.rejected")
    else:
        return Pass(facts("D0a.read", count=len(ctx.claims)))
    return Fired(found, decision="AI_UNAVAILABLE", reason="EXTRACTION_FAILED", ends=True)


def topic_readings(ctx: Draft) -> Notes:
    """TOPIC: the values the ticket read onto a topic (worded by guard.engine.attribution)."""
    return Notes(tuple(ctx.readings))


def d0b_extraction_gap(ctx: Draft) -> Fired | Pass:
    """D0b: a policy pattern with no governed claim, a number no claim reads, or a claim
    whose value its span does not state. With no governed claim, or a misread claim, the
    gap sets the outcome; beside governed claims it is a floor (SEVERITY)."""
    gap_fired = ctx.gap_step.outcome == "fired"
    found = facts("D0b", gap=ctx.gap_step.detail, gap_fired=gap_fired, misread=ctx.misread)
    if not gap_fired and not ctx.misread:
        return Pass(found)
    if ctx.misread or not ctx.governed:
        return Fired(found, decision="CAUTION", reason="EXTRACTION_GAP")
    return Fired(found)


def d0c_outside_coverage(ctx: Draft) -> Fired | Pass:
    """D0c: a claim on no catalogue topic states a value."""
    if not ctx.outside:
        return Pass(facts("D0c.none"))
    return Fired(facts("D0c.outside", claims=[(c.value_text, c.topic) for c in ctx.outside]))


def d0c_claim(dc: DraftClaim, message: str = "") -> Fired | Pass:
    """D0c for one claim on no catalogue topic: CAUTION when it states a value, unless that
    value is the customer's own figure from the ticket (a non-policy number, issue 17)."""
    if dc.value is None:
        return Pass(facts("D0c.claim_no_value", span=dc.span, topic=dc.topic))
    if quoted_by_customer(dc.span, dc, message):
        return Pass(facts("D0c.claim_quoted", text=dc.value_text))
    found = facts("D0c.claim", text=dc.value_text, topic=dc.topic)
    return Fired(found, decision="CAUTION", reason="OUTSIDE_COVERAGE")


def d0d_no_policy_claim(ctx: Draft) -> Fired | Pass:
    """D0d: no claims and no policy pattern: nothing in the draft to check."""
    if not ctx.claims and not ctx.gaps:
        return Fired(facts("D0d.nothing"))
    return Pass(facts("D0d.something"))


def severity(ctx: Draft) -> Fired | Pass:
    """SEVERITY: the overall result is the most severe claim's; an unread number (D0b)
    beside governed claims caps an ALLOW at CAUTION."""
    overall, reason, deciding = ctx.state.decision, ctx.state.reason, None
    assert overall is not None
    for i, r in enumerate(ctx.results):
        if SEVERITY[r.decision] > SEVERITY[overall] or reason == "NO_POLICY_CLAIM":
            overall, reason, deciding = r.decision, r.reason_code, i
    capped = bool(ctx.gaps) and overall == "ALLOW"
    found = facts(
        "SEVERITY",
        decisions=[r.decision for r in ctx.results],
        overall=overall,
        reason=reason,
        capped_by=[m.text for m in ctx.gaps] if capped else [],
    )
    if not ctx.results:
        return Pass(found)
    if capped:
        return Fired(found, decision="CAUTION", reason="EXTRACTION_GAP")
    return Fired(found, decision=overall, reason=reason, deciding=deciding)


def cap_source_unread(ctx: Draft) -> Fired | Pass:
    """CAP: an unread source might hold the contradiction, so it never supports ALLOW. A
    draft that states no policy claim has nothing for it to contradict, and a silent source
    whose unread values are of no kind the draft claims has nothing to contradict it with."""
    if not ctx.unread:
        return Pass(facts("CAP.all_read"))
    decision, reason = ctx.state.decision, ctx.state.reason
    if decision == "ALLOW" and reason == "NO_POLICY_CLAIM":
        return Pass(facts("CAP.nothing_to_contradict", unread=ctx.unread))
    if decision == "ALLOW" and not ctx.hiding:
        claimed = sorted({k for k in ctx.claimed_kinds if k is not None})
        return Pass(facts("CAP.other_kinds", unread=ctx.unread, claimed=claimed))
    if decision == "ALLOW":
        found = facts("CAP.unread", unread=ctx.hiding)
        return Fired(found, decision="CAUTION", reason="SOURCE_UNREAD")
    return Pass(facts("CAP.already", unread=ctx.unread, decision=decision))
