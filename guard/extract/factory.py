"""Choosing an extractor from the environment."""

from __future__ import annotations

from guard.extract.base import Extractor
from guard.extract.local import LocalExtractor


def make_extractor() -> Extractor:
    """The local extractor: deterministic, offline, the default when no API key is configured."""
    return LocalExtractor()
