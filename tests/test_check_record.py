"""`CheckService.prepare` / `check` / `record` (issue 20, item 4): a request is resolved
once and can be checked as prepared; the service itself stores a check, in one place, for
every surface (the CLI, the API, Slack, the send gate, a source diff, the tour)."""

from __future__ import annotations

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.errors import InputError
from guard.extract.local import LocalExtractor
from guard.kb.workspace import visible
from guard.store import Store
from tests.support.seedcase import DRAFT_4BD, NOW


@pytest.fixture
def store() -> Store:
    return Store(":memory:")


def service_for(store: Store, *, recorder: bool = True) -> CheckService:
    return CheckService(
        LocalExtractor(),
        store.sources.workspace,
        recorder=store.checks if recorder else None,
    )


def req(draft: str = DRAFT_4BD, **kw: object) -> CheckRequest:
    return CheckRequest(ticket_id="TCK-9001", draft=draft, now=NOW, user="ana", **kw)  # type: ignore[arg-type]


def test_a_prepared_request_checks_as_the_request_itself(store: Store) -> None:
    service = service_for(store)
    prepared = service.prepare(req())
    assert prepared.ticket.id == "TCK-9001" and prepared.sources
    seen = visible(store.sources.workspace().sources, "support_agent")
    assert [s.id for s in prepared.sources] == [s.id for s in seen]  # only what they may see
    direct, again = service.check(req()), service.check(prepared)
    assert again.check_hash == direct.check_hash and again.decision == direct.decision == "HOLD"


def test_prepare_refuses_bad_input_before_anything_runs(store: Store) -> None:
    with pytest.raises(InputError, match="Unknown role"):
        service_for(store).prepare(req(role="intern"))


def test_record_stores_the_check_once_with_its_purpose_and_who(store: Store) -> None:
    service = service_for(store)
    result = service.record(req())
    recorded = service.record(service.prepare(req()), purpose="send", who="bea")
    rows = store.query("SELECT check_hash, who, purpose, draft FROM checks ORDER BY id")
    assert rows == [
        {"check_hash": result.check_hash, "who": "ana", "purpose": "check", "draft": DRAFT_4BD},
        {"check_hash": recorded.check_hash, "who": "bea", "purpose": "send", "draft": DRAFT_4BD},
    ]


def test_record_goes_where_the_caller_names_else_nowhere_silently(store: Store) -> None:
    other = Store(":memory:")
    service = service_for(store, recorder=False)
    with pytest.raises(RuntimeError, match="records nowhere"):
        service.record(req())
    assert store.checks.counts()["drafts_checked"] == 0
    service.record(req(), into=other.checks)
    assert other.checks.counts()["drafts_checked"] == 1
    assert store.checks.counts()["drafts_checked"] == 0
