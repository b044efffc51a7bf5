"""`engine.unreadset`: the one list of unread sources, shared by the SOURCE_UNREAD cap
(`decide`) and `catalogue check`. Invented wording: a kennel's price list."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from guard.engine.decide import decide
from guard.engine.hidden import capped_kinds
from guard.engine.unreadset import read_sources
from guard.extract.local import LocalExtractor
from guard.kb.catalogue import Catalogue
from guard.models import DraftExtraction, Extractions, Source, SourceExtraction
from tests.support.builders import ticket, verified_source
from tests.support.reading import named_catalogue


def kennel() -> Catalogue:
    topics: dict[str, Any] = {
        "overnight_fee": {"kind": "money", "currency": "GBP", "about": ["overnight stay*"]},
        "pickup_window": {"kind": "duration", "about": ["pick-up*", "pickup*"]},
    }
    return named_catalogue("Kennel", topics)


CLEAN = verified_source("K-1", "An overnight stay costs £30.\n")
SILENT = verified_source("K-2", "Every grooming session is free of charge.\n")
MISREAD = verified_source("K-3", "An overnight stay costs £45.\n")
FAILED = verified_source("K-4", "Pick-up is within 2 hours.\n")


def _misread(ext: SourceExtraction) -> SourceExtraction:
    """The claim says £99 where the sentence says £45."""
    claims = [
        c.model_copy(update={"value": c.value.model_copy(update={"amount": 99.0})})
        if c.value is not None
        else c
        for c in ext.claims
    ]
    assert claims
    return ext.model_copy(update={"claims": claims})


def _extractions(draft: DraftExtraction, sources: list[Source], cat: Catalogue) -> Extractions:
    reader = LocalExtractor(cat)
    exts = [reader.extract_source(s) for s in sources]
    exts[2] = _misread(exts[2])
    exts[3] = SourceExtraction(source_id="K-4", ok=False, error="timeout")
    return Extractions(draft=draft, sources=exts)


def test_each_way_a_source_goes_unread_and_what_it_caps() -> None:
    cat = kennel()
    sources = [CLEAN, SILENT, MISREAD, FAILED]
    reading = read_sources(_extractions(DraftExtraction(text=""), sources, cat), sources, cat)
    unread = {u.source_id: u for u in reading.unread}
    assert list(unread) == ["K-2", "K-3", "K-4"]
    assert unread["K-2"].wording and "free" in unread["K-2"].wording
    assert unread["K-2"].caps == frozenset({"money", "percent"})
    assert unread["K-3"].misread and unread["K-3"].quote == "An overnight stay costs £45."
    assert unread["K-3"].caps is None and unread["K-4"].caps is None
    assert (unread["K-4"].wording, unread["K-4"].misread) == (None, None)


def test_the_cap_names_the_same_sources() -> None:
    """`decide` reads its unread list from `read_sources`: a report built on it can never
    promise a cap the check does not make."""
    cat = kennel()
    sources = [CLEAN, SILENT, MISREAD, FAILED]
    text = "An overnight stay costs £30."
    draft = LocalExtractor(cat).extract_draft(text)
    ex = _extractions(draft, sources, cat)
    verdict = decide(ex, sources, ticket(), datetime(2026, 11, 1, tzinfo=UTC), cat)
    assert verdict.unread_sources == [u.source_id for u in read_sources(ex, sources, cat).unread]
    assert verdict.reason_code == "SOURCE_UNREAD"


def test_money_and_percent_stand_for_each_other() -> None:
    assert capped_kinds(None) is None
    assert capped_kinds(frozenset({"percent"})) == frozenset({"percent", "money"})
    assert capped_kinds(frozenset({"duration"})) == frozenset({"duration"})
