"""Waiting in a test for what another thread or process does: poll until it is there or a
deadline passes. One loop for every such wait (the mock Slack server's `wait_for` and
`wait_for_any`, a check queue running dry), so each test states only what it waits for."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def poll(probe: Callable[[], T | None], timeout: float, step: float = 0.01) -> T | None:
    """`probe`'s first answer that is not None, or None once `timeout` seconds have passed.
    It probes at least once and once more at the deadline, so a slow machine that sleeps
    past the deadline still sees what arrived meanwhile."""
    deadline = time.monotonic() + timeout
    while True:
        found = probe()
        if found is not None or time.monotonic() >= deadline:
            return found
        time.sleep(step)


def wait_until(predicate: Callable[[], object], timeout: float = 30.0) -> bool:
    """Whether `predicate` came true within `timeout` seconds."""
    return poll(lambda: True if predicate() else None, timeout) is not None
