"""Picking up an edited `answerguard.yaml` (and `tickets.yaml`) while the app runs.

The Slack app reads a workspace folder's catalogue once, at start-up: a team that adds a
topic or fixes a phrase used to need a restart. Now, at each refresh point (every Slack
request, and every index refresh after a write), the hash of the folder's header files is
compared with the hash they had when the running catalogue was read. When it differs, the
folder's header is read again:

- **It reads**: the new catalogue and tickets replace the old ones for every check from
  now on, and the extractor is rebuilt on it (the live model's prompt and schema, the local
  extractor's phrases). The claims index was built under the old catalogue, so checks say
  so (their "run `answerguard reindex`" notice) until it is read again.
- **It does not** (invalid YAML, an unknown kind, an `about` list left empty): the old
  catalogue stays, the one-line problem goes to the log and to ops leads' Home tab, and the
  bot never crashes. The broken file is not parsed again until it changes; fixing it (or
  putting the old one back) clears the problem.

The CLI needs none of this: every command reads the folder when it starts.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from guard.errors import InputError
from guard.kb.workspace import Workspace, load_folder_header
from guard.kb.workspace.files import MAX_YAML_BYTES, exists, read_bytes
from guard.kb.workspace.folder import CATALOGUE_FILE, TICKETS_FILE

log = logging.getLogger("answerguard")

#: The files a header is read from: a change to either is a change to what checks see.
HEADER_FILES = (CATALOGUE_FILE, TICKETS_FILE)


def header_hash(root: Path) -> str:
    """The hash of the folder's header files as they are on disk now (absent counts)."""
    h = hashlib.sha256()
    for name in HEADER_FILES:
        h.update(name.encode() + b"\0")
        h.update(_header_bytes(root, root / name))
        h.update(b"\0")
    return h.hexdigest()


def _header_bytes(root: Path, path: Path) -> bytes:
    """A header file's bytes, read as the folder reader reads them (no link followed, no
    FIFO opened, bounded); a file refused is hashed by what is refused and how it looks, so
    a change to it is still a change, and the reload names the problem."""
    if not exists(path):
        return b"\0absent"
    try:
        return read_bytes(path, root=root, limit=MAX_YAML_BYTES)
    except InputError as e:
        try:
            st = os.lstat(path)
            look = f"{st.st_mode} {st.st_size} {st.st_mtime_ns} {st.st_ino}"
        except OSError as oe:
            look = str(oe.errno)
        return f"\0refused {e.message} {look}".encode()


#: The hash of each folder's header files just before its header was last read for the
#: process-wide cache (guard/runtime.py): what a new watch starts from.
_READ_AT: dict[Path, str] = {}


def read_header(path: Path) -> Workspace:
    """Read the folder's header, remembering the hash of its files as they were just before
    (an edit made while it was read then counts as a change)."""
    digest = header_hash(path)
    ws = load_folder_header(path)
    _READ_AT[path] = digest
    return ws


@dataclass(frozen=True)
class Problem:
    """Why the edited catalogue was not loaded, and since when the old one runs."""

    message: str
    at: datetime
    loaded_at: datetime

    def text(self) -> str:
        return (
            f"{self.message} — the catalogue was not reloaded; the one loaded at "
            f"{self.loaded_at.strftime('%Y-%m-%d %H:%M')} UTC is still in use."
        )


@dataclass
class CatalogueWatch:
    """One folder's header as the running app loaded it, and what to do when it changes."""

    root: Path
    #: The header the app runs on now (the store's).
    current: Callable[[], Workspace]
    #: Installs a freshly read header (the runtime swaps the catalogue and the extractor).
    install: Callable[[Workspace], None]
    #: The hash of the header files the running header matches; empty until first compared
    #: (the first refresh reads the files once and compares what they say).
    loaded: str = ""
    loaded_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    problem: Problem | None = None
    _failed: str | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def refresh(self) -> bool:
        """Reload the header if its files changed since it was loaded; True when it was.
        Never raises for a bad file: the old catalogue stays and `problem` says why."""
        now_hash = header_hash(self.root)
        if now_hash == self.loaded:
            self.problem = self._failed = None  # a bad edit was undone
            return False
        with self._lock:
            if now_hash in (self.loaded, self._failed):
                return False
            try:
                head = load_folder_header(self.root)
                running = self.current()
                same = (
                    head.catalogue.hash == running.catalogue.hash
                    and head.tickets == running.tickets
                )
                if not same:
                    self.install(head)
            except Exception as e:  # a bad file (InputError), or a bug: never the app's end
                if not isinstance(e, InputError):
                    log.exception("Reloading the catalogue from %s failed", self.root)
                message = e.message if isinstance(e, InputError) else f"{type(e).__name__}: {e}"
                self._failed = now_hash
                self.problem = Problem(message, datetime.now(UTC), self.loaded_at)
                log.error("The catalogue changed: %s", self.problem.text())
                return False
            self.loaded = now_hash
            self.problem = self._failed = None
            if same:  # a comment or spacing changed, or the first look: nothing to swap
                return False
            self.loaded_at = datetime.now(UTC)
        log.warning(
            "Catalogue reloaded from %s (%d topics); checks read the claims index built with "
            "the old one until `answerguard reindex`.",
            self.root / CATALOGUE_FILE,
            len(head.catalogue.topic_keys),
        )
        return True


def read_hash(root: Path) -> str:
    """The header files' hash recorded when this process last read the folder's header
    ("" when it has not): a watch starts from it, so its first refresh reads nothing again."""
    return _READ_AT.get(root, "")
