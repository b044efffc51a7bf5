"""D6's "no supersession": a value the team explicitly replaced is no specific exception.

D6 settles a disagreement by specificity: a value stated for the ticket's scope alone is the
exception to the general rule. But when another candidate in C, in force and applying to the
ticket, says in so many words that it replaces the source of that value ("This replaces the
fee in *Premium extras*"), the specific value is the one the team has already set aside: it
cannot be the exception that decides. D5 did not fire (the replacing candidate does not name
every disagreeing one), so the candidates still disagree and D7 escalates.

The replaced candidate stays in C: it still disagrees, so a replacing candidate scoped the same
way is no exception over it either (neither is more specific than the other). Only a
supersession D5 would honour counts: its sentence found verbatim in its source, its target
naming the other source by title or ID (`candidates.names_source`), and, when both are dated,
a later effective date. Pure: claims in, ids out.
"""

from __future__ import annotations

from guard.engine.candidates import Assessed, names_in, names_source, supersession_target
from guard.engine.quotes import quote_in
from guard.engine.values import same_value


def replaced_by(candidate: Assessed, pool: list[Assessed]) -> str | None:
    """The id of a candidate in `pool` that applies to the ticket, states another value and
    explicitly supersedes `candidate`'s source, or None."""
    names = names_in(pool)
    for s in pool:
        sup = s.claim.supersedes
        if (
            sup is None
            or s.source.id == candidate.source.id
            or s.applicability != "APPLIES"
            or same_value(s.value, candidate.value)  # type: ignore[arg-type]
            or not quote_in(sup.quote, s.source.body)
        ):
            continue
        s_eff, c_eff = s.claim.effective_from, candidate.claim.effective_from
        if s_eff and c_eff and not s_eff > c_eff:
            continue
        if names_source(supersession_target(sup, names), candidate.source, names) is not None:
            return s.source.id
    return None
