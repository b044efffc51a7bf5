"""Reading a draft or a source body from a file or stdin, safely.

A user can point the CLI at anything: a 2 GB log, `/dev/zero`, a FIFO nobody writes to, a
UTF-16 export from a word processor, a PDF. Each must end in one line that names the problem,
never a hang, a memory spike or a traceback. So the read is bounded *while reading* (a text
of `limit` characters is at most 4 bytes each in UTF-8, so nothing past that is ever read),
only regular files are opened for reading (a FIFO would block, a device never ends), and the
bytes must be UTF-8 text. The character limit itself is checked later, by the same
validation a typed draft goes through, so its message and the echoed text stay the same.

The two steps underneath, `read_at_most` and `utf8_text`, are shared with the workspace
folder's reader (guard/kb/workspace/files.py), which bounds a file by bytes, not characters:
each raises a small exception with the facts, and each caller words its own one-line error.
"""

from __future__ import annotations

import os
import stat
from typing import BinaryIO

from guard.errors import InputError

#: UTF-8 needs at most 4 bytes per character; the slack covers a byte-order mark.
BYTES_PER_CHAR = 4
BOM_SLACK = 4

_KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def byte_cap(limit: int) -> int:
    """The most bytes a text of `limit` characters can take in UTF-8."""
    return limit * BYTES_PER_CHAR + BOM_SLACK


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def read_file(path: str, what: str, limit: int) -> str:
    """The UTF-8 text of the regular file at `path`, refused (InputError) if it is not one,
    is not text, or is too large for `limit` characters. `what` names it in the message."""
    where = f"{what} file '{path}'"
    try:
        # O_NONBLOCK: opening a FIFO with no writer would otherwise block before we can look.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as e:
        raise InputError(f"Cannot read {where}: {e.strerror or e}.") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise InputError(f"Cannot read {where}: it is {_kind(mode)}; give a regular text file.")
        with os.fdopen(fd, "rb") as f:
            fd = -1  # the file object owns it now
            return decode(read_bounded(f, where, limit), where)
    except OSError as e:
        raise InputError(f"Cannot read {where}: {e.strerror or e}.") from None
    finally:
        if fd >= 0:
            os.close(fd)


def read_stream(stream: BinaryIO | None, what: str, limit: int) -> str:
    """The UTF-8 text on `stream` (stdin's bytes), with the same checks as `read_file`."""
    where = f"{what} on stdin"
    if stream is None:
        raise InputError(f"Cannot read the {where}: there is no standard input.")
    try:
        return decode(read_bounded(stream, where, limit), where)
    except OSError as e:
        raise InputError(f"Cannot read the {where}: {e.strerror or e}.") from None


class TooLarge(Exception):
    """There was more to read than the cap: the byte past it was read, nothing further."""


class NotText(Exception):
    """Bytes that are not UTF-8 text: the first bad byte's `offset` and its `hex`; `binary`
    when it is a NUL byte (a binary file, not text in some other encoding)."""

    def __init__(self, offset: int, hex_byte: str, *, binary: bool) -> None:
        super().__init__(f"byte 0x{hex_byte} at offset {offset}")
        self.offset = offset
        self.hex = hex_byte
        self.binary = binary


def read_at_most(stream: BinaryIO, cap: int) -> bytes:
    """The stream's bytes, at most `cap` of them; one byte more raises TooLarge and the rest
    is never read (a device or a pipe need never end)."""
    chunks: list[bytes] = []
    size = 0
    while size <= cap:
        chunk = stream.read(cap + 1 - size)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > cap:
        raise TooLarge(cap)
    return b"".join(chunks)


def utf8_text(data: bytes) -> str:
    """UTF-8 text with a leading byte-order mark dropped; a NUL byte, or bytes that are not
    UTF-8, raise NotText naming the first one."""
    nul = data.find(b"\x00")
    if nul >= 0:
        raise NotText(nul, "00", binary=True)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise NotText(e.start, data[e.start : e.start + 1].hex(), binary=False) from None


def read_bounded(stream: BinaryIO, where: str, limit: int) -> bytes:
    """At most `byte_cap(limit)` bytes; one byte more means the text cannot fit, and the
    rest is never read."""
    cap = byte_cap(limit)
    try:
        return read_at_most(stream, cap)
    except TooLarge:
        raise InputError(
            f"The {where} is too large: over {cap:,} bytes, and the limit is {limit:,} "
            "characters. Nothing past that was read."
        ) from None


def decode(data: bytes, where: str) -> str:
    """UTF-8 text (a leading byte-order mark is dropped); anything else is named."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise InputError(f"The {where} is UTF-16 text, not UTF-8: save it as UTF-8 and try again.")
    try:
        return utf8_text(data)
    except NotText as e:
        if e.binary:
            raise InputError(
                f"The {where} looks binary (a NUL byte at offset {e.offset:,}), not text: "
                "give UTF-8 text."
            ) from None
        raise InputError(
            f"The {where} is not valid UTF-8 (byte 0x{e.hex} at offset {e.offset:,}): "
            "save it as UTF-8 text and try again."
        ) from None
