"""Generated knowledge bases for the incremental register and exposure tests (a plain module).

Each source states its claims as lines a small test extractor reads exactly, so a test
controls every input of the rules: topic, value, scope, effective date, wording,
supersession, and the source's kind, visibility and signals (verification, review dates,
owner, outdated flag, whether it can be read at all); drafts state claims the same way.
The catalogue is BrightCart's (topics of several kinds, two scope dimensions); only its
duration topics are used.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.crosscheck.conflicts import ConflictService
from guard.errors import GuardError
from guard.kb.index import ClaimIndex
from guard.kb.workspace import SourceEdit, Workspace, load_folder_header
from guard.models import (
    AiMode,
    DraftClaim,
    DraftExtraction,
    Owner,
    Signals,
    Source,
    SourceClaim,
    SourceExtraction,
    Supersedes,
    Value,
)
from guard.send import send
from guard.store import Store

BRIGHTCART = Path(__file__).resolve().parents[2] / "guard" / "workspaces" / "brightcart"
TOPICS = ("payout_delay", "return_window", "dispute_response_deadline")
DIMS = {"plan": ("starter", "pro", "enterprise"), "region": ("eu", "us")}
T0 = datetime(2026, 11, 28, 9, tzinfo=UTC)

LINE = re.compile(
    r"^Claim on (?P<topic>\w+): (?P<amount>\d+) (?P<unit>\w+)"
    r"(?: for plan (?P<plan>\w+))?(?: in region (?P<region>\w+))?"
    r"(?: from (?P<eff>\d{4}-\d\d-\d\d))?(?: \((?P<wording>\w+)\))?"
    r"(?: It replaces (?P<target>[\w-]+))?\.$",
    re.M,
)


@dataclass(frozen=True)
class ClaimSpec:
    topic: str
    amount: int
    unit: str = "calendar_days"
    plan: str | None = None
    region: str | None = None
    effective: date | None = None
    wording: str | None = None
    replaces: str | None = None

    def line(self) -> str:
        parts = [f"Claim on {self.topic}: {self.amount} {self.unit}"]
        if self.plan:
            parts.append(f" for plan {self.plan}")
        if self.region:
            parts.append(f" in region {self.region}")
        if self.effective:
            parts.append(f" from {self.effective.isoformat()}")
        if self.wording:
            parts.append(f" ({self.wording})")
        if self.replaces:
            parts.append(f" It replaces {self.replaces}")
        return "".join(parts) + "."


def body_of(sid: str, claims: list[ClaimSpec], note: str = "") -> str:
    lines = [f"# Title of {sid}", "", *(c.line() for c in claims)]
    if note:
        lines.append(note)
    return "\n".join(lines) + "\n"


#: A source whose body holds this word cannot be read (its extraction fails).
UNREADABLE = "UNREADABLE"


class LineExtractor:
    """Reads `Claim on …` lines exactly (each line is its own quote or span), in sources and
    in drafts; a source holding UNREADABLE fails to read."""

    mode: AiMode = "local"
    model = "claim-lines"
    prompt_version = "lines-1"

    def extract_source(self, source: Source) -> SourceExtraction:
        if UNREADABLE in source.body:
            return SourceExtraction(source_id=source.id, ok=False, error="unreadable")
        claims = []
        for i, m in enumerate(LINE.finditer(source.body), 1):
            quote = m.group(0)
            scope = {d: m.group(d) or "any" for d in DIMS}
            target = m.group("target")
            claims.append(
                SourceClaim(
                    claim_id=f"{source.id}#{i}",
                    source_id=source.id,
                    source_version=source.signals.version,
                    topic=m.group("topic"),
                    value=Value(amount=float(m.group("amount")), unit=m.group("unit")),  # type: ignore[arg-type]
                    value_text=f"{m.group('amount')} {m.group('unit')}",
                    scope=scope,
                    effective_from=date.fromisoformat(m.group("eff")) if m.group("eff") else None,
                    status_wording=m.group("wording") or "in_force",  # type: ignore[arg-type]
                    supersedes=Supersedes(target_text=target, quote=quote) if target else None,
                    quote=quote,
                )
            )
        return SourceExtraction(source_id=source.id, claims=claims)

    def extract_draft(self, text: str) -> DraftExtraction:
        claims = [
            DraftClaim(
                claim_id=f"d{i}",
                topic=m.group("topic"),
                value=Value(amount=float(m.group("amount")), unit=m.group("unit")),  # type: ignore[arg-type]
                value_text=f"{m.group('amount')} {m.group('unit')}",
                span=m.group(0),
            )
            for i, m in enumerate(LINE.finditer(text), 1)
        ]
        return DraftExtraction(text=text, claims=claims)


@dataclass(frozen=True)
class SourceSpec:
    sid: str
    claims: list[ClaimSpec]
    kind: str = "policy"
    visibility: str = "everyone"
    verification: str = "verified"
    review_every_days: int | None = None
    owner_active: bool = True
    flagged: bool = False
    verified_hours_ago: int = 0

    def source(self, now: datetime) -> Source:
        verified_at = now - timedelta(hours=self.verified_hours_ago)
        return Source(
            id=self.sid,
            title=f"Title of {self.sid}",
            kind=self.kind,
            body=body_of(self.sid, self.claims),
            signals=Signals(
                verification=self.verification,  # type: ignore[arg-type]
                verified_at=verified_at if self.verification == "verified" else None,
                updated_at=verified_at,
                owner=Owner(name=f"Owner of {self.sid}", active=self.owner_active),
                flagged_outdated=self.flagged,
                visibility=self.visibility,  # type: ignore[arg-type]
                review_every_days=self.review_every_days,
            ),
        )


@dataclass
class Kb:
    """One store over a generated workspace, with its index and register service."""

    store: Store
    extractor: LineExtractor
    index: ClaimIndex
    service: CheckService
    register: ConflictService = field(init=False)

    def __post_init__(self) -> None:
        self.register = ConflictService(self.service)

    def reindex(self) -> None:
        """What every writer does after a write (`Runtime.refresh_index`'s first half)."""
        ws = self.store.sources.workspace()
        self.index.ensure(list(ws.sources), self.extractor, ws.catalogue, workers=1)


def workspace(sources: list[SourceSpec], now: datetime = T0) -> Workspace:
    head = load_folder_header(BRIGHTCART)
    return Workspace(
        sources=tuple(s.source(now) for s in sources),
        tickets=head.tickets,
        catalogue=head.catalogue,
    )


def kb(ws: Workspace) -> Kb:
    store = Store(":memory:", base=lambda: ws)
    ex = LineExtractor()
    index = ClaimIndex(store)
    service = CheckService(ex, store.sources.workspace, index=index)
    out = Kb(store, ex, index, service)
    out.reindex()
    return out


def _bumped(m: re.Match[str]) -> str:
    amount = m.group("amount")
    return m.group(0).replace(f": {amount} ", f": {int(amount) + 1} ", 1)


def apply(k: Kb, write: tuple[Any, ...], now: Any) -> None:
    """One write, as an editor makes it; a refused one (a removed source, …) changes nothing."""
    store, kind = k.store, write[0]
    try:
        if kind == "edit":
            _, sid, claims, verify, note = write
            action = "save_and_verify" if verify else "save_draft"
            body = body_of(sid, claims, note)
            store.sources.edit(sid, SourceEdit(source=sid, action=action, body=body), "ed", now)
        elif kind == "set":
            _, sid, (name, value) = write
            store.sources.edit(
                sid, SourceEdit(source=sid, action="set", field=name, value=value), "ed", now
            )
        elif kind == "edit+set":  # saved together from one form: two versions, one write
            _, sid, claims, (name, value) = write
            edits = [
                SourceEdit(source=sid, action="save_draft", body=body_of(sid, claims, "Edited.")),
                SourceEdit(source=sid, action="set", field=name, value=value),
            ]
            store.sources.edit_many(sid, edits, "ed", now)
        elif kind == "bump":  # every value the source states, one higher
            sid = write[1]
            body = LINE.sub(_bumped, store.sources.workspace().source(sid).body)
            store.sources.edit(
                sid, SourceEdit(source=sid, action="save_and_verify", body=body), "ed", now
            )
        elif kind in ("remove", "restore"):
            store.sources.edit(write[1], SourceEdit(source=write[1], action=kind), "ed", now)
        elif kind == "add":
            store.sources.add(write[1].source(now), "ed", now)
        elif kind == "send":
            _, ticket, role, said = write
            if isinstance(said, str):  # what that source says now, word for word
                lines = [
                    m.group(0) for m in LINE.finditer(store.sources.workspace().source(said).body)
                ]
            else:
                lines = [c.line() for c in said]
            draft = "\n".join(["Hello!", *lines])
            req = CheckRequest(ticket_id=ticket, draft=draft, now=now, role=role)
            send(k.service, store, req, "agent", acknowledged=True)
    except GuardError:
        pass


# --- strategies ------------------------------------------------------------------------------

SIDS = [f"SRC-{i}" for i in range(1, 7)]


def claim_specs() -> st.SearchStrategy[ClaimSpec]:
    return st.builds(
        ClaimSpec,
        topic=st.sampled_from(TOPICS),
        amount=st.integers(1, 4),
        unit=st.sampled_from(("calendar_days", "calendar_days", "business_days")),
        plan=st.none() | st.sampled_from(DIMS["plan"]),
        region=st.none() | st.none() | st.sampled_from(DIMS["region"]),
        effective=st.none()
        | st.none()
        | st.sampled_from([date(2026, 11, 20), date(2026, 11, 29), date(2026, 11, 30)]),
        wording=st.none() | st.none() | st.none() | st.sampled_from(("proposed", "deprecated")),
        replaces=st.none() | st.none() | st.sampled_from(SIDS),
    )


def source_specs(sid: str, min_claims: int = 0) -> st.SearchStrategy[SourceSpec]:
    return st.builds(
        SourceSpec,
        sid=st.just(sid),
        claims=st.lists(claim_specs(), min_size=min_claims, max_size=3),
        kind=st.sampled_from(("policy", "policy", "policy", "slack")),
        visibility=st.sampled_from(("everyone", "everyone", "ops")),
        verification=st.sampled_from(("verified", "verified", "unverified")),
        review_every_days=st.none() | st.sampled_from((1, 2)),
        owner_active=st.booleans() | st.just(True),
        flagged=st.just(False) | st.just(False) | st.booleans(),
        verified_hours_ago=st.integers(0, 40),
    )


@st.composite
def knowledge_bases(draw: st.DrawFn) -> list[SourceSpec]:
    n = draw(st.integers(3, 5))
    return [draw(source_specs(sid, min_claims=1)) for sid in SIDS[:n]]


#: Which source a write is on: mostly one of the first three (every knowledge base has them).
WHICH = st.sampled_from(SIDS[:3]) | st.sampled_from(SIDS)

SETS = [
    ("flaggedOutdated", "true"),
    ("flaggedOutdated", "false"),
    ("verification", "expired"),
    ("verification", "verified"),
    ("verification", "unverified"),
    ("ownerActive", "false"),
    ("ownerActive", "true"),
]

#: One step: a write (or several saved together), how far the clock moves first, and
#: whether the register is brought up to date after it (writers always index).
steps = st.tuples(
    st.one_of(
        st.tuples(
            st.just("edit"),
            WHICH,
            st.lists(claim_specs(), max_size=3),
            st.booleans(),
            st.sampled_from(("", "", "", UNREADABLE)),
        ),
        st.tuples(st.just("set"), WHICH, st.sampled_from(SETS)),
        st.tuples(
            st.just("edit+set"),
            WHICH,
            st.lists(claim_specs(), max_size=3),
            st.sampled_from(SETS),
        ),
        st.tuples(st.just("bump"), WHICH),
        st.tuples(st.just("remove"), WHICH),
        st.tuples(st.just("restore"), WHICH),
        st.tuples(st.just("add"), source_specs("SRC-NEW")),
        st.tuples(st.just("nothing")),
    ),
    st.sampled_from((0, 0, 1, 3, 7, 20, 30, -2)),  # hours
    st.booleans() | st.just(True),
)

TICKETS = ("BC-1001", "BC-1002", "BC-1003", "BC-1004", "BC-1005")

#: A reply sent through the gate (if it passes): ticket, role and the claim lines it states,
#: or the id of a source whose claim lines it repeats (so that it is likely to pass).
sends = st.tuples(
    st.just("send"),
    st.sampled_from(TICKETS[:2]) | st.sampled_from(TICKETS),
    st.sampled_from(("support_agent", "support_agent", "ops_lead")),
    st.sampled_from(SIDS[:3]) | st.lists(claim_specs(), max_size=2),
)
