"""Shared test data: the fixed decision time, the canonical drafts and the hand-written
extraction fixtures. A plain module (not a conftest) so every test directory can import it."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from guard.kb.workspace import load_seed
from guard.models import AiMode, DraftExtraction, Extractions, Source, SourceExtraction

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "extractions"
NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
DRAFT_4BD = "Failed transfers are reversed within 4 business days."
DRAFT_1BD = "Failed transfers are reversed within 1 business day."
#: The build contract's ESCALATE holding reply, which the seed catalogue carries.
ESCALATE_TEMPLATE = (
    "Thanks for your patience. I'm confirming the exact reversal timeline for your transfer "
    "and will update you here as soon as I have it."
)
SEED_FIXTURES = ("DOC-101", "DOC-103", "SRC-202", "DOC-104")


def fixture_source(name: str) -> SourceExtraction:
    return SourceExtraction.model_validate(json.loads((FIXTURES / f"{name}.json").read_text()))


def fixture_draft(name: str) -> DraftExtraction:
    return DraftExtraction.model_validate(json.loads((FIXTURES / f"{name}.json").read_text()))


def extractions(draft: str, *sources: str) -> Extractions:
    return Extractions(draft=fixture_draft(draft), sources=[fixture_source(s) for s in sources])


def doc105_fragments() -> list[str]:
    """What must never reach a support agent: DOC-105's ID, its title, and every run of four
    words of its body."""
    doc = load_seed().source("DOC-105")
    words = doc.body.split()
    return [doc.id, doc.title] + [" ".join(words[i : i + 4]) for i in range(len(words) - 4)]


class FixtureExtractor:
    """The hand-written fixtures behind the extractor port, so a seed test can run the real
    check service (its safe reply and that reply's recheck included) with no extractor logic.

    A draft is served by its exact text, a source by its ID. Anything without a fixture is a
    failed extraction, so a test that reaches a text nobody planned for fails loudly instead
    of passing on a guess.
    """

    mode: AiMode = "local"
    model = "fixtures"
    prompt_version = "fixtures-1"

    def __init__(self, drafts: tuple[str, ...], sources: tuple[str, ...] = SEED_FIXTURES):
        self.drafts = {d.text: d for d in map(fixture_draft, drafts)}
        self.sources = {s.source_id: s for s in map(fixture_source, sources)}

    def extract_draft(self, text: str) -> DraftExtraction:
        found = self.drafts.get(text)
        return found or DraftExtraction(text=text, ok=False, error="no fixture for this text")

    def extract_source(self, source: Source) -> SourceExtraction:
        found = self.sources.get(source.id)
        return found or SourceExtraction(source_id=source.id, ok=False, error="no fixture")
