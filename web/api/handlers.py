"""The JSON API's operations: each turns a validated body and the caller into a call of the
same functions the CLI calls (guard/surface.py) and returns (status, JSON bytes).

No policy here: the role a request acts as is `acting_role`'s, the decision the check
service's, the send the gate's. The only choice made here is the HTTP status of a send's
outcome.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from pydantic import BaseModel

from guard import surface
from guard.checkrequest import CheckRequest
from guard.crosscheck.conflicts import AskRequest
from guard.errors import InputError
from guard.models import CheckResult, Role
from guard.runtime import Runtime
from guard.send import SendStatus
from guard.store.apikeys import acting_role
from guard.store.checks import may_view
from web.api.models import IDEMPOTENCY_PATTERN, AskBody, CheckBody, SendBody
from web.http import HttpError

#: A send's HTTP status: sent (or sent before with this key) is 200; a recheck that refuses
#: is 409 (the sources conflict with the reply); an AI that could not read it is 503 (retry).
SEND_STATUS: dict[SendStatus, int] = {
    "sent": 200,
    "duplicate": 200,
    "blocked": 409,
    "needs_ack": 409,
    "ai_unavailable": 503,
}

Clock = Callable[[], datetime]


@dataclass(frozen=True)
class Caller:
    """Who is asking: a working API key (its row id, shown prefix, name and role)."""

    key_id: int
    prefix: str
    name: str
    role: Role

    @property
    def who(self) -> str:
        """The audit trail's name for this caller."""
        return f"api:{self.name or self.prefix}"

    def acting(self, requested: Role | None) -> Role:
        return acting_role(self.role, requested)


def _dump(model: BaseModel) -> bytes:
    return model.model_dump_json(by_alias=True).encode()


def check(rt: Runtime, caller: Caller, body: CheckBody, clock: Clock) -> tuple[int, bytes]:
    req = CheckRequest(
        ticket_id=body.ticket,
        draft=body.draft,
        now=body.now or clock(),
        role=caller.acting(body.role),
        user=caller.who,
        scope=body.scope or {},
    )
    return 200, _dump(surface.check(rt, req, caller.who))


def ask(rt: Runtime, caller: Caller, body: AskBody, clock: Clock) -> tuple[int, bytes]:
    req = AskRequest(
        question=body.question,
        now=body.now or clock(),
        ticket_id=body.ticket,
        scope=body.scope or {},
        role=caller.acting(body.role),
        user=caller.who,
    )
    return 200, _dump(surface.ask(rt, req))


def send(
    rt: Runtime, caller: Caller, body: SendBody, header_key: str | None, clock: Clock
) -> tuple[int, bytes]:
    key = _idempotency_key(body.idempotency_key, header_key)
    req = CheckRequest(
        ticket_id=body.ticket,
        draft=body.draft,
        now=clock(),
        role=caller.acting(body.role),
        user=caller.who,
        scope=body.scope or {},
    )
    # Keys are per API key: one client can neither replay nor block another's sends.
    scoped = f"api:{caller.key_id}:{key}" if key else None
    if scoped:
        _same_reply(rt, scoped, req)
    outcome = surface.send_reply(
        rt, req, caller.who, acknowledged=body.acknowledged, idempotency_key=scoped
    )
    report = surface.send_report(outcome)
    return SEND_STATUS[outcome.status], _dump(report)


def stored_check(rt: Runtime, caller: Caller, check_hash: str) -> tuple[int, bytes]:
    """A recorded check, as `answerguard show --json` prints it, when the caller's role may
    view it; any other hash reads exactly like one that was never made."""
    try:
        row = rt.store.checks.row(check_hash)
    except InputError as e:
        raise HttpError(404, "not_found", e.message) from None
    result = CheckResult.model_validate_json(row["result"])
    if not may_view(caller.role, result.role):
        shown = check_hash.strip()[:40] + ("…" if len(check_hash.strip()) > 40 else "")
        raise HttpError(
            404, "not_found", f"No stored check '{shown}'. `answerguard flags` lists them."
        )
    return 200, _dump(result)


def _idempotency_key(field: str | None, header: str | None) -> str | None:
    if header is not None:
        if not re.fullmatch(IDEMPOTENCY_PATTERN, header):
            raise HttpError(
                422, "invalid_idempotency_key", "Idempotency-Key is 1–255 visible ASCII characters."
            )
        if field is not None and field != header:
            raise HttpError(
                422,
                "invalid_idempotency_key",
                "The Idempotency-Key header and the idempotency_key field differ; send one.",
            )
    return header if header is not None else field


def _same_reply(rt: Runtime, key: str, req: CheckRequest) -> None:
    """A key already used for a different reply is refused: a retry sends the same request,
    and another reply under the same key would otherwise be dropped as a duplicate."""
    prior = rt.store.checks.find_sent(key)
    if prior is not None and (prior["draft"], prior["ticket_id"]) != (req.draft, req.ticket_id):
        raise HttpError(
            422,
            "idempotency_key_reused",
            "This idempotency key already sent a different reply; use a new key for a new reply.",
            extra={"userText": req.draft},
        )


def parse_json(raw: bytes) -> object:
    """The body as JSON, 400 when it is not; text that JSON can escape but Unicode cannot
    hold (a lone surrogate, `\\ud800`) is refused here too, before it reaches a check."""
    try:
        doc = json.loads(raw)
        json.dumps(doc, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise HttpError(
            400, "invalid_json", "The body holds a lone surrogate escape (e.g. \\ud800): not text."
        ) from None
    except (ValueError, UnicodeDecodeError) as e:
        raise HttpError(400, "invalid_json", f"The body is not JSON: {e}."[:300]) from None
    return doc
