"""The claims index: every stored source version's claims, extracted once, when written.

A check must cost what the draft costs, not what the knowledge base costs. So a source's
claims are extracted and quote-validated when its version is stored (seed, import, edit,
capture), kept in SQLite with how the source was read, and a check reads only the rows it
needs: the sources with a claim on the draft's topics, and the ones that could not be read
(the SOURCE_UNREAD cap must still see them).

Rows are keyed by the extractor's identity (mode, model, prompt version, catalogue hash; for
the local rules also a hash of their code, `guard/extract/fingerprint.py`).
When the catalogue or the extractor changes, checks keep using the newest older row and say
so until `answerguard reindex` has read everything again.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, Literal

from guard.engine.quotes import quote_in
from guard.engine.reading import unexplained_wording
from guard.engine.stated import source_claim_problem
from guard.extract.base import Extractor
from guard.extract.fingerprint import rules_fingerprint
from guard.kb.catalogue import Catalogue
from guard.models import Source, SourceExtraction
from guard.trust.binding import read_source

if TYPE_CHECKING:
    from guard.store import Store

Status = Literal["read", "failed", "rejected", "silent"]


def extractor_key(ex: Extractor, catalogue: Catalogue) -> str:
    """Who read the sources: a changed catalogue or extractor is a different index. The local
    rules also key on their code (`rules_fingerprint`), so a reading changed without a version
    bump is not answered from rows the old code wrote."""
    key = f"{ex.mode}|{ex.model}|{ex.prompt_version}|{catalogue.hash}"
    return f"{key}|{rules_fingerprint()}" if ex.mode == "local" else key


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
    # One claim whose words state another value, status or scope makes the whole source
    # misread for the rules (`engine.validation`), which caps every ALLOW: a check on any
    # topic must see it, as `eval`, which reads every source, does.
    if any(
        quote_in(c.quote, source.body) and source_claim_problem(c, source.body, catalogue)
        for c in own
    ):
        return "rejected"
    if not own and unexplained_wording(source, ext, catalogue) is not None:
        return "silent"
    return "read"


@dataclass
class IndexStats:
    indexed: int = 0
    claims: int = 0
    unread: list[str] = field(default_factory=list)
    per_topic: dict[str, int] = field(default_factory=dict)


Progress = Callable[[int, int, Source, SourceExtraction], None]

#: Index rows are written in batches of this many (or every this many seconds), one
#: transaction each: one commit per source made a 5,000-file import wait on the disk.
WRITE_BATCH = 200
WRITE_EVERY_S = 1.0


@dataclass(frozen=True)
class _Row:
    """An index row without its extraction: what a check needs to pick the rows it reads."""

    extractor: str
    status: Status
    topics: frozenset[str]
    #: When the row was written: a retried version's row is written again (index_retry.py),
    #: so a parsed extraction is kept only for the row it was parsed from.
    at: str = ""


@dataclass
class Chosen:
    """What the index holds for a set of source versions, before anything is parsed."""

    #: source id → (version, the row chosen for it: the current extractor's, else the
    #: newest older one)
    rows: dict[str, tuple[int, _Row]]
    #: Stored versions with no row at all (written by a process that did not index them).
    missing: list[str]
    #: True when some chosen row was made by an older catalogue or extractor.
    stale: bool
    #: The extractor key it was chosen for, and the index rows it was chosen from.
    key: str = ""
    token: object = None
    by_topic: dict[str, dict[str, tuple[int, _Row]]] = field(default_factory=dict)
    unread: dict[str, tuple[int, _Row]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for sid, (version, row) in self.rows.items():
            if row.status != "read":
                self.unread[sid] = (version, row)
            for t in row.topics:
                self.by_topic.setdefault(t, {})[sid] = (version, row)

    def wanted(self, topics: Iterable[str]) -> dict[str, tuple[int, _Row]]:
        """The rows a check on these topics reads: claims on them, or unread."""
        out = dict(self.unread)
        for t in topics:
            out.update(self.by_topic.get(t, {}))
        return out


#: Parsed extractions kept in memory (a long-running bot reads the same rows again and
#: again); past this many the cache starts over.
PARSED_CACHE_MAX = 50_000


class ClaimIndex:
    """The index over a store's `claim_index` table.

    Rows are immutable once written (keyed by source, version and extractor), so a process
    keeps what it has read: the light columns of every row (status and topics), re-read only
    after an index write bumps the store's index revision, and the parsed extractions of the
    rows checks have needed. A check parses only the rows on its draft's topics."""

    def __init__(self, store: Store) -> None:
        self.store = store
        #: How long after its last attempt an unread version is read again by a live check
        #: or write (guard/kb/index_retry.py); None never retries.
        self.retry_every: timedelta | None = None
        self._lock = threading.Lock()
        self._light: tuple[str, dict[tuple[str, int], list[_Row]]] | None = None
        #: (source id, version, extractor) → (the row's `at`, its parsed extraction)
        self._parsed: dict[tuple[str, int, str], tuple[str, SourceExtraction]] = {}

    # --- reading ---------------------------------------------------------------------

    def _rows(self) -> dict[tuple[str, int], list[_Row]]:
        """(source id, version) → its rows, newest first, for the current index revision."""
        with self._lock:
            revision = self.store.index.revision()
            if self._light is not None and self._light[0] == revision:
                return self._light[1]
            out: dict[tuple[str, int], list[_Row]] = {}
            for r in self.store.index.light_rows():
                out.setdefault((r["source_id"], int(r["version"])), []).append(
                    _Row(r["extractor"], r["status"], _topics(r["topics"]), r["at"] or "")
                )
            self._light = (revision, out)
            return out

    def choose(self, sources: Iterable[Source], key: str) -> Chosen:
        """For each source version: the current extractor's row where there is one, else the
        newest older row; and the versions with none."""
        rows = self._rows()
        chosen: dict[str, tuple[int, _Row]] = {}
        missing: list[str] = []
        stale = False
        for s in sources:
            version = s.signals.version
            found = rows.get((s.id, version))
            if not found:
                missing.append(s.id)
                continue
            row = next((r for r in found if r.extractor == key), found[0])
            stale = stale or row.extractor != key
            chosen[s.id] = (version, row)
        return Chosen(chosen, missing, stale, key, rows)

    def unchanged(self, chosen: Chosen) -> bool:
        """Whether the index is as it was when `chosen` was worked out (one small query)."""
        return self._rows() is chosen.token

    def read(self, wanted: dict[str, tuple[int, _Row]], key: str) -> dict[str, Indexed]:
        """The chosen rows with their extractions, parsed once per process."""
        need = {(sid, v, row.extractor): row.at for sid, (v, row) in wanted.items()}
        with self._lock:
            todo = [
                k for k, at in need.items() if k not in self._parsed or self._parsed[k][0] != at
            ]
        if todo:
            fetched = {
                (r["source_id"], int(r["version"]), r["extractor"]): (
                    r["at"] or "",
                    r["extraction"],
                )
                for r in self.store.index.extractions(todo)
            }
            parsed = {
                k: (at, SourceExtraction.model_validate_json(raw))
                for k, (at, raw) in fetched.items()
            }
            with self._lock:
                if len(self._parsed) + len(parsed) > PARSED_CACHE_MAX:
                    self._parsed.clear()
                self._parsed.update(parsed)
        else:
            parsed = {}
        out: dict[str, Indexed] = {}
        for sid, (version, row) in wanted.items():
            k = (sid, version, row.extractor)
            hit = parsed.get(k) or self._parsed.get(k)
            if hit is None:  # written and dropped between the two reads: read it again
                return self.read(wanted, key)
            ext = hit[1]
            out[sid] = Indexed(sid, version, row.status, row.topics, ext, row.extractor == key)
        return out

    def lookup(self, sources: Iterable[Source], key: str) -> dict[str, Indexed]:
        """The index rows of these exact source versions: the current extractor's where
        there is one, else the newest older row (marked not current)."""
        return self.read(self.choose(sources, key).rows, key)

    def changed_topics(
        self, changes: Iterable[dict[str, Any]], key: str, *, unread_unknown: bool = False
    ) -> set[str] | None:
        """The topics a run of source writes can have moved: those the claims of every
        version written (`Store.source_changes_since` rows, oldest first) and of the version
        each followed have claims on, as the rows of extractor `key` say.

        A removed version has no claims (it is in no workspace), so it adds nothing; the
        version it followed does. An earlier version with no index row at all adds nothing
        either: whatever reads a version (a check, the register) records its row, so no
        earlier result rests on it (two edits saved together leave the first one unread).

        None when that cannot be known: a source's latest version without a row by `key`,
        an earlier one read only by another extractor or catalogue, or, with
        `unread_unknown`, a version that was not read (an unread source caps every check,
        whatever its topics, so a caller replaying checks must replay them all)."""
        rows = self._rows()
        latest = {str(c["source_id"]): int(c["id"]) for c in changes}
        versions: dict[tuple[str, int], bool] = {}  # version → must it have a row
        for c in changes:
            sid = str(c["source_id"])
            if not c["removed"]:
                versions[(sid, int(c["version"]))] = latest[sid] == int(c["id"])
            if c["before_version"] is not None and not c["before_removed"]:
                versions.setdefault((sid, int(c["before_version"])), False)
        topics: set[str] = set()
        for v, required in versions.items():
            found = rows.get(v, [])
            row = next((r for r in found if r.extractor == key), None)
            if row is None and not found and not required:
                continue
            if row is None or (unread_unknown and row.status != "read"):
                return None
            topics |= row.topics
        return topics

    def claims_per_topic(self, sources: Iterable[Source], key: str) -> dict[str, int]:
        counts: dict[str, int] = {}
        for row in self.lookup(sources, key).values():
            for c in row.extraction.claims:
                counts[c.topic] = counts.get(c.topic, 0) + 1
        return counts

    # --- writing ---------------------------------------------------------------------

    def record(
        self,
        source: Source,
        ext: SourceExtraction,
        key: str,
        catalogue: Catalogue,
        now: datetime | None = None,
        *,
        log_attempt: bool = True,
    ) -> Indexed:
        """Store how this version was read; a version not read also gets an attempt at `now`
        (the reader's clock), from which its retry interval runs (a retry records its own)."""
        status = judge(source, ext, catalogue)
        topics = sorted({c.topic for c in ext.claims if c.source_id == source.id})
        row = self._row(source, ext, key, status, topics)
        self.store.index.put_rows([row])
        if status != "read" and log_attempt:
            self.store.index.record_attempts([_attempt(row, now)])
        return self._remember(source, ext, key, status, topics, row["at"])

    @staticmethod
    def _row(
        source: Source, ext: SourceExtraction, key: str, status: Status, topics: list[str]
    ) -> dict[str, Any]:
        return {
            "source_id": source.id,
            "version": source.signals.version,
            "extractor": key,
            "status": status,
            "topics": " ".join(topics),
            "extraction": ext.model_dump_json(by_alias=True),
            "at": datetime.now(UTC).isoformat(),
        }

    def _remember(
        self,
        source: Source,
        ext: SourceExtraction,
        key: str,
        status: Status,
        topics: list[str],
        at: str,
    ) -> Indexed:
        with self._lock:
            self._parsed[(source.id, source.signals.version, key)] = (at, ext)
        return Indexed(source.id, source.signals.version, status, frozenset(topics), ext)

    def missing(self, sources: Iterable[Source], key: str) -> list[Source]:
        rows = self._rows()
        return [
            s
            for s in sources
            if not any(r.extractor == key for r in rows.get((s.id, s.signals.version), ()))
        ]

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
        time. Finished sources are stored as they come (in small batches, one transaction
        each), so an interrupted run keeps what it did and the next run does only the rest."""
        key = extractor_key(ex, catalogue)
        todo = self.missing(sources, key)
        stats = IndexStats()
        if not todo:
            return stats
        batch: list[dict[str, Any]] = []
        flushed = time.monotonic()

        def flush() -> None:
            nonlocal flushed
            if batch:
                self.store.index.put_rows(batch)
                self.store.index.record_attempts(
                    [_attempt(r, None) for r in batch if r["status"] != "read"]
                )
                batch.clear()
            flushed = time.monotonic()

        try:
            for done, (source, ext) in enumerate(_read_each(ex, todo, workers), 1):
                status = judge(source, ext, catalogue)
                topics = sorted({c.topic for c in ext.claims if c.source_id == source.id})
                batch.append(self._row(source, ext, key, status, topics))
                if len(batch) >= WRITE_BATCH or time.monotonic() - flushed > WRITE_EVERY_S:
                    flush()
                stats.indexed += 1
                stats.claims += len(ext.claims)
                if status != "read":
                    stats.unread.append(source.id)
                for c in ext.claims:
                    stats.per_topic[c.topic] = stats.per_topic.get(c.topic, 0) + 1
                if progress is not None:
                    progress(done, len(todo), source, ext)
        finally:
            flush()  # an interrupted run keeps every source it finished
        return stats


def _read_each(
    ex: Extractor, todo: list[Source], workers: int
) -> Iterator[tuple[Source, SourceExtraction]]:
    """Each source with its reading, as each finishes. A live model's calls wait on the
    network, so they run `workers` at a time; every other extractor is pure Python under the
    GIL, where threads only add handoffs (`guard.inline`), so its sources are read one after
    another, each handed on before the next is read (an interrupted run still keeps them)."""
    if ex.mode != "live":
        for source in todo:
            yield source, read_source(ex, source)
        return
    with ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="index") as pool:
        futures = {pool.submit(read_source, ex, s): s for s in todo}
        for f in as_completed(futures):
            yield futures[f], f.result()


def _attempt(row: dict[str, Any], now: datetime | None) -> dict[str, Any]:
    """An index_attempts row for an index row just written, at the reader's clock."""
    at = now.astimezone(UTC).isoformat() if now is not None else row["at"]
    return {k: row[k] for k in ("source_id", "version", "extractor", "status")} | {"at": at}


def _topics(raw: str | None) -> frozenset[str]:
    return frozenset(t for t in (raw or "").split(" ") if t)
