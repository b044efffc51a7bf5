"""Long sources are read in sections that fit the cap, each quote verbatim from the body."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from guard.extract.local import LocalExtractor
from guard.extract.sections import read_source, sections
from guard.kb.workspace import MAX_BODY_CHARS
from guard.models import Owner, Signals, Source, SourceExtraction


def long_article(n: int = 12) -> str:
    parts = ["# Payouts, fees and limits\n\nEverything about getting paid.\n"]
    for i in range(n):
        parts.append(
            f"\n## Section {i}\n\n"
            + ("Some background that explains the context. " * 12)
            + f"\n\nFailed transfers are reversed within {i % 4 + 1} business days.\n"
        )
    return "".join(parts)


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=0, max_size=20000), st.integers(200, 5000))
def test_sections_cover_the_body_in_order_within_the_cap(body: str, cap: int) -> None:
    parts = sections(body, cap)
    assert "".join(parts) == body
    assert all(len(p) <= cap for p in parts)


def test_a_long_article_is_cut_at_headings() -> None:
    body = long_article()
    parts = sections(body)
    assert len(body) > MAX_BODY_CHARS and len(parts) > 1
    assert all(p.startswith("#") for p in parts)


class ModelLike(LocalExtractor):
    """The local rules, labelled like a model so the cap applies; records what it read."""

    mode = "live"  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.lengths: list[int] = []

    def extract_source(self, source: Source) -> SourceExtraction:
        self.lengths.append(len(source.body))
        return super().extract_source(source)


def source(body: str) -> Source:
    return Source(
        id="HC-1",
        title="Long",
        kind="article",
        body=body,
        signals=Signals(updated_at=datetime(2026, 1, 1, tzinfo=UTC), owner=Owner(name="o")),
    )


def test_a_model_reads_each_section_and_the_claims_come_back_under_the_source() -> None:
    ex = ModelLike()
    src = source(long_article())
    ext = read_source(ex, src)
    assert ext.ok and len(ex.lengths) > 1 and max(ex.lengths) <= MAX_BODY_CHARS
    assert len(ext.claims) == 12
    assert [c.claim_id for c in ext.claims] == [f"HC-1#c{i}" for i in range(1, 13)]
    assert all(c.quote in src.body and c.source_id == "HC-1" for c in ext.claims)


def test_one_unread_section_leaves_the_whole_source_unread() -> None:
    class Flaky(ModelLike):
        def extract_source(self, s: Source) -> SourceExtraction:
            if "Section 5" in s.body:
                return SourceExtraction(source_id=s.id, ok=False, error="timeout")
            return super().extract_source(s)

    ext = read_source(Flaky(), source(long_article()))
    assert not ext.ok and "timeout" in (ext.error or "")


def test_the_local_extractor_reads_a_long_document_whole() -> None:
    class Counting(LocalExtractor):
        calls = 0

        def extract_source(self, s: Source) -> SourceExtraction:
            Counting.calls += 1
            return super().extract_source(s)

    ext = read_source(Counting(), source(long_article()))
    assert ext.ok and Counting.calls == 1 and len(ext.claims) == 12
