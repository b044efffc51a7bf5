"""Corvina Air (tests/kb/airline): a HELD-OUT knowledge base, a regression floor, not a spec.

A fictional European low-cost airline based in Portugal (fares Basic, Regular and Flex;
domestic and international routes): 32 sources written the way a help centre, conditions of
carriage, SOPs (some for ops only), macros (one flagged outdated), Slack threads and release
notes are written, a day-one catalogue of 12 topics, and 45 cases whose expectations are what
a correct guard gives under the rules (every case's `why` names its sources and rules). It
was written after the fixes that the retail, saas and telecom knowledge bases prompted,
without reading the extractor or the engine, and neither the catalogue nor the cases were
tuned to the product: it is the freshest measure of docs the product has never met.

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

FOLDER = Path(__file__).resolve().parent / "kb" / "airline"
CASES: list[dict[str, Any]] = yaml.safe_load((FOLDER / "cases.yaml").read_text(encoding="utf-8"))

# Held-out measure: cases (of 45) that the local extractor and the rules get right, decision
# and reason both. First run: 33 (one expectation corrected after it, see
# checked-basic-domestic-caution's `why`; it fails either way; a percent topic, card_fee,
# with HA-117 and card-fee-hold, was added before the floor was set, as the brief asked for
# all five kinds, replacing the passing comp-no-value-allow). 38 once, of two values of one
# subject in one sentence ('opens 24 hours before ... closes 2 hours before'), only the one
# whose own verb the topic's label names stayed on it. 40 once a unit of measure ('23 kg')
# said of another subject ('a 23 kg checked bag') left the cabin-bag weight topic.
# 42 with the draft-reading fixes merged too: a phrase's verb matched without its -s
# ("Flex fares include seat selection" for "includes seat selection"), and "free" qualified
# after it ("free on Flex fares") is a price.
# 44 with the status and scope fixes merged too. To be raised, never lowered.
PASSING_FLOOR = 44


@pytest.fixture(scope="module")
def ws() -> Workspace:
    return load_folder(FOLDER)


def test_the_workspace_loads_without_errors(ws: Workspace) -> None:
    topics = ws.catalogue.topics
    assert len(topics) == 12
    assert {t.kind for t in topics} == {"duration", "money", "percent", "count", "choice"}
    assert 25 <= len(ws.sources) <= 40
    kinds = {s.kind for s in ws.sources}
    assert {"policy", "sop", "macro", "faq", "slack", "release_note", "help_article"} <= kinds
    assert any(s.signals.visibility == "ops" for s in ws.sources)
    assert any(s.signals.flagged_outdated for s in ws.sources)
    # the plain help-centre exports: no frontmatter, the id is the file's stem
    assert {"online-check-in", "priority-boarding"} <= {s.id for s in ws.sources}
    tickets = set(ws.tickets)
    assert all(c.get("ticket") in tickets for c in CASES)


def test_the_cases_are_well_formed(ws: Workspace) -> None:
    assert_cases_well_formed(CASES, ws, fewest=35)


def test_at_least_the_floor_of_held_out_cases_pass(ws: Workspace) -> None:
    assert_floor(ws, PASSING_FLOOR)
