"""Shared fixtures: the seed workspace, its visible sources and a fixed decision time.
Shared constants and helpers live in the `tests.support` package (`tests/support/seedcase.py`)."""

from __future__ import annotations

import os
from datetime import datetime

import pytest
from hypothesis import settings

from guard.models import Source
from guard.workspace import Workspace, load_seed
from tests.support.seedcase import NOW

# CI replays the same examples every run, so a red build always reproduces; locally the
# examples stay random, to keep finding new ones.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture
def seed() -> Workspace:
    return load_seed()


@pytest.fixture
def everyone_sources(seed: Workspace) -> list[Source]:
    return [s for s in seed.sources if s.signals.visibility == "everyone"]


@pytest.fixture
def now() -> datetime:
    return NOW
