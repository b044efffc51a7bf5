"""What an exposure is, as stored and shown: the JSON shapes (`Exposure` and its parts), a
replay run's tally, and the names the replay keeps in the store's `meta` table.

Shared by every part of the replay (guard/trust/exposure/*.py) and by its readers (the CLI's
`answerguard exposure --json`, the Slack app's blocks), so they live apart from the code
that fills them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Literal

from pydantic import Field

from guard import LABEL
from guard.models import Decision, Model, Role

Kind = Literal["exposed", "contested"]
Status = Literal["open", "resolved", "withdrawn"]

#: Who replays (the live-AI quota key, if a sent text is ever read again by a model).
REPLAYER = "answerguard-exposure"
CORRECTION_PREFIX = "A correction to our earlier reply:"
FOLLOW_UP_PREFIX = "A follow-up to our earlier reply:"
WATERMARK = "exposure_watermark"
#: meta key: the last outbox row a replay saw; later ones are replayed whatever their topics.
OUTBOX_SEEN = "exposure_outbox_seen"


def _iso(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat()


class Governing(Model):
    """What governed a claim: the value, the sources and the quote (None: nothing governed)."""

    value_text: str | None = None
    source_ids: list[str] = Field(default_factory=list)
    quote: str | None = None


class ExposedClaim(Model):
    topic: str
    label: str
    #: The sent text's words for the claim, and the value it told the customer.
    said: str
    told: str
    decision_now: Decision
    reason_code: str
    then: Governing
    now: Governing


class Correction(Model):
    text: str
    #: Always a template here: the catalogue's wording, never a model's.
    origin: Literal["template"] = "template"
    #: The full check of the correction for the same ticket, scope and role, at the replay.
    recheck_decision: Decision


class Exposure(Model):
    """`answerguard exposure --json`: one sent reply the sources now contradict."""

    id: int
    status: Status
    kind: Kind
    ticket_id: str
    customer: str
    outbox_id: int
    sent_at: str
    sent_by: str
    sent_text: str
    #: The role and scope it was sent (and is replayed) with.
    role: Role
    scope: dict[str, str]
    decision_then: Decision
    decision_now: Decision
    reason_code: str
    #: One line: what is true now, with its source and quote.
    now_true: str
    claims: list[ExposedClaim]
    correction: Correction
    found_at: str
    updated_at: str
    resolved_at: str | None = None
    resolved_by: str | None = None
    resolution: str | None = None
    label: str = LABEL


@dataclass
class Run:
    id: int
    at: datetime
    trigger: str
    replayed: int = 0
    skipped: int = 0
    topics: list[str] | None = None
    found: list[int] = field(default_factory=list)
    resolved: list[int] = field(default_factory=list)
    withdrawn: list[int] = field(default_factory=list)
