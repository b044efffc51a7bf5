"""Reading a workspace folder's files without ever leaving the folder.

A workspace is often a help-centre export or a clone someone else prepared, so a file in it
is not trusted to be what its name says:

- **A symbolic link** could point anywhere (`sources/passwd.md -> /etc/passwd`): its target
  would become a source everyone can see. Links are refused, files and folders alike, and so
  is any path that resolves outside the folder; each one is named, and nothing is imported.
- **A special file** (a FIFO, a socket, a device) is never opened: opening a FIFO with no
  writer blocks, a device never ends. One named like a source is skipped with a warning.
- **A large file** is refused from its size before a byte is read, and the read itself is
  bounded too (a file can grow between the look and the read).
- **A name or a text that is not UTF-8**, or a NUL byte (a binary file), is one line naming
  the file.

Each refusal is an InputError: one line, exit code 2 on the CLI, and nothing half-imported
(the import reads the whole folder before it writes anything).
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from guard.errors import InputError
from guard.textinput import NotText, TooLarge, read_at_most, utf8_text

#: A source file is at most this many bytes unless ANSWERGUARD_MAX_SOURCE_BYTES says otherwise
#: (one help-centre article is a few kilobytes).
DEFAULT_MAX_SOURCE_BYTES = 1_048_576
#: answerguard.yaml, tickets.yaml and cases.yaml: read whole, so bounded as well.
MAX_YAML_BYTES = 8 * 1_048_576
#: How many refused paths one message names before it says "and N more".
_NAMED = 10

_SPECIAL = (
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISDIR, "a folder"),
)


def shown(path: Path | str) -> str:
    """The path as text a terminal and a database can hold: a byte that is not UTF-8 in a
    file name (kept by the OS as a lone surrogate) is written as \\xNN."""
    return os.fsencode(str(path)).decode("utf-8", "backslashreplace")


def _name_ok(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def kind_of(mode: int) -> str | None:
    """What a non-regular file is ("a FIFO (named pipe)", …), None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    return next((name for test, name in _SPECIAL if test(mode)), "not a regular file")


def _some(paths: list[str]) -> str:
    more = len(paths) - _NAMED
    return ", ".join(paths[:_NAMED]) + (f" and {more} more" if more > 0 else "")


def refuse_links(links: list[str]) -> None:
    """One line naming every symbolic link found (nothing is read through any of them)."""
    if links:
        raise InputError(
            f"symbolic link{'s' if len(links) > 1 else ''} not followed: {_some(links)}. "
            "AnswerGuard reads only files inside the workspace folder: put the file itself "
            "there, not a link."
        )


@dataclass(frozen=True)
class Listing:
    """The source files of a folder, in path order, and the warnings its walk gave."""

    files: tuple[Path, ...]
    warnings: tuple[str, ...]


def list_sources(folder: Path) -> Listing:
    """Every `*.md` regular file under `folder`, in any sub-folder, without following a link.

    A symbolic link (to a file named `*.md`, or to a folder) or a name that is not UTF-8 is
    an InputError naming each one; a special file named `*.md` is a warning, never opened."""
    _no_link(folder)
    files: list[Path] = []
    links: list[str] = []
    bad_names: list[str] = []
    warnings: list[str] = []
    pending = [folder]
    while pending:
        here = pending.pop()
        try:
            entries = list(os.scandir(here))
        except OSError as e:
            raise InputError(f"{shown(here)}: cannot be listed ({e.strerror or e})") from None
        for entry in entries:
            path = Path(entry.path)
            is_md = entry.name.endswith(".md")
            if entry.is_symlink():
                if is_md or entry.is_dir():  # is_dir() follows it: a folder could hold sources
                    links.append(shown(path))
                continue
            if entry.is_dir(follow_symlinks=False):
                pending.append(path)
                continue
            if not is_md:
                continue
            if not _name_ok(entry.name) or not _name_ok(str(path)):
                bad_names.append(shown(path))
                continue
            mode = entry.stat(follow_symlinks=False).st_mode
            special = kind_of(mode)
            if special is not None:
                warnings.append(f"{shown(path)}: {special}, not a file: skipped (never opened)")
                continue
            files.append(path)
    refuse_links(sorted(links))
    if bad_names:
        raise InputError(
            f"file name{'s' if len(bad_names) > 1 else ''} not UTF-8: {_some(sorted(bad_names))}"
            ". Rename the file (its name is the source's id unless `id:` says one)."
        )
    return Listing(tuple(sorted(files)), tuple(sorted(warnings)))


def _no_link(path: Path) -> None:
    """Refuse `path` when it is itself a symbolic link (a linked `sources/` folder)."""
    try:
        if path.is_symlink():
            refuse_links([shown(path)])
    except OSError:
        return


def _inside(root: Path, path: Path) -> None:
    """Refuse a path that resolves outside `root` (whatever link or mount leads there)."""
    real_root = os.path.realpath(root)
    real = os.path.realpath(path)
    if os.path.commonpath([real_root, real]) != real_root:
        raise InputError(
            f"{shown(path)}: resolves outside the workspace folder ({shown(real)}); "
            "AnswerGuard reads only files inside it."
        )


def exists(path: Path) -> bool:
    """Whether there is anything at `path` (a dangling link counts: it is refused on read)."""
    return os.path.lexists(path)


def read_text(path: Path, *, root: Path, limit: int, setting: str | None = None) -> str:
    """The UTF-8 text of the regular file at `path` inside `root`, at most `limit` bytes
    (`read_bytes`); a NUL byte or bytes that are not UTF-8 are named."""
    return decode(read_bytes(path, root=root, limit=limit, setting=setting), shown(path))


def read_bytes(path: Path, *, root: Path, limit: int, setting: str | None = None) -> bytes:
    """The bytes of the regular file at `path` inside `root`, at most `limit` of them.

    Its status is read first (without following a link) and it is refused before it is
    opened when it is a link, not a regular file, or larger than `limit`; the read stops
    one byte past `limit`. `setting` names the setting that raises the limit."""
    name = shown(path)
    try:
        st = os.lstat(path)
    except OSError as e:
        raise InputError(f"{name}: cannot be read ({e.strerror or e})") from None
    if stat.S_ISLNK(st.st_mode):
        refuse_links([name])
    special = kind_of(st.st_mode)
    if special is not None:
        raise InputError(f"{name}: {special}, not a file; it was not opened")
    _inside(root, path)
    if st.st_size > limit:
        raise _too_large(name, f"{st.st_size:,} bytes", limit, setting)
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:  # ELOOP: it became a link since the look
        raise InputError(f"{name}: cannot be read ({e.strerror or e})") from None
    with os.fdopen(fd, "rb") as f:
        now = os.fstat(f.fileno())
        if (now.st_dev, now.st_ino) != (st.st_dev, st.st_ino) or kind_of(now.st_mode):
            raise InputError(f"{name}: changed while it was read; run it again")
        try:
            return read_at_most(f, limit)
        except TooLarge:
            raise _too_large(name, f"over {limit:,} bytes", limit, setting) from None


def _too_large(name: str, size: str, limit: int, setting: str | None) -> InputError:
    return InputError(
        f"{name}: {size}; a file here is at most {limit:,} bytes"
        + (f" (raise it with {setting})" if setting else "")
        + "; nothing was read"
    )


def decode(data: bytes, name: str) -> str:
    """UTF-8 text (a leading byte-order mark dropped); a NUL byte or other bytes are named."""
    try:
        return utf8_text(data)
    except NotText as e:
        if e.binary:
            raise InputError(
                f"{name}: a NUL byte at offset {e.offset:,}: a binary file, not text "
                "(save it as UTF-8)"
            ) from None
        raise InputError(
            f"{name}: not UTF-8 text (byte 0x{e.hex} at offset {e.offset:,}); save it as UTF-8"
        ) from None
