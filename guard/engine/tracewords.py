"""The trace's words: every rule step's one-line detail, worded from its facts.

Rules decide and return facts (`Facts`: what happened, and the ids, values and quotes that
decided it); this module is the only place that turns those facts into the sentence an agent
reads in the trace. Rewording a step is an edit here and never touches a rule, and a rule's
logic can be read without its prose. Pure: facts in, text out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from guard.engine.applicability import where
from guard.engine.values import format_value, unit_words
from guard.models import Outcome, SourceClaim, TraceStep, Value


@dataclass(frozen=True)
class Facts:
    """What a rule found: `what` names the wording ("D9.outside"), `data` holds the facts."""

    what: str
    data: Mapping[str, Any] = field(default_factory=dict)


def facts(what: str, **data: Any) -> Facts:
    """Facts for the wording named `what` (a key of `WORDS`)."""
    return Facts(what, data)


def step(rule: str, outcome: Outcome, detail: str) -> TraceStep:
    """A trace step with its detail already worded (a step carried over as it was)."""
    return TraceStep(rule=rule, outcome=outcome, detail=detail)


def worded(rule: str, outcome: Outcome, f: Facts) -> TraceStep:
    """A trace step worded from its facts: the attribution and gap modules build their steps
    outside the interpreter and hand their facts here, as the rules do."""
    return step(rule, outcome, words(f))


def listed(items: list[str], limit: int = 6) -> str:
    """A readable list that stays short: a trace line names a few, then counts the rest."""
    if len(items) <= limit:
        return ", ".join(items)
    return ", ".join(items[:limit]) + f" …and {len(items) - limit} more"


def label(source_id: str, value: Value | None) -> str:
    """A candidate as the trace names it: "DOC-101 (4 business days)"."""
    return f"{source_id} ({format_value(value)})"


def _pool(pool: Sequence[tuple[str, Value | None]]) -> str:
    """C as the trace shows it: each source and value once, or "none"."""
    return listed([label(s, v) for s, v in pool]) or "none"


def _dims(dims: Sequence[str]) -> str:
    return " and ".join(d.replace("_", " ") for d in dims)


def words(f: Facts) -> str:
    """The detail sentence for `f`."""
    return WORDS[f.what](**f.data)


# --- the draft as a whole: D0a–D0d, SEVERITY, CAP ---------------------------------------------


def _unread(sources: Sequence[tuple[str, str | None, str | None]]) -> str:
    """Unread sources, each named with why: a silenced source with the wording that gives it
    away (issue 12, item 4); a misread one with what its words say (issue 19)."""
    out = []
    for sid, silent, misread in sources:
        if silent is not None:
            out.append(f"{sid} (it says '{silent}' but yielded no claim)")
        elif misread is not None:
            out.append(f"{sid} (its extraction does not match its words: {misread})")
        else:
            out.append(sid)
    return ", ".join(out)


def _d0b(gap: str, gap_fired: bool, misread: Sequence[str]) -> str:
    if not misread:
        return gap
    said = f"the claims do not match the draft's words: {listed(list(misread), 3)}"
    return f"{gap}; {said}" if gap_fired else said


def _d0b_gap(found: Sequence[str], topics: str, patterns: bool) -> str:
    """The gap sentence: a pattern read as nothing, or a number nobody checked."""
    quoted = ", ".join(f"'{t}'" for t in found)
    if patterns:
        return f"no {topics or 'catalogue'} claim was extracted, but the draft contains {quoted}"
    return (
        f"no claim reads {quoted} and it is no date, time, reference or number the customer "
        "quoted: no number without a verdict"
    )


def _d0b_read(governed: int) -> str:
    if governed:
        return f"{governed} governed claim(s) extracted and every number in the draft read"
    return "no timing or money pattern and no unread number outside extracted claims"


def _severity(decisions: Sequence[str], overall: str, reason: str, capped_by: Sequence[str]) -> str:
    names = ", ".join(f"{i + 1}: {d}" for i, d in enumerate(decisions)) or "no claims"
    text = f"most severe across claims ({names}) → {overall} {reason}"
    if capped_by:
        text += f"; D0b's unread {', '.join(repr(t) for t in capped_by)} caps it at CAUTION"
    return text


# --- the claim's topic, settled with the ticket: TOPIC, AMBIGUOUS ----------------------------


def _topic_unattributed(said: str, named: Sequence[str]) -> str:
    why = f"names {', '.join(named)}" if named else "names none"
    return f"'{said}' names no topic in its sentence and the ticket {why} of its kind: unattributed"


def _ambiguous(
    said: str, candidates: Sequence[str], each: Sequence[tuple[str, str, str]], worst: str
) -> str:
    outcomes = "; ".join(f"{topic} → {decision} {reason}" for topic, decision, reason in each)
    return (
        f"'{said}' reads as much as {' or '.join(candidates)}: decided on each "
        f"({outcomes}); the most severe, on {worst}, stands"
    )


# --- resolution: D1–D7 -----------------------------------------------------------------------


def _d1_fired(
    unresolved: tuple[str, Value | None, SourceClaim],
    other: tuple[str, Value | None],
    ticket: str,
    unknown: Sequence[str],
) -> str:
    (uid, uv, uclaim), (oid, ov) = unresolved, other
    verb = "is" if len(unknown) == 1 else "are"
    return (
        f"{uid} sets {format_value(uv)} for {where(uclaim)} only, {oid} sets "
        f"{format_value(ov)}, and {ticket}'s {_dims(unknown)} {verb} unknown"
    )


def _d5_fired(
    source: str,
    target: str,
    matches: Sequence[tuple[str, str | None]],
    claim: SourceClaim,
    ticket: str,
    undated: Sequence[str],
    dated: Sequence[tuple[str, str]],
    agree: Sequence[str],
    value: Value | None,
) -> str:
    """The D5 sentence, e.g. "DOC-103 says it supersedes '…' (matches DOC-101 title). …"."""
    named = listed([f"{o} {how}" for o, how in matches])
    parts = [
        f"{source} says it supersedes '{target}' (matches {named}). "
        f"{source} applies to {where(claim)}, which matches {ticket}."
    ]
    if undated:
        verb = "has" if len(undated) == 1 else "have"
        parts.append(
            f"{listed(list(undated))} {verb} no effective date, so the explicit sentence is enough."
        )
    if dated and claim.effective_from is None:
        parts.append(f"{source} has no effective date, so the explicit sentence is enough.")
    elif dated:
        earlier = listed([f"{o}'s {eff}" for o, eff in dated])
        parts.append(f"{source} takes effect {claim.effective_from}, after {earlier}.")
    text = " ".join(parts)
    if agree:
        text += f" {listed(list(agree))} all supersede the rest and agree on {format_value(value)}."
    return text


def _d5_failed(problems: Sequence[Facts]) -> str:
    return listed(list(dict.fromkeys(words(p) for p in problems)), limit=4)


def _d6_fired(
    exception: Sequence[tuple[str, Value | None]],
    ticket: str,
    dims: Sequence[str],
    narrower: Sequence[tuple[str, Value | None, Sequence[str]]],
) -> str:
    general = (
        "more general (scoped any, or specific on fewer of the same dimensions: "
        + listed([f"{label(s, v)} on {_dims(d)} only" for s, v, d in narrower])
        + ")"
        if narrower
        else "general"
    )
    return (
        f"{listed([label(s, v) for s, v in exception])} matches {ticket}'s {_dims(dims)} "
        "specifically, has no weakeners, and every disagreeing candidate is " + general
    )


def _d6_weakened(weak: Sequence[tuple[str, Sequence[str]]]) -> str:
    return listed(
        [
            f"{sid} is weakened ({', '.join(w)}), and an inferred override needs an "
            "unweakened source"
            for sid, w in weak
        ],
        limit=3,
    )


def _d7(
    pool: Sequence[tuple[str, Value | None]],
    itself: Sequence[tuple[str, list[Value | None]]],
    aside: Sequence[tuple[str, Value | None, str]] = (),
) -> str:
    own = "".join(
        f"{sid} states more than one value here: {', '.join(map(format_value, vals))}. "
        for sid, vals in itself
    )
    return (
        f"candidates still disagree: {_pool(pool)}{_outvoted(aside)}. {own}"
        "Recency and verification never break the tie"
    )


def _outvoted(aside: Sequence[tuple[str, Value | None, str]]) -> str:
    """The values a document's own corroborated value outvoted (`guard.engine.onevoice`)."""
    return "".join(
        f"; {sid} also says {format_value(v)}, set aside: {by} confirms its other value, and a "
        "document speaks with one voice"
        for sid, v, by in aside
    )


# --- the draft claim against V: D8–D11b ------------------------------------------------------


def _basis_name(basis: str) -> str:
    """A charge basis of `chargebasis` in words: "per person", "for 2 people"."""
    if basis == "person:1":
        return "per person"
    if not basis.startswith("person:"):
        return f"per {basis.split(':')[1]}"  # "per:visit", "period:month"
    return f"for {basis.split(':')[1]} people"


def _d8_pass(draft: Value, v: Value, how: str) -> str:
    if how == "apart":
        return (
            f"the draft's {unit_words(draft)} do not convert to V's {unit_words(v)}, but no "
            f"calendar month length makes {format_value(draft)} {format_value(v)}"
        )
    if how == "converts":
        return f"the draft's {unit_words(draft)} convert exactly to V's {unit_words(v)}"
    return f"the draft and V both count {unit_words(v)}"


def _d9_outside(said: str, v: Value, hedged: bool, condition: str | None = None) -> str:
    text = f"the draft says '{said}', outside V = {format_value(v)}"
    if condition is not None:
        return (
            text + f", but only {condition}: the exception a condition sets, not an outright "
            "value, so CAUTION rather than HOLD"
        )
    return text + ", but it is hedged, so CAUTION rather than HOLD" if hedged else text


def _d11b_fired(v: Value, changes: Sequence[tuple[str, str, Value | None]]) -> str:
    names = listed(
        [
            f"{sid} ({standing.lower().replace('_', ' ')}: {format_value(cv)})"
            for sid, standing, cv in changes
        ],
        limit=4,
    )
    return f"a change is signalled that contradicts V = {format_value(v)}: {names}"


WORDS: dict[str, Callable[..., str]] = {
    # skipped: why a rule was not reached
    "skip.settled": lambda rule: f"{rule} settled the outcome",
    "skip.v_set": lambda rule: f"V was set by {rule}",
    "skip.no_value": lambda: "no comparable draft value",
    "skip.units": lambda: "units differ",
    "skip.outside": lambda: "the draft value is outside V",
    "skip.already": lambda decision: f"result is already {decision}",
    "skip.already_caution": lambda: "already CAUTION",
    "skip.not_allow": lambda decision: f"result is {decision}, not ALLOW",
    # the draft as a whole
    "D0a.failed": lambda error: f"draft extraction failed: {error}",
    "D0a.rejected": lambda: "every draft claim was rejected by quote validation",
    "D0a.read": lambda count: f"draft read: {count} claim(s)",
    "D0b": _d0b,
    "D0b.read": _d0b_read,
    "D0b.gap": _d0b_gap,
    "D0b.unattributed": lambda said: (
        f"'{said}' is a value on no topic: neither its sentence nor the ticket names "
        "one of its kind, so it cannot be checked"
    ),
    "D0c.outside": lambda claims: (
        "outside coverage: " + ", ".join(f"'{text}' ({topic})" for text, topic in claims)
    ),
    "D0c.none": lambda: "no claim on an uncovered topic has a value",
    "D0c.claim": lambda text, topic: (
        f"'{text}' is a value on no catalogue topic ({topic}); the rules only cover governed "
        "topics, so check it manually"
    ),
    "D0c.claim_quoted": lambda text: (
        f"'{text}' is on no catalogue topic and is the customer's own figure from the ticket"
    ),
    "D0c.claim_no_value": lambda span, topic: (
        f"'{span}' is on no catalogue topic ({topic}) and has no value"
    ),
    "D0d.nothing": lambda: "no claims and no policy pattern in the draft",
    "D0d.something": lambda: "the draft has claims or policy patterns",
    "SEVERITY": _severity,
    # the claim's topic
    "TOPIC.from_ticket": lambda said, kind, topic: (
        f"'{said}' names no topic in its sentence; the ticket names one {kind} topic, "
        f"{topic}: read on it"
    ),
    "TOPIC.from_reply": lambda said, kind, topic: (
        f"'{said}' names no topic in its sentence and the ticket names none of its kind; "
        f"the reply names one {kind} topic elsewhere, {topic}: read on it"
    ),
    "TOPIC.asked_subject": lambda said, topic: (
        f"'{said}' is said of the customer's own request in their words, on no catalogue "
        f"topic; the ticket's topic is {topic}: read on it"
    ),
    "TOPIC.unattributed": _topic_unattributed,
    "TOPIC.customer_figure": lambda said, why: (
        f"'{said}' is the customer's own figure from the ticket's message"
        + (
            ", said of nothing the ticket asks about: no claim"
            if why == "other"
            else ", in the customer's own past act told back to them: no claim"
            if why == "act"
            else ", the time left before their own date told back to them: no claim"
            if why == "date"
            else ", a whole multiple of the draft's own per-unit price: a total, no claim"
            if why == "total"
            else ", the amount the draft's own fee or discount is taken from: no claim"
            if why == "base"
            else ", the customer's case the draft places outside its own value: no claim"
            if why == "outside"
            else ", the customer's case the draft measures against its own limit: no claim"
            if why == "measured"
            else ", what the customer's own thing is worth, told back to them: no claim"
            if why == "worth"
            else ", naming the customer's own thing, not a price: no claim"
            if why == "thing"
            else f", under the draft's own value for {why}: no claim"
        )
    ),
    "TOPIC.worked_total": lambda total, count, price: (
        f"'{total}' is {count} times the draft's own '{price}': a total multiplied out, "
        "no claim of its own"
    ),
    "TOPIC.other_side": lambda zero, condition, limit, topic: (
        f"the draft's '{zero}' holds only {condition}, which is checked as {topic} "
        f"('{limit}'): the other side of that rule, no second value of the charge"
    ),
    "TOPIC.group_excepted": lambda value, zero, group: (
        f"the draft's '{value}' is the general price it excepts the customer's group from: "
        f"'{zero}' {group} is theirs, and is checked"
    ),
    "TOPIC.other_group": lambda zero, group, value: (
        f"the draft's '{zero}' holds only {group}, not the customer's group: their price is "
        f"the draft's general '{value}', which is checked"
    ),
    "TOPIC.at_once": lambda zero, rule, condition, limit, topic: (
        f"the draft's '{zero}' applies its '{rule}' {condition} to an act it says was done at "
        f"once, inside any such window: checked as {topic} ('{limit}') with it"
    ),
    "TOPIC.group_age": lambda group, limit, topic: (
        f"'{group}' names a group of people by their age, inside the draft's own '{limit}' "
        f"({topic}): no claim of its own"
    ),
    "TOPIC.person_figure": lambda said: (
        f"{listed([repr(w) for w in said])}: the figure the customer gave of someone, "
        "repeated to describe them: no claim"
    ),
    "TOPIC.option_named": lambda said, topic: (
        f"'{said}' is a phrase of {topic}'s options that no other topic shares, said in full "
        "and definitively: it names its topic, read on it"
    ),
    "TOPIC.option_alone": lambda said: (
        f"'{said}' is an option's word whose sentence names no topic, and the ticket names no "
        "topic with that option: no claim"
    ),
    "TOPIC.chosen": lambda said, candidates, chosen: (
        f"'{said}' reads as much as {' or '.join(candidates)}; the ticket names {chosen} "
        "only: read on it"
    ),
    "AMBIGUOUS": _ambiguous,
    "CAP.all_read": lambda: "every visible, non-excluded source was read",
    "CAP.nothing_to_contradict": lambda unread: (
        f"could not read {_unread(unread)}; the draft states no policy claim to contradict"
    ),
    "CAP.other_kinds": lambda unread, claimed: (
        f"could not read {_unread(unread)}; no value it states unread is a "
        f"{' or '.join(claimed)}, the kind the draft claims, so it cannot contradict them"
    ),
    "CAP.unread": lambda unread: (
        f"could not read {_unread(unread)}; an unread source can never support ALLOW"
    ),
    "CAP.already": lambda unread, decision: (
        f"could not read {_unread(unread)}; the result is already {decision}"
    ),
    # resolution
    "D1.fired": _d1_fired,
    "D1.no_clash": lambda: "no scope-unresolved candidate disagrees with another",
    "D1.settled": lambda ticket, pool: (
        f"every candidate's scope is settled for {ticket} (C = {_pool(pool)})"
    ),
    "D2.fired": lambda signals: (
        "no in-force candidate applies; only proposals or future changes do: "
        + listed([label(s, v) for s, v in signals])
    ),
    "D2.no_proposal": lambda: "no proposal applies either",
    "C.not_empty": lambda pool: f"C is not empty: {_pool(pool)}",
    "D3.fired": lambda: "no source supports or contradicts this claim",
    "D4.fired": lambda value, pool, aside=(): (
        f"all of C agree on {format_value(value)}: {_pool(pool)}{_outvoted(aside)}"
    ),
    "D4.fail": lambda pool: f"C disagrees: {_pool(pool)}",
    "D5.fired": _d5_fired,
    "D5.several": lambda sources: (
        "more than one source supersedes the others: " + listed(list(sources))
    ),
    "D5.failed": _d5_failed,
    "D5.none": lambda: "no candidate has a supersession sentence",
    "D5.no_sentence": lambda source: f"{source} has no supersession sentence",
    "D5.not_applies": lambda source, ticket, applicability: (
        f"{source} does not apply to {ticket} ({applicability})"
    ),
    "D5.quote_missing": lambda source: f"{source}'s supersession quote is not in its text",
    "D5.itself": lambda source, values: (
        f"{source} states both {' and '.join(format_value(v) for v in values)}, and a source "
        "cannot supersede itself"
    ),
    "D5.not_named": lambda target, other: f"'{target}' does not name {other}",
    "D5.not_after": lambda source, effective, other, other_effective: (
        f"{source} takes effect {effective}, not after {other}'s {other_effective}"
    ),
    "D6.fired": _d6_fired,
    "D6.no_specific": lambda ticket: f"no candidate matches {ticket}'s scope specifically",
    "D6.weakened": _d6_weakened,
    "D6.replaced": lambda replaced: listed(
        [f"{sid} is the specific value, but {by} explicitly replaces it" for sid, by in replaced],
        limit=3,
    ),
    "D6.disagree": lambda dimensions_differ: (
        "the specific candidates disagree with each other"
        + (
            ", and none is more specific than every candidate it disagrees with"
            if dimensions_differ
            else ""
        )
    ),
    "D7.fired": _d7,
    # the draft claim against V
    "D8.no_value": lambda v: f"the draft names no value to compare with V = {format_value(v)}",
    "D8.units": lambda draft, v: (
        f"the draft says {format_value(draft)} but V is {format_value(v)}: units differ"
    ),
    "D8.basis": lambda said, v, theirs: (
        f"the draft charges '{said}' on another basis than V = {format_value(v)}, which its "
        f"sources charge {_basis_name(theirs)}: the same amount is another price"
    ),
    "D8.pass": _d8_pass,
    "D9.outside": _d9_outside,
    "within": lambda said, v: f"'{said}' is within V = {format_value(v)}",
    "D11a.weak": lambda v, doubts: (
        f"V = {format_value(v)} rests only on weakened candidates ("
        + listed([f"{sid}: {', '.join(w)}" for sid, w in doubts], 4)
        + "); verify before sending"
    ),
    "D11a.pass": lambda sources: (
        "V rests on at least one unweakened candidate: " + listed(list(sources))
    ),
    "D11b.fired": _d11b_fired,
    "D11b.pass": lambda: "no applicable proposal or future change contradicts V",
    "UNPLACED": lambda topic, found: (
        "no contrary source seen is no proof: "
        + listed(
            [f"{sid} states '{said}' on no topic, beside '{word}'" for sid, said, word in found], 3
        )
        + f", a key word of {topic}; check it before sending"
    ),
    "MISPLACED": lambda topic, found: (
        "a newer source replaces V's: "
        + listed(
            [
                f"{sid} supersedes {listed(list(ids), 3)} but states nothing on {topic}; "
                f"its '{said}' was read on {'no topic' if on == 'other' else on}"
                for sid, ids, said, on in found
            ],
            3,
        )
        + "; check it before sending"
    ),
    "D11b.replaced": lambda replaced: (
        "no applicable proposal or future change contradicts V; set aside as replaced: "
        + listed([f"{sid} (replaced by {by})" for sid, by in replaced], limit=4)
    ),
}
