"""Orbitask (tests/kb/saas): a HELD-OUT knowledge base, a regression floor, not a spec.

A fictional B2B project-management SaaS (tiers free/team/business/enterprise, monthly and
annual billing): 37 sources written the way a help centre, legal pages, SOPs, macros, Slack
and release notes are written, a day-one catalogue, and 45 cases whose expectations are what
a correct guard gives under the rules (every case's `why` names its sources and rules). It
was written without reading the extractor or the engine, and neither the catalogue nor the
cases were tuned to the product.

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

from guard.workspace import Workspace, load_folder
from tests.support.kbcase import assert_cases_well_formed, assert_floor

FOLDER = Path(__file__).resolve().parent / "kb" / "saas"
CASES: list[dict[str, Any]] = yaml.safe_load((FOLDER / "cases.yaml").read_text(encoding="utf-8"))

# Held-out measure: cases (of 45) that the local extractor and the rules get right, decision
# and reason both. First run: 23; 28 on main before engine-fixes; 29 once a superseding
# document that states its value twice counts as one superseder (retention-superseded-hold);
# 33 once tables were read cell by cell (prices by billing cycle, units in headers, a
# service-credit column) and wrapped paragraphs joined; 35 once a capitalised plan name inside
# a sentence scoped it ("Business goes to $24"); 40 with the wording fixes (a comparison's
# baseline scopes nothing, "X last N days", a procedure needing sign-off is not the SOP's
# status, rates, "1 TB" read as a quantity); 42 with attribution by evidence (issue 17: "you
# can try it free for 14 days" names nothing, so it is read on the ticket's trial topic);
# 43 once a participle after a comma was said of the noun before it ("Audit logs, retained
# for 12 months" is the audit logs', which the catalogue does not cover).
# To be raised, never lowered.
PASSING_FLOOR = 43


@pytest.fixture(scope="module")
def ws() -> Workspace:
    return load_folder(FOLDER)


def test_the_workspace_loads_without_errors(ws: Workspace) -> None:
    topics = ws.catalogue.topics
    assert len(topics) == 10
    assert {t.kind for t in topics} == {"duration", "money", "percent", "count", "choice"}
    assert 25 <= len(ws.sources) <= 40
    kinds = {s.kind for s in ws.sources}
    assert {"policy", "sop", "macro", "faq", "slack", "release_note", "help_article"} <= kinds
    assert any(s.signals.visibility == "ops" for s in ws.sources)
    assert any(s.signals.flagged_outdated for s in ws.sources)
    tickets = set(ws.tickets)
    assert all(c.get("ticket") in tickets for c in CASES)


def test_the_cases_are_well_formed(ws: Workspace) -> None:
    assert_cases_well_formed(CASES, ws, fewest=30)


def test_at_least_the_floor_of_held_out_cases_pass(ws: Workspace) -> None:
    assert_floor(ws, PASSING_FLOOR)
