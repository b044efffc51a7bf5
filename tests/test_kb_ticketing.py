"""Lanternfly Tickets (tests/kb/ticketing): a HELD-OUT knowledge base, a regression floor, not a spec.

A fictional UK ticketing site (tickets sold direct, and a Fan Resale marketplace): 26 sources written the way a help centre, terms, SOPs (one for ops only), macros (one
flagged outdated), Slack threads and release notes are written, some exported with no
frontmatter and some with the fields real exports carry (tags, author, locale), a day-one
catalogue of 12 topics, and 40 cases whose expectations are what a correct guard gives
under the rules (every case's `why` names its sources and rules; a draft with a wrong value
says UNSAFE). It was written blind for issue 17, without reading the extractor or the engine;
neither the catalogue nor the cases were tuned to the product: tests/kb/ticketing/FIRST_RUN.md
lists what the first run missed, and why.

So most cases are not asserted one by one: the test holds a floor on how many pass. Raise
PASSING_FLOOR when the product gets better on these docs; never lower it, and never edit a
case or the catalogue to make it pass (that spends the measure). Fix a case only when its
own expectation was wrong by the rules, and say why in its `why`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from kbcase import assert_cases_well_formed, assert_export_fields_load, assert_floor

from guard.workspace import Workspace, load_folder

FOLDER = Path(__file__).resolve().parent / "kb" / "ticketing"
CASES: list[dict[str, Any]] = yaml.safe_load((FOLDER / "cases.yaml").read_text(encoding="utf-8"))

# Held-out measure: cases (of 40) that the local extractor and the rules get right, decision
# and reason both. First run (4 Dec 2026, on main at 3304460): 20/40, 0 UNSAFE ALLOWs.
# Nothing was changed before the scored run; no expectation was changed after it
# (FIRST_RUN.md). To be raised, never lowered.
# 30 once "on or after <date>" is an effective date, "no longer" denies an option and a
# value carried from an earlier sentence yields to the document's own words (branch k17new).
# 37 once the side of a clause whose phrases say more takes the value ("a refund within 28
# days of the new date being announced": the rescheduling window's).
PASSING_FLOOR = 37


@pytest.fixture(scope="module")
def ws() -> Workspace:
    return load_folder(FOLDER)


def test_the_workspace_loads_without_errors(ws: Workspace) -> None:
    topics = ws.catalogue.topics
    assert len(topics) == 12
    assert {t.kind for t in topics} == {"duration", "money", "percent", "count", "choice"}
    assert len(ws.sources) == 26
    kinds = {s.kind for s in ws.sources}
    assert {"policy", "sop", "macro", "slack", "release_note", "help_article"} <= kinds
    assert any(s.signals.visibility == "ops" for s in ws.sources)
    assert any(s.signals.flagged_outdated for s in ws.sources)
    # the plain help-centre exports: no frontmatter, the id is the file's stem
    plain_exports = {"selling-resale", "cancelled-events", "age-policy", "venue-info", "faq"}
    assert plain_exports <= {s.id for s in ws.sources}
    tickets = set(ws.tickets)
    assert all(c.get("ticket") in tickets for c in CASES)


def test_the_folder_loads_with_its_export_fields() -> None:
    assert_export_fields_load(FOLDER)


def test_the_cases_are_well_formed(ws: Workspace) -> None:
    assert_cases_well_formed(CASES, ws, fewest=40)


def test_at_least_the_floor_of_held_out_cases_pass(ws: Workspace) -> None:
    assert_floor(ws, PASSING_FLOOR)
