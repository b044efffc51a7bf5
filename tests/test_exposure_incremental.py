"""Exposure replay after a write, per topic (guard/trust/exposure/): after any sequence of
sends and source writes, the exposures stored are exactly those a replay of every sent reply
after every write stores, and the checks of replies on other topics are never read."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from pytest_mock import MockerFixture

from guard.store.checks import ChecksRepo
from guard.trust.exposure import ExposureService
from tests.support.registerkb import (
    SIDS,
    T0,
    TOPICS,
    ClaimSpec,
    Kb,
    SourceSpec,
    apply,
    kb,
    knowledge_bases,
    sends,
    steps,
    workspace,
)


def exposures(k: Kb) -> list[dict[str, Any]]:
    """Every exposure as a reader sees it; `updatedAt` says when a replay last looked."""
    svc = ExposureService(k.service, k.store)
    return [e.model_dump(exclude={"updated_at"}) for e in svc.exposures(include_closed=True)]


def track(k: Kb, **kw: Any) -> Any:
    k.reindex()
    return ExposureService(k.service, k.store).track(T0, **kw)


#: Source writes, half of them moving the values a source states.
writes = steps.map(lambda s: s[0]) | st.tuples(st.just("bump"), st.sampled_from(SIDS[:3]))


@st.composite
def calm_bases(draw: st.DrawFn) -> list[SourceSpec]:
    """One in-force, unweakened source per topic, for every plan and region, so the first
    replies pass and a later write can contradict them; the writes then move everything."""
    specs = draw(knowledge_bases())
    return [
        replace(
            s,
            claims=[ClaimSpec(t, s.claims[0].amount, s.claims[0].unit)],
            kind="policy",
            verification="verified",
            owner_active=True,
            flagged=False,
            review_every_days=None,
        )
        for s, t in zip(specs, TOPICS, strict=False)
    ]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    calm_bases(),
    st.lists(sends, min_size=1, max_size=4),
    st.lists(st.one_of(writes, writes, sends), min_size=1, max_size=10),
)
def test_replaying_the_touched_topics_stores_what_replaying_everything_stores(
    specs, first, plan
) -> None:
    # The clock stands still: a date passing is replayed on demand (`exposure`), not here.
    ws = workspace(specs)
    inc, full = kb(ws), kb(ws)
    for write in [("send", "BC-1001", "support_agent", []), *first]:  # the first one passes
        apply(inc, write, T0)
        apply(full, write, T0)
    for write in plan:
        apply(inc, write, T0)
        apply(full, write, T0)
        track(inc)
        track(full, full=True)
        assert exposures(inc) == exposures(full)
    event(f"sent: {min(len(inc.store.checks.outbox()), 4)}")
    event(f"exposures: {sorted({e['status'] for e in exposures(inc)})}")
    # A write on one topic replays only the replies on it.
    extra = SourceSpec("SRC-LAST", [ClaimSpec("dispute_response_deadline", 9)])
    for k in (inc, full):
        apply(k, ("add", extra), T0)
    run = track(inc)
    track(full, full=True)
    assert exposures(inc) == exposures(full)
    assert run is not None and run.topics == ["dispute_response_deadline"]


def test_a_write_reads_the_checks_of_only_the_replies_on_its_topics(mocker: MockerFixture) -> None:
    payout = ClaimSpec("payout_delay", 2)
    returns = ClaimSpec("return_window", 30)
    k = kb(workspace([SourceSpec("SRC-1", [payout]), SourceSpec("SRC-2", [returns])]))
    apply(k, ("send", "BC-1001", "support_agent", [payout]), T0)
    apply(k, ("send", "BC-1002", "support_agent", [returns]), T0)
    assert len(k.store.checks.outbox()) == 2
    track(k)  # the first run reads both, once, and keeps their topics
    check_results = mocker.spy(ChecksRepo, "results")

    def reading(step: Callable[[], Any]) -> tuple[Any, list[int]]:
        """What `step` returns, and the ids of the stored checks it read."""
        check_results.reset_mock()
        out = step()
        return out, [i for call in check_results.call_args_list for i in call.args[1]]

    apply(k, ("edit", "SRC-1", [ClaimSpec("payout_delay", 5)], True, ""), T0)
    run, read = reading(lambda: track(k))
    assert run is not None and run.topics == ["payout_delay"] and run.replayed == 1
    (payout_check,) = read
    (e,) = ExposureService(k.service, k.store).exposures()
    assert e.ticket_id == "BC-1001" and e.decision_now == "HOLD"
    # A removal replays the replies on the removed version's topics only.
    apply(k, ("remove", "SRC-2"), T0)
    run, _ = reading(lambda: track(k))
    assert run is not None and run.topics == ["return_window"] and run.replayed == 1
    # A reply sent since the last run is replayed whatever the write touched.
    apply(k, ("send", "BC-1001", "support_agent", [ClaimSpec("payout_delay", 5)]), T0)
    apply(k, ("restore", "SRC-2"), T0)
    run, read = reading(lambda: track(k))
    assert run is not None and run.topics == ["return_window"] and run.replayed == 2
    assert payout_check not in read  # the reply that was exposed is not read again
    (done,) = ExposureService(k.service, k.store).exposures(include_closed=True)
    assert done.status == "resolved" and "Correction sent" in (done.resolution or "")
