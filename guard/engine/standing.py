"""Standing (S) and weakeners: what a source claim is allowed to do.

Standing decides whether a claim can govern at all; weakeners only say how much to trust a
candidate. Verification is one signal among several: it adds or removes weakeners and never
makes a claim win (principle 2).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from guard.models import Source, SourceClaim, Standing

CANDIDATE_KINDS = frozenset({"policy", "sop", "macro"})
INFORMAL_KINDS = frozenset({"slack", "release_note"})


@dataclass(frozen=True)
class StandingResult:
    standing: Standing
    rule: str
    detail: str


def standing_of(claim: SourceClaim, source: Source, now: datetime) -> StandingResult:
    """First match wins: EXCLUDED, PROPOSAL, NOT_YET_EFFECTIVE, CANDIDATE."""
    if source.signals.flagged_outdated:
        note = f" ({source.signals.flag_note})" if source.signals.flag_note else ""
        return StandingResult("EXCLUDED", "S1", f"{source.id} is flagged outdated{note}")
    if claim.status_wording == "deprecated":
        return StandingResult("EXCLUDED", "S1", f"{source.id} says this is deprecated")
    if source.kind in INFORMAL_KINDS:
        return StandingResult(
            "PROPOSAL", "S2", f"{source.id} is a {source.kind} source: it can signal, never govern"
        )
    if claim.status_wording in ("proposed", "pending_approval"):
        wording = claim.status_wording.replace("_", " ")
        return StandingResult("PROPOSAL", "S2", f"{source.id} is worded as {wording}")
    if claim.effective_from is not None and claim.effective_from > now.date():
        return StandingResult(
            "NOT_YET_EFFECTIVE",
            "S3",
            f"{source.id} takes effect {claim.effective_from.isoformat()}, after {now.date()}",
        )
    if source.kind in CANDIDATE_KINDS:
        return StandingResult("CANDIDATE", "S4", f"{source.id} is an in-force {source.kind}")
    # Unknown kinds cannot govern; treat them like informal sources.
    return StandingResult("PROPOSAL", "S2", f"{source.id} has kind {source.kind}")


def weakeners_of(source: Source) -> list[str]:
    """Doubts about a candidate. They never exclude it and never break a tie."""
    s = source.signals
    out: list[str] = []
    if s.verification == "unverified":
        out.append("UNVERIFIED")
    elif s.verification == "expired":
        out.append("VERIFICATION_EXPIRED")
    if s.verified_at is not None and s.updated_at > s.verified_at:
        out.append("EDITED_AFTER_VERIFICATION")
    if not s.owner.active:
        out.append("OWNER_INACTIVE")
    return out
