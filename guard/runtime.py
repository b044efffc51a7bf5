"""Wiring: settings → store, extractor, quota → check service. The CLI and the Slack app
both start here, so both run the same checks on the same state."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from guard.check import CheckService
from guard.crosscheck.conflicts import ConflictService
from guard.errors import GuardError
from guard.extract.factory import make_extractor
from guard.kb import index_retry
from guard.kb.catalogue_watch import CatalogueWatch, read_hash, read_header
from guard.kb.index import ClaimIndex, Indexed, IndexStats, extractor_key
from guard.kb.index import Progress as IndexProgress
from guard.kb.workspace import Workspace, load_folder, load_seed
from guard.kb.workspace.stamps import FolderDrift, folder_drift
from guard.quota import Quota
from guard.settings import Settings
from guard.store import Store, default_db_path

_LOAD_LOCK = threading.Lock()
_LOADED: dict[tuple[str, Path], Workspace] = {}

log = logging.getLogger("answerguard")

#: meta key: the sources revision, index revision and day the register was last tracked at.
REGISTER_STAMP = "register_tracked_at"


def _once(what: str, path: Path, load: Callable[[Path], Workspace]) -> Workspace:
    """Read a folder once per process, under a lock: a burst of first requests (the Slack
    app after a restart) parses it once, not once per request. A failure is not kept."""
    with _LOAD_LOCK:
        ws = _LOADED.get((what, path))
        if ws is None:
            ws = _LOADED[(what, path)] = load(path)
        return ws


def forget_folder(path: Path) -> None:
    """The folder's catalogue changed: its sources are parsed again when next needed."""
    with _LOAD_LOCK:
        _LOADED.pop(("folder", path), None)


def workspace_loader(settings: Settings) -> Callable[[], Workspace]:
    """The configured workspace, read once per process (a check must not re-read a
    folder of thousands of files); `answerguard import` re-reads it on purpose."""
    if settings.workspace is None:
        return load_seed
    path = settings.workspace.expanduser().resolve()
    limit = settings.max_source_bytes
    return lambda: _once("folder", path, lambda p: _logged(load_folder(p, limit)))


def _logged(ws: Workspace) -> Workspace:
    """A folder read to seed or reset a database: its warnings go to the log (`import`
    prints its own)."""
    for notice in ws.notices:
        log.warning("%s", notice)
    return ws


def header_loader(settings: Settings) -> Callable[[], Workspace]:
    """The configured workspace's catalogue and tickets without its sources: checks read
    the sources from the database, so a CLI check never parses thousands of files."""
    if settings.workspace is None:
        return load_seed
    path = settings.workspace.expanduser().resolve()
    return lambda: _once("header", path, read_header)


@dataclass
class Runtime:
    settings: Settings
    store: Store
    service: CheckService
    index: ClaimIndex | None = None
    #: Called after every register update (the Slack app posts "Settled" from here). Each
    #: reads what it needs from the store, so a change made by another process is caught up
    #: by the next call. What a hook returns is not read.
    after_register: list[Callable[[], object]] = field(default_factory=list)
    #: The workspace folder's catalogue as loaded, reloaded when its file changes.
    watch: CatalogueWatch | None = None

    def folder_drift(self) -> FolderDrift | None:
        """The workspace folder's source files that differ from what the database last took
        in (guard/kb/workspace/stamps.py): a command still uses the imported versions, so
        the CLI says so. None without a folder, when the database recorded no files (imported
        before they were), or when the folder cannot be looked at (`import` names why).
        Never reads a file it does not need to, never raises."""
        if self.settings.workspace is None:
            return None
        recorded = self.store.sources.folder_files()
        if recorded is None:
            return None
        try:
            root = self.settings.workspace.expanduser()
            return folder_drift(root, recorded, self.settings.max_source_bytes)
        except (GuardError, OSError) as e:
            log.debug("Could not compare the workspace folder with the last import: %s", e)
            return None

    def refresh_catalogue(self) -> bool:
        """Pick up an edited answerguard.yaml (guard/kb/catalogue_watch.py); never raises."""
        return self.watch.refresh() if self.watch is not None else False

    def refresh_index(self, progress: IndexProgress | None = None) -> IndexStats:
        """Extract every stored source version the index lacks: call after any write
        (edit, import, reset, capture), so checks never read a source themselves. Then the
        Conflict Register is recomputed and its history updated (`track_register`)."""
        self.refresh_catalogue()
        stats = IndexStats()
        key = extractor_key(self.service.extractor, self.store.header().catalogue)
        # One query first: a CLI check on an indexed workspace reads no source here.
        if self.index is not None and self.store.index.unindexed(key):
            ws = self.store.sources.workspace()
            stats = self.index.ensure(
                list(ws.sources), self.service.extractor, ws.catalogue, progress=progress
            )
        if self.index is not None and self.index.retry_every is not None:
            self.retry_unread(self.index.retry_every)
        self.track_register()
        self.track_exposure()
        return stats

    def retry_unread(self, every: timedelta | None) -> dict[str, Indexed]:
        """Read again the current source versions the index holds as unread and whose last
        attempt is at least `every` ago (all of them with None: `reindex --unread`); the
        clock is this process's (guard/kb/index_retry.py). Only a live extractor retries: the
        local and saved ones would give the same answer again."""
        if self.index is None or self.service.extractor.mode != "live":
            return {}
        key = extractor_key(self.service.extractor, self.store.header().catalogue)
        if not self.store.index.unread_rows(key):
            return {}
        ws = self.store.sources.workspace()
        ex, now = self.service.extractor, datetime.now(UTC)
        return index_retry.retry_unread(self.index, ws.sources, ex, key, ws.catalogue, now, every)

    def track_register(self, full: bool = False) -> None:
        """After a source change: open new conflicts, close the ones that disappeared with
        the change that closed them (guard/crosscheck/conflicts.py). A failure here never undoes the
        write that came before it; the next run catches up from the store.

        The register is updated only when the sources, the index or the day changed since
        it was last tracked (by any process), and then only on the topics the change touched
        (guard/crosscheck/register_scope.py): every CLI command starts here. `full` recomputes every
        topic whatever changed."""
        now = datetime.now(UTC)
        stamp = (
            f"{self.store.sources.revision()}|{self.store.index.revision()}|"
            f"{now.date().isoformat()}"
        )
        try:
            if full or self.store.meta_value(REGISTER_STAMP) != stamp:
                ConflictService(self.service).track(self.store, now, full=full)
                self.store.set_meta_value(REGISTER_STAMP, stamp)
        except Exception:
            log.exception("Could not update the Conflict Register")
        for hook in self.after_register:
            try:
                hook()
            except Exception:
                log.exception("A Conflict Register hook failed")

    def track_exposure(self) -> None:
        """After a source change: replay the sent replies on the topics it touched and store
        the ones the sources now contradict (guard/trust/exposure/). Like the register, a
        failure never undoes the write; the next run catches up from the store."""
        from guard.trust.exposure import ExposureService

        try:
            ExposureService(self.service, self.store).track(datetime.now(UTC))
        except Exception:
            log.exception("Could not replay the outbox for exposures")


def build_runtime(
    settings: Settings | None = None, store: Store | None = None, *, seed: bool = True
) -> Runtime:
    """`seed=False` (`import`): a new database is not loaded from the folder first, so the
    import that follows reports every source it adds."""
    settings = settings or Settings.from_env()
    base = workspace_loader(settings)
    header = header_loader(settings)
    made_here = store is None
    if store is None:
        header()  # a bad catalogue or tickets file is one clear line before anything is opened
        store = Store(default_db_path(settings.workspace), base=base, header=header, seed=seed)
    extractor, fallback = make_extractor(
        settings, cache=store.cache, catalogue=store.header().catalogue
    )
    quota = (
        Quota(settings.rate_limit_uri, db_file=store.file()) if settings.ai_mode == "live" else None
    )
    index = ClaimIndex(store)
    index.retry_every = settings.unread_retry
    service = CheckService(
        extractor,
        store.sources.workspace,
        quota=quota,
        fallback=fallback,
        index=index,
        recorder=store.checks,
    )
    rt = Runtime(settings, store, service, index)
    if settings.workspace is not None:
        rt.watch = watch_folder(rt, settings.workspace.expanduser().resolve(), known=made_here)
    if extractor.mode == "local":
        # Local extraction is cheap: a new database (or one another version wrote) is
        # indexed here. Model calls happen only in `import` / `reindex`, with progress.
        rt.refresh_index()
    return rt


# The runtime owns its catalogue watch: the watch (guard/kb/catalogue_watch.py) only says when
# the folder's header changed; what a new header changes in a running app is decided here.
def install_header(rt: Runtime, head: Workspace) -> None:
    """Run on a reloaded catalogue and tickets: the store reads them, the folder's sources
    are parsed again under them when next needed, and the extractor is rebuilt on the new
    catalogue (its hash keys the claims index, so the old rows read as stale)."""
    if head.root is not None:
        forget_folder(head.root)
    rt.store.header = lambda: head
    extractor, fallback = make_extractor(
        rt.settings, cache=rt.store.cache, catalogue=head.catalogue
    )
    rt.service.extractor, rt.service.fallback = extractor, fallback


def watch_folder(rt: Runtime, root: Path, *, known: bool) -> CatalogueWatch:
    """The watch for a runtime on this folder. `known`: the store reads the process-wide
    cached header, whose files' hash was recorded; otherwise the first refresh reads the
    files once and compares what they say with what the store runs on."""
    return CatalogueWatch(
        root,
        lambda: rt.store.header(),
        lambda head: install_header(rt, head),
        loaded=read_hash(root) if known else "",
    )
