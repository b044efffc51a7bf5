"""Rules D8–D11b: one draft claim against the governing value V, one function per rule.

They run after D1–D7 have set V (`guard.engine.governing.resolve_governing`), in the same
walk of the rule table: a claim's trace is D1–D7 as the resolution ran them, then these.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from guard.engine.candidates import Governing
from guard.engine.chargebasis import other_in_chains, stated_chain
from guard.engine.interpreter import Fired, Pass, State
from guard.engine.taxbasis import other_tax, source_tax_basis, stated_tax
from guard.engine.tracewords import Facts, facts
from guard.engine.values import apart, converts, format_value, same_unit, within, within_by_amount
from guard.models import DraftClaim, Value


@dataclass
class Comparison:
    """One draft claim and what D1–D7 concluded for its topic; `state` starts where the
    resolution ended (V and who set it, or the decision that settled the claim)."""

    claim: DraftClaim
    gov: Governing
    state: State = field(default_factory=State)
    #: The tax basis the in-force documents agree on (`taxbasis.house_tax_basis`).
    house_tax: str | None = None

    @classmethod
    def of(cls, claim: DraftClaim, gov: Governing, house_tax: str | None = None) -> Comparison:
        """The comparison of `claim` with the outcome of D1–D7, `gov`."""
        settled = gov.decision is not None
        state = State(
            decision=gov.decision,
            reason=gov.reason,
            value=gov.value,
            basis=tuple(gov.basis),
            value_rule=gov.rule if gov.value is not None else None,
            ended_by=gov.rule if settled else None,
            skip=facts("skip.settled", rule=gov.rule) if settled else None,
        )
        return cls(claim, gov, state, house_tax)

    @property
    def v(self) -> Value:
        assert self.gov.value is not None
        return self.gov.value

    @property
    def said(self) -> str:
        """The draft's value as the draft words it."""
        return self.claim.value_text or format_value(self.claim.value)


def d8_units(ctx: Comparison) -> Fired | Pass:
    """D8: the draft states no value, or its unit differs from V's with no exact conversion
    (days that no month length could make V's months are D9's, not D8's)."""
    draft, v = ctx.claim.value, ctx.v
    if draft is None:
        return Fired(
            facts("D8.no_value", v=v),
            decision="CAUTION",
            reason="UNSUPPORTED",
            ends=True,
            skip=facts("skip.no_value"),
        )
    if not same_unit(draft, v) and not apart(draft, v):
        return Fired(
            facts("D8.units", draft=draft, v=v),
            decision="CAUTION",
            reason="UNIT_MISMATCH",
            ends=True,
            skip=facts("skip.units"),
        )
    theirs = _other_basis(ctx) or _other_tax(ctx)
    if theirs is not None:
        return Fired(
            facts("D8.basis", said=ctx.said, v=v, theirs=theirs),
            decision="CAUTION",
            reason="UNIT_MISMATCH",
            ends=True,
            skip=facts("skip.units"),
        )
    how = "apart" if not same_unit(draft, v) else "converts" if converts(draft, v) else "same"
    return Pass(facts("D8.pass", draft=draft, v=v, how=how))


def _other_basis(ctx: Comparison) -> str | None:
    """The basis every quote of V's basis charges its amount per, when the draft keeps V's
    amount but charges it per another basis of the same family (`chargebasis`), else None."""
    draft = ctx.claim.value
    if draft is None or draft.kind != "money" or not within(draft, ctx.v):
        return None
    # The draft's period of time is `ratebasis`'s; V's is a basis like any other.
    mine = stated_chain(ctx.claim.span, ctx.claim.value_text)
    if not mine:
        return None
    theirs = [stated_chain(a.claim.quote, a.claim.value_text, periods=True) for a in ctx.gov.basis]
    return other_in_chains(mine, theirs)


def _other_tax(ctx: Comparison) -> str | None:
    """The tax basis every quote of V's basis states (in its words, its document's or the
    house's), when the draft keeps V's amount but puts the tax on the other side of it
    ("£35 including VAT" against "£35 plus VAT": `taxbasis`); else None."""
    draft = ctx.claim.value
    if draft is None or draft.kind != "money" or not within(draft, ctx.v):
        return None
    mine = stated_tax(ctx.claim.span, ctx.claim.value_text)
    if mine is None:
        return None
    theirs = [
        source_tax_basis(a.claim.quote, a.claim.value_text, a.source.body, ctx.house_tax)
        for a in ctx.gov.basis
    ]
    return other_tax(mine, theirs)


def d9_contradicts(ctx: Comparison) -> Fired | Pass:
    """D9: the draft value is outside V: HOLD, or CAUTION when the draft hedges or says the
    value only under a condition (an exception it sets, not an outright value)."""
    assert ctx.claim.value is not None
    if within(ctx.claim.value, ctx.v):
        return Pass(facts("within", said=ctx.said, v=ctx.v))
    hedged = not ctx.claim.definitive
    condition = ctx.claim.condition
    return Fired(
        facts("D9.outside", said=ctx.said, v=ctx.v, hedged=hedged, condition=condition),
        decision="CAUTION" if hedged or condition is not None else "HOLD",
        reason="CONTRADICTS_GOVERNING",
    )


def d10_not_after_d9(ctx: Comparison) -> Facts | None:
    """D10 is not reached when D9 fired."""
    return facts("skip.outside") if ctx.state.decision is not None else None


def d10_supported(ctx: Comparison) -> Fired:
    """D10: the draft value is within V (D9 passed)."""
    return Fired(facts("within", said=ctx.said, v=ctx.v), decision="ALLOW", reason="SUPPORTED")


def d11a_allow_or_hold(ctx: Comparison) -> Facts | None:
    """D11a weighs only an ALLOW or a HOLD."""
    decision = ctx.state.decision
    return None if decision in ("ALLOW", "HOLD") else facts("skip.already", decision=decision)


def d11a_weak_basis(ctx: Comparison) -> Fired | Pass:
    """D11a: V rests only on weakened candidates, so neither ALLOW nor HOLD is sure."""
    basis = ctx.gov.basis
    if basis and all(a.weakeners for a in basis):
        return Fired(
            facts("D11a.weak", v=ctx.v, doubts=[(a.source.id, a.weakeners) for a in basis]),
            decision="CAUTION",
            reason="WEAK_BASIS",
            ends=True,
            skip=facts("skip.already_caution"),
        )
    return Pass(facts("D11a.pass", sources=[a.source.id for a in basis if not a.weakeners]))


def d11b_allow_only(ctx: Comparison) -> Facts | None:
    """D11b weighs only an ALLOW."""
    decision = ctx.state.decision
    return None if decision == "ALLOW" else facts("skip.not_allow", decision=decision)


def d11b_change_signalled(ctx: Comparison) -> Fired | Pass:
    """D11b: an applicable proposal or future change contradicts V."""
    v = ctx.v
    changes = [
        a for a in ctx.gov.signals if a.value is not None and not within_by_amount(a.value, v)
    ]
    if not changes:
        replaced, reported = ctx.gov.replaced, ctx.gov.reported
        if reported:
            return Pass(facts("D11b.reported", replaced=replaced, reported=reported))
        return Pass(facts("D11b.replaced", replaced=replaced) if replaced else facts("D11b.pass"))
    found = [(a.source.id, a.standing.standing, a.value) for a in changes]
    return Fired(
        facts("D11b.fired", v=v, changes=found), decision="CAUTION", reason="CHANGE_SIGNALLED"
    )
