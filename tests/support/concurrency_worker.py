"""What one process does in the concurrency tests (tests/test_concurrency.py).

A plain module, so a spawned child can import it: each child opens its own `Store` on the
shared file, as separate CLI runs or bot instances would, and reports every failure instead
of raising, so the parent sees all of them at once.
"""

from __future__ import annotations

import sqlite3
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor
from guard.kb.workspace import SourceEdit, load_seed
from guard.send import send
from guard.store import Store
from tests.support.seedcase import DRAFT_4BD, NOW

#: A reply with no policy claim: ALLOW whatever the sources say, so its sends really send.
SAFE_DRAFT = "Thanks for your patience, I'm looking into your transfer now."
#: Sources the workers edit. DOC-104 is flagged outdated and DOC-105 is ops-only, so edits to
#: them never change what a support agent's check decides: the send outcomes stay known.
EDITED = ("DOC-104", "DOC-105")
#: How many idempotency keys all processes share (each is sent by every process that draws it).
SHARED_KEYS = 5


@dataclass
class Report:
    worker: int
    checks: int = 0
    edits: dict[str, int] = field(default_factory=dict)
    sends: dict[str, int] = field(default_factory=dict)
    #: (operation, "ExceptionType: message") for every operation that raised.
    failures: list[tuple[str, str]] = field(default_factory=list)


def hold_write_lock(db_path: str, locked: Any, seconds: float) -> None:
    """Take the write lock with a raw connection, tell the others, keep it for `seconds`."""
    import time

    conn = sqlite3.connect(db_path, timeout=30, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("INSERT INTO meta (key, value) VALUES ('lock_holder', 'worker 0')")
    locked.set()
    time.sleep(seconds)  # the point of the test: every other writer must wait this out
    conn.execute("COMMIT")
    conn.close()


def mixed_worker(worker: int, db_path: str, ops: int, locked: Any, lock_seconds: float) -> Report:
    """`ops` operations, in turn an edit, two checks and two sends (one shared-key, one
    blocked or own-key). Worker 0 first holds the write lock; the others start once it has it,
    so their first writes all queue behind it."""
    report = Report(worker)
    if worker == 0:
        hold_write_lock(db_path, locked, lock_seconds)
    else:
        locked.wait()
    try:
        store = Store(db_path)  # opening writes too (the workspace is seeded or checked)
    except Exception as e:
        report.failures.append(("open the store", f"{type(e).__name__}: {e}"))
        return report
    service = CheckService(LocalExtractor(), store.sources.workspace, max_workers=4)
    seed_bodies = {s.id: s.body for s in load_seed().sources}
    for j in range(ops):
        kind = ("edit", "check", "check", "send", "send")[j % 5]
        name = f"{kind} #{j} of worker {worker}"
        try:
            if kind == "edit":
                sid = EDITED[(worker + j) % len(EDITED)]
                body = f"{seed_bodies[sid]}\n\nEdit note w{worker} n{j}."
                store.sources.edit(
                    sid, SourceEdit(source=sid, action="save_draft", body=body), f"w{worker}", NOW
                )
                report.edits[sid] = report.edits.get(sid, 0) + 1
            elif kind == "check":
                draft = DRAFT_4BD if j % 2 else SAFE_DRAFT
                req = CheckRequest(ticket_id="TCK-9001", draft=draft, now=NOW, user=f"w{worker}")
                store.checks.record(service.check(req), draft, f"w{worker}")
                report.checks += 1
            else:
                blocked = j % 10 == 9
                if blocked:
                    draft, key = DRAFT_4BD, None
                elif j % 10 == 3:
                    draft, key = SAFE_DRAFT, f"shared-{(worker + j) % SHARED_KEYS}"
                else:
                    draft, key = SAFE_DRAFT, f"own-{worker}-{j}"
                req = CheckRequest(ticket_id="TCK-9001", draft=draft, now=NOW, user=f"w{worker}")
                out = send(
                    service, store, req, f"w{worker}", acknowledged=False, idempotency_key=key
                )
                report.sends[out.status] = report.sends.get(out.status, 0) + 1
        except Exception as e:
            report.failures.append((name, f"{type(e).__name__}: {e}"))
            traceback.print_exc()
    return report


def racing_sender(db_path: str, both_checked: Any, key: str) -> str:
    """One of two processes sending the same reply with the same idempotency key.

    Both wait at `both_checked` after the recheck and before storing the send, so both have
    already looked for an earlier send with the key and found none: only the database can
    stop the second one (the unique index on sent idempotency keys)."""
    store = Store(db_path)
    service = CheckService(LocalExtractor(), store.sources.workspace, max_workers=2)
    real_record_send = store.checks.record_send

    def record_send_after_the_other_checked(*args: Any, **kwargs: Any) -> tuple[int, bool]:
        both_checked.wait(timeout=60)
        return real_record_send(*args, **kwargs)

    store.checks.record_send = record_send_after_the_other_checked  # type: ignore[method-assign]
    req = CheckRequest(ticket_id="TCK-9001", draft=SAFE_DRAFT, now=NOW, user="racer")
    return send(service, store, req, "racer", acknowledged=False, idempotency_key=key).status


def init_db(path: Path) -> None:
    """Create the file and run the migrations once, as the first real run would."""
    Store(path)
