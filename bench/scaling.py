"""The scaling table: generated workspaces of 10 to 5,000 sources, measured through the real
code paths.

For each size:

- **import** — `answerguard --workspace DIR import` in a subprocess (local extractor), on a new
  database each run: wall time, CPU time and peak RSS of the process.
- **warm check, in process** — a subprocess builds the runtime as the CLI and the bot do
  (`build_runtime`, the claims index), checks a few drafts to warm up, then checks unique drafts
  through `CheckService.check` and stores each result (`store.checks.record`): p50 and p99 of the
  wall time, the CPU time per check, the evidence items a check compares and the result size.
- **CLI check** — `answerguard --workspace DIR check --ticket … DRAFT --json` in a subprocess,
  a new draft each run: wall and CPU time.
- **live** — the fake Messages API (bench/fake_api.py) on loopback, the real SDK in front of
  it: a live import (short fake latency, to keep `make bench` bounded), then the first CLI
  check of a new draft and of a new draft that is a HOLD (the reply is reworded by the model
  and rechecked) at a realistic latency, counting the requests per task; then checks of new
  drafts in one process (the SDK already imported), wall time per check.

Every figure is the median of several runs with the range (min–max) beside it.
`python -m bench.scaling warm ROOT DB COUNT START [live]` is the in-process worker.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from bench.kbgen import drafts, write_workspace

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
NOW = "2026-12-01T12:00:00+00:00"

#: Sizes measured; BENCH_SIZES=10,100,1000 skips the largest.
SIZES = tuple(int(x) for x in os.environ.get("BENCH_SIZES", "10,100,1000,5000").split(","))
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
CLI_RUNS = 5
WARM_CHECKS = 200
#: The fake model's latency for checks (a model's answer to one short prompt) and for the
#: live import (short, so a 5,000-source live import stays within `make bench`'s budget).
LIVE_LATENCY_S = 1.0
LIVE_IMPORT_LATENCY_S = 0.05
LIVE_CHECKS = 6

#: size → (workspace folder, its live-indexed database), for the Slack burst to reuse.
WORKSPACES: dict[int, tuple[Path, Path]] = {}


# --- measuring a subprocess ---------------------------------------------------------------


def measured(cmd: list[str], env: dict[str, str]) -> dict[str, Any]:
    """Run `cmd`; its wall time, CPU time (user + system) and peak RSS, and its stdout."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    out, err = proc.stdout.read(), proc.stderr.read()  # type: ignore[union-attr]
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 3):  # 3: `check` found a HOLD, still a measured run
        raise RuntimeError(f"{' '.join(cmd[:4])}… exited {proc.returncode}: {err[-800:]}")
    return {
        "wall_s": wall,
        "cpu_s": usage.ru_utime + usage.ru_stime,
        "rss_mb": usage.ru_maxrss / 1024,
        "stdout": out,
    }


def spread(xs: list[float]) -> dict[str, float]:
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "n": len(xs)}


def _env(root: Path, db: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ANTHROPIC_", "AI_MODE"))}
    env.update(
        {
            "ANSWERGUARD_WORKSPACE": str(root),
            "ANSWERGUARD_DB": str(db),
            "AI_MODE": "local",
            "COLUMNS": "120",
            **extra,
        }
    )
    return env


# --- the in-process worker ----------------------------------------------------------------


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


def warm(count: int, start: int, live: bool = False) -> dict[str, Any]:
    """Run in a subprocess whose environment names the workspace, the database and the mode."""
    import resource

    from guard.checkrequest import CheckRequest
    from guard.runtime import build_runtime

    now = datetime.fromisoformat(NOW)
    rt = build_runtime()
    for d in drafts(2 if live else 7, start=900_000 + start):  # rows parsed, SDK imported
        rt.service.check(CheckRequest(ticket_id=d.ticket, draft=d.text, now=now))
    walls: list[float] = []
    cpus: list[float] = []
    checks_only: list[float] = []
    evidence: list[int] = []
    sizes: list[int] = []
    decisions: dict[str, int] = {}
    by_decision: dict[str, list[float]] = {}
    for d in drafts(count, start=start):
        req = CheckRequest(ticket_id=d.ticket, draft=d.text, now=now, user=f"bench-{start}")
        t0, c0 = time.perf_counter(), time.thread_time()
        result = rt.service.check(req)
        t1 = time.perf_counter()
        rt.store.checks.record(result, d.text, "bench")
        walls.append(time.perf_counter() - t0)
        cpus.append(time.thread_time() - c0)
        checks_only.append(t1 - t0)
        evidence.append(sum(len(c.evidence) for c in result.claims))
        sizes.append(len(result.to_json()))
        decisions[result.decision] = decisions.get(result.decision, 0) + 1
        by_decision.setdefault(result.decision, []).append(t1 - t0)
    return {
        "p50_ms": statistics.median(walls) * 1000,
        "p99_ms": percentile(walls, 99) * 1000,
        "check_only_p50_ms": statistics.median(checks_only) * 1000,
        "cpu_p50_ms": statistics.median(cpus) * 1000,
        "evidence_median": statistics.median(evidence),
        "result_kb_median": statistics.median(sizes) / 1024,
        "decisions": decisions,
        "check_s_by_decision": {k: statistics.median(v) for k, v in by_decision.items()},
        "checks": count,
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


# --- one size -----------------------------------------------------------------------------


def _ms(run: dict[str, Any], key: str) -> float:
    return float(run[key])


def live_workspace(n: int, work: Path) -> tuple[Path, Path]:
    """A generated workspace of `n` sources and its live-indexed database, as `one_size`
    builds them, for a Slack burst run on its own (`python -m bench --slack-only`)."""
    from bench.fake_api import FakeApi
    from guard.kb.workspace import load_folder_header

    root = write_workspace(work / f"kb{n}", n)
    with FakeApi(LIVE_IMPORT_LATENCY_S, load_folder_header(root).catalogue) as api:
        live_db = work / f"live-{n}.db"
        env = _env(
            root, live_db, AI_MODE="live", ANTHROPIC_API_KEY="bench", ANTHROPIC_BASE_URL=api.url
        )
        measured([str(BIN / "answerguard"), "import"], env)
    return root, live_db


def one_size(n: int, work: Path) -> dict[str, Any]:
    from bench.fake_api import FakeApi
    from guard.kb.workspace import load_folder_header

    root = write_workspace(work / f"kb{n}", n)
    bodies = [len(p.read_text(encoding="utf-8")) for p in (root / "sources").rglob("*.md")]
    out: dict[str, Any] = {"sources": n, "mean_file_chars": statistics.mean(bodies)}
    answerguard = str(BIN / "answerguard")

    imports = []
    for r in range(RUNS):
        db = work / f"local-{n}-{r}.db"
        imports.append(measured([answerguard, "import"], _env(root, db)))
    out["import_s"] = spread([i["wall_s"] for i in imports])
    out["import_cpu_s"] = spread([i["cpu_s"] for i in imports])
    out["import_rss_mb"] = max(i["rss_mb"] for i in imports)
    db = work / f"local-{n}-{RUNS - 1}.db"

    worker = [sys.executable, "-m", "bench.scaling", "warm"]
    runs = [
        measured([*worker, str(WARM_CHECKS), str(r * 10_000)], _env(root, db)) for r in range(RUNS)
    ]
    warm_runs = [json.loads(r["stdout"]) for r in runs]
    for key in ("p50_ms", "p99_ms", "check_only_p50_ms", "cpu_p50_ms"):
        out[f"warm_{key}"] = spread([_ms(w, key) for w in warm_runs])
    out["warm_evidence"] = warm_runs[0]["evidence_median"]
    out["warm_result_kb"] = warm_runs[0]["result_kb_median"]
    out["warm_decisions"] = warm_runs[0]["decisions"]
    out["warm_rss_mb"] = max(r["rss_mb"] for r in runs)

    clis = []
    for i, d in enumerate(drafts(CLI_RUNS, start=500_000 + n)):
        cmd = [answerguard, "check", "--ticket", d.ticket, "--now", NOW, "--json", d.text]
        clis.append(measured(cmd, _env(root, db)))
        assert json.loads(clis[-1]["stdout"])["decision"], i
    out["cli_s"] = spread([c["wall_s"] for c in clis])
    out["cli_cpu_s"] = spread([c["cpu_s"] for c in clis])
    out["cli_rss_mb"] = max(c["rss_mb"] for c in clis)

    catalogue = load_folder_header(root).catalogue
    with FakeApi(LIVE_IMPORT_LATENCY_S, catalogue) as api:
        live_db = work / f"live-{n}.db"
        env = _env(
            root, live_db, AI_MODE="live", ANTHROPIC_API_KEY="bench", ANTHROPIC_BASE_URL=api.url
        )
        imported = measured([answerguard, "import"], env)
        WORKSPACES[n] = (root, live_db)
        out["live_import_s"] = imported["wall_s"]
        out["live_import_calls"] = api.calls()["source"]
        api.model.latency = LIVE_LATENCY_S
        first = []
        for d in drafts(8, start=600_000 + n)[2:4]:  # a new ALLOW draft, then a new HOLD
            before = api.calls()
            cmd = [answerguard, "check", "--ticket", d.ticket, "--now", NOW, "--json", d.text]
            run = measured(cmd, env)
            after = api.calls()
            result = json.loads(run["stdout"])
            first.append(
                {
                    "decision": result["decision"],
                    "suggestion": (result.get("suggestion") or {}).get("origin"),
                    "calls": {k: after[k] - before[k] for k in after},
                    "wall_s": run["wall_s"],
                }
            )
        out["live_first"] = first
        run = measured([*worker, str(LIVE_CHECKS), "700000", "live"], env)
        live = json.loads(run["stdout"])
        out["live_check_s"] = live["check_s_by_decision"]
    return out


def scaling() -> dict[str, Any]:
    work = Path(tempfile.mkdtemp(prefix="answerguard-bench-"))
    out: dict[str, Any] = {
        "runs": RUNS,
        "live_latency_s": LIVE_LATENCY_S,
        "live_import_latency_s": LIVE_IMPORT_LATENCY_S,
        "load_before": os.getloadavg()[0],
    }
    for n in SIZES:
        print(f"bench: scaling, {n:,} sources…", flush=True)
        out[str(n)] = one_size(n, work)
    out["load_after"] = os.getloadavg()[0]
    return out


if __name__ == "__main__":
    if sys.argv[1:2] == ["warm"]:
        live = sys.argv[4:5] == ["live"]
        print(json.dumps(warm(int(sys.argv[2]), int(sys.argv[3]), live)))
    else:
        print(json.dumps(scaling(), indent=2))
