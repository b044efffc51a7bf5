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

from guard.engine import tracesentences as say
from guard.engine.tracesentences import listed as listed
from guard.engine.values import format_value
from guard.models import Outcome, TraceStep


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


def words(f: Facts) -> str:
    """The detail sentence for `f`."""
    return WORDS[f.what](**f.data)


def _d5_failed(problems: Sequence[Facts]) -> str:
    return say.listed(list(dict.fromkeys(words(p) for p in problems)), limit=4)


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
    "D0b": say.d0b,
    "D0b.read": say.d0b_read,
    "D0b.gap": say.d0b_gap,
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
    "SEVERITY": say.severity,
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
    "TOPIC.unattributed": say.topic_unattributed,
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
    "TOPIC.worked_discount": lambda total, price, cut: (
        f"'{total}' is the draft's own '{price}' less its '{cut}': a price worked out, "
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
        f"{say.listed([repr(w) for w in said])}: the figure the customer gave of someone, "
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
    "AMBIGUOUS": say.ambiguous,
    "CAP.all_read": lambda: "every visible, non-excluded source was read",
    "CAP.nothing_to_contradict": lambda unread: (
        f"could not read {say.unread(unread)}; the draft states no policy claim to contradict"
    ),
    "CAP.other_kinds": lambda unread, claimed: (
        f"could not read {say.unread(unread)}; no value it states unread is a "
        f"{' or '.join(claimed)}, the kind the draft claims, so it cannot contradict them"
    ),
    "CAP.unread": lambda unread: (
        f"could not read {say.unread(unread)}; an unread source can never support ALLOW"
    ),
    "CAP.already": lambda unread, decision: (
        f"could not read {say.unread(unread)}; the result is already {decision}"
    ),
    # resolution
    "D1.fired": say.d1_fired,
    "D1.no_clash": lambda: "no scope-unresolved candidate disagrees with another",
    "D1.settled": lambda ticket, pool: (
        f"every candidate's scope is settled for {ticket} (C = {say.pool_words(pool)})"
    ),
    "D2.fired": lambda signals: (
        "no in-force candidate applies; only proposals or future changes do: "
        + say.listed([say.label(s, v) for s, v in signals])
    ),
    "D2.no_proposal": lambda: "no proposal applies either",
    "C.not_empty": lambda pool: f"C is not empty: {say.pool_words(pool)}",
    "D3.fired": lambda: "no source supports or contradicts this claim",
    "D4.fired": lambda value, pool, aside=(): (
        f"all of C agree on {format_value(value)}: {say.pool_words(pool)}{say.outvoted(aside)}"
    ),
    "D4.fail": lambda pool: f"C disagrees: {say.pool_words(pool)}",
    "D5.fired": say.d5_fired,
    "D5.several": lambda sources: (
        "more than one source supersedes the others: " + say.listed(list(sources))
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
    "D6.fired": say.d6_fired,
    "D6.no_specific": lambda ticket: f"no candidate matches {ticket}'s scope specifically",
    "D6.weakened": say.d6_weakened,
    "D6.replaced": lambda replaced: say.listed(
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
    "D7.fired": say.d7,
    # the draft claim against V
    "D8.no_value": lambda v: f"the draft names no value to compare with V = {format_value(v)}",
    "D8.units": lambda draft, v: (
        f"the draft says {format_value(draft)} but V is {format_value(v)}: units differ"
    ),
    "D8.basis": lambda said, v, theirs: (
        f"the draft charges '{said}' on another basis than V = {format_value(v)}, which its "
        f"sources charge {say.basis_name(theirs)}: the same amount is another price"
    ),
    "D8.pass": say.d8_pass,
    "D9.outside": say.d9_outside,
    "within": lambda said, v: f"'{said}' is within V = {format_value(v)}",
    "D11a.weak": lambda v, doubts: (
        f"V = {format_value(v)} rests only on weakened candidates ("
        + say.listed([f"{sid}: {', '.join(w)}" for sid, w in doubts], 4)
        + "); verify before sending"
    ),
    "D11a.pass": lambda sources: (
        "V rests on at least one unweakened candidate: " + say.listed(list(sources))
    ),
    "D11b.fired": say.d11b_fired,
    "D11b.pass": lambda: "no applicable proposal or future change contradicts V",
    "UNPLACED": lambda topic, found: (
        "no contrary source seen is no proof: "
        + say.listed(
            [f"{sid} states '{said}' on no topic, beside '{word}'" for sid, said, word in found], 3
        )
        + f", a key word of {topic}; check it before sending"
    ),
    "MISPLACED": lambda topic, found: (
        "a newer source replaces V's: "
        + say.listed(
            [
                f"{sid} supersedes {say.listed(list(ids), 3)} but states nothing on {topic}; "
                f"its '{said}' was read on {'no topic' if on == 'other' else on}"
                for sid, ids, said, on in found
            ],
            3,
        )
        + "; check it before sending"
    ),
    "D11b.replaced": lambda replaced: (
        "no applicable proposal or future change contradicts V; set aside as replaced: "
        + say.listed([f"{sid} (replaced by {by})" for sid, by in replaced], limit=4)
    ),
    "D11b.reported": lambda replaced, reported: (
        "no applicable proposal or future change contradicts V; set aside: "
        + say.listed(
            [f"{sid} (replaced by {by})" for sid, by in replaced]
            + [f"{sid} (only says what {doc} states)" for sid, doc in reported],
            limit=4,
        )
    ),
}
