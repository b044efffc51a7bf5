"""Checks from Slack: running and recording one (with the "Checking…" progress hook), the
stored check behind a button (only its maker's, rerun when the user's role changed), and the
reruns after a source edit that say what changed.

Separate from sending and the Home tab because it is the one flow every other builds on.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from bot.blocks.changes import Change, explain_change
from bot.flows.deps import Deps
from bot.flows.payload import stored_scope, ticket_of
from guard.check import Prepared
from guard.checkrequest import CheckRequest, Progress, ProgressFn
from guard.kb.sourcediff import OutcomeChange, changed_sources, outcome_change
from guard.models import CheckResult

#: A check faster than this shows no intermediate steps: the verdict replaces the view at once,
#: and Slack is spared the extra calls. A live check crosses it and the steps advance.
PROGRESS_AFTER_S = 0.5


def slow_check_progress(
    show: Callable[[bool, int], None], after: float = PROGRESS_AFTER_S
) -> ProgressFn:
    """A progress hook that updates the "Checking…" view at most twice — when the draft has
    been read and when every source has — and only once the check has taken `after` seconds."""
    start = time.monotonic()
    shown: set[str] = set()

    def on_progress(p: Progress) -> None:
        if p.applying_rules or time.monotonic() - start < after:
            return
        step = "sources" if p.sources_read >= p.sources_total else "draft" if p.draft_read else ""
        if step and step not in shown:
            shown.add(step)
            show(p.draft_read, p.sources_read)

    return on_progress


def check_and_record(
    deps: Deps,
    req: CheckRequest | Prepared,
    purpose: str = "check",
    progress: ProgressFn | None = None,
) -> CheckResult:
    """Check and record through the service (a request the handler prepared already is not
    resolved again)."""
    return deps.service.record(req, purpose=purpose, progress=progress)


def check_for(deps: Deps, check_hash: str, user: str) -> dict[str, Any]:
    """The stored check behind a button, only if `user` made it (an ops lead may open anyone's).
    A hash is no key: a copied or crafted one finds nothing, exactly like an unknown one."""
    who = None if deps.role(user) == "ops_lead" else user
    return deps.store.checks.row(check_hash, who=who)


def stored_result(deps: Deps, check_hash: str, user: str) -> tuple[dict[str, Any], CheckResult]:
    """The stored check behind a button. A result made for a role that could see more than
    this user (their own check from before a role change) is not shown: it is rerun as them."""
    row = check_for(deps, check_hash, user)
    result = CheckResult.model_validate_json(row["result"])
    role = deps.role(user)
    if result.role != role and role != "ops_lead":
        result = check_and_record(deps, rerun_request(deps, row, user), purpose="view")
    return row, result


def rerun_request(deps: Deps, row: dict[str, Any], user: str) -> CheckRequest:
    """The stored check's ticket, scope and draft, checked again now as `user`."""
    return CheckRequest(
        ticket_id=ticket_of(row),
        draft=row["draft"],
        now=deps.now(),
        role=deps.role(user),
        scope=stored_scope(row),
        user=user,
    )


#: How many of the user's recent checks a source edit reruns (distinct ticket and draft).
RECHECKS_AFTER_EDIT = 3


@dataclass(frozen=True)
class Recheck:
    """What a source edit did to the user's recent checks."""

    change: Change | None = None  # the last check, in one line
    ticket_id: str | None = None
    note: str | None = None
    #: Every rerun check whose outcome changed: (ticket, old → new with the source diff).
    outcomes: tuple[tuple[str, OutcomeChange], ...] = ()
    #: The last check is the first of `outcomes` and its one line says nothing the diff does
    #: not ("the deciding rule now gives …"), so the line gives way.
    last_changed: bool = False


def rerun_last_check(deps: Deps, user: str, limit: int = RECHECKS_AFTER_EDIT) -> Recheck:
    """After a source edit: rerun the user's recent checks (the last one first, each distinct
    ticket and draft once), say what changed for the last one, and for every one whose outcome
    changed show the rule that now decides and the words of the sources that moved it."""
    rows = deps.store.checks.recent(limit=20, who=user)
    if not rows:
        return Recheck(note="You have no earlier check to re-run. Reply to a ticket to run one.")
    role = deps.role(user)
    seen: set[tuple[Any, Any]] = set()
    first: Recheck | None = None
    outcomes: list[tuple[str, OutcomeChange]] = []
    for listed in rows:
        key = (listed["ticket_id"], listed["draft"])
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > limit:
            break
        row = deps.store.checks.row(str(listed["check_hash"]), who=user)
        old = CheckResult.model_validate_json(row["result"])
        new = check_and_record(deps, rerun_request(deps, row, user), purpose="recheck")
        if old.role != role and role != "ops_lead":
            if first is None:
                first = Recheck(
                    Change(f"Now {new.decision}", new.headline),
                    new.ticket_id,
                    "Your role changed since that check, so only the new result is shown.",
                )
            continue
        if first is None:
            first = Recheck(explain_change(old, new), new.ticket_id)
        wanted = [(s, v) for s, a, b in changed_sources(old, new) for v in (a, b)]
        moved = outcome_change(old, new, deps.store.sources.bodies(wanted, role))
        if moved is not None:
            outcomes.append((new.ticket_id or "your draft", moved))
            if len(seen) == 1 and first.change is not None and not first.change.specific:
                first = replace(first, last_changed=True)
    assert first is not None
    return replace(first, outcomes=tuple(outcomes))
