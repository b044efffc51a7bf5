"""Each version of a source is read once per extractor.

The local reading is a pure function of the source (its id, title, kind, signals and body)
and the catalogue, and a check reads every visible source again: `answerguard eval` runs
forty cases over the same thirty sources, and without the claims index (the CLI's eval, the
demo, a test's service) each case used to read all of them again. A memo keyed on the
catalogue's hash and the source as written gives the same claims the reading would, so it
changes no result; a source edited (a new body, a new verification date) or a catalogue
changed (a topic added, its phrases reordered) is a new key and is read afresh.

Only good readings are kept: a reading that failed is tried again next time. The memo is
bounded (least recently used goes first) and each caller gets its own copy, so no caller can
change what the next one is given.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from threading import Lock
from typing import Final

from guard.models import Source, SourceExtraction

#: Enough for several workspaces of a few hundred sources each; older readings go first.
MAX_READINGS: Final = 2048


class ReadOnce:
    """A bounded, thread-safe memo of source readings under one catalogue hash at a time."""

    def __init__(self, limit: int = MAX_READINGS) -> None:
        self._limit = limit
        self._readings: OrderedDict[tuple[str, str], SourceExtraction] = OrderedDict()
        self._lock = Lock()

    def read(
        self, catalogue_hash: str, source: Source, read: Callable[[], SourceExtraction]
    ) -> SourceExtraction:
        """The reading of `source` under the catalogue `catalogue_hash`: remembered, or
        `read()` now and remembered when it succeeded."""
        key = (catalogue_hash, source.model_dump_json())
        with self._lock:
            kept = self._readings.get(key)
            if kept is not None:
                self._readings.move_to_end(key)
                return kept.model_copy(deep=True)
        fresh = read()
        if fresh.ok:
            with self._lock:
                self._readings[key] = fresh.model_copy(deep=True)
                while len(self._readings) > self._limit:
                    self._readings.popitem(last=False)
        return fresh
