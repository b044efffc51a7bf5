"""The extractor port: what the check service needs from any claim extractor."""

from __future__ import annotations

from typing import Protocol

from guard.models import AiMode, DraftExtraction, Source, SourceExtraction


class ExtractionError(Exception):
    """An extractor could not produce a valid result (transport error, invalid output twice)."""


class Extractor(Protocol):
    #: What the result's `ai.mode` should say about claims this extractor produced.
    mode: AiMode
    model: str
    prompt_version: str

    def extract_source(self, source: Source) -> SourceExtraction:
        """Claims of one source. Returns ok=False (never raises) when the source can't be read."""
        ...

    def extract_draft(self, text: str) -> DraftExtraction:
        """Claims of a draft reply. Returns ok=False (never raises) when extraction fails."""
        ...
