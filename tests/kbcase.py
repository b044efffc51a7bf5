"""What every blind-written knowledge base test under tests/kb/ checks the same way: its
cases file is well formed, and at least its recorded floor of cases come out as expected.
The cases run through `guard.evals.workspaces.case_results`, the code the README's table
and `demo` use, so the floor and the published count cannot disagree."""

from __future__ import annotations

from typing import Any

from guard.evals.workspaces import case_matches, case_results
from guard.workspace import Workspace

DECISIONS = {"ALLOW", "CAUTION", "HOLD", "ESCALATE"}


def assert_cases_well_formed(cases: list[dict[str, Any]], ws: Workspace, fewest: int) -> None:
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)) and fewest <= len(ids) <= 45
    for case in cases:
        assert case.get("ticket") in ws.tickets, case["id"]
        assert case["expected"]["decision"] in DECISIONS, case["id"]
        assert case["expected"]["reason"], case["id"]
        assert case["why"].strip(), case["id"]
        assert case["now"], case["id"]


def assert_floor(ws: Workspace, floor: int) -> None:
    """At least `floor` cases give the expected decision and reason; the message lists the
    misses, each with what it got."""
    results = case_results(ws)
    passing = [c.id for c, r in results if case_matches(c, r)]
    missed = [
        f"{c.id}: expected {(c.expected.decision, c.expected.reason)}, "
        f"got {(r.decision, r.reason_code)}"
        for c, r in results
        if not case_matches(c, r)
    ]
    assert len(passing) >= floor, (
        f"{len(passing)} of {len(results)} held-out cases pass, below the floor of {floor}:\n"
        + "\n".join(missed)
    )
