"""Log output with the secrets taken out.

Configuration reaches the logs in more than one way: a message that names a storage URI, an
exception whose text repeats it, a traceback. So the redaction happens twice: where we write
a URI into a message (`redact`), and once more on every formatted line, tracebacks included,
by the handler the CLI and the bot install (`install`). Neither a URI's password nor a
Slack or Anthropic token survives either.
"""

from __future__ import annotations

import logging
import re
import sys
from typing import TextIO

#: scheme://user-info@ : the user info runs to the authority's last `@` (a password may
#: hold an unescaped `@`), never past a `/`, `?`, `#` or whitespace.
_USER_INFO = re.compile(r"(?P<head>[A-Za-z][A-Za-z0-9+.\-]*://)(?P<info>[^\s/?#]*)@")
#: A query (or fragment) parameter whose name says it holds a secret: `?password=…`,
#: `&sentinel_password=…`, `;token=…`, `api_key=…`. Its value runs to the next separator.
_SECRET_PARAM = re.compile(
    r"(?P<head>[?&;#](?P<name>[^=&;#\s?]*(?:pass|pwd|secret|token|key|auth|credential)"
    r"[^=&;#\s?]*)=)(?P<value>[^&;#\s]*)",
    re.IGNORECASE,
)
#: Slack tokens (bot, user, app-level, refresh, config) and Anthropic API keys.
_TOKENS = re.compile(r"\b(?P<head>xox[a-z]-|xapp-|xoxe\.xox[a-z]-|sk-ant-)[A-Za-z0-9_\-.]+")


def _user_info(m: re.Match[str]) -> str:
    """`user:password` → `user:***`; a lone user part (a token) → `***`."""
    user, colon, _ = m["info"].partition(":")
    return f"{m['head']}{user}:***@" if colon else f"{m['head']}***@"


def redact(text: str) -> str:
    """`text` without URI passwords (in the user info or as a query parameter such as
    `?password=`), URI user tokens, Slack tokens or Anthropic keys."""
    text = _USER_INFO.sub(_user_info, text)
    text = _SECRET_PARAM.sub(lambda m: f"{m['head']}***" if m["value"] else m[0], text)
    return _TOKENS.sub(r"\g<head>***", text)


def secrets_in(uri: str) -> list[str]:
    """The secret values written in `uri` (its password, its secret query parameters), so a
    library's message that repeats one alone, out of the URI, can be cleaned too."""
    found = [m["info"].partition(":")[2] for m in _USER_INFO.finditer(uri)]
    found += [m["value"] for m in _SECRET_PARAM.finditer(uri)]
    return sorted({v for v in found if v}, key=len, reverse=True)


class RedactingFormatter(logging.Formatter):
    """Formats as usual, then redacts the whole line (message, exception and stack)."""

    def format(self, record: logging.LogRecord) -> str:
        return redact(super().format(record))


class OneLineFormatter(RedactingFormatter):
    """For people at a terminal: a failure is one line naming the error, not a traceback,
    which `ANSWERGUARD_DEBUG=1` brings back (the bot's log keeps full tracebacks)."""

    def format(self, record: logging.LogRecord) -> str:
        if not record.exc_info or record.exc_info[1] is None:
            return super().format(record)
        exc = record.exc_info[1]
        plain = logging.LogRecord(
            record.name, record.levelno, record.pathname, record.lineno,
            record.msg, record.args, None, record.funcName,
        )  # fmt: skip
        head = super().format(plain)
        return redact(f"{head} ({type(exc).__name__}: {exc}; ANSWERGUARD_DEBUG=1 for details)")


class _Handler(logging.StreamHandler):
    """Ours, so `install` can find and replace it instead of adding a second one. Without a
    stream of its own it writes to whatever `sys.stderr` is at the time, as Python's
    last-resort handler does, so a replaced stderr (a test's capture) is never kept."""

    def __init__(self, stream: TextIO | None = None) -> None:
        super().__init__(stream)
        self._own = stream

    @property
    def stream(self) -> TextIO:
        return self._own if self._own is not None else sys.stderr

    @stream.setter
    def stream(self, value: TextIO) -> None:  # StreamHandler.__init__ assigns it
        self._own = value


def install(
    level: int = logging.WARNING,
    fmt: str = "%(message)s",
    stream: TextIO | None = None,
    *,
    tracebacks: bool = True,
) -> logging.Handler:
    """Send log records at `level` and above to `stream` (stderr) through the redacting
    formatter. Installing again replaces the earlier handler, so the bot can raise the CLI's
    quiet default to a fuller log."""
    root = logging.getLogger()
    for old in [h for h in root.handlers if isinstance(h, _Handler)]:
        root.removeHandler(old)
    handler = _Handler(stream)
    handler.setFormatter(RedactingFormatter(fmt) if tracebacks else OneLineFormatter(fmt))
    handler.setLevel(level)
    root.addHandler(handler)
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    return handler
