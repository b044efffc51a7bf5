"""Swiftlark Parcels (tests/kb/courier): a HELD-OUT knowledge base, a regression floor, not a spec.

A fictional UK parcel courier (Standard and Express services): 28 sources written the way a help centre, terms of carriage, SOPs (one for ops only), macros
(one flagged outdated), Slack threads and release notes are written, some exported with no
frontmatter and some with the fields real exports carry (tags, author, locale), a day-one
catalogue of 11 topics, and 40 cases whose expectations are what a correct guard gives
under the rules (every case's `why` names its sources and rules; a draft with a wrong value
says UNSAFE). It was written blind for issue 17, without reading the extractor or the engine;
neither the catalogue nor the cases were tuned to the product: tests/kb/courier/FIRST_RUN.md
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

FOLDER = Path(__file__).resolve().parent / "kb" / "courier"
CASES: list[dict[str, Any]] = yaml.safe_load((FOLDER / "cases.yaml").read_text(encoding="utf-8"))

# Held-out measure: cases (of 40) that the local extractor and the rules get right, decision
# and reason both. First run (4 Dec 2026, on main at 6dd3f29): 28/40, 0 UNSAFE ALLOWs.
# No expectation was changed after it (FIRST_RUN.md). 30/40 once a supersession sentence
# names every title and ID it spells, 33/40 once an option priced in pence is an add-on
# (branch kb-round2).
# 35 with the other fixes of the session merged too. 36 once a value its clause puts in the
# past is no claim (branch k17fix). To be raised, never lowered.
PASSING_FLOOR = 36


@pytest.fixture(scope="module")
def ws() -> Workspace:
    return load_folder(FOLDER)


def test_the_workspace_loads_without_errors(ws: Workspace) -> None:
    topics = ws.catalogue.topics
    assert len(topics) == 11
    assert {t.kind for t in topics} == {"duration", "money", "percent", "count", "choice"}
    assert 26 <= len(ws.sources) <= 32
    kinds = {s.kind for s in ws.sources}
    assert {"policy", "sop", "macro", "slack", "release_note", "help_article"} <= kinds
    assert any(s.signals.visibility == "ops" for s in ws.sources)
    assert any(s.signals.flagged_outdated for s in ws.sources)
    # the plain help-centre exports: no frontmatter, the id is the file's stem
    plain_exports = {"compensation", "missed-delivery", "saturday-delivery", "international", "faq"}
    assert plain_exports <= {s.id for s in ws.sources}
    tickets = set(ws.tickets)
    assert all(c.get("ticket") in tickets for c in CASES)


def test_the_folder_loads_with_its_export_fields() -> None:
    assert_export_fields_load(FOLDER)


def test_the_cases_are_well_formed(ws: Workspace) -> None:
    assert_cases_well_formed(CASES, ws, fewest=40)


def test_at_least_the_floor_of_held_out_cases_pass(ws: Workspace) -> None:
    assert_floor(ws, PASSING_FLOOR)
