"""The verdict's own trace, D0a-D0d, SEVERITY and the SOURCE_UNREAD cap, word for word, with
the headline (guard/engine/decide.py).

First written to kill mutants that survived `make mutation` (docs/mutation.md)."""

from __future__ import annotations

import pytest

from tests.support.snapshots import assert_snapshot, load
from tests.support.tracecase import VERDICTS

# --- the verdict's own trace: D0a–D0d, SEVERITY and the SOURCE_UNREAD cap -----------------


@pytest.mark.parametrize("name", list(VERDICTS))
def test_each_verdict_trace_and_headline_say_why_in_words(name):
    """Pinned whole in tests/snapshots/verdict_traces.json."""
    v = VERDICTS[name]()
    actual = {
        "decision": v.decision,
        "reason": v.reason_code,
        "headline": v.headline,
        "trace": [f"{s.rule} {s.outcome}: {s.detail}" for s in v.trace],
    }
    assert_snapshot("verdict_traces", name, actual)


def test_every_verdict_trace_snapshot_has_its_case():
    assert list(load("verdict_traces")) == list(VERDICTS)
