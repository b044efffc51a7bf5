"""Issue 17, item 1: catalogue order never decides a topic.

Shuffling the topics in a knowledge base's answerguard.yaml, each topic's `about` phrases and
the order of its source files changes no verdict, on every blind knowledge base in tests/kb.
A reading that let the first-listed topic win a tie (or the first file read) fails here.

One shuffle per knowledge base per run: every base is shuffled on every run. A developer's
run draws a new order each time, so the orders tried accumulate; CI's hypothesis profile
(tests/conftest.py) is derandomized, so CI tries the same order each time. The
unshuffled verdicts come from `tests.support.kbresults`, the run the floors test also uses,
so a run reads each base twice, not three times.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from guard.evals.workspaces import case_results
from guard.kb.workspace import Workspace
from tests.support.kbresults import KB_NAMES, kb_results, kb_workspace

KBS = list(KB_NAMES)


def _verdicts(name: str) -> tuple[tuple[str, str, str], ...]:
    """The base's verdicts as the floors test and the index-path test see them (one run)."""
    return tuple((c.id, r.decision, r.reason_code) for c, r in kb_results(name))


def _run(ws: Workspace) -> tuple[tuple[str, str, str], ...]:
    return tuple((c.id, r.decision, r.reason_code) for c, r in case_results(ws))


def _shuffled(ws: Workspace, rnd: random.Random) -> Workspace:
    topics = [
        replace(t, about=tuple(rnd.sample(t.about, len(t.about)))) for t in ws.catalogue.topics
    ]
    rnd.shuffle(topics)
    sources = list(ws.sources)
    rnd.shuffle(sources)
    return replace(
        ws, catalogue=replace(ws.catalogue, topics=tuple(topics)), sources=tuple(sources)
    )


def test_every_knowledge_base_is_shuffled() -> None:
    assert len(KBS) >= 4


@pytest.mark.parametrize("name", KBS)
@settings(max_examples=1, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rnd=st.randoms(use_true_random=False))
def test_shuffling_the_catalogue_and_the_sources_changes_no_verdict(
    name: str, rnd: random.Random
) -> None:
    ws = _shuffled(kb_workspace(name), rnd)
    assert _run(ws) == _verdicts(name)
