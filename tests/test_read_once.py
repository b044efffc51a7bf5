"""The local extractor reads each version of a source once (`guard/extract/local/memo.py`):
the same claims as a fresh reading, a new reading when the source or the catalogue changes, a
failed reading never kept, and no caller able to change what the next one gets."""

from __future__ import annotations

from guard.extract.local import LocalExtractor
from guard.extract.local.memo import ReadOnce
from guard.models import SourceExtraction
from tests.support.builders import verified_source
from tests.support.reading import named_catalogue

KENNELS = named_catalogue(
    "Hilltop kennels",
    {
        "stay_deposit": {"kind": "money", "currency": "GBP", "about": ["deposit"]},
        "collection_window": {"kind": "duration", "about": ["collect*"]},
    },
)
BODY = "A deposit of £40 holds your dog's place. Please collect your dog within 2 hours."


def _values(ext: SourceExtraction) -> list[tuple[str, float | None]]:
    return [(c.topic, c.value.amount if c.value else None) for c in ext.claims]


def test_a_remembered_reading_is_the_reading() -> None:
    src = verified_source("K-1", BODY, title="Boarding")
    ex = LocalExtractor(KENNELS)
    first, again = ex.extract_source(src), ex.extract_source(src)
    fresh = LocalExtractor(KENNELS).extract_source(src)
    assert first == again == fresh
    assert _values(first) == [("stay_deposit", 40), ("collection_window", 2)]


def test_a_changed_body_or_catalogue_is_read_again() -> None:
    ex = LocalExtractor(KENNELS)
    ex.extract_source(verified_source("K-1", BODY, title="Boarding"))
    edited = verified_source("K-1", BODY.replace("£40", "£45"), title="Boarding")
    assert ("stay_deposit", 45) in _values(ex.extract_source(edited))
    ex.catalogue = named_catalogue(
        "Hilltop kennels", {"stay_deposit": {"kind": "money", "currency": "GBP", "about": ["x"]}}
    )
    assert ("stay_deposit", 45) not in _values(ex.extract_source(edited))


def test_a_failed_reading_is_not_kept_and_a_copy_cannot_change_the_memo() -> None:
    memo = ReadOnce()
    src = verified_source("K-1", BODY, title="Boarding")
    calls: list[int] = []

    def failing() -> SourceExtraction:
        calls.append(1)
        return SourceExtraction(source_id="K-1", ok=False, error="boom")

    memo.read("h", src, failing)
    memo.read("h", src, failing)
    assert len(calls) == 2
    good = LocalExtractor(KENNELS).extract_source(src)
    memo.read("h", src, lambda: good.model_copy(deep=True))
    memo.read("h", src, failing).claims.clear()  # one caller empties its copy
    assert memo.read("h", src, failing).claims == good.claims
    assert len(calls) == 2


def test_the_memo_is_bounded() -> None:
    memo = ReadOnce(limit=2)
    reads: list[str] = []
    for body in ("a", "b", "c", "a"):
        src = verified_source("K-1", body, title="T")
        memo.read("h", src, lambda b=body: (reads.append(b), SourceExtraction(source_id="K-1"))[1])
    assert reads == ["a", "b", "c", "a"]  # "a" was dropped when "c" came in
