"""Values a governing source explicitly replaces raise no doubt about it.

UNPLACED (`unplaced`) doubts an ALLOW when an in-force value on no topic sits near the claim's
key word. But when a source of V's basis says in so many words that it replaces the source
that value comes from ("This replaces the returns window in the terms of sale"), that value is
the old rule the basis set aside: no contrary source was missed, so it casts no doubt. The
same names decide it as D5 does (`candidates.names_source`). Pure: claims in, ids out.
"""

from __future__ import annotations

from guard.engine.candidates import Assessed, names_in, names_source, supersession_target


def replaced_by(basis: tuple[Assessed, ...] | list[Assessed], others: list[Assessed]) -> set[str]:
    """The ids of the sources among `others` that a claim of `basis` explicitly supersedes."""
    names = names_in([*basis, *others])
    out: set[str] = set()
    for b in basis:
        sup = b.claim.supersedes
        if sup is None:
            continue
        target = supersession_target(sup, names)
        out |= {
            a.source.id
            for a in others
            if a.source.id != b.source.id and names_source(target, a.source, names) is not None
        }
    return out
