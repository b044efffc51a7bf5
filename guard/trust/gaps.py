"""The gap register: the questions the knowledge base could not answer, counted.

Every check whose outcome shows missing knowledge — a claim no source governs
(UNSUPPORTED), only proposals (PROPOSAL_ONLY), a claim on no catalogue topic
(OUTSIDE_COVERAGE), a timing the extractor could not place (EXTRACTION_GAP) — and every `ask`
that came back UNANSWERED (`record_ask`, which the CLI's and Slack's `ask` call) is an
observation. They
are grouped per topic, or, for a claim on no catalogue topic, per normalised claim text, and
ranked by how many distinct tickets asked, then by how recent.

Derived on read from the stored checks, so every surface that records a check (CLI, send
gate, Slack) counts without a hook of its own, and the register can never disagree with the
history. Nothing a role may not see appears: a support agent's register leaves out checks
run as an ops lead (they rest on sources the agent cannot see) and answers kept for ops.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from guard.engine.headlines import NO_TICKET
from guard.kb.catalogue import OTHER, Catalogue
from guard.models import Role
from guard.store import Store
from guard.trust import answers as trust

if (
    TYPE_CHECKING
):  # guard.crosscheck.conflicts reaches the check service; only its result type is needed
    from guard.crosscheck.conflicts import AskResult

GAP_CODES = ("UNSUPPORTED", "OUTSIDE_COVERAGE", "EXTRACTION_GAP", "PROPOSAL_ONLY", "UNANSWERED")
EXAMPLES = 3
TEXT_KEY_CHARS = 120


def normalise(text: str) -> str:
    """Claim text as a grouping key: case folded, every number '#', every run of other
    characters one space ("Your card ships in 5 days." → "your card ships in # days")."""
    t = re.sub(r"\d+(?:[.,]\d+)?", "#", text.casefold())
    t = re.sub(r"[^\w#]+", " ", t).strip()
    return t[:TEXT_KEY_CHARS]


@dataclass(frozen=True)
class Observation:
    topic: str
    #: The grouping key: the topic, or `other:` and the normalised text.
    key: str
    text: str
    reason_code: str
    ticket: str
    draft: str
    at: str
    role: str


@dataclass
class Gap:
    key: str
    topic: str
    label: str
    tickets: set[str] = field(default_factory=set)
    last_seen: str = ""
    reason_codes: set[str] = field(default_factory=set)
    examples: list[dict[str, str]] = field(default_factory=list)
    owners_asked: list[str] = field(default_factory=list)
    pending_answers: list[dict[str, Any]] = field(default_factory=list)
    answers: list[dict[str, Any]] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.tickets)

    def to_json(self) -> dict[str, Any]:
        return {
            "topic": self.topic,
            "key": self.key,
            "label": self.label,
            "count": self.count,
            "lastSeen": self.last_seen,
            "reasonCodes": sorted(self.reason_codes),
            "examples": self.examples,
            "ownersAsked": self.owners_asked,
            "pendingAnswers": self.pending_answers,
            "answers": self.answers,
        }


def _key(topic: str, text: str, catalogue: Catalogue) -> str:
    if topic != OTHER and catalogue.governs(topic):
        return topic
    return f"{OTHER}:{normalise(text)}"


def observations_of_check(row: dict[str, Any], catalogue: Catalogue) -> list[Observation]:
    """The gaps one stored check shows (none for a check that found what it needed)."""
    try:
        result = json.loads(row["result"])
    except (TypeError, ValueError):
        return []
    ticket_id = row["ticket_id"]
    ticket = f"draft:{row['draft_hash']}" if not ticket_id or ticket_id == NO_TICKET else ticket_id
    base = dict(ticket=ticket, draft=row["draft"], at=row["at"], role=row["role"])
    out: list[Observation] = []
    for claim in result.get("claims") or []:
        code = claim.get("reasonCode")
        if code not in GAP_CODES:
            continue
        dc = claim.get("draftClaim") or {}
        topic, text = str(dc.get("topic") or OTHER), str(dc.get("span") or "")
        out.append(Observation(topic, _key(topic, text, catalogue), text, code, **base))
    if not out and result.get("reasonCode") in GAP_CODES:
        # EXTRACTION_GAP (and any overall gap without a claim): the draft reads like a policy
        # no claim was found for, so the draft itself is the text.
        text = str(row["draft"])
        out.append(
            Observation(OTHER, _key(OTHER, text, catalogue), text, result["reasonCode"], **base)
        )
    return out


def record_unanswered(
    store: Store,
    topic: str,
    question: str,
    who: str,
    role: Role,
    now: datetime,
    ticket_id: str | None = None,
    reason_code: str = "UNANSWERED",
) -> int:
    """The hook for `ask`: a question no source answered counts in the register. Returns the
    row's id, which an *Ask an owner* button carries (`unanswered`)."""
    return store.trust.add_unanswered(
        {
            "topic": topic,
            "question": question,
            "ticket_id": ticket_id,
            "reason_code": reason_code,
            "who": who,
            "role": role,
            "at": now.astimezone(UTC).isoformat(),
        }
    )


def unanswered(store: Store, row_id: int) -> dict[str, Any] | None:
    """One recorded unanswered question (topic, question, ticket, who asked, as which role)."""
    return store.trust.unanswered(row_id)


def record_ask(store: Store, result: AskResult, who: str) -> list[int]:
    """What every `ask` surface (CLI, Slack) calls after answering: each topic of the answer
    that came back UNANSWERED (the headline and `moreTopics`; a question on no topic as
    `other`) is recorded for the register. Returns the recorded rows' ids, headline first. A
    question on no topic that an approved owner's answer answered (`ownerAnswers`) is no gap."""
    ticket = None if result.ticket_id == NO_TICKET else result.ticket_id
    unanswered = [
        t
        for t in result.topics
        if t.verdict == "UNANSWERED" and not (t.topic is None and result.owner_answers)
    ]
    return [
        record_unanswered(
            store, t.topic or OTHER, result.question, who, result.role, result.asked_at, ticket
        )
        for t in unanswered
    ]


def observations(store: Store, catalogue: Catalogue) -> list[Observation]:
    rows = store.checks.mentioning(GAP_CODES)
    out = [o for row in rows for o in observations_of_check(row, catalogue)]
    for row in store.trust.all_unanswered():
        topic, text = str(row["topic"] or OTHER), str(row["question"] or "")
        out.append(
            Observation(
                topic,
                _key(topic, text, catalogue),
                text,
                str(row["reason_code"] or "UNANSWERED"),
                ticket=row["ticket_id"] or f"ask:{normalise(text)}",
                draft=text,
                at=row["at"],
                role=row["role"],
            )
        )
    return out


def register(store: Store, catalogue: Catalogue, role: Role = "ops_lead") -> list[Gap]:
    """The gap register for `role`, most tickets first, then most recent."""
    gaps: dict[str, Gap] = {}
    for o in observations(store, catalogue):
        if role != "ops_lead" and o.role == "ops_lead":
            continue
        label = catalogue.label(o.topic) if o.key == o.topic else f"other: {o.text.strip()}"
        gap = gaps.setdefault(o.key, Gap(key=o.key, topic=o.topic, label=label))
        gap.tickets.add(o.ticket)
        gap.reason_codes.add(o.reason_code)
        if o.at >= gap.last_seen:
            gap.last_seen = o.at
            if o.key != o.topic:
                gap.label = f"other: {o.text.strip()}"  # the latest wording names it
        example = {"ticketId": o.ticket.removeprefix("draft:"), "draft": o.draft, "at": o.at}
        gap.examples = [e for e in gap.examples if e["draft"] != o.draft]
        gap.examples.insert(0, example)
        del gap.examples[EXAMPLES:]
    captured = trust.answers(store, role)
    for gap in gaps.values():
        if gap.key == gap.topic:
            gap.owners_asked = trust.asked_of(store, gap.topic)
        for a in captured:
            # An answer on no catalogue topic answers the question of its own words only.
            if _key(a["topic"], a.get("words") or "", catalogue) != gap.key:
                continue
            entry = {
                "sourceId": a["source_id"],
                "scope": a["scope"],
                "author": a["author"],
                "capturedAt": a["captured_at"],
            }
            if a["approved_by"]:
                gap.answers.append({**entry, "approvedBy": a["approved_by"]})
            else:
                gap.pending_answers.append(entry)
    return sorted(gaps.values(), key=lambda g: (-g.count, _neg_time(g.last_seen), g.key))


def _neg_time(iso: str) -> float:
    try:
        return -datetime.fromisoformat(iso).timestamp()
    except ValueError:
        return 0.0
