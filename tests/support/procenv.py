"""The environment of a product process a test starts, and a port with nothing behind it.

A developer's shell may hold an AI key, a rate limiter, a Slack token or a database of
their own: none of the product's settings may reach the process, only what the test sets.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

#: What every product setting's name starts with (an `AI_MODE` of the shell included).
PRODUCT_SETTINGS = ("ANTHROPIC_", "RATE_LIMIT_", "ANSWERGUARD_", "AI_MODE", "SLACK_")


def live_env(db: Path, api_url: str, api_key: str, **more: str) -> dict[str, str]:
    """The caller's environment without any product setting, in live AI mode against the
    Messages API at `api_url` with `api_key`, the database at `db`, and `more` on top."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(PRODUCT_SETTINGS)}
    env.update(
        AI_MODE="live",
        ANTHROPIC_API_KEY=api_key,
        ANTHROPIC_BASE_URL=api_url,
        ANSWERGUARD_DB=str(db),
    )
    env.update(more)
    return env


@contextmanager
def refused_port() -> Iterator[int]:
    """A local port that refuses connections (bound, never listening) while the block runs:
    a model or a limiter there fails at once, with no network involved."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        yield s.getsockname()[1]
