"""`make bench`: run every benchmark, write bench/results.json and bench/RESULTS.md.

Numbers only; nothing here passes or fails a build. Targets are printed beside the results so
a reader can judge them. `python -m bench --register-only` measures only what a source write
costs (bench/register.py, a few minutes) and merges it into the last run's results.
"""

from __future__ import annotations

import json
import os
import platform
import sys
from datetime import UTC, datetime
from pathlib import Path

from bench.engine_service import engine_scaling, engine_seed, extractor_adversarial
from bench.register import register_bench
from bench.scaling import LIVE_LATENCY_S, WORKSPACES, scaling

OUT = Path(__file__).parent


def machine() -> str:
    """Cores, CPU model and Python."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} cores · {cpu} · Python {platform.python_version()}"


def _range(v: dict, scale: float = 1.0, digits: int = 2) -> str:
    """ "median (min–max)" of several runs."""
    f = f"{{:.{digits}f}}"
    med, lo, hi = (f.format(v[k] * scale) for k in ("median", "min", "max"))
    return f"{med} ({lo}–{hi})"


def scaling_markdown(sc: dict) -> list[str]:
    sizes = [k for k in sc if k.isdigit()]
    lines = [
        f"**Scaling** — generated help centres (help-centre articles of about 1,300 "
        f"characters on the BrightCart catalogue, several topics each, 30% stating policy "
        f"values), unique drafts, median (min–max) of {sc['runs']} runs (CLI: 5):",
        "",
        "| sources | import s (local) | warm check p50 ms | warm check p99 ms | CPU per check "
        "ms | evidence items per check | CLI check s | CLI CPU s | peak RSS MB (check / "
        "import) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for n in sizes:
        v = sc[n]
        lines.append(
            f"| {int(n):,} | {_range(v['import_s'], digits=1)} | "
            f"{_range(v['warm_p50_ms'], digits=1)} | {_range(v['warm_p99_ms'], digits=0)} | "
            f"{_range(v['warm_cpu_p50_ms'], digits=1)} | {v['warm_evidence']:.0f} | "
            f"{_range(v['cli_s'])} | {_range(v['cli_cpu_s'])} | "
            f"{max(v['warm_rss_mb'], v['cli_rss_mb']):.0f} / {v['import_rss_mb']:.0f} |"
        )
    lines += [
        "",
        "Targets at 5,000 sources: warm check p50 < 25 ms, CLI check < 1.5 s, peak RSS < "
        "300 MB, local import < 60 s.",
        "",
        "Warm check: `CheckService.check` and `store.checks.record` (the result stored) in one "
        "process built by `build_runtime`, as the bot runs it, after one check per draft "
        "topic; 200 unique drafts per run, a quarter of them HOLDs. CPU per check is the "
        "thread's CPU time (the machine was shared: wall times include waiting for a core). "
        "Import: `answerguard --workspace DIR import` on a new database (local extractor). "
        "CLI check: `answerguard --workspace DIR check --ticket … DRAFT --json`, a new "
        "draft each run, the whole process.",
        "",
        f"**Live path** — the real `anthropic` SDK against the fake Messages API over "
        f"loopback HTTP (tests/support/fake_model.py answers with what the local extractor reads); "
        f"model latency {sc['live_latency_s']:.1f} s per call for checks, "
        f"{sc['live_import_latency_s']:.2f} s for the live import:",
        "",
        "| sources | live import s (8 at a time) | first check, new draft: model calls | "
        "CLI s | first check, a wrong value: decision, model calls | CLI s | in process s, "
        "ALLOW / HOLD |",
        "|---|---|---|---|---|---|---|",
    ]
    for n in sizes:
        v = sc[n]
        a, h = v["live_first"]

        def calls(c: dict) -> str:
            parts = [f"{c[k]} {k}" for k in ("draft", "reply", "source") if c[k]]
            return f"{sum(c.values())} ({', '.join(parts) or 'none'})"

        live = v["live_check_s"]
        lines.append(
            f"| {int(n):,} | {v['live_import_s']:.1f} | {calls(a['calls'])} | "
            f"{a['wall_s']:.1f} | {h['decision']}, {calls(h['calls'])} | {h['wall_s']:.1f} | "
            f"{live.get('ALLOW', float('nan')):.2f} / {live.get('HOLD', float('nan')):.2f} |"
        )
    lines += [
        "",
        "No source is read during a check: every source call happens at import. A new "
        "draft is one model call; a HOLD adds one: the safe reply the model words, which "
        "comes back with its own claims, so its recheck asks nothing more. The CLI figure "
        "includes starting "
        "Python and importing the SDK (about 2.5 s here), which a fully cached check skips.",
    ]
    return lines


def register_markdown(r: dict) -> list[str]:
    """The per-write cost table (bench/register.py)."""
    lines = [
        f"**After a source write** — `refresh_index` (claims index, Conflict Register, "
        f"exposure replay) on {r['sources']:,} generated sources ({r['sources_with_claims']:,} "
        f"with policy claims) with {r['outbox']} sent replies in the outbox, in one process "
        f"built by `build_runtime`; CPU seconds, median of {r['writes_per_kind']} writes per "
        f"kind (run {r['date']}, load average {r['load']:.1f}):",
        "",
        "| write | register | exposure replay | whole refresh |",
        "|---|---|---|---|",
    ]
    for kind, v in r["per_kind"].items():
        lines.append(f"| {kind} | {v['register']:.3f} | {v['exposure']:.3f} | {v['total']:.3f} |")
    lines += [
        "",
        f"Register per write, every kind: {_range(r['per_write_register_cpu_s'], digits=3)} s; "
        f"the full recompute (a new day, a stale index, on request): "
        f"{_range(r['full_register_cpu_s'], digits=2)} s. A write from the CLI (`answerguard "
        f"sources set ID verification=expired`, the whole process): "
        f"{_range(r['cli_write_cpu_s'])} s CPU, {_range(r['cli_write_s'])} s wall.",
    ]
    return lines


def slack_markdown(s: dict) -> list[str]:
    calls = ", ".join(f"{v} {k}" for k, v in s["model_calls"].items() if v)
    return [
        f"**Slack, HTTP mode** — {s['n']} concurrent `/answerguard check` commands (unique "
        f"drafts, distinct users) through the waitress-served app against a local mock Web "
        f"API, on the {s['sources']:,}-source workspace in live mode (fake Messages API at "
        f"{s['latency_s']:.1f} s per call)"
        + (
            f", run {s['date']} on its own, apart from the figures above (load average "
            f"{s['load_before']:.1f} when it began, {s['load_after']:.1f} when it ended):"
            if s.get("date")
            else ":"
        ),
        "",
        "| metric | p50 | p99 | max |",
        "|---|---|---|---|",
        f"| time to ack (ms) | {s['ack_ms']['p50']:.0f} | {s['ack_ms']['p99']:.0f} | "
        f"{s['ack_ms']['max']:.0f} |",
        f"| time to verdict (s) | {s['verdict_s']['p50']:.2f} | "
        f"{s['verdict_s']['p99']:.2f} | {s['verdict_s']['max']:.2f} |",
        "",
        f"Acks over 3 s: {s['acks_over_3s']}. Empty acks (Slack shows nothing): "
        f"{s['empty_acks']}/{s['n']}. Verdicts delivered: {s['verdicts']}/{s['n']}: "
        f"{s['verdicts_as_message']} as the one message (done within the grace), "
        f'{s["verdicts_in_modal"]} in the "Checking…" modal opened past it '
        f"({s['queued_modals']} of those modals first said 'Queued, n checks ahead of you'). "
        f"Commands shown a second verdict: {s['shown_twice']}. Model calls: {calls}. RSS of "
        f"the bot process: {s['idle_rss_mb']:.0f} MB before the burst, "
        f"{s['peak_rss_mb']:.0f} MB at its peak.",
    ]


def markdown(r: dict) -> str:
    lines = [f"Run {r['date']} on {r['machine']}.", ""]
    if "scaling" in r:
        sc = r["scaling"]
        lines[0] += (
            f" Load average (1 min): {sc['load_before']:.1f} when the scaling runs began, "
            f"{sc['load_after']:.1f} when they ended — other jobs shared the machine, so wall "
            "times include waiting for a core; CPU times do not."
        )
    lines += [
        "**Engine** — `decide()` on the seed (target < 1 ms per check):",
        "",
        "| ticket | p50 ms | p99 ms |",
        "|---|---|---|",
    ]
    for t, v in r["engine_seed"].items():
        lines.append(f"| {t} | {v['p50_ms']:.3f} | {v['p99_ms']:.3f} |")
    lines += [
        "",
        "**Engine scaling** — synthetic workspaces (target: linear):",
        "",
        "| source claims | p50 ms | µs per claim | µs per claim, GC paused | decision |",
        "|---|---|---|---|---|",
    ]
    for n, v in r["engine_scaling"].items():
        lines.append(
            f"| {int(n):,} | {v['p50_ms']:.2f} | {v['us_per_claim']:.1f} | "
            f"{v['us_per_claim_gc_off']:.1f} | {v['decision']} {v['reason']} |"
        )
    lines += [
        "",
        "The engine does one pass per claim; with CPython's garbage collector paused the "
        "cost per claim stays flat, so the rise at 10,000 claims is the collector scanning "
        "live objects, not the rules.",
    ]
    if "extractor_adversarial" in r:
        lines += [
            "",
            "**Local extractor on hostile input** (inputs that were once slow):",
            "",
            "| input | characters | median ms |",
            "|---|---|---|",
        ]
        for name, v in r["extractor_adversarial"].items():
            lines.append(f"| {name} | {v['chars']:,} | {v['median_ms']:.1f} |")
    if "scaling" in r:
        lines += ["", *scaling_markdown(r["scaling"])]
    if "register" in r:
        lines += ["", *register_markdown(r["register"])]
    if "slack" in r:
        lines += ["", *slack_markdown(r["slack"])]
    return "\n".join(lines) + "\n"


def slack_only() -> int:
    """`python -m bench --slack-only`: rerun only the Slack burst (on a fresh 5,000-source
    workspace) after a change to the app, keeping the other figures; the burst's own date is
    printed beside it."""
    import tempfile

    from bench.scaling import live_workspace
    from bench.slack_burst import slack_burst

    results = json.loads((OUT / "results.json").read_text())
    n = max(int(k) for k in results.get("scaling", {"5000": 0}) if str(k).isdigit())
    print(f"bench: slack only, on {n:,} sources…", flush=True)
    root, db = live_workspace(n, Path(tempfile.mkdtemp(prefix="answerguard-bench-")))
    load_before = os.getloadavg()[0]
    slack = slack_burst(root, db, n=200, latency=LIVE_LATENCY_S)
    slack["date"] = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    slack["load_before"], slack["load_after"] = load_before, os.getloadavg()[0]
    results["slack"] = slack
    (OUT / "results.json").write_text(json.dumps(results, indent=2) + "\n")
    (OUT / "RESULTS.md").write_text(markdown(results))
    print("\n".join(slack_markdown(slack)))
    return 0


def register_only() -> int:
    """`python -m bench --register-only`: rerun only what a source write costs
    (bench/register.py, a few minutes), keeping the other figures; it carries its own date."""
    results = json.loads((OUT / "results.json").read_text())
    print("bench: register only…", flush=True)
    results["register"] = register_bench()
    (OUT / "results.json").write_text(json.dumps(results, indent=2) + "\n")
    (OUT / "RESULTS.md").write_text(markdown(results))
    print("\n".join(register_markdown(results["register"])))
    return 0


def main() -> int:
    if "--slack-only" in sys.argv:
        return slack_only()
    if "--register-only" in sys.argv:
        return register_only()
    results: dict = {"date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"), "machine": machine()}
    steps = [
        ("engine_seed", engine_seed),
        ("engine_scaling", engine_scaling),
        ("extractor_adversarial", extractor_adversarial),
        ("scaling", scaling),
        ("register", register_bench),
    ]
    for name, fn in steps:
        print(f"bench: {name}…", flush=True)
        results[name] = fn()
    if "--no-slack" not in sys.argv and WORKSPACES:
        from bench.slack_burst import slack_burst

        print("bench: slack…", flush=True)
        root, db = WORKSPACES[max(WORKSPACES)]
        results["slack"] = slack_burst(root, db, n=200, latency=LIVE_LATENCY_S)
    (OUT / "results.json").write_text(json.dumps(results, indent=2) + "\n")
    (OUT / "RESULTS.md").write_text(markdown(results))
    print(markdown(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
