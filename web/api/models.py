"""The JSON API's request and response bodies, as pydantic models: the handlers validate
with them and /v1/openapi.json is written from them (web/api/openapi.py), so the document
cannot drift from the code. The responses of check, ask and send are the CLI's own models
(`CheckResult`, `AskResult`, `SendReport`): the same JSON as `--json` prints.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from guard.instants import decision_time
from guard.kb.workspace import MAX_DRAFT_CHARS
from guard.models import Role

#: An idempotency key: what a client retries a send with (Stripe-like, 1–255 visible ASCII).
IDEMPOTENCY_PATTERN = r"^[\x21-\x7e]{1,255}$"


#: A decision time, ISO 8601 with a time of day.
Instant = Annotated[datetime, AfterValidator(decision_time)]


class Body(BaseModel):
    """Request bodies: unknown fields are refused (a typo is an error, not a silent default)."""

    model_config = ConfigDict(extra="forbid")


ROLE_DOC = (
    "The role to act as: the key's own, or a narrower one (an ops_lead key may act as "
    "support_agent). Default: the key's role. A wider role is refused with 403."
)
SCOPE_DOC = (
    "What is known of the customer's case, dimension → value (or `unknown`), over the "
    'ticket\'s own scope, e.g. {"rail": "instant"}.'
)
NOW_DOC = "Decision time, ISO 8601 (default: the server's clock); as `--now` on the CLI."


class CheckBody(Body):
    """POST /v1/check: as `answerguard check --json DRAFT [--ticket] [--scope] [--role]`."""

    draft: str = Field(
        min_length=1, max_length=MAX_DRAFT_CHARS, description="The draft reply to check."
    )
    ticket: str | None = Field(None, description="The ticket the draft answers, e.g. TCK-9001.")
    scope: dict[str, str] | None = Field(None, description=SCOPE_DOC)
    role: Role | None = Field(None, description=ROLE_DOC)
    now: Instant | None = Field(None, description=NOW_DOC)


class AskBody(Body):
    """POST /v1/ask: as `answerguard ask --json QUESTION [--ticket] [--scope] [--role]`."""

    question: str = Field(
        min_length=1,
        max_length=MAX_DRAFT_CHARS,
        description="The question, e.g. 'How long do refunds take?'.",
    )
    ticket: str | None = Field(None, description="A ticket whose scope is used.")
    scope: dict[str, str] | None = Field(None, description=SCOPE_DOC)
    role: Role | None = Field(None, description=ROLE_DOC)
    now: Instant | None = Field(None, description=NOW_DOC)


class SendBody(Body):
    """POST /v1/send: as `answerguard send --json DRAFT --ticket [--scope] [--role] [--ack]`.
    The server rechecks the exact text at its own clock (no `now`) before anything is sent."""

    draft: str = Field(
        min_length=1, max_length=MAX_DRAFT_CHARS, description="The exact reply to send."
    )
    ticket: str = Field(description="The ticket whose customer gets the reply.")
    scope: dict[str, str] | None = Field(None, description=SCOPE_DOC)
    role: Role | None = Field(None, description=ROLE_DOC)
    acknowledged: bool = Field(
        False, description="Send on a CAUTION recheck (as `--ack`); HOLD and ESCALATE never send."
    )
    idempotency_key: str | None = Field(
        None,
        pattern=IDEMPOTENCY_PATTERN,
        description="Or the Idempotency-Key header: the same key never sends twice for this "
        "API key, even under concurrent retries from several servers.",
    )


class ErrorDetail(BaseModel):
    code: str = Field(description="A stable machine name, e.g. `invalid_body`, `unauthorized`.")
    message: str = Field(description="One line for a person: the problem and what to do.")
    userText: str | None = Field(
        None, description="The text the request carried, returned unchanged, where it is at issue."
    )
    details: list[dict[str, object]] | None = Field(
        None, description="For `invalid_body`: each field's problem (pydantic's error list)."
    )


class ErrorBody(BaseModel):
    """Every 4xx and 5xx response."""

    error: ErrorDetail


class Health(BaseModel):
    status: Literal["ok"]
