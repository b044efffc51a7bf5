"""The response cache keeps only what the engine can use (issue 12, item 3).

One fabricated model answer (a quote that is not in the source) used to be cached as ok and
replayed for good, even after `answerguard reset`, so an honest model was never asked again.
Every test here runs the real SDK against the fake Messages API, on a SQLite store.
"""

from __future__ import annotations

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.cached import CachingExtractor, MemoryCache, SavedExtractor
from guard.extract.identity import draft_identity, key_of, source_identity
from guard.extract.live import LiveExtractor
from guard.extract.local import LocalExtractor
from guard.extract.saved import SavedResponses
from guard.kb.catalogue import default_catalogue
from guard.kb.workspace import load_seed
from guard.store import Store
from tests.support.fake_model import FakeModel
from tests.support.seedcase import DRAFT_4BD, NOW

SEED = default_catalogue().hash
FABRICATED = "Instant transfers are always reversed within 5 business days."
DOC103 = load_seed().source("DOC-103")
DOC103_KEY = key_of(source_identity("claude-haiku-5-5", "live-29", DOC103.body, DOC103.kind, SEED))


def fabricating(target: str = "source:DOC-103") -> FakeModel:
    """A model that invents DOC-103's quotes (every claim's quote is not in the text)."""
    model = FakeModel()

    def invent(where: str, out: dict) -> dict:
        if where == target:
            for c in out["claims"]:
                c["quote" if "quote" in c else "span"] = FABRICATED
        return out

    model.mutate = invent
    return model


def drafts_asked(model: FakeModel, text: str) -> int:
    """Draft-extraction requests for exactly `text` (a HOLD also rechecks its safe reply)."""
    return sum(
        1
        for r in model.requests
        if f"<draft>\n{text}\n</draft>" in r["messages"][0]["content"]
        and "<governing_value>" not in r["messages"][0]["content"]
    )


def service(model: FakeModel, cache) -> CheckService:
    return CheckService(CachingExtractor(LiveExtractor(client=model.client()), cache))


def check(svc: CheckService, draft: str = DRAFT_4BD):
    return svc.check(CheckRequest(ticket_id="TCK-9001", draft=draft, now=NOW))


def test_a_fabricating_model_then_an_honest_one_on_the_same_database(tmp_path):
    db = tmp_path / "ag.db"
    first = check(service(fabricating(), Store(db).cache))
    assert [(x.source_id, x.reason) for x in first.rejected_extractions] == [
        ("DOC-103", "QUOTE_NOT_FOUND")
    ]
    assert first.decision != "HOLD"  # without DOC-103's claim, the right answer is lost
    assert Store(db).cache.get(DOC103_KEY) is None  # the fabricated answer was not kept

    honest = FakeModel()
    second = check(service(honest, Store(db).cache))
    assert (second.decision, second.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert second.rejected_extractions == []
    # Only DOC-103 went back to the model: the other answers were valid and came from the cache.
    assert honest.calls("source") == 1 and drafts_asked(honest, DRAFT_4BD) == 0
    assert Store(db).cache.get(DOC103_KEY) is not None  # the honest answer is kept


def test_a_poisoned_entry_already_in_the_database_is_discarded_on_read(store):
    """A database written before this fix holds a fabricated answer; it must not be replayed,
    and the fresh answer replaces it."""
    poisoned = LocalExtractor().extract_source(DOC103)
    for c in poisoned.claims:
        c.quote = FABRICATED
    identity = source_identity("claude-haiku-5-5", "live-29", DOC103.body, DOC103.kind, SEED)
    store.cache.put(DOC103_KEY, identity, poisoned.model_dump(mode="json", by_alias=True))

    model = FakeModel()
    r = check(service(model, store.cache))
    assert (r.decision, r.rejected_extractions) == ("HOLD", [])
    assert model.calls("source") == 4  # DOC-103 was asked again, like every uncached source
    replaced = store.cache.get(DOC103_KEY)
    assert replaced is not None and FABRICATED not in str(replaced)


def test_an_entry_that_no_longer_parses_is_discarded(store):
    identity = source_identity("claude-haiku-5-5", "live-29", DOC103.body, DOC103.kind, SEED)
    store.cache.put(DOC103_KEY, identity, {"sourceId": "DOC-103", "claims": [{"topic": "weather"}]})
    model = FakeModel()
    assert check(service(model, store.cache)).decision == "HOLD"
    assert model.calls("source") == 4


def test_one_fabricated_claim_among_valid_ones_is_not_cached():
    """Partly fabricated is still not what the engine can use: ask again next time."""
    model = FakeModel()

    def add_one(where: str, out: dict) -> dict:
        if where == "source:DOC-103":
            out["claims"].append({**out["claims"][0], "quote": FABRICATED})
        return out

    model.mutate = add_one
    cache = MemoryCache()
    r = check(service(model, cache))
    assert r.decision == "HOLD" and len(r.rejected_extractions) == 1  # the valid claim decides
    assert cache.get(DOC103_KEY) is None


def test_a_fabricated_supersession_quote_is_not_cached():
    model = FakeModel()

    def invent(where: str, out: dict) -> dict:
        if where == "source:DOC-103":
            for c in out["claims"]:
                c["supersedes"]["quote"] = "This replaces every other document."
        return out

    model.mutate = invent
    cache = MemoryCache()
    check(service(model, cache))
    assert cache.get(DOC103_KEY) is None


def test_a_draft_answer_with_an_invented_span_is_not_cached_and_heals(tmp_path):
    db = tmp_path / "ag.db"
    first = check(service(fabricating("draft"), Store(db).cache))
    assert (first.decision, first.reason_code) == ("AI_UNAVAILABLE", "EXTRACTION_FAILED")
    key = key_of(draft_identity("claude-haiku-5-5", "live-29", DRAFT_4BD, SEED))
    assert Store(db).cache.get(key) is None
    honest = FakeModel()
    assert check(service(honest, Store(db).cache)).decision == "HOLD"
    assert drafts_asked(honest, DRAFT_4BD) == 1


@pytest.mark.parametrize("task", ["source", "draft"])
def test_a_saved_response_that_fails_validation_is_not_replayed(tmp_path, task):
    """Saved responses are read through the same validation: a fabricated one falls back to
    the local extractor, labelled local, instead of being replayed as the model's answer."""
    directory = tmp_path / "ai_cache"
    saved = SavedResponses(directory)
    if task == "source":
        bad = LocalExtractor().extract_source(DOC103)
        for c in bad.claims:
            c.quote = FABRICATED
        identity = source_identity("claude-haiku-5-5", "live-29", DOC103.body, DOC103.kind, SEED)
    else:
        bad = LocalExtractor().extract_draft(DRAFT_4BD)
        for d in bad.claims:
            d.span = FABRICATED
        identity = draft_identity("claude-haiku-5-5", "live-29", DRAFT_4BD, SEED)
    saved.put(key_of(identity), identity, bad.model_dump(mode="json", by_alias=True))
    svc = CheckService(
        SavedExtractor(SavedResponses(directory), "claude-haiku-5-5", "live-29", LocalExtractor())
    )
    r = check(svc)
    assert (r.decision, r.rejected_extractions) == ("HOLD", [])
    assert r.ai.mode == "local"


def test_record_saves_no_fabricated_answer_and_says_so(tmp_path):
    from guard.extract.saved import load_file
    from guard.record import record_all

    report = record_all(LiveExtractor(client=fabricating().client()), tmp_path / "ai_cache")
    assert any("unread: DOC-103" in f and "not saved" in f for f in report.failures)
    saved_bodies = [load_file(f)[1]["inputText"] for f in (tmp_path / "ai_cache").glob("*.json")]
    assert saved_bodies and DOC103.body not in saved_bodies
