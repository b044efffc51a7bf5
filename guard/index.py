"""The claims index: every stored source version's claims, extracted once, when written.

A check must cost what the draft costs, not what the knowledge base costs. So a source's
claims are extracted and quote-validated when its version is stored (seed, import, edit,
capture), kept in SQLite with how the source was read, and a check reads only the rows it
needs: the sources with a claim on the draft's topics, and the ones that could not be read
(the SOURCE_UNREAD cap must still see them).

Rows are keyed by the extractor's identity (mode, model, prompt version, catalogue hash).
When the catalogue or the extractor changes, checks keep using the newest older row and say
so until `answerguard reindex` has read everything again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal

from guard.catalogue import Catalogue
from guard.engine.quotes import quote_in
from guard.engine.reading import policy_wording
from guard.extract.base import Extractor
from guard.models import Source, SourceExtraction
from guard.trust.binding import read_source

if TYPE_CHECKING:
    from guard.store import Store

Status = Literal["read", "failed", "rejected", "silent"]


def extractor_key(ex: Extractor, catalogue: Catalogue) -> str:
    """Who read the sources: a changed catalogue or extractor is a different index."""
    return f"{ex.mode}|{ex.model}|{ex.prompt_version}|{catalogue.hash}"


@dataclass(frozen=True)
class Indexed:
    """One source version as the index read it."""

    source_id: str
    version: int
    status: Status
    topics: frozenset[str]
    extraction: SourceExtraction
    #: False when the row was made by an older catalogue or extractor.
    current: bool = True

    def relevant(self, topics: set[str]) -> bool:
        """What a check on these topics must see: claims on them, or a source it could
        not read (which caps ALLOW)."""
        return self.status != "read" or bool(self.topics & topics)


def judge(source: Source, ext: SourceExtraction, catalogue: Catalogue) -> Status:
    """How a source was read, decided the way `decide` decides it (quotes, silence)."""
    if not ext.ok:
        return "failed"
    own = [c for c in ext.claims if c.source_id == source.id]
    if own and not any(quote_in(c.quote, source.body) for c in own):
        return "rejected"
    if not own and policy_wording(source.body, catalogue) is not None:
        return "silent"
    return "read"


@dataclass
class IndexStats:
    indexed: int = 0
    claims: int = 0
    unread: list[str] = field(default_factory=list)
    per_topic: dict[str, int] = field(default_factory=dict)


Progress = Callable[[int, int, Source, SourceExtraction], None]


class ClaimIndex:
    """The index over a store's `claim_index` table. Holds no state but the store."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # --- reading ---------------------------------------------------------------------

    def lookup(self, sources: Iterable[Source], key: str) -> dict[str, Indexed]:
        """The index rows of these exact source versions: the current extractor's where
        there is one, else the newest older row (marked not current)."""
        wanted = {(s.id, s.signals.version) for s in sources}
        if not wanted:
            return {}
        rows = self.store.index_rows(sorted(wanted))
        out: dict[str, Indexed] = {}
        for row in rows:
            sid = row["source_id"]
            current = row["extractor"] == key
            if sid in out and (out[sid].current or not current):
                continue
            out[sid] = _indexed(row, current)
        return out

    def claims_per_topic(self, sources: Iterable[Source], key: str) -> dict[str, int]:
        counts: dict[str, int] = {}
        for row in self.lookup(sources, key).values():
            for c in row.extraction.claims:
                counts[c.topic] = counts.get(c.topic, 0) + 1
        return counts

    # --- writing ---------------------------------------------------------------------

    def record(
        self, source: Source, ext: SourceExtraction, key: str, catalogue: Catalogue
    ) -> Indexed:
        status = judge(source, ext, catalogue)
        topics = sorted({c.topic for c in ext.claims if c.source_id == source.id})
        self.store.put_index_row(
            {
                "source_id": source.id,
                "version": source.signals.version,
                "extractor": key,
                "status": status,
                "topics": " ".join(topics),
                "extraction": ext.model_dump_json(by_alias=True),
                "at": datetime.now(UTC).isoformat(),
            }
        )
        return Indexed(source.id, source.signals.version, status, frozenset(topics), ext)

    def missing(self, sources: Iterable[Source], key: str) -> list[Source]:
        have = self.store.indexed_versions(key)
        return [s for s in sources if (s.id, s.signals.version) not in have]

    def ensure(
        self,
        sources: list[Source],
        ex: Extractor,
        catalogue: Catalogue,
        *,
        workers: int = 8,
        progress: Progress | None = None,
    ) -> IndexStats:
        """Extract every source version the current extractor has not read yet, a few at a
        time. Each finished source is stored at once, so an interrupted run keeps what it
        did and the next run does only the rest."""
        key = extractor_key(ex, catalogue)
        todo = self.missing(sources, key)
        stats = IndexStats()
        if not todo:
            return stats
        with ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="index") as pool:
            futures = {pool.submit(read_source, ex, s): s for s in todo}
            for done, f in enumerate(as_completed(futures), 1):
                source = futures[f]
                ext = f.result()
                row = self.record(source, ext, key, catalogue)
                stats.indexed += 1
                stats.claims += len(ext.claims)
                if row.status != "read":
                    stats.unread.append(source.id)
                for c in ext.claims:
                    stats.per_topic[c.topic] = stats.per_topic.get(c.topic, 0) + 1
                if progress is not None:
                    progress(done, len(todo), source, ext)
        return stats


def _indexed(row: dict[str, Any], current: bool) -> Indexed:
    ext = SourceExtraction.model_validate_json(row["extraction"])
    return Indexed(
        source_id=row["source_id"],
        version=int(row["version"]),
        status=row["status"],
        topics=frozenset(t for t in (row["topics"] or "").split(" ") if t),
        extraction=ext,
        current=current,
    )
