"""Ironbark Fitness (tests/kb/gym): a HELD-OUT knowledge base, a regression floor, not a spec.

A fictional UK gym chain (memberships Off-Peak, Core and Ultimate; regional and London
clubs): 32 sources written the way a help centre, membership terms, SOPs (one for ops only),
macros (one flagged outdated), Slack threads and release notes are written, some exported
with no frontmatter and some with the fields real exports carry (tags, author, locale), a
day-one catalogue of 12 topics, and 45 cases whose expectations are what a correct guard
gives under the rules (every case's `why` names its sources and rules; a draft with a wrong
value says UNSAFE). It was written for issue 17 after the airline knowledge base, without
reading the extractor or the engine, and neither the catalogue nor the cases were tuned to
the product: tests/kb/gym/FIRST_RUN.md lists what the first run missed.

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

from guard.workspace import Workspace
from tests.support.kbcase import (
    assert_cases_well_formed,
    assert_export_fields_load,
    assert_floor,
    load_as_exported,
)

FOLDER = Path(__file__).resolve().parent / "kb" / "gym"
CASES: list[dict[str, Any]] = yaml.safe_load((FOLDER / "cases.yaml").read_text(encoding="utf-8"))

# Held-out measure: cases (of 45) that the local extractor and the rules get right, decision
# and reason both. First run (1 Dec 2026 code, main at c55f63f): the folder as exported does
# not load at all (import refuses `tags`, `author`, `locale`: 0/45); without those lines,
# 11/45, with 3 UNSAFE ALLOWs (a wrong minimum age passes as NO_POLICY_CLAIM). No
# expectation was changed after it. 15/45 after the evidence-scored topics; 39/45 once a
# clause's own subject, ages said of someone, rates and longer phrases were read and a source
# whose values are all deliberately set aside stopped counting as unread (issue 17). These
# fixes were guided by this folder's misses, so 39 is a regression floor, not a fresh measure.
# 42/45 once a rate's "a month" reads as the catalogue's "per month"; 43 once days no month
# length could match are a different value, not a unit mismatch; 45 once the age someone
# must reach first ("until he's 18") and a count per period ("2 a month") were read. To be
# raised, never lowered.
PASSING_FLOOR = 45


@pytest.fixture(scope="module")
def ws(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
    return load_as_exported(FOLDER, tmp_path_factory.mktemp("kb"))


def test_the_workspace_loads_without_errors(ws: Workspace) -> None:
    topics = ws.catalogue.topics
    assert len(topics) == 12
    assert {t.kind for t in topics} == {"duration", "money", "percent", "count", "choice"}
    assert 30 <= len(ws.sources) <= 37
    kinds = {s.kind for s in ws.sources}
    assert {"policy", "sop", "macro", "faq", "slack", "release_note", "help_article"} <= kinds
    assert any(s.signals.visibility == "ops" for s in ws.sources)
    assert any(s.signals.flagged_outdated for s in ws.sources)
    # the plain help-centre exports: no frontmatter, the id is the file's stem
    assert {"joining-ironbark", "faq", "london-clubs"} <= {s.id for s in ws.sources}
    tickets = set(ws.tickets)
    assert all(c.get("ticket") in tickets for c in CASES)


def test_the_folder_loads_with_its_export_fields() -> None:
    assert_export_fields_load(FOLDER)


def test_the_cases_are_well_formed(ws: Workspace) -> None:
    assert_cases_well_formed(CASES, ws, fewest=45)


def test_at_least_the_floor_of_held_out_cases_pass(ws: Workspace) -> None:
    assert_floor(ws, PASSING_FLOOR)
