"""Generated knowledge bases for the incremental Conflict Register tests (a plain module).

Each source states its claims as lines a small test extractor reads exactly, so a test
controls every input of the rules: topic, value, scope, effective date, wording,
supersession, and the source's kind, visibility and signals (verification, review dates,
owner, outdated flag). The catalogue is BrightCart's (topics of several kinds, two scope
dimensions); only its duration topics are used.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from hypothesis import strategies as st

from guard.check import CheckService
from guard.conflicts import ConflictService
from guard.index import ClaimIndex
from guard.models import (
    AiMode,
    DraftExtraction,
    Owner,
    Signals,
    Source,
    SourceClaim,
    SourceExtraction,
    Supersedes,
    Value,
)
from guard.store import Store
from guard.workspace import Workspace, load_folder_header

BRIGHTCART = Path(__file__).resolve().parents[1] / "guard" / "workspaces" / "brightcart"
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


class LineExtractor:
    """Reads `Claim on …` lines exactly (each line is its own quote); drafts have none."""

    mode: AiMode = "local"
    model = "claim-lines"
    prompt_version = "lines-1"

    def extract_source(self, source: Source) -> SourceExtraction:
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
        return DraftExtraction(text=text)


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
        ws = self.store.workspace()
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
    service = CheckService(ex, store.workspace, index=index)
    out = Kb(store, ex, index, service)
    out.reindex()
    return out


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
            st.sampled_from(SIDS),
            st.lists(claim_specs(), max_size=3),
            st.booleans(),
        ),
        st.tuples(st.just("set"), st.sampled_from(SIDS), st.sampled_from(SETS)),
        st.tuples(
            st.just("edit+set"),
            st.sampled_from(SIDS),
            st.lists(claim_specs(), max_size=3),
            st.sampled_from(SETS),
        ),
        st.tuples(st.just("remove"), st.sampled_from(SIDS)),
        st.tuples(st.just("restore"), st.sampled_from(SIDS)),
        st.tuples(st.just("add"), source_specs("SRC-NEW")),
        st.tuples(st.just("nothing")),
    ),
    st.sampled_from((0, 0, 1, 3, 7, 20, 30, -2)),  # hours
    st.booleans() | st.just(True),
)
