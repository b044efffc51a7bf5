"""Shared Slack-flow cases: a source only ops may see, and a register with one conflict
settled."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.kb.workspace import load_variants
from guard.models import Owner, Signals, Source
from guard.store import Store
from tests.support.seedcase import NOW


def apply_b3(store: Store) -> None:
    variant = next(v for v in load_variants() if v.id == "B3")
    for e in variant.edits:
        store.sources.edit(e.source, e, "tester", NOW)


MARKER = "ZQXMARKER"


SECRET_ID = "SEC-QZ7"


def secret_source() -> Source:
    return Source(
        id=SECRET_ID,
        title=f"Risk desk {MARKER} runbook",
        kind="sop",
        body=f"# {MARKER}\n\nFor instant transfers, failed transfers are reversed within 6 "
        f"business days ({MARKER}).",
        signals=Signals(
            verification="verified",
            verified_at=datetime(2026, 10, 20, tzinfo=UTC),
            updated_at=datetime(2026, 10, 20, tzinfo=UTC),
            owner=Owner(name=f"{MARKER} Desk", active=True),
            visibility="ops",
            version=1,
        ),
    )
