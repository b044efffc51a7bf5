"""What the database last took from a workspace folder's `sources/`, file by file, and how
the folder differs from it now.

Checks read the sources from the database, not from the files: a file edited after `import`
is not used until the next `import`, which is what keeps an edit made in AnswerGuard from
being overwritten silently. But a user who edits a file and checks again must be told that
the check did not see the edit. So `import` (and the seeding of a new database, and `reset`)
records each file's size, modification time and content hash, and a command on the folder
compares: the size and time of every file (one `stat` each, nothing read), and the content
only of a file whose size or time moved (a `touch` or a checkout that rewrote the same bytes
is no change). Nothing here parses a file, so no frontmatter warning is repeated.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
from dataclasses import dataclass
from pathlib import Path

from guard.errors import InputError
from guard.kb.workspace.files import list_sources, read_bytes, shown

#: The sources folder of a workspace (folder.py's SOURCES_DIR, named here to avoid a cycle).
_SOURCES = "sources"
#: How many files the notice names before it counts the rest.
_NAMED = 3


@dataclass(frozen=True)
class FileStamp:
    """One source file as it was read: its size and modification time (what a `stat`
    gives) and the hash of its bytes (what decides, when the first two moved)."""

    size: int
    mtime_ns: int
    sha: str


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:32]


def stamp(st: os.stat_result, data: bytes) -> FileStamp:
    """The stamp of a file whose status `st` was taken before its bytes `data` were read: a
    write in between leaves a stamp whose time is older than the file's, so the next look
    reads it again and finds the bytes it was stamped with (no false notice, no miss)."""
    return FileStamp(st.st_size, st.st_mtime_ns, content_hash(data))


def key_of(root: Path, path: Path) -> str:
    """The file's name in the stamps: its path inside the folder, as `import` names it."""
    return shown(path.relative_to(root).as_posix())


def dump_stamps(stamps: dict[str, FileStamp]) -> str:
    return json.dumps(
        {k: [s.size, s.mtime_ns, s.sha] for k, s in sorted(stamps.items())},
        separators=(",", ":"),
    )


def load_stamps(text: str | None) -> dict[str, FileStamp] | None:
    """The stamps a database holds, or None when it holds none (a database imported before
    they were recorded) or they do not read: then nothing can be said about the folder."""
    if not text:
        return None
    try:
        raw = json.loads(text)
        return {str(k): FileStamp(int(v[0]), int(v[1]), str(v[2])) for k, v in raw.items()}
    except (ValueError, TypeError, IndexError, AttributeError):
        return None


@dataclass(frozen=True)
class FolderDrift:
    """The source files that differ from what the database last took from the folder."""

    changed: tuple[str, ...] = ()
    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()

    @property
    def count(self) -> int:
        return len(self.changed) + len(self.added) + len(self.removed)

    def __bool__(self) -> bool:
        return self.count > 0

    def notice(self, folder: Path | str, used: str = "this command used") -> str:
        """One line: how many files, a few of them by name, and the command that brings them
        in. What ran used the imported versions, so it says so (`used`: the CLI's command,
        or the Slack app's checks, which keep using them until someone imports)."""
        named: list[str] = []
        for label, paths in (
            ("edited", self.changed),
            ("new", self.added),
            ("deleted", self.removed),
        ):
            named += [f"{p} ({label})" for p in paths]
        more = len(named) - _NAMED
        where = ", ".join(named[:_NAMED]) + (f" and {more} more" if more > 0 else "")
        noun = "source file" if self.count == 1 else "source files"
        return (
            f"{self.count} {noun} changed since the last import ({where}): {used} "
            f"the imported versions; run `answerguard --workspace {shlex.quote(str(folder))} "
            "import` to use the files"
        )


def folder_drift(root: Path, recorded: dict[str, FileStamp], max_bytes: int) -> FolderDrift:
    """How `root`'s source files differ from `recorded`: files added, removed, and changed
    (size or time moved and the bytes differ; a file that can no longer be read, too large
    or gone mid-look, counts as changed: `import` will name what is wrong with it). An
    unreadable folder (a link, a name that is not UTF-8) raises InputError, as `import`
    would."""
    listing = list_sources(root / _SOURCES)
    changed: list[str] = []
    added: list[str] = []
    seen: set[str] = set()
    for path in listing.files:
        key = key_of(root, path)
        seen.add(key)
        old = recorded.get(key)
        if old is None:
            added.append(key)
            continue
        try:
            st = os.lstat(path)
        except OSError:
            changed.append(key)
            continue
        if (st.st_size, st.st_mtime_ns) == (old.size, old.mtime_ns):
            continue
        if st.st_size != old.size:
            changed.append(key)
            continue
        try:
            data = read_bytes(path, root=root, limit=max_bytes)
        except InputError:
            changed.append(key)
            continue
        if content_hash(data) != old.sha:
            changed.append(key)
    removed = sorted(k for k in recorded if k not in seen)
    return FolderDrift(tuple(changed), tuple(added), tuple(removed))
