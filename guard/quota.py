"""Live-AI rate limits (the `limits` library): 20 live checks per user per 10 minutes and
500 per day in total. Over a cap, a check runs on saved responses instead and says so.

The counters live where every process sees them: RATE_LIMIT_STORAGE_URI (e.g. redis://…)
when it is set, else the SQLite database itself (guard/quota_sqlite.py), so the bot and every
CLI process on one database share one budget. Memory (one process) only for a database in
memory, or when asked for with memory://.
"""

from __future__ import annotations

import logging
import os
from typing import cast
from urllib.parse import urlsplit

from limits import RateLimitItem, parse
from limits.errors import ConfigurationError
from limits.storage import Storage, storage_from_string
from limits.strategies import MovingWindowRateLimiter

from guard import quota_sqlite
from guard.errors import InputError
from guard.logs import secrets_in
from guard.settings import redact

PER_USER = parse("20/10 minutes")
GLOBAL = parse("500/day")
#: The check service adds what stood in: ": saved responses used" or ": local extractor used".
PAUSED_NOTICE = "Live AI paused (limit reached)"
log = logging.getLogger(__name__)

#: Storages that work with the moving window and ship with `limits[redis]`; others (async+…,
#: memcached, mongodb) need packages we do not install or do not support this limiter.
SCHEMES = (
    "memory",
    quota_sqlite.SCHEME,
    "redis",
    "rediss",
    "redis+unix",
    "redis+sentinel",
    "redis+cluster",
)


def scrub(text: str, uri: str) -> str:
    """`text` (a library's message) without the URI's password, whole or on its own."""
    text = text.replace(uri, redact(uri))
    try:
        password = urlsplit(uri).password
    except ValueError:
        password = None
    for secret in sorted({*secrets_in(uri), *([password] if password else [])}, key=len)[::-1]:
        text = text.replace(secret, "***")
    return text


def open_storage(uri: str) -> Storage:
    """The limiter's storage, or a one-line InputError naming RATE_LIMIT_STORAGE_URI (with any
    password hidden). Nothing connects here: an unreachable server is found on first use,
    where `try_acquire` fails closed."""
    scheme = uri.partition("://")[0].lower() if "://" in uri else ""
    problem = None
    if scheme not in SCHEMES:
        problem = f"use one of {', '.join(s + '://' for s in SCHEMES)}"
    else:
        try:
            return cast(Storage, storage_from_string(uri))  # SCHEMES are synchronous only
        except (ConfigurationError, ValueError, TypeError, ImportError) as e:
            problem = scrub(str(e), uri).rstrip(".")
    raise InputError(
        f"RATE_LIMIT_STORAGE_URI {redact(uri)!r} cannot be used: {problem}. "
        "Fix it (e.g. redis://host:6379/0) or unset it to keep the limits in the database."
    )


class Quota:
    def __init__(
        self,
        uri: str | None = None,
        per_user: RateLimitItem = PER_USER,
        global_: RateLimitItem = GLOBAL,
        *,
        db_file: str | None = None,
    ) -> None:
        """`uri`, else RATE_LIMIT_STORAGE_URI, else the database `db_file` (shared by every
        process on it), else memory."""
        self.uri = (
            uri
            or os.environ.get("RATE_LIMIT_STORAGE_URI")
            or (quota_sqlite.uri_for(db_file) if db_file else "memory://")
        )
        self.limiter = MovingWindowRateLimiter(open_storage(self.uri))
        self.per_user = per_user
        self.global_ = global_

    def try_acquire(self, user: str) -> bool:
        """Take one live check for `user`; False (and nothing taken) when either cap is hit.

        A limiter that cannot be reached (a shared Redis down) fails closed: the check runs on
        saved responses rather than spending on the model without a cap.
        """
        mine, everyone = ("answerguard", "user", user), ("answerguard", "global")
        try:
            if not (
                self.limiter.test(self.per_user, *mine)
                and self.limiter.test(self.global_, *everyone)
            ):
                return False
            return self.limiter.hit(self.per_user, *mine) and self.limiter.hit(
                self.global_, *everyone
            )
        except Exception as e:
            log.warning(
                "rate limiter storage %s unavailable (%s); pausing live AI",
                redact(self.uri),
                scrub(str(e), self.uri),
            )
            return False
