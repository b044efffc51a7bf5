"""The check queue: checks run here, never in Bolt's listener threads.

A listener validates, acks and hands its check over — a check, or the recheck behind Send
and Retry — so an ack never waits behind somebody else's slow check (Slack allows three
seconds, and a live check takes a model call or three). At most `workers` checks run at once, which also bounds the memory checks hold; the
rest wait in line, and a user whose check cannot start at once is told how many are ahead.
The line itself is bounded: past `max_waiting` a new check is refused with "busy, try again"
rather than queued for minutes.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor

log = logging.getLogger("answerguard.bot")

#: Checks that run at once. A check mostly waits on the model, so this is about memory and
#: the model's rate limits, not CPU.
CHECK_WORKERS = 16
#: Checks that may wait in line before new ones are refused.
MAX_WAITING = 1000


class CheckQueue:
    def __init__(
        self,
        workers: int = CHECK_WORKERS,
        max_waiting: int = MAX_WAITING,
        notice_at: int | None = None,
        executor: Executor | None = None,
    ) -> None:
        self.workers = max(1, workers)
        self.max_waiting = max(0, max_waiting)
        #: A check with at least this many ahead is acked "queued, n ahead of you" rather
        #: than "checking" (default: a full round of workers, i.e. a model call's wait).
        self.notice_at = self.workers if notice_at is None else max(1, notice_at)
        #: Tests hand in Bolt's inline executor, so a check runs as soon as it is submitted.
        self._executor = executor or ThreadPoolExecutor(
            max_workers=self.workers, thread_name_prefix="answerguard-check"
        )
        self._lock = threading.Lock()
        self._pending = 0  # submitted and not finished: running or waiting

    def ahead(self) -> int | None:
        """How many checks would have to finish before a new one starts (0: it starts at
        once), or None when the line is full."""
        with self._lock:
            return self._ahead()

    def _ahead(self) -> int | None:
        waiting = self._pending - self.workers
        if waiting >= self.max_waiting:
            return None
        return max(0, waiting + 1)

    def deep(self, ahead: int) -> bool:
        return ahead >= self.notice_at

    def submit(self, job: Callable[[], None]) -> bool:
        """Run `job` when a worker is free; False (and nothing queued) when the line is full.
        A job's exception is logged: the job itself tells the user what went wrong."""
        with self._lock:
            if self._ahead() is None:
                return False
            self._pending += 1

        def run() -> None:
            try:
                job()
            except Exception:
                log.exception("a queued check failed")
            finally:
                with self._lock:
                    self._pending -= 1

        try:
            self._executor.submit(run)
        except RuntimeError:  # the executor is shut down (the app is stopping)
            with self._lock:
                self._pending -= 1
            return False
        return True

    @property
    def pending(self) -> int:
        with self._lock:
            return self._pending


#: The answer when the line is full: for a check, a send's recheck or a retry alike. BUSY
#: echoes the user's draft (a message); BUSY_NOW is for the composer, whose box keeps it.
BUSY_NOW = (
    "AnswerGuard is busy: {n} checks are waiting. Nothing was checked or sent; try again in a "
    "minute."
)
BUSY = BUSY_NOW + " Your draft: {draft}"
