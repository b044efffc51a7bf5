"""Building an exposure from a replay: what the customer was told, what governed then and
now, and the correction to send.

The correction is template wording (the catalogue's `hold_reply` for the topic, or its
holding reply), rechecked through the full check for the same ticket, scope and role, so
nothing a model did not write is labelled as a model's and no correction repeats the error.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.engine.replies import escalate_reply, hold_reply
from guard.engine.values import format_value
from guard.errors import GuardError
from guard.kb.catalogue import Catalogue
from guard.models import CheckResult, ClaimResult
from guard.store import Store
from guard.suggest import SAFE_RECHECK
from guard.trust.exposure.models import (
    CORRECTION_PREFIX,
    FOLLOW_UP_PREFIX,
    REPLAYER,
    Correction,
    ExposedClaim,
    Exposure,
    Governing,
    Kind,
    _iso,
)
from guard.trust.exposure.text import now_true


def _governing(c: ClaimResult | None) -> Governing:
    if c is None or c.governing_value is None:
        return Governing()
    return Governing(
        value_text=format_value(c.governing_value),
        source_ids=list(c.governing_source_ids),
        quote=c.governing_quote,
    )


def _then_claim(old: CheckResult, new: ClaimResult) -> ClaimResult | None:
    """The sent check's claim for a replayed one: the same words, else the same topic."""
    same = [c for c in old.claims if c.draft_claim.topic == new.draft_claim.topic]
    return next((c for c in same if c.draft_claim.span == new.draft_claim.span), None) or (
        same[0] if same else None
    )


class CorrectionsMixin:
    """An `Exposure` for a replay that now HOLDs or ESCALATEs, with its correction."""

    service: CheckService
    store: Store

    def _exposure(
        self,
        row: dict[str, Any],
        old: CheckResult,
        new: CheckResult,
        cat: Catalogue,
        now: datetime,
    ) -> Exposure:
        kind: Kind = "exposed" if new.decision == "HOLD" else "contested"
        flagged = [c for c in new.claims if c.decision == new.decision]
        claims = [
            ExposedClaim(
                topic=c.draft_claim.topic,
                label=cat.label(c.draft_claim.topic),
                said=c.draft_claim.span,
                told=c.draft_claim.value_text,
                decision_now=c.decision,
                reason_code=c.reason_code,
                then=_governing(_then_claim(old, c)),
                now=_governing(c),
            )
            for c in flagged
        ]
        correction = self._correction(row, old, kind, flagged, cat, now)
        try:
            customer = self.store.sources.workspace().ticket(str(row["ticket_id"])).customer
        except GuardError:
            customer = ""
        return Exposure(
            id=0,
            status="open",
            kind=kind,
            ticket_id=str(row["ticket_id"]),
            customer=customer,
            outbox_id=int(row["id"]),
            sent_at=str(row["at"]),
            sent_by=str(row["who"]),
            sent_text=str(row["text"]),
            role=old.role,
            scope=dict(old.scope),
            decision_then=old.decision,
            decision_now=new.decision,
            reason_code=new.reason_code,
            now_true=now_true(claims),
            claims=claims,
            correction=correction,
            found_at=_iso(now),
            updated_at=_iso(now),
        )

    def _correction(
        self,
        row: dict[str, Any],
        old: CheckResult,
        kind: Kind,
        flagged: list[ClaimResult],
        cat: Catalogue,
        now: datetime,
    ) -> Correction:
        """The template correction, rechecked for the same ticket, scope and role; the
        topic's holding reply when the correction would not recheck ALLOW or CAUTION."""
        topics = list(dict.fromkeys(c.draft_claim.topic for c in flagged))
        which: list[str | None] = [*topics] or [None]  # no topic: the plain holding reply
        holding = f"{FOLLOW_UP_PREFIX} " + " ".join(
            dict.fromkeys(escalate_reply(t, cat) for t in which)
        )
        candidates = [holding]
        if kind == "exposed":
            lines = [
                hold_reply(c.governing_value, c.draft_claim.topic, cat)
                for c in flagged
                if c.governing_value is not None
            ]
            candidates.insert(0, f"{CORRECTION_PREFIX} " + " ".join(dict.fromkeys(lines)))
        last: Correction | None = None
        for text in candidates:
            result = self.service.check(
                CheckRequest(
                    ticket_id=str(row["ticket_id"]),
                    draft=text,
                    now=now,
                    role=old.role,
                    scope=dict(old.scope),
                    user=REPLAYER,
                    ai_safe_reply=False,
                )
            )
            last = Correction(text=text, recheck_decision=result.decision)
            if result.decision in SAFE_RECHECK:
                return last
        assert last is not None
        return last
