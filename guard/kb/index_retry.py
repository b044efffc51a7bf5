"""Reading again the source versions the claims index could not read.

A version the index stores as `failed` (an API error), `rejected` (quotes not in the text)
or `silent` (reads like policy, no claim) caps every check that meets it. One bad answer
must not silence a source for good, so a live-mode check or write that meets such a row
reads the version again, past any cached answer, at most once per version per retry
interval (ANSWERGUARD_UNREAD_RETRY_MINUTES). The interval runs on the clock of the check or
write that tries (a check's `--now`). Each attempt is recorded (`index_attempts`), claimed
in one write transaction so two processes never both retry one version in an interval.
`answerguard reindex --unread` retries every unread version at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from guard.extract.base import Extractor
from guard.extract.cached import CachingExtractor, SavedOnFailure
from guard.kb.catalogue import Catalogue
from guard.models import DraftExtraction, Source, SourceExtraction
from guard.trust.binding import read_source

if TYPE_CHECKING:
    from guard.kb.index import Chosen, ClaimIndex, Indexed

#: Default retry interval for an unread version.
DEFAULT_RETRY = timedelta(hours=1)


class Fresh:
    """An extractor whose source reads skip the response cache (what a retry needs: the
    cache may hold the very answer that left the version unread)."""

    def __init__(self, ex: Extractor) -> None:
        self.ex = ex
        self.mode = ex.mode
        self.model = ex.model
        self.prompt_version = ex.prompt_version
        self.catalogue = getattr(ex, "catalogue", None)

    def extract_source(self, source: Source) -> SourceExtraction:
        if isinstance(self.ex, CachingExtractor | SavedOnFailure):
            return self.ex.extract_source(source, fresh=True)
        return self.ex.extract_source(source)  # no cache to skip

    def extract_draft(self, text: str) -> DraftExtraction:
        return self.ex.extract_draft(text)


def reread(ex: Extractor, source: Source) -> SourceExtraction:
    """One source read again the way every reader reads it (sections, bound answers)."""
    return read_source(Fresh(ex), source)


@dataclass
class Retry:
    """Retries claimed for one check or write, their reads under way."""

    index: ClaimIndex
    key: str
    catalogue: Catalogue
    pending: list[tuple[Source, int, Future[SourceExtraction]]]

    def finish(self) -> dict[str, Indexed]:
        """Record each read (a new index row) and how its attempt ended."""
        out: dict[str, Indexed] = {}
        for source, attempt, future in self.pending:
            got = self.index.record(
                source, future.result(), self.key, self.catalogue, log_attempt=False
            )
            self.index.store.index.finish_attempt(attempt, got.status)
            out[source.id] = got
        return out


def start(
    index: ClaimIndex,
    sources: Iterable[Source],
    ex: Extractor,
    key: str,
    catalogue: Catalogue,
    now: datetime,
    every: timedelta | None,
    pool: Executor,
) -> Retry:
    """Claim a retry for each of these unread versions that is due at `now` and start
    reading them on `pool`; `every=None` retries them all whatever the interval."""
    pending = []
    for s in sources:
        attempt = index.store.index.claim_retry(s.id, s.signals.version, key, now, every)
        if attempt is not None:
            pending.append((s, attempt, pool.submit(reread, ex, s)))
    return Retry(index, key, catalogue, pending)


def for_check(
    index: ClaimIndex,
    ex: Extractor,
    chosen: Chosen,
    sources: list[Source],
    touched: set[str],
    catalogue: Catalogue,
    now: datetime,
    pool: Executor,
) -> Retry | None:
    """Start reading again the unread versions a live check meets that are due; their new
    rows replace the unread ones for this check (`Retry.finish`)."""
    due = {
        sid
        for sid, (_, row) in chosen.unread.items()
        if row.extractor == chosen.key and sid not in touched
    }
    if not due:
        return None
    todo = [s for s in sources if s.id in due]
    return start(index, todo, ex, chosen.key, catalogue, now, index.retry_every, pool)


def retry_unread(
    index: ClaimIndex,
    sources: Iterable[Source],
    ex: Extractor,
    key: str,
    catalogue: Catalogue,
    now: datetime,
    every: timedelta | None,
    workers: int = 8,
) -> dict[str, Indexed]:
    """Read again every current version in `sources` the index holds as unread by `key`
    and that is due (all of them with `every=None`): after a write, and `reindex --unread`."""
    unread = {(r["source_id"], int(r["version"])) for r in index.store.index.unread_rows(key)}
    todo = [s for s in sources if (s.id, s.signals.version) in unread]
    if not todo:
        return {}
    with ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="retry") as pool:
        return start(index, todo, ex, key, catalogue, now, every, pool).finish()


#: Why a version is unread, in words.
STATUS_WORDS = {
    "failed": "the model call failed",
    "rejected": "its quotes were not in the text",
    "silent": "it reads like policy but gave no claim",
}
