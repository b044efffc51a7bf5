"""Standing (S) and weakeners: what a source claim is allowed to do.

Standing decides whether a claim can govern at all; weakeners only say how much to trust a
candidate. Verification is one signal among several: it adds or removes weakeners and never
makes a claim win (principle 2).

Freshness is derived here, when a source is read, never stored: a verified source whose
review is due (`reviewEveryDays` after `verifiedAt`, or past `staleAfter`) reads as expired.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta

from guard.kb.catalogue import Catalogue, default_catalogue
from guard.models import Signals, Source, SourceClaim, Standing


@dataclass(frozen=True)
class StandingResult:
    standing: Standing
    rule: str
    detail: str


def standing_of(
    claim: SourceClaim, source: Source, now: datetime, catalogue: Catalogue | None = None
) -> StandingResult:
    """First match wins: EXCLUDED, PROPOSAL, NOT_YET_EFFECTIVE, CANDIDATE."""
    cat = catalogue or default_catalogue()
    role = cat.role_of(source.kind)
    if source.signals.flagged_outdated:
        note = f" ({source.signals.flag_note})" if source.signals.flag_note else ""
        return StandingResult("EXCLUDED", "S1", f"{source.id} is flagged outdated{note}")
    if claim.status_wording == "deprecated":
        return StandingResult("EXCLUDED", "S1", f"{source.id} says this is deprecated")
    if role == "announcement":
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
    if role == "document":
        return StandingResult("CANDIDATE", "S4", f"{source.id} is an in-force {source.kind}")
    # Unknown kinds cannot govern; treat them like announcements.
    return StandingResult("PROPOSAL", "S2", f"{source.id} has kind {source.kind}")


def review_due(signals: Signals) -> datetime | None:
    """When a verified source's verification lapses, if it has a freshness rule."""
    due: list[datetime] = []
    if signals.review_every_days is not None:
        base = signals.verified_at or signals.updated_at
        due.append(base + timedelta(days=signals.review_every_days))
    if signals.stale_after is not None:
        due.append(datetime.combine(signals.stale_after, time.max, tzinfo=UTC))
    return min(due) if due else None


def effective_verification(signals: Signals, now: datetime | None) -> str:
    """Verification as of `now`: a verified source past its review date reads as expired."""
    if signals.verification == "verified" and now is not None:
        due = review_due(signals)
        if due is not None and now > due:
            return "expired"
    return signals.verification


def weakeners_of(source: Source, now: datetime | None = None) -> list[str]:
    """Doubts about a candidate. They never exclude it and never break a tie."""
    s = source.signals
    out: list[str] = []
    verification = effective_verification(s, now)
    if verification == "unverified":
        out.append("UNVERIFIED")
    elif verification == "expired":
        out.append("VERIFICATION_EXPIRED")
    if s.verified_at is not None and s.updated_at > s.verified_at:
        out.append("EDITED_AFTER_VERIFICATION")
    if not s.owner.active:
        out.append("OWNER_INACTIVE")
    return out
