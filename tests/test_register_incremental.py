"""The Conflict Register updated per topic (guard/crosscheck/register_scope.py): after any sequence of
source writes, the history it stores is exactly the one a full recompute after every write
stores, and a write recomputes only the topics it touched."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any
from unittest import mock

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from pytest_mock import MockerFixture

from guard.checkrequest import ROLES
from guard.crosscheck import conflicts
from guard.crosscheck.register_scope import Scope
from guard.kb.workspace import SourceEdit
from tests.support.registerkb import (
    T0,
    ClaimSpec,
    Kb,
    SourceSpec,
    apply,
    body_of,
    kb,
    knowledge_bases,
    steps,
    workspace,
)


def history(k: Kb) -> dict[str, list[dict[str, Any]]]:
    return {role: k.store.register.rows(role) for role in ROLES}


class Scopes:
    """Records what each update decided to recompute (None: every topic)."""

    def __init__(self) -> None:
        self.seen: list[Scope | None] = []

    def __call__(self, *a: Any, **kw: Any) -> Scope | None:
        out = conflicts_scope_of(*a, **kw)
        self.seen.append(out)
        return out


conflicts_scope_of = conflicts.scope_of


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(knowledge_bases(), st.lists(steps, min_size=1, max_size=8))
def test_the_incremental_register_stores_what_a_full_recompute_stores(specs, plan) -> None:
    ws = workspace(specs)
    inc, full = kb(ws), kb(ws)
    now = T0
    inc.register.track(inc.store, now)
    full.register.track(full.store, now, full=True)
    scopes = Scopes()
    with mock.patch.object(conflicts, "scope_of", scopes):
        for write, hours, track in plan:
            now += timedelta(hours=hours)
            apply(inc, write, now)
            apply(full, write, now)
            inc.reindex()
            full.reindex()
            if track:
                inc.register.track(inc.store, now)
                full.register.track(full.store, now, full=True)
                assert history(inc) == history(full)
        event(f"incremental updates on some topic: {sum(1 for s in scopes.seen if s and s.topics)}")
        inc.register.track(inc.store, now)
        full.register.track(full.store, now, full=True)
        # Then, the same day, a write: this update must be incremental, and still the same.
        last = SourceSpec(
            "SRC-LAST",
            [ClaimSpec(specs[0].claims[0].topic if specs[0].claims else "payout_delay", 9)],
        )
        for k in (inc, full):
            apply(k, ("add", last), now)
            k.reindex()
        scopes.seen.clear()
        inc.register.track(inc.store, now)
        full.register.track(full.store, now, full=True)
    assert history(inc) == history(full)
    assert scopes.seen[0] is not None
    rows = [r for rs in history(inc).values() for r in rs]
    event(f"register rows: {'closed' if any(r['closed_at'] for r in rows) else len(rows)}")


# --- what an update recomputes ---------------------------------------------------------------

A = ClaimSpec("payout_delay", 2)
B = ClaimSpec("return_window", 30)


def _three() -> Kb:
    """Three sources: SRC-1 and SRC-2 on payout timing, SRC-3 on the return window."""
    specs = [SourceSpec("SRC-1", [A]), SourceSpec("SRC-2", [A]), SourceSpec("SRC-3", [B])]
    k = kb(workspace(specs))
    k.register.track(k.store, T0)
    return k


def _update(k: Kb, now: Any = T0, **kw: Any) -> tuple[Scope | None, list[str]]:
    """Bring the register up to date; what it chose to recompute and the sources it read."""
    scopes = Scopes()
    read: list[str] = []
    real = k.register.read_sources

    def spy(sources: Any, *a: Any, **kw2: Any) -> Any:
        read.extend(s.id for s in sources)
        return real(sources, *a, **kw2)

    k.reindex()
    with (
        mock.patch.object(conflicts, "scope_of", scopes),
        mock.patch.object(k.register, "read_sources", spy),
    ):
        k.register.track(k.store, now, **kw)
    return (scopes.seen[0] if scopes.seen else None), read


def test_a_write_recomputes_only_the_topics_its_claims_were_and_are_on() -> None:
    k = _three()
    k.store.sources.edit(
        "SRC-1",
        SourceEdit(
            source="SRC-1",
            action="save_and_verify",
            body=body_of("SRC-1", [ClaimSpec("payout_delay", 5)]),
        ),
        "ed",
        T0,
    )
    scope, read = _update(k)
    assert scope is not None and scope.topics == {"payout_delay"}
    assert sorted(set(read)) == ["SRC-1", "SRC-2"]  # per role; SRC-3 is never read
    (row,) = k.store.register.rows("ops_lead", open_only=True)
    assert row["topic"] == "payout_delay"
    # Moving SRC-1 to the return window touches both topics: the old one closes.
    k.store.sources.edit(
        "SRC-1",
        SourceEdit(
            source="SRC-1",
            action="save_and_verify",
            body=body_of("SRC-1", [ClaimSpec("return_window", 14)]),
        ),
        "ed",
        T0,
    )
    scope, _ = _update(k)
    assert scope is not None and scope.topics == {"payout_delay", "return_window"}
    rows = k.store.register.rows("ops_lead")
    assert [(r["topic"], r["closed_at"] is None) for r in rows] == [
        ("payout_delay", False),
        ("return_window", True),
    ]


def test_a_removal_touches_the_topics_of_the_version_it_removed() -> None:
    k = _three()
    k.store.sources.edit("SRC-3", SourceEdit(source="SRC-3", action="remove"), "ed", T0)
    scope, read = _update(k)
    assert scope is not None and scope.topics == {"return_window"}
    assert read == []  # nothing left on the topic
    k.store.sources.edit("SRC-3", SourceEdit(source="SRC-3", action="restore"), "ed", T0)
    scope, read = _update(k)
    assert scope is not None and scope.topics == {"return_window"}
    assert set(read) == {"SRC-3"}


def test_an_article_without_claims_recomputes_nothing() -> None:
    k = _three()
    k.store.sources.add(SourceSpec("SRC-9", []).source(T0), "ed", T0)
    scope, read = _update(k)
    assert scope is not None and scope.topics == frozenset() and read == []


def test_every_topic_is_recomputed_on_a_new_day_on_request_and_after_a_catalogue_change() -> None:
    k = _three()
    scope, read = _update(k, T0 + timedelta(days=1))
    assert scope is None and {"SRC-1", "SRC-2", "SRC-3"} <= set(read)
    scope, _ = _update(k, T0 + timedelta(days=1))
    assert scope is not None and scope.topics == frozenset()  # the same day again
    _, read = _update(k, T0 + timedelta(days=1), full=True)
    assert {"SRC-1", "SRC-2", "SRC-3"} <= set(read)
    k.extractor.prompt_version = "lines-2"  # another extractor: every claim may read differently
    scope, read = _update(k, T0 + timedelta(days=1))
    assert scope is None and {"SRC-1", "SRC-2", "SRC-3"} <= set(read)


def test_a_review_coming_due_between_two_updates_recomputes_that_sources_topics() -> None:
    """SRC-4's Pro exception (D6) holds while it is unweakened; its review lapses at T0 + 4 h,
    the same day, with no write: the next update must see the conflict it leaves."""
    pro = ClaimSpec("return_window", 14, plan="pro")
    due = SourceSpec("SRC-4", [pro], review_every_days=1, verified_hours_ago=20)
    k = kb(workspace([SourceSpec("SRC-1", [A]), SourceSpec("SRC-3", [B]), due]))
    k.register.track(k.store, T0)
    scope, _ = _update(k, T0 + timedelta(hours=3))
    assert scope is not None and scope.topics == frozenset()
    assert k.store.register.rows("ops_lead") == []
    scope, _ = _update(k, T0 + timedelta(hours=5))
    assert scope is not None and scope.topics == {"return_window"}
    (row,) = k.store.register.rows("ops_lead", open_only=True)
    assert json.loads(row["entry"])["scopes"] == [{"plan": "pro"}]


def test_an_index_without_the_written_version_means_every_topic(mocker: MockerFixture) -> None:
    k = _three()
    k.store.sources.edit(
        "SRC-1",
        SourceEdit(
            source="SRC-1",
            action="save_and_verify",
            body=body_of("SRC-1", [ClaimSpec("payout_delay", 5)]),
        ),
        "ed",
        T0,
    )
    scopes = mocker.patch.object(conflicts, "scope_of", Scopes())
    k.register.track(k.store, T0)  # not indexed first: the register reads it itself
    assert scopes.seen == [None]
    (row,) = k.store.register.rows("ops_lead", open_only=True)
    assert row["topic"] == "payout_delay"
