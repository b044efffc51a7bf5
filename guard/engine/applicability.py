"""Applicability (A): does a claim's scope cover the ticket?

Generic over the scope dimensions in `guard.taxonomy`; the seed has one (the rail).
"""

from __future__ import annotations

from guard.models import Applicability, SourceClaim, Ticket
from guard.taxonomy import SCOPE_ANY, SCOPE_DIMENSIONS, TICKET_UNKNOWN


def applicability_of(claim: SourceClaim, ticket: Ticket) -> Applicability:
    """APPLIES when every dimension is `any` or equals the ticket's; SCOPE_UNRESOLVED when the
    ticket's value is unknown and the claim's is specific; otherwise NOT_APPLICABLE."""
    result: Applicability = "APPLIES"
    for dim in SCOPE_DIMENSIONS:
        scoped = getattr(claim.scope, dim)
        actual = getattr(ticket, dim)
        if scoped in (SCOPE_ANY, actual):
            continue
        if actual == TICKET_UNKNOWN:
            result = "SCOPE_UNRESOLVED"
            continue
        return "NOT_APPLICABLE"
    return result


def is_specific_match(claim: SourceClaim, ticket: Ticket) -> bool:
    """The claim names the ticket's own scope (not `any`) on some dimension and applies."""
    return applicability_of(claim, ticket) == "APPLIES" and any(
        getattr(claim.scope, d) != SCOPE_ANY for d in SCOPE_DIMENSIONS
    )


def scoped_any(claim: SourceClaim) -> bool:
    return all(getattr(claim.scope, d) == SCOPE_ANY for d in SCOPE_DIMENSIONS)
