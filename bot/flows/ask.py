"""Asking the sources from Slack (`/answerguard ask`, `@AnswerGuard`, "What do the sources
say?"): the question as typed, the one `ask` service, and where each quoted source opens.
Shared by the conflicts and the mention handlers; the rules run in `guard.crosscheck.conflicts`.
"""

from __future__ import annotations

import re

from bot.flows.deps import Deps
from bot.text import unescape
from guard.crosscheck.conflicts import AskResult, ConflictService
from guard.kb.source_links import source_links

_TICKET_ID = re.compile(r"^[A-Za-z][A-Za-z0-9]{0,15}-\d{1,12}$")


def conflicts_of(deps: Deps) -> ConflictService:
    return ConflictService(deps.service)


def parse_ask(rest: str) -> tuple[str | None, str]:
    """`[TICKET] <question>` as Slack sent it → (ticket id or None, the question as typed).
    The first word is a ticket only in a ticket id's shape and with a question after it."""
    first, _, raw = rest.strip().partition(" ")
    ticket_id = first.upper() if _TICKET_ID.match(first) and raw.strip() else None
    return ticket_id, unescape(raw if ticket_id else rest).strip()


def links_for(deps: Deps, result: AskResult) -> dict[str, str]:
    """Where each source the answer quotes can be opened (only sources `result.role` sees)."""
    quoted = [
        q.source_id
        for t in result.topics
        for a in t.answers
        for q in (*a.receipts, *a.sides, *a.announced)
    ]
    return source_links(deps.store, deps.sources_for(result.role), quoted)
