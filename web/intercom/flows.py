"""What each Canvas Kit request does, on the same services as Slack and the CLI: the check
service for Check, `guard.send.send` (the one send gate) for Send, the store for the record.

The conversation is a ticket from outside the workspace: its id is `intercom:<id>`, its
message the customer's newest one, its scope read from its custom attributes through the
workspace's `intercom.attributes`. The role is the clicking teammate's, by admin id. Nothing
in stored_data decides anything: every click rechecks the text in the box.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from guard.checkrequest import CheckRequest
from guard.errors import GuardError
from guard.kb.catalogue import UNKNOWN
from guard.models import CheckResult, Ticket
from guard.render import scope_text
from guard.runtime import Runtime
from guard.send import send
from guard.store import draft_hash
from web.intercom import canvas as cv
from web.intercom.client import IntercomClient, IntercomError
from web.intercom.payload import CanvasRequest, last_customer_message
from web.intercom.scope import scope_from_attributes
from web.intercom.settings import IntercomSettings

log = logging.getLogger("answerguard.intercom")

TICKET_PREFIX = "intercom:"
#: A canvas stamped this far in the future is refused too (clocks a little apart are fine).
FUTURE_SKEW = 300
SENT = "Sent to the customer: posted in this conversation as your reply."


@dataclass
class Intercom:
    """The app's dependencies: the shared runtime, its settings, the REST client, a clock."""

    runtime: Runtime
    settings: IntercomSettings
    client: IntercomClient
    clock: Callable[[], datetime] = lambda: datetime.now(UTC)

    def stamp(self) -> cv.Stamp:
        return cv.Stamp(int(self.clock().timestamp()), secrets.token_hex(8))


@dataclass(frozen=True)
class Conversation:
    ticket: Ticket
    context: cv.Context


def who(req: CanvasRequest) -> str:
    """The teammate as the store records them (a Slack send records a Slack user id)."""
    return f"{TICKET_PREFIX}{req.admin_id}"


def conversation_of(app: Intercom, req: CanvasRequest) -> Conversation:
    """The conversation as a ticket: scope from the request's attributes, the customer's
    newest message from the request or, when it carries none, from the REST API."""
    catalogue = app.runtime.store.sources.workspace().catalogue
    scope, notes = scope_from_attributes(catalogue, req.attributes)
    message = req.customer_message
    if message is None:
        try:
            message = last_customer_message(app.client.conversation(req.conversation_id))
        except IntercomError as e:
            notes.append(f"The conversation could not be read ({e}): its first message is shown.")
            message = req.first_message
    full = {d: scope.get(d, UNKNOWN) for d in catalogue.dimension_keys}
    ticket = Ticket(
        id=f"{TICKET_PREFIX}{req.conversation_id}",
        customer=req.customer_name,
        message=message or "",
        scope=scope,
    )
    shown = scope_text(full) if full else "no scope"
    return Conversation(ticket, cv.Context(message, f"Scope: {shown}", tuple(notes)))


def draft_of(req: CanvasRequest) -> str:
    value = req.inputs.get(cv.DRAFT)
    return value if isinstance(value, str) else ""


def initialize(app: Intercom, req: CanvasRequest) -> dict[str, Any]:
    conv = conversation_of(app, req)
    return cv.compose_canvas(conv.context, app.stamp())


def stale(app: Intercom, req: CanvasRequest) -> bool:
    """A submit whose canvas this app did not stamp, or stamped longer ago than the
    settings allow (or in the future): a replayed or forgotten panel."""
    issued = req.stored.get("issued")
    if isinstance(issued, bool) or not isinstance(issued, int):
        return True
    now = app.clock().timestamp()
    return not (now - app.settings.max_age.total_seconds() <= issued <= now + FUTURE_SKEW)


def refuse_stale(app: Intercom, req: CanvasRequest) -> dict[str, Any]:
    """Nothing is checked, sent or read for a stale panel; the text in its box comes back."""
    minutes = int(app.settings.max_age.total_seconds() // 60)
    problem = (
        f"This panel is more than {minutes} minutes old, so nothing was checked or sent. "
        "Your text is kept: Check it again."
    )
    ctx = cv.Context(None, "Scope: read again at the next Check")
    return cv.compose_canvas(ctx, app.stamp(), draft_of(req), problem=problem)


def submit(app: Intercom, req: CanvasRequest) -> dict[str, Any]:
    if stale(app, req):
        log.warning("Stale canvas refused (admin %s, %s)", req.admin_id, req.conversation_id)
        return refuse_stale(app, req)
    conv = conversation_of(app, req)
    draft = draft_of(req)
    action = req.component_id
    if action not in cv.BUTTONS:  # not a button this app put on a canvas
        problem = "That button is not one of this app's: nothing was checked or sent."
        return cv.compose_canvas(conv.context, app.stamp(), draft, problem=problem)
    try:
        if action == cv.START_OVER:
            return cv.compose_canvas(conv.context, app.stamp())
        if action == cv.USE_SAFE_REPLY:
            return use_safe_reply(app, req, conv, draft)
        if action in (cv.SEND, cv.SEND_ANYWAY, cv.CONFIRM_SEND):
            return send_reply(app, req, conv, draft, acknowledged=action == cv.CONFIRM_SEND)
        return cv.verdict_canvas(
            check(app, req, conv, draft), draft, app.stamp(), notes=conv.context.notes
        )
    except GuardError as e:  # an empty or too long draft, a bad scope: say so, keep the text
        return cv.compose_canvas(conv.context, app.stamp(), draft, problem=e.message)


def request_for(app: Intercom, req: CanvasRequest, conv: Conversation, draft: str) -> CheckRequest:
    return CheckRequest(
        ticket_id=conv.ticket.id,
        ticket=conv.ticket,
        draft=draft,
        now=app.clock(),
        role=app.settings.role(req.admin_id),
        user=who(req),
    )


def check(app: Intercom, req: CanvasRequest, conv: Conversation, draft: str) -> CheckResult:
    creq = request_for(app, req, conv, draft)
    return app.runtime.service.record(creq)


def use_safe_reply(
    app: Intercom, req: CanvasRequest, conv: Conversation, draft: str
) -> dict[str, Any]:
    """The safe reply for the text in the box, checked again as itself and put in the box."""
    result = check(app, req, conv, draft)
    if result.suggestion is None:
        note = "There is no safe reply for this text."
        return cv.verdict_canvas(result, draft, app.stamp(), notes=(*conv.context.notes, note))
    safe = result.suggestion.text
    rechecked = check(app, req, conv, safe)
    return cv.verdict_canvas(rechecked, safe, app.stamp(), notes=conv.context.notes)


def idempotency_key(req: CanvasRequest, text: str) -> str:
    """One send per (conversation, teammate, exact text, canvas): every click on one canvas
    is the same key, however many arrive at once; a new canvas is a new key."""
    nonce = str(req.stored.get("nonce") or "")
    raw = f"intercom|{req.conversation_id}|{req.admin_id}|{draft_hash(text)}|{nonce}"
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:32]


def send_reply(
    app: Intercom, req: CanvasRequest, conv: Conversation, draft: str, *, acknowledged: bool
) -> dict[str, Any]:
    """The send gate on the exact text in the box; only the one click that records the send
    posts the reply to Intercom."""
    creq = request_for(app, req, conv, draft)
    outcome = send(
        app.runtime.service,
        app.runtime.store,
        creq,
        creq.user,
        acknowledged=acknowledged,
        idempotency_key=idempotency_key(req, draft),
    )
    if outcome.status == "duplicate":
        return cv.sent_canvas(outcome.message, draft, app.stamp())
    result = outcome.result
    assert result is not None  # every status but a duplicate carries its recheck
    if outcome.status == "needs_ack":
        return cv.confirm_canvas(result, draft, app.stamp())
    if outcome.status != "sent":
        return cv.verdict_canvas(result, draft, app.stamp(), outcome=outcome.message)
    try:
        app.client.reply(req.conversation_id, req.admin_id, draft)
    except IntercomError as e:
        log.error("Send %s recorded but not delivered: %s", outcome.send_id, e)
        problem = (
            f"Not delivered: {e}. The customer has not received it; your text is kept. "
            "Send again to retry."
        )
        return cv.verdict_canvas(result, draft, app.stamp(), outcome=problem)
    return cv.sent_canvas(SENT, draft, app.stamp())
