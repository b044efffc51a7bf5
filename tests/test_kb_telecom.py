"""Fernlea (tests/kb/telecom): a HELD-OUT knowledge base, the measure of how AnswerGuard does
on a team's own docs it has never seen.

The workspace (a UK-and-Ireland broadband and mobile provider, synthetic) was written from the
README's workspace format and the rules in DESIGN.md by someone who did not read the extractor
or the engine; each case in `cases.yaml` expects what a CORRECT guard gives per the rules, not
what the product answers today. So not every case passes, and no test pins a single case:
`PASSING_FLOOR` is how many pass now. Raise it when the product gets better; never lower it,
and never edit the workspace or its cases to make the product pass (that would spend the
measure). The misses and their likely causes are in the report that introduced this file.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
import yaml
from kbcase import assert_cases_well_formed, assert_floor

from guard.check import CheckService
from guard.extract.local import LocalExtractor
from guard.workspace import Workspace, load_folder

FOLDER = Path(__file__).resolve().parent / "kb" / "telecom"
CASES: list[dict[str, Any]] = yaml.safe_load((FOLDER / "cases.yaml").read_text(encoding="utf-8"))

# Held-out measure: the number of cases.yaml cases the local extractor gets right (decision and
# reason). 20 of 45 when the workspace was written; 28 once tables were read cell by cell
# (column headers as scope), wrapped paragraphs joined and lists of scope values read; 37
# with the wording fixes (questions and reported speech, an option offered is no default,
# "40GB" as a count, the noun a "14-day" describes); 38 once topics were read by evidence
# with the document's title as the outermost heading (issue 17: SL-401's "5.9% rise" is the
# price rise its title names, which also ended an unsafe ALLOW); 39 once catalogue phrases
# were read loosely too ("leaving your broadband early" for "leaving early").
# 41 with the status and scope fixes merged too. 43 once a source's value said only of a
# place no scope names ("in the EU") is set aside (branch k17fix). To be raised, never lowered.
PASSING_FLOOR = 43


@pytest.fixture(scope="module")
def ws() -> Workspace:
    return load_folder(FOLDER)


@pytest.fixture(scope="module")
def service(ws: Workspace) -> CheckService:
    return CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)


def test_the_workspace_loads_without_errors(ws: Workspace) -> None:
    # load_folder raises InputError on any bad catalogue, frontmatter, ticket or duplicate id.
    assert ws.catalogue.name == "Fernlea Broadband & Mobile support"
    assert 25 <= len(ws.sources) <= 40
    kinds = {t.kind for t in ws.catalogue.topics}
    assert kinds == {"duration", "money", "percent", "count", "choice"}
    assert 8 <= len(ws.catalogue.topics) <= 12
    ids = {s.id for s in ws.sources}
    assert {"moving-home", "contact-us"} <= ids  # the two files with no frontmatter
    assert len(ws.tickets) >= 10  # a mapping: ticket id -> ticket


def test_the_cases_file_is_well_formed(ws: Workspace) -> None:
    assert_cases_well_formed(CASES, ws, fewest=30)


def test_at_least_the_floor_of_cases_pass(ws: Workspace) -> None:
    assert_floor(ws, PASSING_FLOOR)


def test_the_conflict_register_can_be_computed(service: CheckService) -> None:
    """It used to raise 'a CONTESTED answer needs at least two sides' when the only
    disagreeing claims came from one source (HC-102's table row states £150 and €170 for
    broadband); a source that disagrees with itself is now a conflict with two sides."""
    from guard.conflicts import ConflictService

    now = datetime.fromisoformat("2026-12-01T12:00:00+00:00")
    register = ConflictService(service).register("support_agent", now)
    for entry in register.conflicts:
        assert len({s.value_text for s in entry.sides}) >= 2, entry.id
