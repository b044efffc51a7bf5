"""The sentences a trace step is worded with: the longer wordings of a rule's facts that
`tracewords.WORDS` puts in its table, and the small helpers (a short list, a candidate's
label) every wording shares.

Split from `tracewords` so the table of wordings (which key says what) reads on one page and
the prose behind its longer entries on another; a rewording is still an edit in these two
modules only, never in a rule. Pure: facts in, text out.
"""

from __future__ import annotations

from collections.abc import Sequence

from guard.engine.applicability import where
from guard.engine.values import format_value, unit_words
from guard.models import SourceClaim, Value


def listed(items: list[str], limit: int = 6) -> str:
    """A readable list that stays short: a trace line names a few, then counts the rest."""
    if len(items) <= limit:
        return ", ".join(items)
    return ", ".join(items[:limit]) + f" …and {len(items) - limit} more"


def label(source_id: str, value: Value | None) -> str:
    """A candidate as the trace names it: "DOC-101 (4 business days)"."""
    return f"{source_id} ({format_value(value)})"


def pool_words(pool: Sequence[tuple[str, Value | None]]) -> str:
    """C as the trace shows it: each source and value once, or "none"."""
    return listed([label(s, v) for s, v in pool]) or "none"


def dims_words(dims: Sequence[str]) -> str:
    return " and ".join(d.replace("_", " ") for d in dims)


# --- the draft as a whole: D0a–D0d, SEVERITY, CAP ---------------------------------------------


def unread(sources: Sequence[tuple[str, str | None, str | None]]) -> str:
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


def d0b(gap: str, gap_fired: bool, misread: Sequence[str]) -> str:
    if not misread:
        return gap
    said = f"the claims do not match the draft's words: {listed(list(misread), 3)}"
    return f"{gap}; {said}" if gap_fired else said


def d0b_gap(found: Sequence[str], topics: str, patterns: bool) -> str:
    """The gap sentence: a pattern read as nothing, or a number nobody checked."""
    quoted = ", ".join(f"'{t}'" for t in found)
    if patterns:
        return f"no {topics or 'catalogue'} claim was extracted, but the draft contains {quoted}"
    return (
        f"no claim reads {quoted} and it is no date, time, reference or number the customer "
        "quoted: no number without a verdict"
    )


def d0b_read(governed: int) -> str:
    if governed:
        return f"{governed} governed claim(s) extracted and every number in the draft read"
    return "no timing or money pattern and no unread number outside extracted claims"


def severity(decisions: Sequence[str], overall: str, reason: str, capped_by: Sequence[str]) -> str:
    names = ", ".join(f"{i + 1}: {d}" for i, d in enumerate(decisions)) or "no claims"
    text = f"most severe across claims ({names}) → {overall} {reason}"
    if capped_by:
        text += f"; D0b's unread {', '.join(repr(t) for t in capped_by)} caps it at CAUTION"
    return text


# --- the claim's topic, settled with the ticket: TOPIC, AMBIGUOUS ----------------------------


def topic_unattributed(said: str, named: Sequence[str]) -> str:
    why = f"names {', '.join(named)}" if named else "names none"
    return f"'{said}' names no topic in its sentence and the ticket {why} of its kind: unattributed"


def ambiguous(
    said: str, candidates: Sequence[str], each: Sequence[tuple[str, str, str]], worst: str
) -> str:
    outcomes = "; ".join(f"{topic} → {decision} {reason}" for topic, decision, reason in each)
    return (
        f"'{said}' reads as much as {' or '.join(candidates)}: decided on each "
        f"({outcomes}); the most severe, on {worst}, stands"
    )


# --- resolution: D1–D7 -----------------------------------------------------------------------


def d1_fired(
    unresolved: tuple[str, Value | None, SourceClaim],
    other: tuple[str, Value | None],
    ticket: str,
    unknown: Sequence[str],
) -> str:
    (uid, uv, uclaim), (oid, ov) = unresolved, other
    verb = "is" if len(unknown) == 1 else "are"
    return (
        f"{uid} sets {format_value(uv)} for {where(uclaim)} only, {oid} sets "
        f"{format_value(ov)}, and {ticket}'s {dims_words(unknown)} {verb} unknown"
    )


def d5_fired(
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


def d6_fired(
    exception: Sequence[tuple[str, Value | None]],
    ticket: str,
    dims: Sequence[str],
    narrower: Sequence[tuple[str, Value | None, Sequence[str]]],
) -> str:
    general = (
        "more general (scoped any, or specific on fewer of the same dimensions: "
        + listed([f"{label(s, v)} on {dims_words(d)} only" for s, v, d in narrower])
        + ")"
        if narrower
        else "general"
    )
    return (
        f"{listed([label(s, v) for s, v in exception])} matches {ticket}'s {dims_words(dims)} "
        "specifically, has no weakeners, and every disagreeing candidate is " + general
    )


def d6_weakened(weak: Sequence[tuple[str, Sequence[str]]]) -> str:
    return listed(
        [
            f"{sid} is weakened ({', '.join(w)}), and an inferred override needs an "
            "unweakened source"
            for sid, w in weak
        ],
        limit=3,
    )


def d7(
    pool: Sequence[tuple[str, Value | None]],
    itself: Sequence[tuple[str, list[Value | None]]],
    aside: Sequence[tuple[str, Value | None, str]] = (),
) -> str:
    own = "".join(
        f"{sid} states more than one value here: {', '.join(map(format_value, vals))}. "
        for sid, vals in itself
    )
    return (
        f"candidates still disagree: {pool_words(pool)}{outvoted(aside)}. {own}"
        "Recency and verification never break the tie"
    )


def outvoted(aside: Sequence[tuple[str, Value | None, str]]) -> str:
    """The values a document's own corroborated value outvoted (`guard.engine.onevoice`)."""
    return "".join(
        f"; {sid} also says {format_value(v)}, set aside: {by} confirms its other value, and a "
        "document speaks with one voice"
        for sid, v, by in aside
    )


# --- the draft claim against V: D8–D11b ------------------------------------------------------


def basis_name(basis: str) -> str:
    """A charge basis of `chargebasis` in words: "per person", "for 2 people"; a tax basis of
    `taxbasis`: "with the tax included", "with the tax on top"."""
    if basis.startswith("tax:"):
        return "with the tax included" if basis == "tax:inside" else "with the tax on top"
    if basis == "person:1":
        return "per person"
    if not basis.startswith("person:"):
        return f"per {basis.split(':')[1]}"  # "per:visit", "period:month"
    return f"for {basis.split(':')[1]} people"


def d8_pass(draft: Value, v: Value, how: str) -> str:
    if how == "apart":
        return (
            f"the draft's {unit_words(draft)} do not convert to V's {unit_words(v)}, but no "
            f"calendar month length makes {format_value(draft)} {format_value(v)}"
        )
    if how == "converts":
        return f"the draft's {unit_words(draft)} convert exactly to V's {unit_words(v)}"
    return f"the draft and V both count {unit_words(v)}"


def d9_outside(said: str, v: Value, hedged: bool, condition: str | None = None) -> str:
    text = f"the draft says '{said}', outside V = {format_value(v)}"
    if condition is not None:
        return (
            text + f", but only {condition}: the exception a condition sets, not an outright "
            "value, so CAUTION rather than HOLD"
        )
    return text + ", but it is hedged, so CAUTION rather than HOLD" if hedged else text


def d11b_fired(v: Value, changes: Sequence[tuple[str, str, Value | None]]) -> str:
    names = listed(
        [
            f"{sid} ({standing.lower().replace('_', ' ')}: {format_value(cv)})"
            for sid, standing, cv in changes
        ],
        limit=4,
    )
    return f"a change is signalled that contradicts V = {format_value(v)}: {names}"
