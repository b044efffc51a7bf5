"""Which value governs a topic for a ticket (rules D1–D7), independent of any draft.

Kept apart from the draft comparison so the same rules run without a draft: for a question
(`engine.ask`) and over every topic × scope (`engine.register`, the Conflict Register).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from guard.engine.applicability import (
    is_specific_match,
    specific_dimensions,
    unresolved_dimensions,
    where,
)
from guard.engine.quotes import normalise_ws, quote_in
from guard.engine.standing import StandingResult
from guard.engine.values import format_value, same_value
from guard.models import Applicability, Source, SourceClaim, Supersedes, Ticket, TraceStep, Value


@dataclass(frozen=True)
class Assessed:
    """A validated source claim with what the rules concluded about it."""

    claim: SourceClaim
    source: Source
    standing: StandingResult
    weakeners: tuple[str, ...]
    applicability: Applicability

    @property
    def value(self) -> Value | None:
        return self.claim.value

    @property
    def label(self) -> str:
        return f"{self.source.id} ({format_value(self.claim.value)})"


@dataclass
class Governing:
    """The outcome of D1–D7: a governing value V with its basis, or a decision without one."""

    rule: str
    reason: str
    value: Value | None = None
    decision: Literal["ESCALATE", "CAUTION"] | None = None
    basis: list[Assessed] = field(default_factory=list)
    signals: list[Assessed] = field(default_factory=list)
    trace: list[TraceStep] = field(default_factory=list)
    #: C: the in-force candidates that apply (or are scope-unresolved), for the sides of a
    #: conflict (ask, the Conflict Register).
    candidates: list[Assessed] = field(default_factory=list)


_NON_ALNUM = re.compile(r"[^0-9a-z]+")


def _norm(text: str) -> str:
    return _NON_ALNUM.sub(" ", text.casefold()).strip()


def names_source(target_text: str, source: Source, names: Iterable[str] = ()) -> str | None:
    """What in `target_text` names `source` ("title" or "ID"), or None.

    Normalised containment: casefold and every run of non-alphanumerics to one space, so
    "Outgoing Transfers – Reversal SOP" names "Outgoing Transfers: Reversal SOP". The
    longest name wins: a title found only inside a longer one of `names` that the target
    also spells ("Freezes" in "Freezes from January") is not named.
    """
    target = f" {_norm(target_text)} "
    longer = [f" {k} " for n in names if (k := _norm(n)) and f" {k} " in target]
    for found, label in ((source.title, "title"), (source.id, "ID")):
        key = f" {_norm(found)} "
        if key in target and not any(key in n and key != n for n in longer):
            return label
    return None


def step(rule: str, outcome: str, detail: str) -> TraceStep:
    return TraceStep(rule=rule, outcome=outcome, detail=detail)


def supersession_target(sup: Supersedes, names: Iterable[str]) -> str:
    """The words a supersession names. A title may hold any word ("Roaming charges from the
    UK", "Fees, as of 2026"), and one sentence may name several documents ("This replaces
    *Card delivery* (HC-12) and *Macro: Card ETA* (MAC-3)"), so where an extractor cut the
    target short at such a word, the sentence's own words decide: from where the target
    starts, the target runs to the end of the last source title or ID (of `names`: the
    titles and IDs of the sources in question) that the sentence goes on to spell in full,
    and every title and ID in it is named. Otherwise the target text stands."""
    quote = f" {_norm(sup.quote)} "
    target = _norm(sup.target_text)
    at = quote.find(f" {target} ") if target else -1
    if at < 0:
        return sup.target_text
    rest = quote[at:]
    end = max(
        (i + len(k) + 1 for n in names if (k := _norm(n)) and (i := rest.rfind(f" {k} ")) >= 0),
        default=0,
    )
    return _as_written(sup.quote, rest[:end]) if end > len(target) + 1 else sup.target_text


def _as_written(quote: str, words: str) -> str:
    """Normalised `words` in the quote's own characters ("Macro: Parcel at the depot" for
    "macro parcel at the depot"); the words themselves when the quote does not spell them."""
    parts = words.split()
    m = re.search("[^0-9a-z]+".join(map(re.escape, parts)), quote, re.I) if parts else None
    if m is None:
        return words.strip()
    shown = m.group()
    # the bracket an ID at its end stands in: "(MAC-404" reads "(MAC-404)"
    closing = quote[m.end() : m.end() + 1]
    return shown + closing if closing == ")" and shown.count("(") > shown.count(")") else shown


def _names(pool: list[Assessed]) -> set[str]:
    return {n for a in pool for n in (a.source.title, a.source.id)}


def _supersession_failures(s: Assessed, pool: list[Assessed], ticket: Ticket) -> list[str]:
    """Why candidate `s` does not explicitly supersede the others; empty when it does."""
    sup = s.claim.supersedes
    if sup is None:
        return [f"{s.source.id} has no supersession sentence"]
    target = supersession_target(sup, _names(pool))
    problems: list[str] = []
    if s.applicability != "APPLIES":
        problems.append(f"{s.source.id} does not apply to {ticket.id} ({s.applicability})")
    if not quote_in(sup.quote, s.source.body):
        problems.append(f"{s.source.id}'s supersession quote is not in its text")
    own = [o.value for o in voices(pool) if o.source.id == s.source.id]
    if len(own) > 1:
        values = " and ".join(format_value(v) for v in own)
        problems.append(f"{s.source.id} states both {values}, and a source cannot supersede itself")
    for other in voices(pool):
        if other.source.id == s.source.id or same_value(other.value, s.value):  # type: ignore[arg-type]
            continue
        if names_source(target, other.source, _names(pool)) is None:
            problems.append(f"'{target}' does not name {other.source.id}")
        s_eff, o_eff = s.claim.effective_from, other.claim.effective_from
        if s_eff and o_eff and not s_eff > o_eff:
            problems.append(
                f"{s.source.id} takes effect {s_eff}, not after {other.source.id}'s {o_eff}"
            )
    return problems


def listed(items: list[str], limit: int = 6) -> str:
    """A readable list that stays short: a trace line names a few, then counts the rest."""
    if len(items) <= limit:
        return ", ".join(items)
    return ", ".join(items[:limit]) + f" …and {len(items) - limit} more"


def voices(items: list[Assessed]) -> list[Assessed]:
    """One claim per source and value, in order of first appearance.

    The rules weigh sources, not sentences: a document that states its value twice (a
    summary and a detail line) is one voice. Counting its claims would make it two
    superseders (D5), two receipts, or two sides of a conflict with itself. A source that
    states two *different* values keeps both: that is a real disagreement.

    The claim kept for a voice is the one the source states first (its quote's place in the
    body), so the receipt, and a register entry's id, do not depend on the order claims
    were read in.
    """
    groups: list[list[Assessed]] = []
    for a in items:
        group = next(
            (
                g
                for g in groups
                if g[0].source.id == a.source.id and same_value(g[0].value, a.value)  # type: ignore[arg-type]
            ),
            None,
        )
        if group is None:
            groups.append([a])
        else:
            group.append(a)
    return [min(g, key=_place) for g in groups]


def _place(a: Assessed) -> tuple[int, str]:
    """Where a claim's quote first appears in its source's text (then its id): the source's
    own order, whatever order the claims arrive in."""
    at = normalise_ws(a.source.body).find(normalise_ws(a.claim.quote))
    return (at if at >= 0 else len(a.source.body), a.claim.claim_id)


def _self_disagreements(pool: list[Assessed]) -> list[str]:
    """Sources in C that state more than one value here, e.g. "HC-1 states more than one
    value here: $10, $8" (a table whose columns were lost, a page contradicting itself)."""
    by_source: dict[str, list[str]] = {}
    for a in voices(pool):
        by_source.setdefault(a.source.id, []).append(format_value(a.value))
    return [
        f"{sid} states more than one value here: {', '.join(vals)}"
        for sid, vals in by_source.items()
        if len(vals) > 1
    ]


def _supersession_detail(s: Assessed, pool: list[Assessed], ticket: Ticket) -> str:
    """The D5 sentence, e.g. "DOC-103 says it supersedes '…' (matches DOC-101 title). …"."""
    sup = s.claim.supersedes
    assert sup is not None and s.value is not None
    targets = [
        o
        for o in voices(pool)
        if o.source.id != s.source.id and not same_value(o.value, s.value)  # type: ignore[arg-type]
    ]
    target = supersession_target(sup, _names(pool))
    names = _names(pool)
    matches = listed([f"{o.source.id} {names_source(target, o.source, names)}" for o in targets])
    parts = [
        f"{s.source.id} says it supersedes '{target}' (matches {matches}). "
        f"{s.source.id} applies to {where(s.claim)}, which matches {ticket.id}."
    ]
    undated = [o.source.id for o in targets if o.claim.effective_from is None]
    dated = [o for o in targets if o.claim.effective_from is not None]
    if undated:
        verb = "has" if len(undated) == 1 else "have"
        parts.append(
            f"{listed(undated)} {verb} no effective date, so the explicit sentence is enough."
        )
    if dated and s.claim.effective_from is None:
        parts.append(f"{s.source.id} has no effective date, so the explicit sentence is enough.")
    elif dated:
        earlier = listed([f"{o.source.id}'s {o.claim.effective_from}" for o in dated])
        parts.append(f"{s.source.id} takes effect {s.claim.effective_from}, after {earlier}.")
    return " ".join(parts)


def _more_specific(a: Assessed, other: Assessed) -> bool:
    """`a` is limited on every dimension `other` is limited on, and on more.

    Both apply to the ticket when D6 compares them, so on the dimensions they share they name
    the same value (the ticket's): `a` is `other` narrowed further. With one dimension this is
    "`a` is specific and `other` is scoped any", the seed's reading of D6.
    """
    return set(specific_dimensions(other.claim)) < set(specific_dimensions(a.claim))


def _specific_exception(heard: list[Assessed], ticket: Ticket) -> tuple[list[Assessed], str | None]:
    """D6: the candidates that make a specific exception, or why there is none.

    The exception is the candidates of one value that match the ticket's scope specifically
    and are more specific (`_more_specific`) than every candidate that disagrees with them;
    they must all be unweakened. With several dimensions "general" is relative: a 20% scoped
    to annual billing (any plan) is the general rule that a 25% for enterprise plans on annual
    billing is the exception to, for an enterprise, annual ticket. Two candidates limited on
    different dimensions (annual billing; the enterprise plan) are neither: no exception.
    At most one value can qualify: two would each have to be more specific than the other.
    """
    specific = [a for a in heard if is_specific_match(a.claim, ticket)]
    if not specific:
        return [], f"no candidate matches {ticket.id}'s scope specifically"
    for a in specific:
        exception = [
            x
            for x in specific
            if same_value(x.value, a.value)  # type: ignore[arg-type]
            and all(
                _more_specific(x, d)
                for d in heard
                if not same_value(d.value, a.value)  # type: ignore[arg-type]
            )
        ]
        if not exception:
            continue
        if weak := [x for x in exception if x.weakeners]:
            return [], listed(
                [
                    f"{x.source.id} is weakened ({', '.join(x.weakeners)}), and an inferred "
                    "override needs an unweakened source"
                    for x in weak
                ],
                limit=3,
            )
        return exception, None
    problem = "the specific candidates disagree with each other"
    if len({tuple(specific_dimensions(a.claim)) for a in specific}) > 1:
        # Limited on different dimensions: say why neither is the other's exception.
        problem += ", and none is more specific than every candidate it disagrees with"
    return [], problem


def _more_general_words(exception: list[Assessed], heard: list[Assessed]) -> str:
    """How the disagreeing candidates are more general than the exception, for the trace:
    "general" when every one is scoped any (the seed's wording), else which dimensions the
    narrower ones are limited on."""
    v = exception[0].value
    narrower = [
        a
        for a in heard
        if not same_value(a.value, v) and specific_dimensions(a.claim)  # type: ignore[arg-type]
    ]
    if not narrower:
        return "general"
    limited = listed(
        [
            f"{a.label} on {' and '.join(d.replace('_', ' ') for d in specific_dimensions(a.claim))}"
            " only"
            for a in narrower
        ]
    )
    return "more general (scoped any, or specific on fewer of the same dimensions: " + limited + ")"


def resolve_governing(topic: str, assessed: list[Assessed], ticket: Ticket) -> Governing:
    """Apply D1–D7 to the assessed claims of one topic for one ticket."""
    on_topic = [a for a in assessed if a.claim.topic == topic]
    pool = [
        a
        for a in on_topic
        if a.standing.standing == "CANDIDATE"
        and a.applicability in ("APPLIES", "SCOPE_UNRESOLVED")
        and a.value is not None
    ]
    signals = voices(
        [
            a
            for a in on_topic
            if a.standing.standing in ("PROPOSAL", "NOT_YET_EFFECTIVE")
            and a.applicability in ("APPLIES", "SCOPE_UNRESOLVED")
            and a.value is not None
        ]
    )
    trace: list[TraceStep] = []
    # C as the trace and the sides of a conflict show it: each source and value once.
    heard = voices(pool)
    pool_text = listed([a.label for a in heard]) or "none"

    def done(rule: str, reason: str, **kw: Any) -> Governing:
        return Governing(
            rule=rule, reason=reason, signals=signals, trace=trace, candidates=heard, **kw
        )

    # D1: an unresolved scope hides a different value.
    unresolved = [a for a in pool if a.applicability == "SCOPE_UNRESOLVED"]
    clash = next(
        (
            (u, o)
            for u in unresolved
            for o in pool
            if o is not u and not same_value(u.value, o.value)  # type: ignore[arg-type]
        ),
        None,
    )
    if clash:
        u, o = clash
        unknown = unresolved_dimensions(u.claim, ticket)
        trace.append(
            step(
                "D1",
                "fired",
                (
                    f"{u.source.id} sets {format_value(u.value)} for {where(u.claim)} only, "
                    f"{o.source.id} sets {format_value(o.value)}, and {ticket.id}'s "
                    f"{' and '.join(d.replace('_', ' ') for d in unknown)} "
                    f"{'is' if len(unknown) == 1 else 'are'} unknown"
                ),
            )
        )
        return done("D1", "SCOPE_UNKNOWN", decision="ESCALATE")
    trace.append(
        step(
            "D1",
            "pass",
            (
                "no scope-unresolved candidate disagrees with another"
                if unresolved
                else f"every candidate's scope is settled for {ticket.id} (C = {pool_text})"
            ),
        )
    )

    # D2/D3: nothing can govern.
    if not pool:
        if signals:
            names = listed([a.label for a in signals])
            trace.append(
                step(
                    "D2",
                    "fired",
                    (
                        f"no in-force candidate applies; only proposals or future changes do: {names}"
                    ),
                )
            )
            return done("D2", "PROPOSAL_ONLY", decision="CAUTION")
        trace.append(step("D2", "pass", "no proposal applies either"))
        trace.append(step("D3", "fired", "no source supports or contradicts this claim"))
        return done("D3", "UNSUPPORTED", decision="CAUTION")
    trace.append(step("D2", "pass", f"C is not empty: {pool_text}"))
    trace.append(step("D3", "pass", f"C is not empty: {pool_text}"))

    # D4: consensus.
    first = pool[0].value
    assert first is not None
    if all(same_value(a.value, first) for a in pool):  # type: ignore[arg-type]
        trace.append(step("D4", "fired", f"all of C agree on {format_value(first)}: {pool_text}"))
        return done("D4", "CONSENSUS", value=first, basis=heard)
    trace.append(step("D4", "fail", f"C disagrees: {pool_text}"))

    # D5: explicit supersession, by one source. A document that states its value twice is
    # one superseder, not two (its claims are one voice).
    superseders = voices([a for a in pool if a.claim.supersedes is not None])
    winners = [s for s in superseders if not _supersession_failures(s, pool, ticket)]
    winning_sources = list(dict.fromkeys(w.source.id for w in winners))
    if len(winning_sources) == 1:
        s = winners[0]
        trace.append(step("D5", "fired", _supersession_detail(s, pool, ticket)))
        return done("D5", "EXPLICIT_SUPERSESSION", value=s.value, basis=[s])
    # Several sources that each supersede the rest but state the SAME value (the article and
    # the SOP both rewritten with "this replaces …") are one voice for that value, not rivals.
    if len(winning_sources) > 1 and all(same_value(w.value, winners[0].value) for w in winners):  # type: ignore[arg-type]
        s = winners[0]
        agree = f" {listed(winning_sources)} all supersede the rest and agree on {format_value(s.value)}."
        trace.append(step("D5", "fired", _supersession_detail(s, pool, ticket) + agree))
        return done("D5", "EXPLICIT_SUPERSESSION", value=s.value, basis=winners)
    if len(winning_sources) > 1:
        detail = "more than one source supersedes the others: " + listed(winning_sources)
    elif superseders:
        detail = listed(
            list(
                dict.fromkeys(
                    p for s in superseders for p in _supersession_failures(s, pool, ticket)
                )
            ),
            limit=4,
        )
    else:
        detail = "no candidate has a supersession sentence"
    trace.append(step("D5", "fail", detail))

    # D6: a specific, unweakened exception against more general rules.
    exception, d6_problem = _specific_exception(heard, ticket)
    if d6_problem is None:
        names = listed([a.label for a in exception])
        dims = sorted({d for a in exception for d in specific_dimensions(a.claim)})
        trace.append(
            step(
                "D6",
                "fired",
                (
                    f"{names} matches {ticket.id}'s {' and '.join(d.replace('_', ' ') for d in dims)} "
                    "specifically, has no weakeners, and every disagreeing candidate is "
                    + _more_general_words(exception, heard)
                ),
            )
        )
        return done("D6", "SPECIFIC_EXCEPTION", value=exception[0].value, basis=exception)
    trace.append(step("D6", "fail", d6_problem))

    itself = _self_disagreements(pool)
    trace.append(
        step(
            "D7",
            "fired",
            (
                f"candidates still disagree: {pool_text}. "
                + "".join(f"{x}. " for x in itself)
                + "Recency and verification never break the tie"
            ),
        )
    )
    return done("D7", "CONFLICT_UNRESOLVED", decision="ESCALATE")
