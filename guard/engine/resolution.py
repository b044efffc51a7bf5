"""Rules D1–D7: which value governs a topic for a ticket, one small function per rule.

Each rule reads a `Resolution` (the candidates C and the signals for one topic and ticket)
and returns `Fired` or `Pass` with the facts that decided it; the interpreter
(`guard.engine.interpreter.walk`) runs them in the table's order and
`guard.engine.governing.resolve_governing` turns the walk into a `Governing`. Recency and
verification never break a tie: nothing here reads a date but an effective date named by a
supersession, and weakeners only block an inferred override (D6).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from guard.engine.applicability import is_specific_match, specific_dimensions, unresolved_dimensions
from guard.engine.candidates import (
    Assessed,
    more_specific,
    names_in,
    names_source,
    supersession_target,
    voices,
)
from guard.engine.interpreter import Fired, Pass, State
from guard.engine.onevoice import one_voice, voices_aside
from guard.engine.quotes import quote_in
from guard.engine.replacedexception import replaced_by
from guard.engine.tracewords import Facts, facts
from guard.engine.values import same_value
from guard.models import Ticket, Value

_LIVE = ("APPLIES", "SCOPE_UNRESOLVED")


@dataclass
class Resolution:
    """What D1–D7 weigh: C (the in-force candidates that apply or are scope-unresolved, with
    a value), `heard` (C with each source and value once), and the proposals and future
    changes that apply (`signals`)."""

    ticket: Ticket
    pool: list[Assessed]
    heard: list[Assessed]
    signals: list[Assessed]
    #: (a candidate, the source confirming its document's other value): a document's values
    #: outvoted by its own corroborated one (`guard.engine.onevoice`).
    aside: list[tuple[Assessed, str]] = field(default_factory=list)
    state: State = field(default_factory=State)

    @classmethod
    def of(cls, topic: str, assessed: list[Assessed], ticket: Ticket) -> Resolution:
        """The resolution context of `topic` for `ticket`."""
        on_topic = [a for a in assessed if a.claim.topic == topic and a.value is not None]
        live = [a for a in on_topic if a.applicability in _LIVE]
        candidates = [a for a in live if a.standing.standing == "CANDIDATE"]
        pool, aside = one_voice(candidates, on_topic)
        signals = [a for a in live if a.standing.standing in ("PROPOSAL", "NOT_YET_EFFECTIVE")]
        return cls(ticket, pool, voices(pool), voices(signals), aside)

    @property
    def outvoted(self) -> list[tuple[str, Value | None, str]]:
        """The values set aside as the trace names them: (source, value, confirmed by)."""
        return [(a.source.id, a.value, by) for a, by in voices_aside(self.aside)]

    @property
    def c(self) -> list[tuple[str, Value | None]]:
        """C as the trace names it: (source, value) for each voice."""
        return [(a.source.id, a.value) for a in self.heard]


def _pairs(items: list[Assessed]) -> list[tuple[str, Value | None]]:
    return [(a.source.id, a.value) for a in items]


def v_not_set(ctx: Resolution) -> Facts | None:
    """D5–D7 are not reached once D4, D5 or D6 has set V."""
    rule = ctx.state.value_rule
    return facts("skip.v_set", rule=rule) if rule is not None else None


def d1_scope_unknown(ctx: Resolution) -> Fired | Pass:
    """D1: a scope-unresolved candidate hides a value different from another candidate's."""
    unresolved = [a for a in ctx.pool if a.applicability == "SCOPE_UNRESOLVED"]
    clash = next(
        (
            (u, o)
            for u in unresolved
            for o in ctx.pool
            if o is not u and not same_value(u.value, o.value)  # type: ignore[arg-type]
        ),
        None,
    )
    if clash is None:
        if unresolved:
            return Pass(facts("D1.no_clash"))
        return Pass(facts("D1.settled", ticket=ctx.ticket.id, pool=ctx.c))
    u, o = clash
    found = facts(
        "D1.fired",
        unresolved=(u.source.id, u.value, u.claim),
        other=(o.source.id, o.value),
        ticket=ctx.ticket.id,
        unknown=unresolved_dimensions(u.claim, ctx.ticket),
    )
    return Fired(found, decision="ESCALATE", reason="SCOPE_UNKNOWN", ends=True)


def d2_proposal_only(ctx: Resolution) -> Fired | Pass:
    """D2: C is empty, and proposals or future changes that apply exist."""
    if ctx.pool:
        return Pass(facts("C.not_empty", pool=ctx.c))
    if not ctx.signals:
        return Pass(facts("D2.no_proposal"))
    found = facts("D2.fired", signals=_pairs(ctx.signals))
    return Fired(found, decision="CAUTION", reason="PROPOSAL_ONLY", ends=True)


def d3_unsupported(ctx: Resolution) -> Fired | Pass:
    """D3: C is empty."""
    if ctx.pool:
        return Pass(facts("C.not_empty", pool=ctx.c))
    return Fired(facts("D3.fired"), decision="CAUTION", reason="UNSUPPORTED", ends=True)


def d4_consensus(ctx: Resolution) -> Fired | Pass:
    """D4: every candidate in C states the same value, which is V."""
    first = ctx.pool[0].value
    if not all(same_value(a.value, first) for a in ctx.pool):  # type: ignore[arg-type]
        return Pass(facts("D4.fail", pool=ctx.c))
    found = facts("D4.fired", value=first, pool=ctx.c, aside=ctx.outvoted)
    return Fired(found, reason="CONSENSUS", value=first, basis=tuple(ctx.heard))


def d5_explicit_supersession(ctx: Resolution) -> Fired | Pass:
    """D5: exactly one source explicitly supersedes every other disagreeing candidate.
    Several that each do so and state the same value (the article and the SOP both rewritten
    with "this replaces …") are one voice for that value, not rivals."""
    pool, ticket = ctx.pool, ctx.ticket
    superseders = voices([a for a in pool if a.claim.supersedes is not None])
    winners = [s for s in superseders if not supersession_failures(s, pool, ticket)]
    sources = list(dict.fromkeys(w.source.id for w in winners))
    agree = len(sources) > 1 and all(same_value(w.value, winners[0].value) for w in winners)  # type: ignore[arg-type]
    if len(sources) == 1 or agree:
        s = winners[0]
        basis = tuple(winners) if agree else (s,)
        found = _supersession_facts(s, pool, ticket, sources if agree else [])
        return Fired(found, reason="EXPLICIT_SUPERSESSION", value=s.value, basis=basis)
    if sources:
        return Pass(facts("D5.several", sources=sources))
    if superseders:
        problems = [p for s in superseders for p in supersession_failures(s, pool, ticket)]
        return Pass(facts("D5.failed", problems=problems))
    return Pass(facts("D5.none"))


def supersession_failures(s: Assessed, pool: list[Assessed], ticket: Ticket) -> list[Facts]:
    """Why candidate `s` does not explicitly supersede the others; empty when it does."""
    sid, sup = s.source.id, s.claim.supersedes
    if sup is None:
        return [facts("D5.no_sentence", source=sid)]
    target = supersession_target(sup, names_in(pool))
    problems: list[Facts] = []
    if s.applicability != "APPLIES":
        problems.append(
            facts("D5.not_applies", source=sid, ticket=ticket.id, applicability=s.applicability)
        )
    if not quote_in(sup.quote, s.source.body):
        problems.append(facts("D5.quote_missing", source=sid))
    own = [o.value for o in voices(pool) if o.source.id == sid]
    if len(own) > 1:
        problems.append(facts("D5.itself", source=sid, values=own))
    for other in voices(pool):
        if other.source.id == sid or same_value(other.value, s.value):  # type: ignore[arg-type]
            continue
        if names_source(target, other.source, names_in(pool)) is None:
            problems.append(facts("D5.not_named", target=target, other=other.source.id))
        s_eff, o_eff = s.claim.effective_from, other.claim.effective_from
        if s_eff and o_eff and not s_eff > o_eff:
            problems.append(
                facts(
                    "D5.not_after",
                    source=sid,
                    effective=s_eff,
                    other=other.source.id,
                    other_effective=o_eff,
                )
            )
    return problems


def _supersession_facts(
    s: Assessed, pool: list[Assessed], ticket: Ticket, agree: list[str]
) -> Facts:
    """The facts of a D5 that fired: what `s` names, where it applies, the dates."""
    sup = s.claim.supersedes
    assert sup is not None and s.value is not None
    targets = [
        o
        for o in voices(pool)
        if o.source.id != s.source.id and not same_value(o.value, s.value)  # type: ignore[arg-type]
    ]
    names = names_in(pool)
    target = supersession_target(sup, names)
    return facts(
        "D5.fired",
        source=s.source.id,
        target=target,
        matches=[(o.source.id, names_source(target, o.source, names)) for o in targets],
        claim=s.claim,
        ticket=ticket.id,
        undated=[o.source.id for o in targets if o.claim.effective_from is None],
        dated=[
            (o.source.id, o.claim.effective_from)
            for o in targets
            if o.claim.effective_from is not None
        ],
        agree=agree,
        value=s.value,
    )


def d6_specific_exception(ctx: Resolution) -> Fired | Pass:
    """D6: one value is set by unweakened candidates that match the ticket's scope
    specifically, and every candidate that disagrees with them is more general; no candidate
    in C explicitly replaces them (`replacedexception`)."""
    exception, problem = specific_exception(ctx.heard, ctx.ticket)
    if problem is not None:
        return Pass(problem)
    replaced = [(x.source.id, by) for x in exception if (by := replaced_by(x, ctx.pool))]
    if replaced:  # the team set this value aside in so many words (`replacedexception`)
        return Pass(facts("D6.replaced", replaced=replaced))
    v = exception[0].value
    narrower = [
        (a.source.id, a.value, specific_dimensions(a.claim))
        for a in ctx.heard
        if not same_value(a.value, v) and specific_dimensions(a.claim)  # type: ignore[arg-type]
    ]
    found = facts(
        "D6.fired",
        exception=_pairs(exception),
        ticket=ctx.ticket.id,
        dims=sorted({d for a in exception for d in specific_dimensions(a.claim)}),
        narrower=narrower,
    )
    return Fired(found, reason="SPECIFIC_EXCEPTION", value=v, basis=tuple(exception))


def specific_exception(
    heard: list[Assessed], ticket: Ticket
) -> tuple[list[Assessed], Facts | None]:
    """D6: the candidates that make a specific exception, or why there is none.

    The exception is the candidates of one value that match the ticket's scope specifically
    and are more specific (`more_specific`) than every candidate that disagrees with them;
    they must all be unweakened. With several dimensions "general" is relative: a 20% scoped
    to annual billing (any plan) is the general rule that a 25% for enterprise plans on annual
    billing is the exception to, for an enterprise, annual ticket. Two candidates limited on
    different dimensions (annual billing; the enterprise plan) are neither: no exception.
    At most one value can qualify: two would each have to be more specific than the other.
    """
    specific = [a for a in heard if is_specific_match(a.claim, ticket)]
    if not specific:
        return [], facts("D6.no_specific", ticket=ticket.id)
    for a in specific:
        exception = [
            x
            for x in specific
            if same_value(x.value, a.value)  # type: ignore[arg-type]
            and all(
                more_specific(x, d)
                for d in heard
                if not same_value(d.value, a.value)  # type: ignore[arg-type]
            )
        ]
        if not exception:
            continue
        if weak := [x for x in exception if x.weakeners]:
            return [], facts("D6.weakened", weak=[(x.source.id, x.weakeners) for x in weak])
        return exception, None
    differ = len({tuple(specific_dimensions(a.claim)) for a in specific}) > 1
    return [], facts("D6.disagree", dimensions_differ=differ)


def d7_conflict(ctx: Resolution) -> Fired:
    """D7: the candidates still disagree; recency and verification never break the tie."""
    by_source: dict[str, list[Value | None]] = {}
    for a in voices(ctx.pool):
        by_source.setdefault(a.source.id, []).append(a.value)
    itself = [(sid, vals) for sid, vals in by_source.items() if len(vals) > 1]
    found = facts("D7.fired", pool=ctx.c, itself=itself, aside=ctx.outvoted)
    return Fired(found, decision="ESCALATE", reason="CONFLICT_UNRESOLVED", ends=True)
