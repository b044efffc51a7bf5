"""Shared fixtures: the seed workspace, its visible sources, a fixed decision time, a
temporary store, a check service and a runtime over it, BrightCart's workspace, and two
editable workspace folders (the seed, and a small one-owner workspace). Shared constants and
helpers live in the `tests.support` package."""

from __future__ import annotations

import os
import shutil
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import settings

from guard.check import CheckService
from guard.extract.local import LocalExtractor
from guard.kb.catalogue import seed_catalogue_path
from guard.kb.workspace import SEED_DIR, Workspace, load_seed
from guard.models import Source
from guard.runtime import Runtime, build_runtime
from guard.settings import Settings
from guard.store import Store
from tests.support.conflict_helpers import brightcart as load_brightcart
from tests.support.seedcase import NOW
from tests.support.trustcase import make_workspace

# Time is measured by benchmarks (`make bench`), never by a test: no example has a deadline,
# so a loaded machine cannot fail a property. CI replays the same examples every run, so a
# red build always reproduces; locally the examples stay random, to keep finding new ones.
settings.register_profile("dev", deadline=None)
settings.register_profile(
    "ci", parent=settings.get_profile("dev"), derandomize=True, print_blob=True
)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture
def seed() -> Workspace:
    return load_seed()


@pytest.fixture
def everyone_sources(seed: Workspace) -> list[Source]:
    return [s for s in seed.sources if s.signals.visibility == "everyone"]


@pytest.fixture
def now() -> datetime:
    return NOW


@pytest.fixture
def store(tmp_path: Path) -> Store:
    """A store on a temporary database over the seed (its default base). A test that reopens
    it (a restart) opens `tmp_path / "ag.db"` again."""
    return Store(tmp_path / "ag.db")


@pytest.fixture
def service(store: Store) -> CheckService:
    """Checks read by the local extractor against the store's workspace, as the CLI runs them
    offline; a test that edits a source through `store` sees the edit in the next check."""
    return CheckService(LocalExtractor(), store.sources.workspace)


@pytest.fixture
def runtime(store: Store) -> Runtime:
    """The whole product on the store (local AI mode), as the Slack and Intercom apps get it."""
    return build_runtime(Settings(ai_mode="local"), store)


@pytest.fixture
def brightcart() -> Workspace:
    """The BrightCart workspace that ships with the product (guard/workspaces/brightcart)."""
    return load_brightcart()


@pytest.fixture
def ws_dir(tmp_path: Path) -> Path:
    """A small workspace folder of one owner's sources and tickets (tests/support/trustcase.py),
    at `tmp_path / "kb"`, free to edit."""
    return make_workspace(tmp_path / "kb")


@pytest.fixture
def seed_folder(tmp_path: Path) -> Path:
    """The seed as a workspace folder of its own (without its variants), free to edit."""
    root = tmp_path / "seed"
    shutil.copytree(SEED_DIR, root, ignore=shutil.ignore_patterns("variants"))
    shutil.copy(seed_catalogue_path(), root / "answerguard.yaml")
    return root
