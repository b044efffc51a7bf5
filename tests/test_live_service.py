"""The live AI path end to end: the real SDK against a fake Messages API (tests/support/fake_model.py),
through the caching extractor, the check service and the send gate. No network."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator

import httpx2
import pytest
from limits import parse

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.cached import (
    CachingExtractor,
    MemoryCache,
    RecordingCache,
    SavedExtractor,
)
from guard.extract.identity import draft_identity, key_of, reply_identity, source_identity
from guard.extract.live import LiveExtractor
from guard.extract.local import LocalExtractor
from guard.extract.saved import SavedResponses, TamperedResponse, load_file
from guard.kb.catalogue import default_catalogue
from guard.kb.workspace import load_seed
from guard.quota import PAUSED_NOTICE, Quota
from guard.send import send
from guard.store import Store
from tests.support.fake_model import FakeModel, message
from tests.support.seedcase import DRAFT_4BD, NOW, doc105_fragments

SEED_HASH = default_catalogue().hash


@pytest.fixture
def model() -> Iterator[FakeModel]:
    fake = FakeModel()
    yield fake
    # Everything the local extractor finds fits the schema the live extractor sends.
    assert fake.violations == []


def live(model: FakeModel, cache=None) -> CachingExtractor:
    return CachingExtractor(LiveExtractor(client=model.client()), cache or MemoryCache())


def run(svc: CheckService, ticket="TCK-9001", draft=DRAFT_4BD, **kw):
    return svc.check(CheckRequest(ticket_id=ticket, draft=draft, now=NOW, **kw))


def test_valid_output_decides_and_is_labelled_live(model):
    r = run(CheckService(live(model)))
    assert (r.decision, r.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert (r.ai.mode, r.ai.model, r.ai.prompt_version) == ("live", "claude-haiku-5-5", "live-29")
    # The AI worded the safe reply from V and the quote; it was rechecked before being offered.
    assert r.suggestion.origin == "ai"
    assert "1 business day" in r.suggestion.text
    assert r.suggestion.recheck_decision == "ALLOW"
    reply_req = next(
        q for q in model.requests if "<governing_value>" in q["messages"][0]["content"]
    )
    assert "For instant transfers only" in reply_req["messages"][0]["content"]


def test_invalid_then_valid_is_one_retry(model):
    model.script["draft"] = [message("not json at all")]
    r = run(CheckService(live(model)), "TCK-9003")
    assert r.decision == "ALLOW"
    assert model.calls("draft") == 2


def test_invalid_twice_is_ai_unavailable(model):
    model.script["draft"] = [message("{}"), message({"claims": [{"topic": "weather"}]})]
    r = run(CheckService(live(model)))
    assert (r.decision, r.reason_code, r.ai.mode) == (
        "AI_UNAVAILABLE",
        "EXTRACTION_FAILED",
        "unavailable",
    )
    assert model.calls("draft") == 2


@pytest.mark.parametrize("failure", [500, 429, 401, httpx2.ConnectError("refused")])
def test_api_errors_are_ai_unavailable(model, failure):
    model.script["draft"] = [failure]
    r = run(CheckService(live(model)))
    assert r.decision == "AI_UNAVAILABLE"


def test_t8b_send_with_a_failing_draft_extraction_is_not_counted(store, model):
    model.script["draft"] = [500]
    svc = CheckService(live(model), store.sources.workspace)
    out = send(
        svc,
        store,
        CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW),
        "U1",
        acknowledged=True,
    )
    assert (out.status, out.exit_code) == ("ai_unavailable", 5)
    assert store.checks.counts()["intercepts"] == 0 and store.checks.outbox() == []


def test_a_quote_not_in_the_source_is_rejected(model):
    def invent(target: str, out: dict) -> dict:
        if target == "source:DOC-103":
            for c in out["claims"]:
                c["quote"] = "Instant transfers are always reversed within 1 business day."
        return out

    model.mutate = invent
    r = run(CheckService(live(model)))
    assert [(x.source_id, x.reason) for x in r.rejected_extractions] == [
        ("DOC-103", "QUOTE_NOT_FOUND")
    ]
    assert "always reversed" in r.rejected_extractions[0].snippet
    # Without DOC-103's claim, DOC-101 governs and SRC-202 signals the change.
    assert (r.decision, r.reason_code) == ("CAUTION", "CHANGE_SIGNALLED")


def test_a_source_error_caps_at_source_unread(model):
    model.by_source["DOC-103"] = [500]
    r = run(CheckService(live(model)), "TCK-9003")
    assert (r.decision, r.reason_code, r.unread_sources) == (
        "CAUTION",
        "SOURCE_UNREAD",
        ["DOC-103"],
    )
    assert "Could not read DOC-103" in r.ai.notice


def test_source_calls_run_concurrently():
    """Through the real SDK: the fake API holds every request until all five have arrived, so
    the check only completes if the draft and the four sources are asked for at once."""
    model = FakeModel()
    barrier = threading.Barrier(5, timeout=10)
    handler = model.handler

    def rendezvous(request):
        barrier.wait()
        return handler(request)

    model.handler = rendezvous  # type: ignore[method-assign]
    r = run(CheckService(live(model)), "TCK-9003")
    assert r.decision == "ALLOW" and r.ai.mode == "live"
    assert model.calls() == 5  # the draft and four visible sources


def test_ai_safe_reply_that_fails_its_recheck_is_replaced_by_the_template(model):
    model.reply_text = "Good news: failed transfers are reversed within 4 business days."
    r = run(CheckService(live(model)))
    assert r.suggestion.origin == "template"
    assert r.suggestion.text.endswith("a reversal window of 1 business day.")
    assert r.suggestion.recheck_decision == "ALLOW"


def test_a_failing_reply_writer_falls_back_to_the_template(model):
    model.script["reply"] = [500]
    r = run(CheckService(live(model)))
    assert (r.suggestion.origin, r.suggestion.recheck_decision) == ("template", "ALLOW")


@pytest.mark.parametrize("ticket", ["TCK-9001", "TCK-9002", "TCK-9003"])
def test_t5_the_model_never_receives_doc105(model, ticket):
    r = run(CheckService(live(model)), ticket, role="support_agent")
    sent = json.dumps(model.requests, ensure_ascii=False)
    result = r.model_dump_json(by_alias=True)
    for fragment in doc105_fragments():
        assert fragment not in sent, fragment
        assert fragment not in result, fragment


def test_t5_an_ops_lead_extraction_includes_doc105(model):
    run(CheckService(live(model)), role="ops_lead")
    assert "FR-HOLD" in json.dumps(model.requests)


# --- the cache and its identity -------------------------------------------------------------


def test_an_unedited_source_is_sent_to_the_model_once(model):
    svc = CheckService(live(model))
    run(svc, "TCK-9003")
    assert model.calls("source") == 4
    run(svc, "TCK-9001")
    run(svc, "TCK-9002", draft="Reversals take 4 business days.")
    assert model.calls("source") == 4  # every later check found them in the cache


def test_the_cache_survives_a_restart_in_sqlite(model, tmp_path):
    run(CheckService(live(model, Store(tmp_path / "c.db").cache)), "TCK-9003")
    before = model.calls()
    run(CheckService(live(model, Store(tmp_path / "c.db").cache)), "TCK-9003")
    assert model.calls() == before


def test_an_edited_source_misses_the_cache(model):
    from guard.kb.workspace import SourceEdit

    svc = CheckService(live(model))
    run(svc, "TCK-9003")
    body = load_seed().source("DOC-101").body.replace("4 business days", "5 business days")
    run(svc, "TCK-9003", edits=[SourceEdit(source="DOC-101", action="save_draft", body=body)])
    assert model.calls("source") == 5


@pytest.mark.parametrize("change", ["promptVersion", "schemaVersion", "model", "kind", "inputText"])
def test_any_identity_field_changes_the_key(change):
    base = source_identity("claude-haiku-5-5", "live-29", "Body", "policy")
    assert key_of({**base, change: "something else"}) != key_of(base)


def test_task_and_reply_fields_are_part_of_the_identity():
    d = draft_identity("m", "p", "text")
    s = source_identity("m", "p", "text", "policy")
    assert key_of(d) != key_of(s)
    r = reply_identity("m", "p", "draft", "1 business day", "quote", "HOLD")
    assert key_of(r) != key_of(
        reply_identity("m", "p", "draft", "2 business days", "quote", "HOLD")
    )
    assert key_of(r) != key_of(reply_identity("m", "p", "draft", "1 business day", "q2", "HOLD"))


def test_identity_of_the_cache_key_uses_the_extractors_model_and_prompt(model):
    """A different model (or prompt version) never reuses another's answers."""
    cache = MemoryCache()
    run(CheckService(CachingExtractor(LiveExtractor(client=model.client()), cache)), "TCK-9003")
    first = model.calls()
    other = LiveExtractor(client=model.client(), model="claude-sonnet-5-5")
    run(CheckService(CachingExtractor(other, cache)), "TCK-9003")
    assert model.calls() == 2 * first


# --- saved responses --------------------------------------------------------------------------


def record(model: FakeModel, directory) -> None:
    recorder = CachingExtractor(
        LiveExtractor(client=model.client()),
        RecordingCache(MemoryCache(), SavedResponses(directory)),
    )
    for t in ("TCK-9001", "TCK-9002", "TCK-9003"):
        run(CheckService(recorder), t)


def saved_service(directory) -> CheckService:
    return CheckService(
        SavedExtractor(SavedResponses(directory), "claude-haiku-5-5", "live-29", LocalExtractor())
    )


def test_saved_responses_replay_with_no_model_call(model, tmp_path):
    record(model, tmp_path / "ai_cache")
    r = run(saved_service(tmp_path / "ai_cache"))
    assert (r.decision, r.ai.mode, r.ai.model) == ("HOLD", "saved", "claude-haiku-5-5")
    assert r.ai.notice is None
    assert r.suggestion.origin == "ai"  # the recorded AI reply, replayed


def test_a_tampered_saved_file_is_refused(model, tmp_path):
    directory = tmp_path / "ai_cache"
    record(model, directory)
    key = key_of(draft_identity("claude-haiku-5-5", "live-29", DRAFT_4BD, SEED_HASH))
    path = directory / f"{key}.json"
    doc = json.loads(path.read_text())
    doc["identity"]["inputText"] = "Failed transfers are reversed within 9 business days."
    path.write_text(json.dumps(doc))
    with pytest.raises(TamperedResponse):
        load_file(path)
    saved = SavedResponses(directory)
    assert saved.get(key) is None and saved.refused == [path.name]
    # The check still runs: the draft falls back to the local extractor and says so.
    r = run(saved_service(directory))
    assert r.ai.mode == "local" and r.decision == "HOLD"


def test_saved_mode_miss_falls_back_to_local_and_says_so(tmp_path):
    r = run(saved_service(tmp_path / "empty"))
    assert (r.ai.mode, r.ai.model) == ("local", "local-rules")


# --- rate limits ------------------------------------------------------------------------------


def test_over_the_quota_a_check_runs_on_saved_responses_and_says_so(model, tmp_path):
    directory = tmp_path / "ai_cache"
    record(model, directory)
    quota = Quota("memory://", per_user=parse("2/10 minutes"), global_=parse("500/day"))
    fallback = SavedExtractor(
        SavedResponses(directory), "claude-haiku-5-5", "live-29", LocalExtractor()
    )
    svc = CheckService(live(model), quota=quota, fallback=fallback)
    assert run(svc, user="U1").ai.mode == "live"
    assert run(svc, user="U1").ai.mode == "live"
    before = model.calls()
    paused = run(svc, user="U1")
    assert paused.ai.mode == "saved" and PAUSED_NOTICE in paused.ai.notice
    assert paused.decision == "HOLD"
    assert model.calls() == before
    assert run(svc, user="U2").ai.mode == "live"  # the cap is per user


def test_the_global_daily_cap(model):
    quota = Quota("memory://", per_user=parse("20/10 minutes"), global_=parse("1/day"))
    svc = CheckService(live(model), quota=quota, fallback=LocalExtractor())
    assert run(svc, user="U1").ai.mode == "live"
    r = run(svc, user="U2")
    assert r.ai.mode == "local" and PAUSED_NOTICE in r.ai.notice


def test_record_writes_only_live_answers_for_every_case(model, tmp_path):
    from guard.record import record_all, record_cases

    report = record_all(LiveExtractor(client=model.client()), tmp_path / "ai_cache")
    assert report.failures == [] and report.checks == len(record_cases())
    files = list((tmp_path / "ai_cache").glob("*.json"))
    assert len(files) == report.written > 0
    tasks = {load_file(f)[1]["task"] for f in files}
    assert tasks == {"source_extraction", "draft_extraction", "safe_reply"}
    assert all(load_file(f)[1]["model"] == "claude-haiku-5-5" for f in files)
    # Saved mode now replays every variant without the model or the local extractor.
    from guard.kb.workspace import load_variants

    svc = saved_service(tmp_path / "ai_cache")
    for v in load_variants():
        r = svc.check(CheckRequest(ticket_id=v.ticket, draft=v.draft, now=NOW, edits=v.edits))
        assert r.ai.mode == "saved" and r.ai.notice is None, v.id
        assert (r.decision, r.reason_code) == (v.expected["decision"], v.expected["reason"])


def test_record_cli_refuses_without_a_key(monkeypatch):
    from typer.testing import CliRunner

    from guard.cli.app import app

    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.delenv("AI_MODE", raising=False)
    r = CliRunner().invoke(app, ["record"])
    assert r.exit_code == 2 and "needs ANTHROPIC_API_KEY" in r.stderr


def test_an_unreachable_shared_limiter_fails_closed():
    quota = Quota("redis://127.0.0.1:1/0")  # nothing listens on port 1
    assert quota.try_acquire("U1") is False


def test_a_hold_with_a_reworded_reply_costs_two_model_calls_after_import(model):
    """Issue 9: one call for a new draft, one for the HOLD's reply — the reply comes back with
    its own claims, so its recheck asks the model nothing (the sources come from the index)."""
    from guard.kb.index import ClaimIndex

    store = Store(":memory:")
    ex = live(model)
    svc = CheckService(ex, store.sources.workspace, index=ClaimIndex(store))
    ClaimIndex(store).ensure(list(store.sources.workspace().sources), ex, default_catalogue())
    before = {t: model.calls(t) for t in ("draft", "reply", "source")}
    r = run(svc)
    assert (r.decision, r.suggestion.origin, r.suggestion.recheck_decision) == (
        "HOLD",
        "ai",
        "ALLOW",
    )
    spent = {t: model.calls(t) - before[t] for t in before}
    assert spent == {"draft": 1, "reply": 1, "source": 0}


def test_reply_claims_with_a_span_not_in_the_reply_are_not_trusted_for_the_recheck(model):
    """A fabricated claim list never stands in for the recheck: it is not cached, and the
    recheck asks the model about the reply as about any draft."""
    original = model._default

    def fabricated(task, prompt):
        out = original(task, prompt)
        if task == "reply":
            for c in out["claims"]:
                c["span"] = "words that are not in the reply"
        return out

    model._default = fabricated  # type: ignore[method-assign]
    r = run(CheckService(live(model)))
    assert r.suggestion.origin == "ai" and r.suggestion.recheck_decision == "ALLOW"
    assert model.calls("draft") == 2  # the draft, then the reply's own recheck
