"""Issue 17, item 1: catalogue order never decides a topic.

Shuffling the topics in a knowledge base's answerguard.yaml, each topic's `about` phrases and
the order of its source files changes no verdict, on every blind knowledge base in tests/kb.
A reading that let the first-listed topic win a tie (or the first file read) fails here. Two
shuffles per knowledge base keep the run to a few seconds each.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from guard.evals.workspaces import HELDOUT_KBS, case_results
from guard.kb.workspace import Workspace, load_folder

KBS = sorted(p.name for p in HELDOUT_KBS.iterdir() if (p / "cases.yaml").exists())


@cache
def _workspace(name: str) -> Workspace:
    return load_folder(Path(HELDOUT_KBS / name))


@cache
def _verdicts(name: str) -> tuple[tuple[str, str, str], ...]:
    return _run(_workspace(name))


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
@settings(max_examples=2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rnd=st.randoms(use_true_random=False))
def test_shuffling_the_catalogue_and_the_sources_changes_no_verdict(
    name: str, rnd: random.Random
) -> None:
    ws = _shuffled(_workspace(name), rnd)
    assert _run(ws) == _verdicts(name)
