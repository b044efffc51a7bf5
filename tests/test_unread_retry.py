"""An index row that is not `read` is read again (issue 18, item 1).

One bad model answer (a fabricated quote, an empty answer for a page that states policy, a
500) used to leave its source version `rejected`, `silent` or `failed` in the claims index
for good: an honest model was never asked again. Now a live check or write that meets such
a row reads the version again once the retry interval has passed since its last attempt
(on the check's clock), and records each attempt. Real SDK, fake Messages API, one SQLite
database, freezegun for the clock.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from freezegun import freeze_time
from typer.testing import CliRunner

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.cached import CachingExtractor, SavedOnFailure
from guard.extract.live import LiveExtractor
from guard.extract.outputs import output_models
from guard.extract.saved import SavedResponses
from guard.kb.catalogue import default_catalogue
from guard.kb.index import ClaimIndex, extractor_key
from guard.kb.unread import unread_lines
from guard.models import CheckResult
from guard.runtime import Runtime
from guard.settings import Settings
from guard.store import Store
from tests.support.fake_model import FakeModel, message
from tests.support.seedcase import DRAFT_4BD, NOW

FABRICATED = {
    "claims": [
        {
            "topic": "reversal_window",
            "value": {"kind": "duration", "amount": 3, "unit": "business_days"},
            "valueText": "3 business days",
            "scope": {"rail": "instant"},
            "effectiveFrom": None,
            "statusWording": "in_force",
            "supersedes": None,
            "quote": "Instant transfers are always reversed within 3 business days.",
        }
    ]
}
#: Built before any clock is frozen: freezegun swaps `date` in every loaded module, and the
#: output models (cached per catalogue) must be made from the real one.
output_models(default_catalogue())

BAD_ANSWERS = {
    "rejected": message(FABRICATED),
    "silent": message({"claims": []}),
    "failed": 500,
}


def _runtime(db: Path, model: FakeModel, saved: Path) -> Runtime:
    """A live runtime on `db` whose model is `model` (a new process on the same database)."""
    store = Store(db)
    ex = SavedOnFailure(
        CachingExtractor(LiveExtractor(client=model.client()), store.cache), SavedResponses(saved)
    )
    index = ClaimIndex(store)
    index.retry_every = timedelta(hours=1)
    service = CheckService(ex, store.sources.workspace, index=index, recorder=store.checks)
    return Runtime(Settings(ai_mode="live", api_key="test"), store, service, index)


def _check(rt: Runtime, now) -> CheckResult:
    return rt.service.check(CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=now))


@pytest.mark.parametrize("status", sorted(BAD_ANSWERS))
def test_a_bad_answer_once_then_an_honest_model_holds_after_the_interval(tmp_path, status):
    db, saved = tmp_path / "ag.db", tmp_path / "saved"
    saved.mkdir()
    liar = FakeModel()
    liar.by_source["DOC-103"] = [BAD_ANSWERS[status]]
    with freeze_time(NOW):
        rt = _runtime(db, liar, saved)
        rt.refresh_index()  # the write that reads every source: DOC-103 comes out unread
        key = extractor_key(rt.service.extractor, rt.store.header().catalogue)
        [row] = rt.store.index.unread_rows(key)
        assert (row["source_id"], row["status"]) == ("DOC-103", status)
        first = _check(rt, NOW)
    assert first.decision != "HOLD"
    assert "DOC-103" in first.unread_sources

    honest = FakeModel()
    soon = NOW + timedelta(minutes=30)
    with freeze_time(soon):
        rt = _runtime(db, honest, saved)
        early = _check(rt, soon)
    assert early.decision == first.decision  # within the hour: not asked again
    assert honest.calls("source") == 0

    later = NOW + timedelta(minutes=61)
    with freeze_time(later):
        rt = _runtime(db, honest, saved)
        result = _check(rt, later)
        again = _check(rt, later)
    assert (result.decision, result.reason_code, result.unread_sources) == (
        "HOLD",
        "CONTRADICTS_GOVERNING",
        [],
    )
    assert again.decision == "HOLD"
    assert honest.calls("source") == 1  # one retry, for DOC-103 only
    assert rt.store.index.unread_rows(key) == []
    attempts = rt.store.query(
        "SELECT status, at FROM index_attempts WHERE source_id = 'DOC-103' ORDER BY id"
    )
    assert [a["status"] for a in attempts] == [status, "read"]


def test_the_interval_runs_on_the_checks_clock(tmp_path):
    """`--now` sets the check's clock: a check dated an hour on retries, whatever the wall
    clock says; one dated earlier does not."""
    saved = tmp_path / "saved"
    saved.mkdir()
    liar = FakeModel()
    liar.by_source["DOC-103"] = [message({"claims": []})]
    with freeze_time(NOW):
        rt = _runtime(tmp_path / "ag.db", liar, saved)
        rt.refresh_index()
        honest = FakeModel()
        rt = _runtime(tmp_path / "ag.db", honest, saved)
        assert _check(rt, NOW + timedelta(minutes=59)).decision != "HOLD"
        assert honest.calls("source") == 0
        assert _check(rt, NOW + timedelta(hours=2)).decision == "HOLD"


def test_a_write_retries_due_versions_and_reindex_unread_retries_all(tmp_path, monkeypatch):
    saved = tmp_path / "saved"
    saved.mkdir()
    liar = FakeModel()
    liar.by_source["DOC-103"] = [500, 500]
    with freeze_time(NOW):
        rt = _runtime(tmp_path / "ag.db", liar, saved)
        rt.refresh_index()
        assert rt.retry_unread(rt.index.retry_every) == {}  # not due yet
        lines = unread_lines(rt, {"DOC-103"})
        assert lines[1].startswith("  DOC-103 v")
        assert "the model call failed" in lines[1]
        assert "last tried 2026-11-30 12:00 UTC" in lines[1]
        assert unread_lines(rt, {"DOC-101"}) == []  # only sources the reader may see
        forced = rt.retry_unread(None)  # reindex --unread: whenever last tried
        assert forced["DOC-103"].status == "failed"
    with freeze_time(NOW + timedelta(hours=2)):
        rt = _runtime(tmp_path / "ag.db", FakeModel(), saved)
        rt.refresh_index()  # a write: the due version is read again
        key = extractor_key(rt.service.extractor, rt.store.header().catalogue)
        assert rt.store.index.unread_rows(key) == []


def test_reindex_unread_needs_live_mode(tmp_path, monkeypatch):
    from guard.cli.app import app

    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "ag.db"))
    monkeypatch.setenv("AI_MODE", "local")
    r = CliRunner().invoke(app, ["reindex", "--unread"])
    assert r.exit_code == 2
    assert "needs live mode" in r.output
