"""Shared fixtures: the seed workspace, its visible sources and a fixed decision time.
Shared constants and helpers live in `seedcase.py`, a plain module."""

from __future__ import annotations

from datetime import datetime

import pytest
from seedcase import NOW

from guard.models import Source
from guard.workspace import Workspace, load_seed


@pytest.fixture
def seed() -> Workspace:
    return load_seed()


@pytest.fixture
def everyone_sources(seed: Workspace) -> list[Source]:
    return [s for s in seed.sources if s.signals.visibility == "everyone"]


@pytest.fixture
def now() -> datetime:
    return NOW
