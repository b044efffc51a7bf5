"""Whom to offer in *Ask an owner*: the owners of the sources a verdict quotes on its topic,
those asked about the topic before, then every other owner — only of the sources the asking
user may see, and never the user themself. Shared by the verdict's and the mention's
*Ask an owner* handlers.
"""

from __future__ import annotations

from bot.blocks.trust import gap_claim
from bot.flows.deps import Deps
from guard.models import CheckResult, Source
from guard.trust import answers as trust


def owners_for(deps: Deps, result: CheckResult, user: str) -> list[tuple[str, str]]:
    """(Slack id, name) of the people to offer: owners of the sources on the topic in the
    verdict first, then `owners_on` the topic."""
    claim = gap_claim(result)
    topic = claim.draft_claim.topic if claim is not None else None
    by_id = {s.id: s for s in deps.sources_for(deps.role(user))}
    first = [
        (s.signals.owner.slack, f"{s.signals.owner.name} (owns {s.id})")
        for c in result.claims
        if c.draft_claim.topic == topic
        for ev in c.evidence
        if (s := by_id.get(ev.source.id)) is not None
    ]
    return owners_on(deps, user, topic, first)


def owners_on(
    deps: Deps, user: str, topic: str | None, first: list[tuple[str | None, str]] | None = None
) -> list[tuple[str, str]]:
    """(Slack id, name) of the people to offer: `first`, then those asked about the topic
    before, then the other owners — only of sources this user may see. The user themself is
    left out."""
    seen: dict[str, str] = {}

    def add(uid: str | None, name: str) -> None:
        if uid and uid != user and uid not in seen:
            seen[uid] = name

    visible = deps.sources_for(deps.role(user))
    for uid, name in first or []:
        add(uid, name)
    if topic:
        for uid in trust.asked_of(deps.store, topic):
            add(uid, f"{owner_name(visible, uid) or uid} (asked before)")
    for s in visible:
        add(s.signals.owner.slack, f"{s.signals.owner.name} (owns {s.id})")
    return list(seen.items())[:100]


def owner_name(sources: list[Source], uid: str) -> str | None:
    return next((s.signals.owner.name for s in sources if s.signals.owner.slack == uid), None)
