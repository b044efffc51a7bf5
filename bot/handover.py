"""Who shows a quick check's answer, so that exactly one surface ever does.

Slack does not let a slash command's response URL replace the command's own ephemeral reply
(bolt-python#1268, bolt-js#2287: `replace_original` posts a second message), so a "Checking…"
message cannot become the verdict. The quick check therefore acks with nothing and races two
parties, and this object referees them under a lock:

- the check (in the app's check queue): if it is done within the grace, its answer is posted
  through the response URL as the one ephemeral message;
- the grace timer: if the check is still running when the grace is over, a "Checking…" modal
  is opened with the command's `trigger_id` (valid for 3 s after the command) and the answer
  replaces it when ready. If the modal cannot be opened (the trigger expired), the answer goes
  to the response URL after all.

An answer that arrives while the modal is being opened is kept here for the opener to show,
so the check's thread never waits on Slack and the answer is never shown twice.
"""

from __future__ import annotations

import threading
from enum import Enum
from typing import Generic, TypeVar

#: How long a quick check may take and still answer as a message. Past it, the command's
#: trigger (3 s) is used for a "Checking…" modal while there is time left to open one.
QUICK_CHECK_GRACE_S = 1.5

T = TypeVar("T")


class Where(Enum):
    MESSAGE = "message"  # post through the command's response URL
    MODAL = "modal"  # update the modal that was opened


class _State(Enum):
    WAITING = "waiting"  # the check runs, no modal
    OPENING = "opening"  # the grace is over and the modal is being opened
    MODAL = "modal"  # the modal is open, the check still runs
    NO_MODAL = "no_modal"  # the modal could not be opened, the check still runs
    DONE = "done"  # the answer has been handed to someone to show


class Handover(Generic[T]):
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._state = _State.WAITING
        self._answer: T | None = None

    def finish(self, answer: T) -> Where | None:
        """The check is done: where its thread should show `answer` now, or None when the
        modal is being opened (the opener shows it, from `opened`)."""
        with self._lock:
            state = self._state
            if state is _State.OPENING:
                self._answer = answer
                return None
            self._state = _State.DONE
            if state is _State.MODAL:
                return Where.MODAL
            if state is _State.DONE:  # finished twice: a bug, never shown twice
                return None
            return Where.MESSAGE

    def grace_over(self) -> bool:
        """The grace has run out: True if the check is still running, and the caller must now
        open the modal (and then call `opened`)."""
        with self._lock:
            if self._state is not _State.WAITING:
                return False
            self._state = _State.OPENING
            return True

    def opened(self, ok: bool) -> tuple[Where, T] | None:
        """The modal is open (`ok`) or could not be opened. Returns an answer that arrived
        meanwhile, with where the opener should show it; None if the check still runs."""
        with self._lock:
            if self._state is not _State.OPENING:
                return None
            if self._answer is not None:
                self._state = _State.DONE
                return (Where.MODAL if ok else Where.MESSAGE), self._answer
            self._state = _State.MODAL if ok else _State.NO_MODAL
            return None

    @property
    def settled(self) -> bool:
        """The answer has been handed to someone to show: nothing is left to race."""
        with self._lock:
            return self._state is _State.DONE

    @property
    def in_modal(self) -> bool:
        """The modal is open and the check still runs (its progress may be shown there)."""
        with self._lock:
            return self._state is _State.MODAL
