"""The send gate: a reply reaches the customer only after the server checks it again.

A client's earlier result is never trusted: the full check reruns on the exact text,
workspace and role at the moment of sending.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.errors import InputError
from guard.models import CheckResult
from guard.store import Store

SendStatus = Literal["sent", "duplicate", "blocked", "needs_ack", "ai_unavailable"]

EXIT_CODES: dict[SendStatus, int] = {
    "sent": 0,
    "duplicate": 0,
    "blocked": 3,
    "needs_ack": 4,
    "ai_unavailable": 5,
}

MESSAGES: dict[SendStatus, str] = {
    "sent": "Sent to the customer (simulated outbox).",
    "duplicate": "Already sent with this idempotency key; nothing was sent again.",
    "blocked": "Blocked: the recheck says {decision}. Counted as an intercept. Use the safe reply "
    "or rewrite the draft.",
    "needs_ack": "Not sent: the recheck says CAUTION. Acknowledge the caution to send anyway.",
    "ai_unavailable": "Not sent: the AI could not read the draft. Retry, or rewrite the draft "
    "without the policy claim. Not counted as an intercept.",
}


@dataclass(frozen=True)
class SendOutcome:
    status: SendStatus
    result: CheckResult | None
    send_id: int

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]

    @property
    def message(self) -> str:
        decision = self.result.decision if self.result else ""
        return MESSAGES[self.status].format(decision=decision)


def gate(decision: str, acknowledged: bool) -> SendStatus:
    """What the send gate does with a recheck's decision."""
    if decision == "ALLOW" or (decision == "CAUTION" and acknowledged):
        return "sent"
    if decision == "CAUTION":
        return "needs_ack"
    if decision in ("HOLD", "ESCALATE"):
        return "blocked"
    return "ai_unavailable"


def send(
    service: CheckService,
    store: Store,
    req: CheckRequest,
    who: str,
    *,
    acknowledged: bool,
    idempotency_key: str | None = None,
    now: datetime | None = None,
    earlier: CheckResult | None = None,
) -> SendOutcome:
    """Recheck `req` and send it, hold it or refuse it.

    `earlier` is a result the caller already holds (a client's verdict, a stored check
    behind a Slack button). It is accepted only to be ignored: the gate trusts nothing but
    its own recheck of the exact text, workspace and role (T6 passes a stale ALLOW here).
    """
    del earlier  # never trusted, never read
    if not req.ticket_id and req.ticket is None:
        raise InputError(
            "A reply goes to a ticket's customer: choose the ticket to send it to (a draft "
            "checked on its own can be checked, not sent).",
            user_text=req.draft,
        )
    if idempotency_key:
        prior = store.checks.find_sent(idempotency_key)
        if prior is not None:
            return SendOutcome("duplicate", None, int(prior["id"]))
    result = service.record(req, purpose="send", who=who, into=store.checks)
    status = gate(result.decision, acknowledged)
    send_id, duplicate = store.checks.record_send(
        result,
        req.draft,
        who,
        status,
        now or req.now,
        idempotency_key if status == "sent" else None,
    )
    return SendOutcome("duplicate" if duplicate else status, result, send_id)
