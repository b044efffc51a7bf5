"""What one source write costs after it is stored: the claims index, the Conflict Register
and the exposure replay (`Runtime.refresh_index`), at 5,000 generated sources.

Every writer (CLI, Slack) calls `refresh_index` right after a write, so this is the price of
every edit, removal or restore. Measured in a worker process that builds the runtime as the
bot does (`build_runtime`, the index read once and kept), on a workspace imported beforehand
(`answerguard import`), with replies already sent through the send gate (so the exposure
replay has an outbox to replay):

- **per write** — several writes of each kind (a new value saved and verified, a signal set,
  a removal, a restore, an edit of an article with no policy claim), each followed by
  `refresh_index`; CPU time (the process's, all threads) of each part, median per kind;
- **full recompute** — the register recomputed from every source (what every write cost
  before it became incremental, and what a new day, a stale index or a request still costs);
- **CLI** — `answerguard sources set …` in a subprocess: the whole process per write.

`python -m bench --register-only` runs only this piece and merges it into bench/results.json;
`python -m bench.register worker` is the in-process worker.
"""

from __future__ import annotations

import json
import os
import re
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.kbgen import drafts, write_workspace
from bench.scaling import BIN, _env, measured, spread

#: The workspace size measured (BENCH_REGISTER_SIZE overrides it) and writes per kind.
SIZE = int(os.environ.get("BENCH_REGISTER_SIZE", "5000"))
WRITES_PER_KIND = int(os.environ.get("BENCH_REGISTER_WRITES", "3"))
SENDS = 40
FULL_RUNS = 3
CLI_RUNS = 3
KINDS = ("new value", "signal set", "remove", "restore", "no-claim article")


def _cpu() -> float:
    return time.process_time()


def _bumped(body: str) -> str:
    """The body with its first number one higher: a value that disagrees with the others."""
    return re.sub(r"\b(\d+)\b", lambda m: str(int(m.group(1)) + 1), body, count=1)


def worker() -> dict[str, Any]:
    """Run in a subprocess whose environment names the workspace and the database."""
    from guard.checkrequest import CheckRequest
    from guard.crosscheck.conflicts import ConflictService
    from guard.kb.index import extractor_key
    from guard.kb.workspace import SourceEdit
    from guard.runtime import build_runtime
    from guard.send import send

    rt = build_runtime()
    store = rt.store
    now = datetime.now(UTC)
    for d in drafts(SENDS, start=300_000):
        req = CheckRequest(ticket_id=d.ticket, draft=d.text, now=now, user="bench")
        send(rt.service, store, req, "bench", acknowledged=True)
    rt.refresh_index()

    parts: dict[str, float] = {}

    def timed(name: str, fn: Any) -> Any:
        def run(*a: Any, **kw: Any) -> Any:
            c = _cpu()
            try:
                return fn(*a, **kw)
            finally:
                parts[name] = _cpu() - c

        return run

    rt.track_register = timed("register", rt.track_register)  # type: ignore[method-assign]
    rt.track_exposure = timed("exposure", rt.track_exposure)  # type: ignore[method-assign]

    full: list[float] = []
    svc = ConflictService(rt.service)
    for _ in range(FULL_RUNS):
        c = _cpu()
        try:
            svc.track(store, datetime.now(UTC), full=True)  # type: ignore[call-arg]
        except TypeError:  # before the register was incremental: every track was full
            svc.track(store, datetime.now(UTC))
        full.append(_cpu() - c)

    ws = store.sources.workspace()
    chosen = rt.index.choose(ws.sources, extractor_key(rt.service.extractor, ws.catalogue))  # type: ignore[union-attr]
    with_claims = [s for s in ws.sources if s.id in chosen.rows and chosen.rows[s.id][1].topics]
    without = [s for s in ws.sources if s.id in chosen.rows and not chosen.rows[s.id][1].topics]
    k = WRITES_PER_KIND
    picks = {
        "new value": with_claims[:k],
        "signal set": with_claims[k : 2 * k],
        "remove": with_claims[2 * k : 3 * k],
        "no-claim article": without[:k],
    }
    edits: dict[str, list[tuple[str, SourceEdit]]] = {
        "new value": [
            (s.id, SourceEdit(source=s.id, action="save_and_verify", body=_bumped(s.body)))
            for s in picks["new value"]
        ],
        "signal set": [
            (s.id, SourceEdit(source=s.id, action="set", field="verification", value="expired"))
            for s in picks["signal set"]
        ],
        "remove": [(s.id, SourceEdit(source=s.id, action="remove")) for s in picks["remove"]],
        "restore": [(s.id, SourceEdit(source=s.id, action="restore")) for s in picks["remove"]],
        "no-claim article": [
            (
                s.id,
                SourceEdit(
                    source=s.id, action="save_draft", body=s.body + "\n\nThanks for reading."
                ),
            )
            for s in picks["no-claim article"]
        ],
    }
    per_kind: dict[str, dict[str, list[float]]] = {}
    for kind in KINDS:
        for sid, edit in edits[kind]:
            store.sources.edit(sid, edit, "bench", datetime.now(UTC))
            parts.clear()
            c = _cpu()
            rt.refresh_index()
            total = _cpu() - c
            got = per_kind.setdefault(kind, {"total": [], "register": [], "exposure": []})
            got["total"].append(total)
            got["register"].append(parts.get("register", 0.0))
            got["exposure"].append(parts.get("exposure", 0.0))
    return {
        "full_cpu_s": full,
        "per_kind": per_kind,
        "outbox": len(store.checks.outbox()),
        "sources": len(ws.sources),
        "with_claims": len(with_claims),
        #: Sources with claims no write above touched, for the CLI runs.
        "cli_ids": [s.id for s in with_claims[3 * k : 3 * k + CLI_RUNS]],
    }


def register_bench() -> dict[str, Any]:
    work = Path(tempfile.mkdtemp(prefix="answerguard-bench-register-"))
    root = write_workspace(work / f"kb{SIZE}", SIZE)
    db = work / "register.db"
    answerguard = str(BIN / "answerguard")
    imported = measured([answerguard, "import"], _env(root, db))
    run = measured([sys.executable, "-m", "bench.register", "worker"], _env(root, db))
    w = json.loads(run["stdout"])
    per_kind = {
        kind: {part: statistics.median(xs) for part, xs in v.items()}
        for kind, v in w["per_kind"].items()
    }
    every = [x for v in w["per_kind"].values() for x in v["register"]]
    clis = []
    for sid in w["cli_ids"]:
        cmd = [answerguard, "sources", "set", sid, "verification=expired"]
        clis.append(measured(cmd, _env(root, db)))
    return {
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "sources": w["sources"],
        "sources_with_claims": w["with_claims"],
        "outbox": w["outbox"],
        "import_s": imported["wall_s"],
        "full_register_cpu_s": spread(w["full_cpu_s"]),
        "per_write_register_cpu_s": spread(every),
        "per_kind": per_kind,
        "writes_per_kind": WRITES_PER_KIND,
        "cli_write_s": spread([c["wall_s"] for c in clis]),
        "cli_write_cpu_s": spread([c["cpu_s"] for c in clis]),
        "load": os.getloadavg()[0],
    }


if __name__ == "__main__":
    if sys.argv[1:2] == ["worker"]:
        print(json.dumps(worker()))
    else:
        print(json.dumps(register_bench(), indent=2))
