"""Every held-out knowledge base in tests/kb, measured the same way from one table,
tests/kb/floors.yaml: its folder loads with the shape its entry records, its cases file is
well formed, and at least its floor of cases come out as expected (decision and reason).

The cases run through `guard.evals.workspaces.case_results`, the code the README's table and
`demo` use, so a floor and the published count cannot disagree. A folder with a cases file and
no entry fails: a knowledge base cannot join tests/kb without a floor."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from guard.kb.workspace import Workspace
from tests.support.kbcase import (
    assert_cases_well_formed,
    assert_export_fields_load,
    assert_floor,
    load_as_exported,
)
from tests.support.kbresults import kb_results, kb_workspace

KB = Path(__file__).resolve().parent / "kb"
FLOORS: dict[str, dict[str, Any]] = yaml.safe_load((KB / "floors.yaml").read_text(encoding="utf-8"))
TOPIC_KINDS = {"duration", "money", "percent", "count", "choice"}


def cases_of(name: str) -> list[dict[str, Any]]:
    return yaml.safe_load((KB / name / "cases.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module", params=sorted(FLOORS))
def kb(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, Workspace]:
    """Each knowledge base loaded once for the module, as its entry says: as it is, or as the
    rules see an export (without the export-only frontmatter lines)."""
    name = request.param
    if FLOORS[name]["load"] == "exported":
        return name, load_as_exported(KB / name, tmp_path_factory.mktemp("kb"))
    return name, kb_workspace(name)


def test_every_knowledge_base_folder_has_a_floor() -> None:
    folders = {p.name for p in KB.iterdir() if (p / "cases.yaml").exists()}
    assert folders, "no knowledge base under tests/kb"
    assert folders <= set(FLOORS), (
        f"add a floor to tests/kb/floors.yaml for {folders - set(FLOORS)}"
    )
    assert set(FLOORS) <= folders, f"floors for missing folders: {set(FLOORS) - folders}"
    for name, entry in FLOORS.items():
        assert isinstance(entry["floor"], int) and 0 <= entry["floor"] <= len(cases_of(name)), name
        assert entry["load"] in ("folder", "exported"), name


def test_the_workspace_loads_with_its_recorded_shape(kb: tuple[str, Workspace]) -> None:
    # load_folder raises InputError on any bad catalogue, frontmatter, ticket or duplicate id.
    name, ws = kb
    entry = FLOORS[name]
    topics = ws.catalogue.topics
    fewest_topics, most_topics = (
        entry["topics"] if isinstance(entry["topics"], list) else (entry["topics"],) * 2
    )
    assert fewest_topics <= len(topics) <= most_topics
    assert {t.kind for t in topics} == TOPIC_KINDS
    fewest, most = entry["sources"]
    assert fewest <= len(ws.sources) <= most
    assert set(entry.get("source_kinds", ())) <= {s.kind for s in ws.sources}
    if entry.get("ops_source"):
        assert any(s.signals.visibility == "ops" for s in ws.sources)
    if entry.get("outdated_source"):
        assert any(s.signals.flagged_outdated for s in ws.sources)
    # the plain help-centre exports: no frontmatter, the id is the file's stem
    assert set(entry.get("plain_exports", ())) <= {s.id for s in ws.sources}
    if "catalogue_name" in entry:
        assert ws.catalogue.name == entry["catalogue_name"]
    assert len(ws.tickets) >= entry.get("fewest_tickets", 0)  # a mapping: ticket id -> ticket
    assert all(c.get("ticket") in set(ws.tickets) for c in cases_of(name))


@pytest.mark.parametrize("name", sorted(n for n, e in FLOORS.items() if e["export_fields"]))
def test_the_folder_loads_with_its_export_fields(name: str) -> None:
    assert_export_fields_load(KB / name)


def test_the_cases_are_well_formed(kb: tuple[str, Workspace]) -> None:
    name, ws = kb
    assert_cases_well_formed(cases_of(name), ws, fewest=FLOORS[name]["fewest_cases"])


def test_at_least_the_floor_of_held_out_cases_pass(kb: tuple[str, Workspace]) -> None:
    name, ws = kb
    shared = FLOORS[name]["load"] != "exported"  # checked once for the run (`kbresults`)
    assert_floor(ws, FLOORS[name]["floor"], kb_results(name) if shared else None)
