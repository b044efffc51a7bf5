"""The one check every README picture shows: the seed's canonical HOLD (TCK-9001, the
canonical draft), run by the deterministic local extractor at a fixed time.

The check service's timer is fixed too (`clock`), so the result's latency reads 0 ms instead
of whatever this machine took: with it, regenerating an image gives the same bytes and a test
can tell a stale picture from a fresh one. Nothing else about the check is changed."""

from __future__ import annotations

from datetime import UTC, datetime

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor
from guard.kb.workspace import CANONICAL_DRAFT
from guard.models import CheckResult

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)
TICKET = "TCK-9001"
DRAFT = CANONICAL_DRAFT
#: Said under every picture drawn from this check.
ABOUT = (
    f"Seed workspace, {TICKET}, local extractor, checked at {NOW:%Y-%m-%d %H:%M} UTC with the "
    "check's timer fixed (timings read 0 ms) so the picture regenerates byte for byte."
)


def canonical_check() -> CheckResult:
    service = CheckService(LocalExtractor(), clock=lambda: 0.0)
    return service.check(CheckRequest(ticket_id=TICKET, draft=DRAFT, now=NOW))
