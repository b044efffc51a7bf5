"""`decide`: the one pure entry point of the engine.

Inputs are data (extractions, the sources the user may see, the ticket, the decision time);
the output is a `Verdict` with an ordered rule trace. No I/O, no clock, no randomness: the
same input always gives the same verdict, byte for byte.

`decide` prepares the facts the rules read (what was read, the gaps, the ticket's readings)
and walks the draft rules of the table (`guard.engine.rules`); each draft claim walks the
claim rules inside SEVERITY. The rules themselves live in `draft_rules`, `resolution` and
`comparison`, their words in `tracewords`, the walk in `interpreter`.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from pydantic import Field

from guard.engine.applicability import applicability_of
from guard.engine.attribution import (
    attribute,
    decide_on_each,
    option_words_read,
    unattributed_result,
)
from guard.engine.bandrows import by_row, named_row_labels
from guard.engine.casevalue import case_of
from guard.engine.chargebasis import agreed_counted_bases, agreed_groups
from guard.engine.chargedchoice import charge_of_choice_matches
from guard.engine.comparison import Comparison
from guard.engine.compoundnoun import compound_numbers
from guard.engine.deniedoption import denied_option_matches
from guard.engine.difference import worked_differences
from guard.engine.discounted import worked_discounts
from guard.engine.draft_rules import Draft, d0c_claim
from guard.engine.endless import no_time_limit_matches
from guard.engine.figures import customer_figures, not_in_figures
from guard.engine.freeoffer import unstated_offer_matches
from guard.engine.gaprule import extraction_gaps
from guard.engine.governing import Assessed, resolve_governing
from guard.engine.groupages import groups_inside_limits
from guard.engine.groupexception import for_the_ticket_group
from guard.engine.headlines import headline_for
from guard.engine.interpreter import Fired, recorded, walk
from guard.engine.lowerbound import as_said, bound_tickets, in_own_scope, least_case
from guard.engine.misplaced import (
    NO_REPLACING,
    Replacing,
    misplaced,
    misplaced_doubts,
    replacing,
)
from guard.engine.multiples import worked_totals
from guard.engine.namednumbers import band_names, catalogue_named_numbers
from guard.engine.nearwords import same_subject
from guard.engine.numberedkind import numbered_kinds
from guard.engine.numbers import quoted_by_customer
from guard.engine.otherside import zeros_checked_through_limits
from guard.engine.patterns import find_policy_patterns
from guard.engine.persons import figure_matches, outside_figures, person_figures
from guard.engine.ratebasis import unstated_periods
from guard.engine.relcount import relative_count_matches
from guard.engine.relday import relative_day_matches
from guard.engine.replacedvalues import replaced_by
from guard.engine.rules import CLAIM_RULES, DRAFT_RULES
from guard.engine.samefree import stated_free_periods
from guard.engine.scopedclaims import scoped, unanswered_for_customer
from guard.engine.standing import standing_of, weakeners_of
from guard.engine.taxbasis import house_tax_basis
from guard.engine.unlimited import no_limit_matches
from guard.engine.unplaced import doubted, placed_sentences, unplaced_doubts
from guard.engine.unreadset import read_sources
from guard.engine.vaguecount import quantified_count_matches
from guard.engine.validation import Validated
from guard.engine.values import within
from guard.engine.wordsread import unread_by_claims
from guard.extract.local.summedparts import parts_of_governing
from guard.kb.catalogue import OTHER, UNATTRIBUTED, Catalogue, default_catalogue
from guard.models import (
    ClaimResult,
    Decision,
    DraftClaim,
    DraftExtraction,
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


def _decide_claim(
    dc: DraftClaim,
    assessed: list[Assessed],
    ticket: Ticket,
    cat: Catalogue,
    refs: dict[str, SourceRef] | None = None,
    unplaced: tuple[list[Assessed], set[tuple[str, str]]] = ([], set()),
    superseding: Replacing = NO_REPLACING,
    house_tax: str | None = None,
) -> ClaimResult:
    """One draft claim through the claim rules: D1–D7 set V or settle it, D8–D11b compare;
    an ALLOW then meets the values no topic took (`guard.engine.unplaced`) and the sources
    that replace V's but whose value was read elsewhere (`guard.engine.misplaced`)."""
    evidence = _evidence(dc, assessed, refs, cat.governs(dc.topic)) if refs is not None else []
    if dc.topic == UNATTRIBUTED and dc.value is not None:
        return unattributed_result(dc, evidence)
    if not cat.governs(dc.topic):
        return _outside_coverage(dc, evidence, ticket.message)
    gov = resolve_governing(dc.topic, assessed, ticket)
    if gov.reason == "CONFLICT_UNRESOLVED":  # a table's rows by band (`bandrows`)
        live = [
            a
            for a in assessed
            if a.claim.topic == dc.topic
            and a.value is not None
            and a.standing.standing == "CANDIDATE"
            and a.applicability in ("APPLIES", "SCOPE_UNRESOLVED")
        ]
        banded = by_row(
            dc,
            live,
            lambda ids: _decide_claim(
                dc,
                [a for a in assessed if id(a) not in ids],
                ticket,
                cat,
                refs,
                unplaced,
                superseding,
                house_tax,
            ),
        )
        if banded is not None:
            return banded
    ctx = Comparison.of(dc, gov, house_tax)
    trace = walk(CLAIM_RULES, ctx, record_skips=True, done=gov.trace)
    decision, reason = ctx.state.decision, ctx.state.reason
    assert decision is not None
    if gov.decision is not None:
        return ClaimResult(
            draft_claim=dc, decision=decision, reason_code=reason, evidence=evidence, trace=trace
        )
    result = ClaimResult(
        draft_claim=dc,
        decision=decision,
        reason_code=reason,
        governing_value=gov.value,
        governing_source_ids=[a.source.id for a in gov.basis],
        governing_quote=gov.basis[0].claim.quote if gov.basis else None,
        evidence=evidence,
        trace=trace,
    )
    # Old values that V's basis replaces raise no doubt (`replacedvalues`).
    result = case_of(result, gov.basis, unplaced[0])  # "or 5 days if …" (`casevalue`)
    replaced = replaced_by(gov.basis, unplaced[0])
    kept = [a for a in unplaced[0] if a.source.id not in replaced]
    result = doubted(result, unplaced_doubts(dc, kept, unplaced[1], cat))
    return misplaced(result, misplaced_doubts(dc, gov.basis, superseding, cat))


def _outside_coverage(dc: DraftClaim, evidence: list[Evidence], message: str) -> ClaimResult:
    """A claim on no catalogue topic: D0c alone decides it (CAUTION with a value)."""
    outcome = d0c_claim(dc, message)
    decision: Decision = "ALLOW"
    reason = "NO_POLICY_CLAIM"
    if isinstance(outcome, Fired) and outcome.decision is not None:
        decision, reason = outcome.decision, outcome.reason
    return ClaimResult(
        draft_claim=dc,
        decision=decision,
        reason_code=reason,
        evidence=evidence,
        trace=[recorded("D0c", "guard", outcome)],
    )


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
    # Issue 12 (4): an empty extraction of a source that reads like policy is unread.
    reading = read_sources(extractions, sources, cat)  # `unreadset`, as `catalogue check`
    checked = reading.checked
    draft = extractions.draft
    matches = find_policy_patterns(draft.text, cat, draft=True)
    unread = [u.source_id for u in reading.unread]
    # "you get your first year free": an offer no source states (`freeoffer`)
    offered = unstated_offer_matches(draft.text, sources, now, cat)
    ctx, shown = _prepare(draft, checked, matches, ticket, cat, offered)
    ctx.unread = [(u.source_id, u.wording, u.misread) for u in reading.unread]
    ctx.unread_kinds = {u.source_id: u.kinds for u in reading.unread if u.kinds is not None}
    ctx.decide_claims = lambda claims: unstated_periods(  # "£22 a month" (`ratebasis`)
        stated_free_periods(  # "first month free" (`samefree`)
            claims,
            _decide_claims(
                claims, checked.source_claims, ticket, now, cat, evidence, _house_tax(sources, cat)
            ),
            checked.source_claims,
            now,
            cat,
        ),
        checked.source_claims,
        cat,
    )
    trace = walk(DRAFT_RULES, ctx, record_skips=False)
    st = ctx.state
    assert st.decision is not None
    if st.ended_by == "D0a":
        return Verdict(
            decision=st.decision,
            reason_code=st.reason,
            headline=headline_for(st.decision, st.reason, None, ticket, [], cat),
            claims=[],
            trace=trace,
            pattern_matches=matches,
            rejected_extractions=checked.rejected,
        )
    focus = ctx.results[st.deciding] if st.deciding is not None else None
    return Verdict(
        decision=st.decision,
        reason_code=st.reason,
        headline=headline_for(
            st.decision, st.reason, focus, ticket, [u[0] for u in ctx.hiding], cat, ctx.gaps
        ),
        claims=ctx.results,
        trace=trace,
        pattern_matches=shown,
        unread_sources=unread,
        rejected_extractions=checked.rejected,
        deciding_claim=st.deciding,
    )


def _prepare(
    draft: DraftExtraction,
    checked: Validated,
    matches: list[PatternMatch],
    ticket: Ticket,
    cat: Catalogue,
    offered: list[PatternMatch] | None = None,
) -> tuple[Draft, list[PatternMatch]]:
    """The facts the draft rules read, and every pattern match to show.

    Claims refused because their value is not what the words say are a gap (D0b), not a
    failure (D0a). Issue 19: a claim whose value its span does not state, or a value no claim
    carries, is a misread claim (D0b)."""
    claims, readings = attribute(checked.draft_claims, ticket, cat, draft.text)
    kept, theirs = customer_figures(draft.text, claims, ticket, cat)
    kept, described = person_figures(draft.text, kept, ticket.message)
    kept, worked, totals = worked_totals(draft.text, kept, cat)
    kept, cut, discounts = worked_discounts(draft.text, kept, cat)  # "so £30" (`discounted`)
    worked, totals = [*worked, *cut], [*totals, *discounts]
    # "for 4 to 12 km", "the Full day collection": a table row's label (`bandrows`)
    kept, labelled = named_row_labels(draft.text, kept, [c for c, _ in checked.source_claims], cat)
    worked = [*worked, *labelled]
    kept, grouped, groups = groups_inside_limits(draft.text, kept, cat)  # `groupages`
    kept, sides = zeros_checked_through_limits(kept, cat)  # "free within 3 minutes" (`otherside`)
    kept, general, excepted = for_the_ticket_group(draft.text, kept, ticket.scope, cat)
    sides = [*sides, *excepted]  # "£2, free for Plus members" on Plus (`groupexception`)
    worked = [*worked, *grouped, *general]
    worked = [*worked, *catalogue_named_numbers(draft.text, cat)]  # "3D": a name (`namednumbers`)
    worked = [*worked, *band_names(draft.text, cat)]  # "the 10-20 minutes tier" (`bandname`)
    worked = [*worked, *compound_numbers(draft.text, cat)]  # "two-person crew" (`compoundnoun`)
    # "£40 for the two of you", as a source prices it (`chargebasis`)
    worked = [*worked, *agreed_groups(draft.text, kept, [c for c, _ in checked.source_claims])]
    # "£5 per 15 minutes", as a source charges it (`chargebasis`)
    worked = [
        *worked,
        *agreed_counted_bases(draft.text, kept, [c for c, _ in checked.source_claims]),
    ]
    worked = [*worked, *worked_differences(draft.text, kept)]  # "£15 more, so £60" (`difference`)
    matches = not_in_figures(draft.text, matches, claims, kept)
    matches = outside_figures(matches, [*figure_matches(draft.text, ticket.message), *worked])
    claims, readings = kept, [*readings, *theirs, *described, *totals, *groups, *sides]
    matches = option_words_read(matches, checked.draft_claims, claims)
    governed = [c for c in claims if cat.governs(c.topic)]
    topic_words = " or ".join(cat.topic_keys)
    gaps, shown, gap_step = extraction_gaps(
        draft.text,
        claims,
        governed,
        matches,
        ticket.message,
        topic_words,
        worked,
        [
            *no_limit_matches(draft.text, cat),  # "unlimited washes" (`unlimited`)
            *no_time_limit_matches(draft.text, cat),  # "any time in advance" (`endless`)
            *relative_day_matches(draft.text, cat),  # "the day before", "by Friday" (`relday`)
            # "a couple of lessons" (`vaguecount`)
            *quantified_count_matches(draft.text, cat, ticket.message),
            # "there's a charge to redo it", no option read (`chargedchoice`)
            *charge_of_choice_matches(draft.text, cat, claims),
            # "refits aren't free": an option denied, none read (`deniedoption`)
            *denied_option_matches(draft.text, cat, claims),
            # "twice for lessons", "half that", "a third upfront" (`relcount`)
            # unless a claim reads their number (`wordsread`)
            *unread_by_claims(draft.text, relative_count_matches(draft.text, cat), claims),
            *unread_by_claims(draft.text, offered or [], claims),
            # "the Level 3 piano lessons": a scope value's numbered kind (`numberedkind`)
            *unread_by_claims(draft.text, numbered_kinds(draft.text, cat, ticket.message), claims),
        ],
    )
    outside = [
        c
        for c in claims
        if c not in governed
        and c.value is not None
        and c.topic != UNATTRIBUTED
        and not quoted_by_customer(c.span, c, ticket.message)
    ]
    ctx = Draft(
        ok=draft.ok,
        error=draft.error,
        all_rejected=bool(draft.claims) and not checked.draft_claims and not checked.draft_misread,
        claims=claims,
        readings=readings,
        governed=bool(governed),
        gap_step=gap_step,
        gaps=gaps,
        misread=checked.draft_gaps,
        outside=outside,
    )
    return ctx, shown


def _house_tax(sources: list[Source], cat: Catalogue) -> str | None:
    """The tax basis the visible documents in force agree on ("All our prices exclude VAT",
    said once in a help article, holds for a price a policy states: `taxbasis`)."""
    return house_tax_basis(
        s.body
        for s in sources
        if cat.role_of(s.kind) == "document" and not s.signals.flagged_outdated
    )


def _decide_claims(
    claims: list[DraftClaim],
    source_claims: list[tuple[SourceClaim, Source]],
    ticket: Ticket,
    now: datetime,
    cat: Catalogue,
    evidence: bool,
    house_tax: str | None = None,
) -> list[ClaimResult]:
    """Each draft claim's result; an ambiguous one decided on each of its topics.

    Only claims on a draft claim's topic are ever compared (evidence and D1–D11 are per
    topic), so only those are assessed: a big knowledge base costs what the draft needs."""
    topics = {t for dc in claims for t in (dc.topic, *dc.alternatives)}
    refs: dict[str, SourceRef] | None = {} if evidence else None
    placed = placed_sentences(source_claims)
    replacing_claims = [sc for sc in source_claims if sc[0].supersedes]

    def under(t: Ticket) -> Callable[[DraftClaim], ClaimResult]:
        assessed = assess([sc for sc in source_claims if sc[0].topic in topics], t, now, cat)
        others = assess([sc for sc in source_claims if sc[0].topic == OTHER], t, now, cat)
        sup = replacing(source_claims, assess(replacing_claims, t, now, cat))
        return lambda c: _decide_claim(c, assessed, t, cat, refs, (others, placed), sup, house_tax)

    deciders: dict[str, Callable[[DraftClaim], ClaimResult]] = {}

    def on(c: DraftClaim, t: Ticket) -> ClaimResult:
        key = repr(sorted(t.scope.items()))
        decide_one = deciders.get(key) or deciders.setdefault(key, under(t))
        return decide_on_each(c, decide_one) if c.alternatives else decide_one(c)

    def one(dc: DraftClaim) -> ClaimResult:
        bounds = bound_tickets(dc, claims, ticket, cat)  # "from £45" (`lowerbound`)
        if bounds:
            outright = on(*scoped(in_own_scope(dc), ticket, cat))  # "in the van from £55"
            return least_case(dc, [on(as_said(dc), t) for t in bounds], outright)
        c, t = scoped(dc, ticket, cat)  # "On Basic it's £15": Basic's value (`scopedclaims`)
        return on(c, t)

    # "an hour in the frame and 30 minutes in the room" against 90 minutes (`summedparts`)
    results = parts_of_governing([one(dc) for dc in claims])
    own = deciders.get(repr(sorted(ticket.scope.items()))) or under(ticket)
    return unanswered_for_customer(claims, results, ticket, cat, own)
