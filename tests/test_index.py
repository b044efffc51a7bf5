"""The claims index: sources are read when written, never during a check, and a check reads
only what the draft's topics need — with the same outcome as reading everything."""

from __future__ import annotations

from pathlib import Path

import pytest

from guard.check import STALE_INDEX_NOTICE, CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor
from guard.kb.index import ClaimIndex
from guard.kb.workspace import SourceEdit, load_folder
from guard.kb.workspace.cases import load_cases
from guard.runtime import Runtime
from guard.settings import Settings
from guard.store import Store
from tests.support.indexkb import CATALOGUE, Spy, big_kb
from tests.support.seedcase import NOW

BRIGHTCART = Path(__file__).resolve().parent.parent / "guard" / "workspaces" / "brightcart"


def runtime_for(root: Path, spy: Spy) -> Runtime:
    store = Store(":memory:", base=lambda: load_folder(root))
    index = ClaimIndex(store)
    service = CheckService(spy, store.sources.workspace, index=index, recorder=store.checks)
    return Runtime(Settings(ai_mode="local"), store, service, index)


def test_after_import_a_check_reads_no_source_and_an_edit_reads_exactly_one(
    tmp_path: Path,
) -> None:
    root = big_kb(tmp_path)
    spy = Spy(load_folder(root).catalogue)
    rt = runtime_for(root, spy)
    stats = rt.refresh_index()
    assert stats.indexed == 200 and len(spy.sources) == 200

    spy.sources.clear()
    for draft in (
        "Pro payouts arrive within 2 business days.",
        "Pro plan payouts arrive within 1 business day.",
        "Thanks, have a good day!",
    ):
        rt.service.check(CheckRequest(ticket_id=None, draft=draft, now=NOW, scope={"plan": "pro"}))
    # Three drafts, plus the recheck of the first one's safe reply (it is a HOLD).
    assert spy.sources == [] and spy.drafts == 4

    rt.store.sources.edit(
        "a007",
        SourceEdit(
            source="a007", action="save_and_verify", body="Pro plan payouts: 2 business days."
        ),
        "ops",
        NOW,
    )
    rt.refresh_index()
    assert spy.sources == ["a007"]
    spy.sources.clear()
    r = rt.service.check(
        CheckRequest(
            ticket_id=None,
            draft="Pro payouts arrive within 2 business days.",
            now=NOW,
            scope={"plan": "pro"},
        )
    )
    assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED") and spy.sources == []


def test_a_check_passes_only_the_draft_topics_sources_to_the_rules(tmp_path: Path) -> None:
    root = big_kb(tmp_path)
    rt = runtime_for(root, Spy(load_folder(root).catalogue))
    rt.refresh_index()
    r = rt.service.check(
        CheckRequest(
            ticket_id=None,
            draft="Pro payouts arrive within 2 business days.",
            now=NOW,
            scope={"plan": "pro"},
        )
    )
    assert (r.decision, r.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert {ev.source.id for c in r.claims for ev in c.evidence} == {"a007"}


def test_a_one_shot_edit_is_read_for_that_check_and_never_indexed(tmp_path: Path) -> None:
    root = big_kb(tmp_path, 20)
    spy = Spy(load_folder(root).catalogue)
    rt = runtime_for(root, spy)
    rt.refresh_index()
    spy.sources.clear()
    edit = SourceEdit(source="a007", action="save_and_verify", body="Pro plan payouts: 3 days.")
    r = rt.service.check(
        CheckRequest(
            ticket_id=None,
            draft="Pro payouts take 3 days.",
            now=NOW,
            scope={"plan": "pro"},
            edits=[edit],
        )
    )
    assert (r.decision, r.reason_code) == ("ALLOW", "SUPPORTED") and spy.sources == ["a007"]
    # The stored version is untouched, and so is its index row.
    r = rt.service.check(
        CheckRequest(
            ticket_id=None, draft="Pro payouts take 3 days.", now=NOW, scope={"plan": "pro"}
        )
    )
    assert r.reason_code == "UNIT_MISMATCH" and spy.sources == ["a007"]


def test_a_changed_catalogue_uses_the_old_index_and_says_so_until_reindex(
    tmp_path: Path,
) -> None:
    root = big_kb(tmp_path, 20)
    rt = runtime_for(root, Spy(load_folder(root).catalogue))
    rt.refresh_index()
    (root / "answerguard.yaml").write_text(
        CATALOGUE + "  region: {eu: [in the eu], us: [in the us]}\n", encoding="utf-8"
    )
    spy = Spy(load_folder(root).catalogue)
    rt2 = runtime_for(root, spy)
    rt2.store = rt.store
    rt2.service = CheckService(
        spy, lambda: rt.store.sources.workspace(), index=ClaimIndex(rt.store)
    )
    rt2.index = rt2.service.index
    req = CheckRequest(ticket_id=None, draft="Pro payouts take 1 business day.", now=NOW)
    stale = rt2.service.check(req)
    assert spy.sources == [] and STALE_INDEX_NOTICE in (stale.ai.notice or "")
    stats = rt2.refresh_index()
    assert stats.indexed == 20
    fresh = rt2.service.check(req)
    assert STALE_INDEX_NOTICE not in (fresh.ai.notice or "")


@pytest.mark.parametrize("case", load_cases(BRIGHTCART), ids=lambda c: c.id)
def test_the_index_gives_the_same_outcome_as_reading_everything(case) -> None:  # type: ignore[no-untyped-def]
    ws = load_folder(BRIGHTCART)
    store = Store(":memory:", base=lambda: ws)
    indexed = CheckService(
        LocalExtractor(ws.catalogue), store.sources.workspace, index=ClaimIndex(store)
    )
    direct = CheckService(LocalExtractor(ws.catalogue), store.sources.workspace)
    req = CheckRequest(
        ticket_id=case.ticket,
        draft=case.draft,
        now=case.now or NOW,
        role=case.role,  # type: ignore[arg-type]
        scope=case.scope,
    )
    a, b = indexed.check(req), direct.check(req)
    assert (a.decision, a.reason_code, a.unread_sources) == (
        b.decision,
        b.reason_code,
        b.unread_sources,
    )
    assert [c.governing_value for c in a.claims] == [c.governing_value for c in b.claims]
    assert (a.decision, a.reason_code) == (case.expected.decision, case.expected.reason)


class _StopsAfter(Spy):
    """The local extractor, failing on its `n`-th source as a killed run would stop."""

    def __init__(self, catalogue, n: int) -> None:  # type: ignore[no-untyped-def]
        super().__init__(catalogue)
        self.n = n

    def extract_source(self, source):  # type: ignore[no-untyped-def]
        if len(self.sources) + 1 >= self.n:
            raise KeyboardInterrupt
        return super().extract_source(source)


def test_an_interrupted_local_index_run_keeps_every_source_it_read(tmp_path: Path) -> None:
    """Local readings run one source at a time in the calling thread: the sources read
    before the stop are stored, and the next run reads only the rest."""
    root = big_kb(tmp_path, n=30)
    catalogue = load_folder(root).catalogue
    store = Store(":memory:", base=lambda: load_folder(root))
    index = ClaimIndex(store)
    sources = store.sources.workspace().sources
    with pytest.raises(KeyboardInterrupt):
        index.ensure(sources, _StopsAfter(catalogue, 12), catalogue)
    spy = Spy(catalogue)
    stats = index.ensure(sources, spy, catalogue)
    assert stats.indexed == len(sources) - 11
    assert len(spy.sources) == len(sources) - 11
