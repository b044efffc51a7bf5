"""The check service end to end with the local extractor: the canonical tickets, the
Appendix B variants, permissions (T5), input caps, and the safe-reply recheck."""

from __future__ import annotations

import threading
import time

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.engine.patterns import has_policy_pattern
from guard.errors import InputError
from guard.extract.cached import CachingExtractor, MemoryCache
from guard.extract.local import LocalExtractor
from guard.kb.workspace import MAX_BODY_CHARS, SourceEdit, load_seed, load_variants
from guard.models import DraftExtraction, Source, SourceExtraction
from tests.support.seedcase import DRAFT_4BD, ESCALATE_TEMPLATE, NOW, doc105_fragments


@pytest.fixture
def service() -> CheckService:
    return CheckService(LocalExtractor())


def check(service, ticket="TCK-9001", draft=DRAFT_4BD, **kw):
    return service.check(CheckRequest(ticket_id=ticket, draft=draft, now=NOW, **kw))


@pytest.mark.parametrize(
    ("ticket", "decision", "reason"),
    [
        ("TCK-9001", "HOLD", "CONTRADICTS_GOVERNING"),
        ("TCK-9002", "ESCALATE", "SCOPE_UNKNOWN"),
        ("TCK-9003", "ALLOW", "SUPPORTED"),
    ],
)
def test_canonical_tickets(service, ticket, decision, reason):
    r = check(service, ticket)
    assert (r.decision, r.reason_code) == (decision, reason)


def test_tck9001_safe_reply_says_one_business_day_and_rechecks_allow(service):
    r = check(service)
    assert r.suggestion is not None
    assert "1 business day" in r.suggestion.text
    assert (r.suggestion.origin, r.suggestion.recheck_decision) == ("template", "ALLOW")
    assert r.claims[0].governing_quote in load_seed().source("DOC-103").body


def test_tck9002_holding_reply_has_no_timeline(service):
    r = check(service, "TCK-9002")
    assert r.suggestion is not None and r.suggestion.text == ESCALATE_TEMPLATE
    assert not any(ch.isdigit() for ch in r.suggestion.text)
    assert not has_policy_pattern(r.suggestion.text)
    assert r.suggestion.recheck_decision == "ALLOW"


VARIANTS = {v.id: v for v in load_variants()}


@pytest.mark.parametrize("vid", sorted(VARIANTS))
def test_appendix_b_variant(service, vid):
    v = VARIANTS[vid]
    r = service.check(CheckRequest(ticket_id=v.ticket, draft=v.draft, now=NOW, edits=v.edits))
    assert (r.decision, r.reason_code) == (v.expected["decision"], v.expected["reason"])
    if "suggestionContains" in v.expected:
        assert r.suggestion is not None
        assert v.expected["suggestionContains"] in r.suggestion.text
        assert r.suggestion.recheck_decision in ("ALLOW", "CAUTION")
    if "governingValue" in v.expected:
        from guard.engine.values import format_value

        assert format_value(r.claims[0].governing_value) == v.expected["governingValue"]


def test_the_same_check_twice_gives_identical_json():
    fixed = iter(range(1000))
    svc = CheckService(LocalExtractor(), clock=lambda: next(fixed) * 0.0)
    a, b = check(svc), check(svc)
    assert a.model_dump_json(by_alias=True) == b.model_dump_json(by_alias=True)


# --- permissions (T5 at the service level) --------------------------------------------------


class SpyExtractor(LocalExtractor):
    def __init__(self) -> None:
        self.seen: list[str] = []
        self.lock = threading.Lock()

    def extract_source(self, source: Source) -> SourceExtraction:
        with self.lock:
            self.seen.append(source.body)
        return super().extract_source(source)

    def extract_draft(self, text: str) -> DraftExtraction:
        with self.lock:
            self.seen.append(text)
        return super().extract_draft(text)


@pytest.mark.parametrize("ticket", ["TCK-9001", "TCK-9002", "TCK-9003"])
def test_t5_support_agent_never_sees_doc105(ticket):
    spy = SpyExtractor()
    r = CheckService(spy).check(
        CheckRequest(
            ticket_id=ticket,
            draft=DRAFT_4BD,
            now=NOW,
            role="support_agent",
            # Overrides of a hidden source and of visibility are ignored, never a way in.
            edits=[
                SourceEdit(source="DOC-103", action="set", field="visibility", value="everyone")
            ],
        )
    )
    body105 = load_seed().source("DOC-105").body
    assert all(body105 not in seen and "FR-HOLD" not in seen for seen in spy.seen)
    dump = r.model_dump_json(by_alias=True)
    for fragment in doc105_fragments():
        assert fragment not in dump, fragment


def test_t5_edit_of_a_hidden_source_reads_as_unknown(service):
    with pytest.raises(InputError) as e:
        check(service, edits=[SourceEdit(source="DOC-105", action="remove")])
    assert "Unknown source 'DOC-105'" in e.value.message
    assert "DOC-105" not in e.value.message.split("Known sources:")[1]


def test_ops_lead_sees_doc105():
    spy = SpyExtractor()
    CheckService(spy).check(
        CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW, role="ops_lead")
    )
    assert any("FR-HOLD" in s for s in spy.seen)


# --- errors and caps ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        ({"ticket": "TCK-0000"}, "Unknown ticket 'TCK-0000'"),
        ({"draft": "   "}, "The draft is empty"),
        ({"draft": "x" * 1001}, "the limit is 1,000"),
        ({"rail": "express"}, "Unknown transfer type 'express'"),
        ({"edits": [SourceEdit(source="DOC-999", action="remove")]}, "Unknown source 'DOC-999'"),
        (
            {
                "edits": [
                    SourceEdit(
                        source="DOC-103", action="save_draft", body="y" * (MAX_BODY_CHARS + 1)
                    )
                ]
            },
            "the limit is 4,000",
        ),
        (
            {"edits": [SourceEdit(source="DOC-103", action="set", field="colour", value="red")]},
            "Unknown field 'colour'",
        ),
    ],
)
def test_bad_input_is_one_clear_error(service, kw, message):
    with pytest.raises(InputError) as e:
        check(service, **kw)
    assert message in e.value.message


def test_over_long_draft_error_returns_the_text(service):
    with pytest.raises(InputError) as e:
        check(service, draft="z" * 1001)
    assert e.value.user_text == "z" * 1001


# --- extraction: concurrency and caching ----------------------------------------------------


class SlowExtractor(LocalExtractor):
    """A fake model with a fixed latency per call (mode "live": the service reads a model's
    calls on threads, and local rules inline)."""

    mode = "live"

    def __init__(self, latency: float) -> None:
        self.latency = latency
        self.calls = 0
        self.lock = threading.Lock()

    def extract_source(self, source):
        with self.lock:
            self.calls += 1
        time.sleep(self.latency)
        return super().extract_source(source)

    def extract_draft(self, text):
        with self.lock:
            self.calls += 1
        time.sleep(self.latency)
        return super().extract_draft(text)


class RendezvousExtractor(LocalExtractor):
    """Every call waits until all `n` calls have started: it only finishes if they really
    run at the same time (in a row, the first would wait for the others and time out). A
    fake model: the service reads only a live model's calls at the same time."""

    mode = "live"

    def __init__(self, n: int) -> None:
        self.barrier = threading.Barrier(n, timeout=10)

    def extract_source(self, source):
        self.barrier.wait()
        return super().extract_source(source)

    def extract_draft(self, text):
        self.barrier.wait()
        return super().extract_draft(text)


def test_the_draft_and_every_source_are_extracted_at_the_same_time():
    sources = list(load_seed().sources)
    ex = RendezvousExtractor(len(sources) + 1)
    draft, exts = CheckService(ex).extract_all(ex, DRAFT_4BD, sources)
    assert draft.ok and all(e.ok for e in exts)  # a broken barrier would have raised


def test_local_rules_are_read_in_the_calling_thread():
    """No I/O to wait on, so no threads: a pool only adds thread starts and lock handoffs."""
    seen: set[str] = set()

    class Recording(LocalExtractor):
        def extract_source(self, source):
            seen.add(threading.current_thread().name)
            return super().extract_source(source)

    ex = Recording()
    CheckService(ex).extract_all(ex, DRAFT_4BD, list(load_seed().sources))
    assert seen == {threading.current_thread().name}


def test_unedited_sources_are_extracted_once_across_checks():
    slow = SlowExtractor(0)
    cached = CachingExtractor(slow, MemoryCache())
    svc = CheckService(cached)
    check(svc)
    first = slow.calls
    check(svc, "TCK-9003")
    assert slow.calls == first  # same sources, same draft: nothing reaches the extractor
    check(svc, "TCK-9003", draft="Reversals take 4 business days.")
    assert slow.calls == first + 1  # only the new draft is read


def test_concurrent_checks_share_one_model_call_per_source():
    slow = SlowExtractor(0.3)
    svc = CheckService(CachingExtractor(slow, MemoryCache()))
    from concurrent.futures import ThreadPoolExecutor

    drafts = [f"Failed transfers are reversed within {n} business days." for n in range(1, 9)]
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda d: check(svc, "TCK-9003", draft=d), drafts))
    assert all(r.decision in ("ALLOW", "HOLD") for r in results)
    # Four visible sources once each, one call per distinct draft, and one for the safe reply
    # that every HOLD shares (its text is the same template, so it is read once too).
    assert sum(r.decision == "HOLD" for r in results) == 7
    assert slow.calls == 4 + len(drafts) + 1


def test_progress_reports_each_extraction_then_the_rules(service):
    seen = []
    r = service.check(
        CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW), progress=seen.append
    )
    assert r.decision == "HOLD"
    assert len(seen) == 1 + 4 + 1  # the draft, four visible sources, then the rules
    assert seen[-1].applying_rules and seen[-1].sources_read == seen[-1].sources_total == 4
    assert any(p.draft_read for p in seen[:-1])
    assert [p.sources_read for p in seen[:-1]] == sorted(p.sources_read for p in seen[:-1])
