"""Shared fixtures: the seed workspace, hand-written extractions and a fixed decision time."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from guard.models import DraftExtraction, Extractions, Source, SourceExtraction
from guard.workspace import Workspace, load_seed

FIXTURES = Path(__file__).parent / "fixtures" / "extractions"
NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
DRAFT_4BD = "Failed transfers are reversed within 4 business days."


def fixture_source(name: str) -> SourceExtraction:
    return SourceExtraction.model_validate(json.loads((FIXTURES / f"{name}.json").read_text()))


def fixture_draft(name: str) -> DraftExtraction:
    return DraftExtraction.model_validate(json.loads((FIXTURES / f"{name}.json").read_text()))


def extractions(draft: str, *sources: str) -> Extractions:
    return Extractions(draft=fixture_draft(draft), sources=[fixture_source(s) for s in sources])


SEED_FIXTURES = ("DOC-101", "DOC-103", "SRC-202", "DOC-104")


@pytest.fixture
def seed() -> Workspace:
    return load_seed()


@pytest.fixture
def everyone_sources(seed: Workspace) -> list[Source]:
    return [s for s in seed.sources if s.signals.visibility == "everyone"]


@pytest.fixture
def now() -> datetime:
    return NOW
