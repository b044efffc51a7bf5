"""A question `ask` could not answer, as the trust loop reads it back: the row behind an *Ask
an owner* button on an UNANSWERED answer (guard/trust/gaps.py records it), and the question
an owner is sent about it.

Separate from the handlers because two of them read it: the button's (bot/handlers/mention.py)
and the submission of the ask-an-owner modal it opens (bot/handlers/trust.py), which any
instance may receive, so both re-read the row from the store by its id.
"""

from __future__ import annotations

from typing import Any

from bot.flows.deps import Deps
from guard.errors import GuardError
from guard.kb.catalogue import OTHER, UNKNOWN
from guard.trust import answers as trust
from guard.trust.gaps import unanswered

#: The answer to a button whose question is not on record, or not for this user's role.
NOT_ON_RECORD = "This question is not on record any more: ask it again."


def asked_question(deps: Deps, value: Any, user: str) -> dict[str, Any] | None:
    """The recorded question behind a button value, if this user may read it: a question
    asked as an ops lead (its answer rested on sources an agent may not see) is theirs only,
    as in the gap register."""
    try:
        row = unanswered(deps.store, int(str(value)))
    except ValueError:
        return None
    if row is None or (row["role"] == "ops_lead" and deps.role(user) != "ops_lead"):
        return None
    return row


def question_scope(deps: Deps, row: dict[str, Any]) -> dict[str, str]:
    """The asked ticket's scope as far as it is known now (none without a ticket)."""
    try:
        ticket = deps.ticket_or_none(row.get("ticket_id"))
    except GuardError:
        return {}
    if ticket is None:
        return {}
    return {d: v for d, v in ticket.scope.items() if v != UNKNOWN}


def owner_question(deps: Deps, row: dict[str, Any], topic: str | None, text: str) -> trust.Question:
    """What the owner is asked: the topic picked in the modal (else the recorded one), the
    words as edited, and the question as asked, kept for an answer on no catalogue topic."""
    return trust.Question(
        topic=topic or str(row["topic"] or OTHER),
        scope=question_scope(deps, row),
        question=text,
        ticket_id=row.get("ticket_id"),
        reason_code=str(row.get("reason_code") or "UNANSWERED"),
        words=str(row["question"]),
    )
