"""A value said as where a topic's values start ("from £45") is the least of its cases.

"Lessons start from £20, and for an adult it's £28": the first value is a lower bound, the
price the cheapest case pays; the second is the customer's case. Read as the customer's own
value, the bound contradicts the very value the same sentence gives them, and a right reply
is held. A bound is right when some case of the topic costs exactly that: so where the draft
gives the same topic a value said for one scope value (`scopedclaims`) that is no lower than
the bound, the bound is decided under each value of that scope's dimension (the ticket's
other dimensions kept), and it stands supported when one of them governs exactly the bound.
Where none does, the bound is decided as an outright value for the customer, as before: a
wrong starting price still HOLDs.

The reader marks such a value by giving it the bound's own words as its condition
(`extract.local.lowerbound`; the live model is asked for the same). The words that say a
lower bound before a value are a closed class of English ("from", "starting at", "starts
from", "as little as"), grammar words, not any team's wording.

Pure: claims, the ticket and the catalogue in; the tickets to try out.
"""

from __future__ import annotations

from guard.engine.boundwords import LOWER_BOUND_WORDS, SCOPE_AFTER
from guard.engine.scopedclaims import said_for_all
from guard.engine.values import same_unit
from guard.kb.catalogue import Catalogue
from guard.models import ClaimResult, DraftClaim, Ticket, TraceStep


def is_lower_bound(dc: DraftClaim) -> bool:
    """The claim's condition is the words of a lower bound ("from", "starting at"), alone or
    followed by the scope the bound is said for ("start from, van")."""
    if dc.condition is None:
        return False
    head = dc.condition.split(SCOPE_AFTER, 1)[0]
    return bool(LOWER_BOUND_WORDS.fullmatch(" ".join(head.split())))


def in_own_scope(dc: DraftClaim) -> DraftClaim:
    """The bound as an outright value said for its own scope ("start from, van" → "van"), or
    with no condition where it names none."""
    rest = (dc.condition or "").split(SCOPE_AFTER, 1)[1:]
    return dc.model_copy(update={"condition": rest[0] if rest else None})


def bound_tickets(
    dc: DraftClaim, claims: list[DraftClaim], ticket: Ticket, cat: Catalogue
) -> list[Ticket]:
    """The tickets to decide a lower bound under: one per value of each dimension a value on
    its topic, no lower than it and said for one scope value, names; none when the claim is
    no bound or no such value is said (module docstring)."""
    if not is_lower_bound(dc) or dc.value is None or dc.value.amount is None:
        return []
    low = dc.value.amount
    own = said_for_all(in_own_scope(dc), cat) or {}  # the bound's own scope is kept
    dims: list[str] = []
    for c in claims:
        if c is dc or c.topic != dc.topic or c.value is None or c.value.amount is None:
            continue
        named = said_for_all(c, cat)
        if named is None or not same_unit(c.value, dc.value) or c.value.amount < low:
            continue
        dims.extend(k for k in named if k not in dims and k not in own)
    base = {**ticket.scope, **own}
    out: list[Ticket] = []
    for key in dims:
        d = cat.dimension(key)
        if d is None:
            continue
        out.extend(ticket.model_copy(update={"scope": {**base, key: v}}) for v in d.value_keys)
    return out


def as_said(dc: DraftClaim) -> DraftClaim:
    """The bound as an outright value: its words of a bound are no condition it holds under."""
    return dc.model_copy(update={"condition": None})


def least_case(dc: DraftClaim, cases: list[ClaimResult], outright: ClaimResult) -> ClaimResult:
    """The bound's result: supported where some case governs exactly its value, with a step
    saying so; otherwise the bound decided as an outright value for the customer."""
    for result in cases:
        if result.decision == "ALLOW":
            step = TraceStep(
                rule="D10",
                outcome="fired",
                detail=(
                    f"'{dc.value_text}' is said as where the values start ({dc.condition}), and"
                    " the draft gives the customer's case its own value: a case of the topic"
                    " governs exactly it"
                ),
            )
            return result.model_copy(update={"draft_claim": dc, "trace": [step, *result.trace]})
    return outright
