"""An extractor that waits at a gate, so a test can hold a check mid-flight."""

from __future__ import annotations

import threading

from guard.extract.local import LocalExtractor
from guard.models import DraftExtraction


class GatedExtractor(LocalExtractor):
    """The draft extraction waits until the test releases it, like a slow model call."""

    def __init__(self) -> None:
        super().__init__()
        self.started = threading.Event()
        self.release = threading.Event()
        self.finished = threading.Event()

    def extract_draft(self, text: str) -> DraftExtraction:
        self.started.set()
        self.release.wait(timeout=30)
        try:
            return super().extract_draft(text)
        finally:
            self.finished.set()
