"""One-line reasons for each outcome, worded for a support agent.

Three states must read differently: "No policy claims in this reply" (ALLOW),
"Couldn't confirm" (CAUTION) and "AI unavailable" (blocked, retry).
"""

from __future__ import annotations

from guard.engine.bandrows import which_row
from guard.engine.casevalue import for_a_case
from guard.engine.values import format_value, kind_noun
from guard.kb.catalogue import UNKNOWN, Catalogue, default_catalogue
from guard.models import ClaimResult, PatternMatch, Ticket

#: The id a check without a ticket carries.
NO_TICKET = "no-ticket"

LABELS: dict[str, tuple[str, str]] = {
    # decision: (icon, label) — the icon and label always travel together, never colour alone.
    "ALLOW": ("✅", "Allow"),
    "CAUTION": ("⚠️", "Caution"),
    "HOLD": ("🛑", "Hold"),
    "ESCALATE": ("⬆️", "Escalate"),
    "AI_UNAVAILABLE": ("⏸️", "AI unavailable"),
}


def _sources(c: ClaimResult) -> str:
    return " and ".join(c.governing_source_ids) or "the sources"


def _sources_set(c: ClaimResult) -> str:
    """ "DOC-103 sets", "SOP and MAC set": the verb agrees with how many sources govern."""
    return f"{_sources(c)} {'sets' if len(c.governing_source_ids) <= 1 else 'set'}"


def _whose(ticket: Ticket) -> str:
    return "the ticket's" if ticket.id == NO_TICKET else f"{ticket.id}'s"


def _unknown_dimensions(claim: ClaimResult | None, ticket: Ticket, cat: Catalogue) -> str:
    """The ticket's unknown dimensions that the disagreeing sources are scoped on, with
    their verb: "plan is", "plan and seller region are"."""
    dims: list[str] = []
    for ev in claim.evidence if claim else []:
        if ev.applicability != "SCOPE_UNRESOLVED":
            continue
        for d, v in sorted(ev.claim.scope.items()):
            if v != "any" and ticket.value_of(d) == UNKNOWN and d not in dims:
                dims.append(d)
    labels = [cat.dimension_label(d) for d in dims] or ["scope"]
    return " and ".join(labels) + (" are" if len(labels) > 1 else " is")


def _gap_words(gaps: list[PatternMatch]) -> str:
    words: list[str] = []
    for m in gaps:
        w = _GAP_WORDS.get(m.kind or "duration", "claim")
        if w not in words:
            words.append(w)
    return " and ".join(words) or "timing"


_GAP_WORDS = {
    "duration": "timing",
    "money": "amount",
    "percent": "percentage",
    "count": "number",
    "choice": "promise",
    "number": "number",
}


def _same_amount(claim: ClaimResult) -> bool:
    """Whether the draft's value and V read the same (a unit mismatch on the basis only)."""
    d, v = claim.draft_claim.value, claim.governing_value
    return d is not None and v is not None and format_value(d) == format_value(v)


def headline_for(
    decision: str,
    reason: str,
    claim: ClaimResult | None,
    ticket: Ticket,
    unread: list[str],
    catalogue: Catalogue | None = None,
    gaps: list[PatternMatch] | None = None,
) -> str:
    cat = catalogue or default_catalogue()
    said = claim.draft_claim.value_text if claim else ""
    v = format_value(claim.governing_value) if claim and claim.governing_value else ""
    match reason:
        case "EXTRACTION_FAILED":
            return "AI unavailable: the draft could not be read. Retry before sending."
        case "NO_POLICY_CLAIM":
            return "No policy claims in this reply."
        case "EXTRACTION_GAP":
            return (
                f"Couldn't confirm: AnswerGuard couldn't confirm the {_gap_words(gaps or [])} "
                "in this draft. Check it manually."
            )
        case "OUTSIDE_COVERAGE":
            kind = claim.draft_claim.value.kind if claim and claim.draft_claim.value else "duration"
            return (
                f"Couldn't confirm: '{said}' is {kind_noun(kind)} AnswerGuard doesn't cover. "
                "Check it."
            )
        case "SOURCE_UNREAD":
            return (
                f"Couldn't confirm: {', '.join(unread)} could not be read, and it might "
                "contradict this reply."
            )
        case "SCOPE_UNKNOWN" if claim is not None and which_row(claim) is not None:
            return (
                f"Caution: {said} is {_sources(claim)}'s value for one row of a table"
                f' ("{which_row(claim)}"); the draft doesn\'t say which row is the'
                " customer's. Check their case."
            )
        case "SCOPE_UNKNOWN":
            spec = cat.topic(claim.draft_claim.topic) if claim else None
            what = "a timeline" if spec is None or spec.kind == "duration" else f"the {spec.label}"
            return (
                f"Escalate: the sources disagree and {_whose(ticket)} "
                f"{_unknown_dimensions(claim, ticket, cat)} unknown. Don't give {what} yet."
            )
        case "CONFLICT_UNRESOLVED":
            return "Escalate: the sources disagree and no rule can pick a winner."
        case "PROPOSAL_ONLY":
            return "Couldn't confirm: only a proposed or future change covers this. Check it."
        case "UNSUPPORTED" if claim is not None and claim.governing_value is not None:
            # D8 with no draft value: a source does cover the topic; the draft names no value.
            return f"Couldn't confirm: the draft names no value to compare with {v}. Check it."
        case "UNSUPPORTED":
            return "Couldn't confirm: no in-force source covers this claim."
        case "UNIT_MISMATCH" if claim is not None and _same_amount(claim):
            # D8 on the basis (`chargebasis`): the amount agrees, what it is charged per not.
            return (
                f"Couldn't confirm: the draft says {said}, but the policy charges {v} "
                "on another basis."
            )
        case "UNIT_MISMATCH":
            return f"Couldn't confirm: the draft says {said}, but the policy counts {v}."
        case "CONTRADICTS_GOVERNING" if decision == "HOLD":
            return f"Hold: the draft says {said}, but {_sources_set(claim)} {v}."  # type: ignore[arg-type]
        case "CONTRADICTS_GOVERNING" if claim is not None and claim.draft_claim.condition:
            return (
                f"Caution: the draft says {said} only {claim.draft_claim.condition}, but "
                f"{_sources_set(claim)} {v}. Reword before sending."
            )
        case "CONTRADICTS_GOVERNING" if claim is not None and for_a_case(claim) is not None:
            return (
                f"Caution: {_sources_set(claim)} {v}; the same sentence gives {said} only for a"
                f' case the ticket doesn\'t settle ("{for_a_case(claim)} …"). Check the'
                " customer's case."
            )
        case "CONTRADICTS_GOVERNING":
            return (
                f"Caution: the draft hedges on {said}, but {_sources_set(claim)} {v}. "  # type: ignore[arg-type]
                "Reword before sending."
            )
        case "SUPPORTED":
            return f"Supported: {said} matches {_sources(claim)}."  # type: ignore[arg-type]
        case "WEAK_BASIS":
            return (
                f"Caution: the right value is probably {v} ({_sources(claim)}), but its "  # type: ignore[arg-type]
                "verification is in doubt. Verify before sending."
            )
        case "UNPLACED_VALUE":
            return (
                f"Caution: {said} matches {_sources(claim)}, but another source states a "  # type: ignore[arg-type]
                "value in this topic's words that AnswerGuard could not place. Check it first."
            )
        case "SUPERSEDER_UNPLACED":
            return (
                f"Caution: {said} matches {_sources(claim)}, but a source that replaces it "  # type: ignore[arg-type]
                "states a value AnswerGuard could not place on this topic. Check it first."
            )
        case "CHANGE_SIGNALLED":
            return (
                f"Caution: {said} matches the current policy, but a change is signalled. "
                "Check before promising it."
            )
    return f"{LABELS.get(decision, ('', decision))[1]}: {reason}"
