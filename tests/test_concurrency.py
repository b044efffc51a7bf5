"""Several real processes on one SQLite file (issue 12, item 1).

Processes, not threads: each has its own connection, as separate CLI runs or bot instances
do, so SQLite's file locking is what is tested. Writers must wait for the lock (the busy
timeout) rather than fail with "database is locked"; a double send must be stopped by the
database itself; every source edit must get the next version number.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from guard.store import Store
from tests.support.concurrency_worker import EDITED, init_db, mixed_worker, racing_sender

PROCESSES = 8
OPS = 50
LOCK_SECONDS = 3.0

SPAWN = multiprocessing.get_context("spawn")  # no state inherited: a fresh process each


def test_eight_processes_of_mixed_writes_wait_for_a_held_lock_and_never_fail(
    tmp_path: Path,
) -> None:
    db = tmp_path / "shared.db"
    init_db(db)
    with SPAWN.Manager() as manager:
        locked = manager.Event()
        with ProcessPoolExecutor(PROCESSES, mp_context=SPAWN) as pool:
            futures = [
                pool.submit(mixed_worker, w, str(db), OPS, locked, LOCK_SECONDS)
                for w in range(PROCESSES)
            ]
            reports = [f.result(timeout=300) for f in futures]

    failures = [f for r in reports for f in r.failures]
    assert failures == []  # not one "database is locked", nor anything else

    store = Store(db)
    assert store.db["meta"].get("lock_holder")["value"] == "worker 0"  # the lock was held
    ops = sum(r.checks + sum(r.edits.values()) + sum(r.sends.values()) for r in reports)
    assert ops == PROCESSES * OPS

    # Every edit got the next version, none lost, none twice: the seed is 1, then 2, 3, …
    for sid in EDITED:
        edits = sum(r.edits.get(sid, 0) for r in reports)
        versions = [row["version"] for row in store.sources.history(sid)]
        assert edits > 0
        assert versions == list(range(1, 2 + edits)), sid

    # No idempotency key was sent twice, and every send that said "sent" reached the outbox.
    sent = sum(r.sends.get("sent", 0) for r in reports)
    assert sum(r.sends.get("duplicate", 0) for r in reports) > 0  # the shared keys did clash
    doubled = store._q(
        "SELECT idempotency_key, COUNT(*) AS n FROM sends WHERE outcome = 'sent' "
        "GROUP BY idempotency_key HAVING n > 1"
    )
    assert doubled == []
    assert len(store.checks.outbox()) == sent
    assert sum(r.sends.get("blocked", 0) for r in reports) == store.db["sends"].count_where(
        "outcome = 'blocked'"
    )


def test_two_processes_with_one_idempotency_key_send_once(tmp_path: Path) -> None:
    """Both processes pass the "already sent?" look-up before either stores its send; only the
    unique index on sent idempotency keys can stop the second (remove it and this fails)."""
    db = tmp_path / "race.db"
    init_db(db)
    with SPAWN.Manager() as manager:
        both_checked = manager.Barrier(2)
        with ProcessPoolExecutor(2, mp_context=SPAWN) as pool:
            futures = [pool.submit(racing_sender, str(db), both_checked, "k-race") for _ in "ab"]
            statuses = sorted(f.result(timeout=120) for f in futures)
    assert statuses == ["duplicate", "sent"]
    store = Store(db)
    assert len(store.checks.outbox()) == 1
    assert store.db["sends"].count_where("outcome = 'sent'") == 1
