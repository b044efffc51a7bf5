"""Corbel & Circuit (tests/kb/retail): a HELD-OUT knowledge base, a regression floor, not a spec.

A fictional online home-electronics and furniture retailer in the US and Canada (standard and
paid Plus membership): 34 sources written the way a help centre, legal terms, SOPs (some for
ops only), macros (one flagged outdated), Slack threads and a policy changelog are written, a
day-one catalogue of 10 topics, and 45 cases whose expectations are what a correct guard gives
under the rules (every case's `why` names its sources and rules). It was written without
reading the extractor or the engine, and neither the catalogue nor the cases were tuned to
the product.

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

FOLDER = Path(__file__).resolve().parent / "kb" / "retail"
CASES: list[dict[str, Any]] = yaml.safe_load((FOLDER / "cases.yaml").read_text(encoding="utf-8"))

# Held-out measure: cases (of 45) that the local extractor and the rules get right, decision
# and reason both. First run: 23; 25 once months and years were read (protection-plan
# lengths; pricematch-plus-allow fails since: POL-210's "Price adjustments for a month"
# and its "30 days" are two values, and a month is never 30 days); 29 once a value went to
# the nearest topic of its kind in its clause ("If you return it opened, there's a 15%
# restocking fee") and "from $X to $Y" after a verb of change was read as a change; 31 once
# "waived" and "no restocking fee" were zero in the topic's unit (0% for a percent topic);
# 34 once "more than one" and "one or more" were no count of one; 36 once a quotation
# opened after someone else's speech verb ('the customer wrote: "…"') was reported speech;
# 37 once a claim with no number ("a lower minimum") was a claim with no value; 38 with
# attribution by evidence (issue 17): a value whose words name nothing is read on the
# ticket's single topic of its kind; 41 once a run-in heading ("**Price adjustments for a
# month.**") yielded to its item's own value and a block turned to bonus cards kept "The
# expiry date is printed on the card" off the gift-card topic.
# 42 once, too, a bare timing word in a question ("anything else today?") was no extraction
# gap.
# 44 with the status and scope fixes merged too. To be raised, never lowered.
PASSING_FLOOR = 44


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
    # the plain help-centre exports: no frontmatter, the id is the file's stem
    assert {"gift-cards", "shipping-faq"} <= {s.id for s in ws.sources}
    tickets = set(ws.tickets)
    assert all(c.get("ticket") in tickets for c in CASES)


def test_the_cases_are_well_formed(ws: Workspace) -> None:
    assert_cases_well_formed(CASES, ws, fewest=35)


def test_at_least_the_floor_of_held_out_cases_pass(ws: Workspace) -> None:
    assert_floor(ws, PASSING_FLOOR)
