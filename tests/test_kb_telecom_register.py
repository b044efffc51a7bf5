"""The telecom knowledge base (tests/kb/telecom) beyond its floor (tests/test_kb_floors.py):
a source that disagrees with itself still gives the Conflict Register two sides."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from guard.check import CheckService
from guard.crosscheck.conflicts import ConflictService
from guard.extract.local import LocalExtractor
from guard.kb.workspace import load_folder

FOLDER = Path(__file__).resolve().parent / "kb" / "telecom"


def test_the_conflict_register_can_be_computed() -> None:
    """It used to raise 'a CONTESTED answer needs at least two sides' when the only
    disagreeing claims came from one source (HC-102's table row states £150 and €170 for
    broadband); a source that disagrees with itself is now a conflict with two sides."""
    ws = load_folder(FOLDER)
    service = CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)
    now = datetime.fromisoformat("2026-12-01T12:00:00+00:00")
    register = ConflictService(service).register("support_agent", now)
    for entry in register.conflicts:
        assert len({s.value_text for s in entry.sides}) >= 2, entry.id
