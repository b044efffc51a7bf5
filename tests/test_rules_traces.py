"""The claim trace a reviewer reads, D1-D11b, word for word (guard/engine/decide.py): every
rule that fires or passes says why, and every rule not reached is listed once with the reason.

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

import pytest

from tests.support.snapshots import assert_snapshot, load
from tests.support.tracecase import SCENARIOS

# --- the trace a reviewer reads: D1–D11b, word for word ----------------------------------


#: Every scenario's claim trace is pinned whole in tests/snapshots/claim_traces.json: the
#: trace is what the CLI and Slack show as the reasoning, so a rule that fires for the wrong
#: reason, or says the wrong thing, fails here.


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_each_claim_trace_says_why_in_words(name):
    v = SCENARIOS[name]()
    said = [
        f"{s.rule} {s.outcome}: {s.detail}"
        for c in v.claims
        for s in c.trace
        if s.outcome != "skipped"
    ]
    actual = {"decision": v.decision, "reason": v.reason_code, "trace": said}
    assert_snapshot("claim_traces", name, actual)


def test_every_claim_trace_snapshot_has_its_scenario():
    assert list(load("claim_traces")) == list(SCENARIOS)


SET_BY_D4 = [("D5", "V was set by D4"), ("D6", "V was set by D4"), ("D7", "V was set by D4")]


AFTER_D1 = ("D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11a", "D11b")


AFTER_D8 = ("D9", "D10", "D11a", "D11b")


@pytest.mark.parametrize(
    ("name", "skipped"),
    [
        ("D1 one dimension", [(r, "D1 settled the outcome") for r in AFTER_D1]),
        ("D4 consensus", SET_BY_D4),
        ("D6 specific exception", [("D7", "V was set by D6")]),
        ("D8 no draft value", [*SET_BY_D4, *((r, "no comparable draft value") for r in AFTER_D8)]),
        ("D8 units differ", [*SET_BY_D4, *((r, "units differ") for r in AFTER_D8)]),
        (
            "D9 hedged",
            [
                *SET_BY_D4,
                ("D10", "the draft value is outside V"),
                ("D11a", "result is already CAUTION"),
                ("D11b", "result is CAUTION, not ALLOW"),
            ],
        ),
        ("D11a weak basis", [*SET_BY_D4, ("D11b", "already CAUTION")]),
        (
            "D5 one superseder",
            [
                ("D6", "V was set by D5"),
                ("D7", "V was set by D5"),
                ("D10", "the draft value is outside V"),
                ("D11b", "result is HOLD, not ALLOW"),
            ],
        ),
    ],
)
def test_every_rule_not_reached_is_listed_once_with_the_reason(name, skipped):
    v = SCENARIOS[name]()
    trace = v.claims[0].trace
    assert [(s.rule, s.detail) for s in trace if s.outcome == "skipped"] == skipped
    assert [s.rule for s in trace] == [
        "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11a", "D11b"
    ]  # fmt: skip
