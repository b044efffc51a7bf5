"""The composer modal drawn again for a check: after a check, a send, a safe reply or a
correction. Shared by the composer's, the send buttons' and the exposure handlers; the
builder itself is `bot.blocks.composer.composer_view`, which this fills from the store.
"""

from __future__ import annotations

from typing import Any

from bot.blocks.composer import composer_view
from bot.flows.deps import Deps
from guard.errors import GuardError
from guard.models import CheckResult, Ticket


def nonce_of(block_id: str | None) -> str:
    return (block_id or "").partition(":")[2] or "d"


def composer_for(deps: Deps, result: CheckResult, draft: str, **kw: Any) -> dict[str, Any]:
    """The composer for `draft` with `result` drawn in, for the check's ticket and scope."""
    return composer_view(
        ticket=deps.ticket_or_none(result.ticket_id),
        tickets=deps.tickets(),
        draft=draft,
        scope=result.scope,
        dimensions=deps.dimensions(),
        result=result,
        personas=deps.personas,
        **kw,
    )


def safe_reply_composer(deps: Deps, result: CheckResult) -> dict[str, Any] | None:
    """The composer with the check's safe reply in the box (a new block id, so Slack replaces
    the text the user had typed); None when the check has none."""
    if result.suggestion is None:
        return None
    nonce = f"s{result.check_hash[:12]}"
    return composer_for(deps, result, result.suggestion.text, use="suggestion", nonce=nonce)


def ticket_quietly(deps: Deps, ticket_id: Any) -> Ticket | None:
    """The ticket a view names, or None when it names none or one that is gone."""
    try:
        return deps.ticket_or_none(str(ticket_id) if ticket_id else None)
    except GuardError:
        return None
