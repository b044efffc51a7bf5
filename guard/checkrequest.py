"""What a check is asked (`CheckRequest`), who may ask it (`ROLES`), what identifies it
(`check_hash`) and how far it has got (`Progress`).

Kept apart from the service (guard/check.py) because every surface builds requests and shows
progress (the CLI, Slack, the API, the inbox), while only the service runs checks: a handler
imports this small module, not the service's extraction and index machinery.
"""

from __future__ import annotations

import hashlib
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from guard.errors import InputError
from guard.extract.identity import key_of
from guard.kb.catalogue import UNKNOWN, Catalogue
from guard.kb.workspace import SourceEdit
from guard.models import Role, Source, Ticket

ROLES: tuple[Role, ...] = ("support_agent", "ops_lead")


@dataclass
class CheckRequest:
    #: The ticket the draft answers; None checks the draft on its own (every scope
    #: dimension unknown unless `scope` says otherwise).
    ticket_id: str | None
    draft: str
    now: datetime
    role: Role = "support_agent"
    #: The seed's shorthand for `scope={"rail": …}`.
    rail: str | None = None
    edits: list[SourceEdit] = field(default_factory=list)
    #: Who asks (a Slack user ID or the CLI user): the live-AI quota is per user.
    user: str = "cli"
    #: Scope the agent has established, overriding the ticket's: dimension → value|unknown.
    scope: dict[str, str] = field(default_factory=dict)
    #: False: a HOLD's safe reply is the catalogue's template, never a model's rewrite (a
    #: replay of the outbox spends no model call on wording: guard/trust/exposure/).
    ai_safe_reply: bool = True
    #: A ticket from outside the workspace (a helpdesk conversation: web/intercom/), with its
    #: own id, customer message and scope; `ticket_id` is then ignored. The workspace's own
    #: tickets are looked up by `ticket_id` instead.
    ticket: Ticket | None = None


def resolve_scope(
    catalogue: Catalogue, base: dict[str, str], given: dict[str, str]
) -> dict[str, str]:
    """The ticket's scope with the agent's overrides, every value checked against the
    catalogue; every dimension present (unknown when nobody said)."""
    out = {d: base.get(d, UNKNOWN) for d in catalogue.dimension_keys}
    for dim, value in given.items():
        spec = catalogue.dimension(dim)
        if spec is None:
            known = ", ".join(catalogue.dimension_keys) or "none in this workspace"
            raise InputError(f"Unknown scope dimension '{dim}'. Dimensions: {known}.")
        if value != UNKNOWN and value not in spec.value_keys:
            raise InputError(catalogue.unknown_value(dim, value, (*spec.value_keys, UNKNOWN)))
        out[dim] = value
    return out


def scope_arg(items: list[str]) -> dict[str, str]:
    """`DIMENSION=VALUE` pairs from the command line or a Slack form."""
    out: dict[str, str] = {}
    for item in items:
        dim, sep, value = item.partition("=")
        if not sep or not dim.strip() or not value.strip():
            raise InputError(f"--scope '{item}' is not DIMENSION=VALUE (e.g. plan=pro).")
        out[dim.strip()] = value.strip()
    return out


def check_hash(
    ticket: Ticket,
    role: Role,
    draft: str,
    sources: list[Source],
    now: datetime,
    outcome: object = None,
    digest: str | None = None,
) -> str:
    """Identifies one check: the same ticket, rail, role, draft, visible workspace and day,
    and the same `outcome` (what it concluded), so two different results of one draft (a HOLD,
    then AI unavailable) never share a hash, a stored row or an intercept. `digest` is
    `sources_digest(sources)` when the caller already has it."""
    return key_of(
        {
            "outcome": outcome,
            "ticket": ticket.id,
            "rail": ticket.rail,
            **({"scope": ticket.scope} if set(ticket.scope) != {"rail"} else {}),
            "role": role,
            "draft": draft,
            "day": now.date().isoformat(),
            "sources": digest if digest is not None else sources_digest(sources),
        }
    )[:16]


def sources_digest(sources: list[Source]) -> str:
    return key_of([_source_part(s) for s in sources])


#: id(source) → (a weak reference to it, its part of the check hash). The store hands out
#: the same Source objects until a source is written, so a check on thousands of sources
#: hashes none of them again; an entry goes when its source is collected.
_PARTS: dict[int, tuple[weakref.ref[Source], str]] = {}


def _source_part(s: Source) -> str:
    """One source's contribution to the check hash: its id, version, body and signals."""
    hit = _PARTS.get(id(s))
    if hit is not None and hit[0]() is s:
        return hit[1]
    raw = f"{s.id}\0{s.signals.version}\0{s.body}\0{s.signals.model_dump_json()}"
    part = hashlib.sha256(raw.encode("utf-8")).hexdigest()[:32]
    key = id(s)
    _PARTS[key] = (weakref.ref(s, lambda _ref: _PARTS.pop(key, None)), part)
    return part


@dataclass(frozen=True)
class Progress:
    """Where a check is, for a "Reading draft → Reading N sources → Applying rules" display."""

    draft_read: bool
    sources_read: int
    sources_total: int
    applying_rules: bool = False


ProgressFn = Callable[[Progress], None]
