"""Applicability (A): does a claim's scope cover the ticket?

Generic over scope dimensions: a claim names the dimensions it is limited to (a value, or
"any"); a dimension it does not name is "any". A ticket carries a value or "unknown".
"""

from __future__ import annotations

from guard.kb.catalogue import SCOPE_ANY, UNKNOWN
from guard.models import Applicability, SourceClaim, Ticket
from guard.wordforms import plural_of


def specific_dimensions(claim: SourceClaim) -> list[str]:
    """The dimensions a claim is limited to, in a stable order."""
    return sorted(d for d, v in claim.scope.items() if v != SCOPE_ANY)


def applicability_of(claim: SourceClaim, ticket: Ticket) -> Applicability:
    """APPLIES when every dimension is `any` or equals the ticket's; NOT_APPLICABLE when any
    dimension names another value; otherwise SCOPE_UNRESOLVED (the ticket's value is unknown
    where the claim is specific)."""
    result: Applicability = "APPLIES"
    for dim in specific_dimensions(claim):
        actual = ticket.value_of(dim)
        if claim.scope[dim] == actual:
            continue
        if actual == UNKNOWN:
            result = "SCOPE_UNRESOLVED"
            continue
        return "NOT_APPLICABLE"
    return result


def unresolved_dimensions(claim: SourceClaim, ticket: Ticket) -> list[str]:
    """The dimensions where the claim is specific and the ticket's value is unknown."""
    return [d for d in specific_dimensions(claim) if ticket.value_of(d) == UNKNOWN]


def is_specific_match(claim: SourceClaim, ticket: Ticket) -> bool:
    """The claim names the ticket's own scope (not `any`) on some dimension and applies."""
    return applicability_of(claim, ticket) == "APPLIES" and bool(specific_dimensions(claim))


def scoped_any(claim: SourceClaim) -> bool:
    return not specific_dimensions(claim)


def where(claim: SourceClaim) -> str:
    """The claim's scope in words: "the instant rail", "all rails", "the pro plan and the eu
    region"."""
    specific = specific_dimensions(claim)
    if specific:
        return " and ".join(f"the {claim.scope[d]} {d.replace('_', ' ')}" for d in specific)
    dims = sorted(claim.scope)
    if dims:
        return " and ".join(f"all {plural_of(d.replace('_', ' '))}" for d in dims)
    return "every case"
