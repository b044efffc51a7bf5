"""Before and after a source variant: the two check results and the outcome change that
the source diff reports."""

from __future__ import annotations

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor
from guard.kb.sourcediff import (
    OutcomeChange,
    changed_sources,
    outcome_change,
)
from guard.kb.workspace import load_variants
from guard.models import CheckResult
from guard.store import Store
from tests.support.seedcase import DRAFT_4BD, NOW


def change_for(vid: str) -> OutcomeChange:
    old, new, store = before_and_after(vid)
    wanted = [(s, v) for s, a, b in changed_sources(old, new) for v in (a, b)]
    change = outcome_change(old, new, store.sources.bodies(wanted))
    assert change is not None
    return change


def before_and_after(vid: str) -> tuple[CheckResult, CheckResult, Store]:
    store = Store(":memory:")
    svc = CheckService(LocalExtractor(), store.sources.workspace)
    req = CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW)
    old = svc.check(req)
    for edit in VARIANTS[vid].edits:
        store.sources.edit(edit.source, edit, "marie", NOW)
    return old, svc.check(req), store


VARIANTS = {v.id: v for v in load_variants()}
