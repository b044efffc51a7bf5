"""What every surface outside Slack calls for a check, an ask and a send: the CLI's `check`,
`ask` and `send` and the JSON API's /v1/check, /v1/ask and /v1/send (web/api/) go through
these functions, so one request gives one decision and one JSON document on both.

Nothing here decides: the check service, the ask rules and the send gate do. This only
pairs each call with the record every surface keeps of it, and names the JSON of a send.
"""

from __future__ import annotations

from typing import Protocol

from guard.check import CheckService
from guard.checkrequest import CheckRequest, ProgressFn
from guard.crosscheck.conflicts import AskRequest, AskResult, ConflictService
from guard.models import CheckResult, Model
from guard.send import SendOutcome, SendStatus, send
from guard.store import Store
from guard.trust.gaps import record_ask


class Services(Protocol):
    """The two parts of a `Runtime` these calls need (guard/runtime.py)."""

    service: CheckService
    store: Store


class SendReport(Model):
    """`answerguard send --json` and the body of POST /v1/send: what the gate did with the
    reply (`status`), the CLI's exit code for it, a sentence for a person, the send
    attempt's id and the recheck it rests on (None for a duplicate: nothing was rechecked)."""

    status: SendStatus
    exit_code: int
    message: str
    send_id: int
    result: CheckResult | None


def check(
    rt: Services, req: CheckRequest, who: str, progress: ProgressFn | None = None
) -> CheckResult:
    """Check a draft and record the check (the impact metrics count it)."""
    return rt.service.record(req, who=who, progress=progress)


def ask(rt: Services, req: AskRequest) -> AskResult:
    """Answer a question from the sources and record it (an UNANSWERED one is a gap)."""
    result = ConflictService(rt.service).ask(req)
    record_ask(rt.store, result, req.user)
    return result


def send_reply(
    rt: Services, req: CheckRequest, who: str, *, acknowledged: bool, idempotency_key: str | None
) -> SendOutcome:
    """The send gate (guard/send.py): the exact text is rechecked before anything is sent."""
    return send(
        rt.service, rt.store, req, who, acknowledged=acknowledged, idempotency_key=idempotency_key
    )


def send_report(outcome: SendOutcome) -> SendReport:
    return SendReport(
        status=outcome.status,
        exit_code=outcome.exit_code,
        message=outcome.message,
        send_id=outcome.send_id,
        result=outcome.result,
    )
