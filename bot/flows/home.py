"""The App Home: what each role sees on it (ops leads also get the sources, the Conflict
Register and the trust loop's sections), and republishing it after a change.

Separate because it is read-only and gathers from every service; a failure here only leaves
a stale or shorter Home tab, never a failed click.
"""

from __future__ import annotations

import logging
from typing import Any

from slack_sdk import WebClient

from bot.blocks.home import home_view
from bot.blocks.kit import Block
from bot.blocks.trust import gap_blocks, pending_blocks
from bot.blocks.unread import unread_blocks
from bot.flows.calls import call
from bot.flows.deps import Deps
from guard.crosscheck.conflicts import ConflictService, RegisterResult
from guard.kb.unread import retry_note, unread_versions
from guard.metrics import impact
from guard.models import Role
from guard.store import may_review
from guard.trust import answers as trust_answers
from guard.trust.gaps import register as gap_register

log = logging.getLogger("answerguard.bot")


def visible_flags(deps: Deps, user: str, limit: int = 20) -> list[dict[str, Any]]:
    """Flags this user may see. An ops lead reviews everyone's. An agent sees only their own
    checks, made as an agent: another agent's draft holds another customer's name and
    details, and an ops lead's check may rest on sources an agent can't see."""
    if deps.role(user) == "ops_lead":
        return deps.store.checks.flags(limit)
    return deps.store.checks.flags(limit, who=user, role="support_agent")


def sent_by_ticket(deps: Deps) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for row in deps.store.checks.outbox():
        out.setdefault(str(row["ticket_id"]), []).append(str(row["text"]))
    return out


def register_for_home(deps: Deps, user: str, role: Role) -> RegisterResult | None:
    """The Conflict Register for an ops lead's Home; a failure leaves the section out."""
    if role != "ops_lead":
        return None
    try:
        return ConflictService(deps.service).register(role, deps.now(), user)
    except Exception:
        log.exception("Could not compute the Conflict Register for %s", user)
        return None


def home_for(deps: Deps, user: str) -> dict[str, Any]:
    role = deps.role(user)
    return home_view(
        role=role,
        ai_mode=deps.runtime.settings.ai_mode,
        personas=deps.personas,
        tickets=deps.tickets(),
        sent=sent_by_ticket(deps),
        recent=deps.store.checks.recent(limit=6, who=user),
        impact=impact(deps.store),
        flags=visible_flags(deps, user),
        sources=deps.sources_for(role) if role == "ops_lead" else None,
        trust=trust_home(deps, role),
        conflicts=register_for_home(deps, user, role),
        can_review=may_review(role),
        catalogue_problem=catalogue_problem(deps) if role == "ops_lead" else None,
        folder_notice=folder_notice(deps) if role == "ops_lead" else None,
    )


def catalogue_problem(deps: Deps) -> str | None:
    """Why an edited answerguard.yaml is not in use (ops leads see it on the Home tab)."""
    watch = deps.runtime.watch
    return watch.problem.text() if watch is not None and watch.problem is not None else None


def folder_notice(deps: Deps) -> str | None:
    """Source files edited in the workspace folder since the last import: the app keeps
    checking against the imported versions (nothing is imported behind anyone's back), so
    an ops lead who edited a file is told why a check did not see the edit."""
    drift = deps.runtime.folder_drift()
    folder = deps.runtime.settings.workspace
    return drift.notice(folder, used="checks use") if drift and folder is not None else None


def trust_home(deps: Deps, role: Role) -> list[list[Block]] | None:
    """The ops lead's trust-loop sections: replies the sources now contradict (exposure
    replay), knowledge gaps, answers waiting for approval."""
    if role != "ops_lead":
        return None
    from bot.blocks.exposure import exposure_blocks
    from guard.trust.exposure import ExposureService

    catalogue = deps.store.sources.workspace().catalogue
    pending = trust_answers.answers(deps.store, role, pending_only=True)
    exposed = ExposureService(deps.service, deps.store).exposures(role)
    ids = {s.id for s in deps.sources_for(role)}
    unread = unread_blocks(unread_versions(deps.runtime, ids), retry_note(deps.runtime))
    return [
        exposure_blocks(exposed),
        gap_blocks(gap_register(deps.store, catalogue, role)),
        pending_blocks(pending, catalogue),
        *([unread] if unread else []),
    ]


def publish_home(client: WebClient, deps: Deps, user: str | None) -> None:
    """Republish after a change; a failure only means a stale Home tab, so it is logged."""
    if not user:
        return
    try:
        view = home_for(deps, user)
    except Exception:
        log.exception("Could not build the Home tab for %s", user)
        return
    call("views.publish", user, client.views_publish, user_id=user, view=view)
