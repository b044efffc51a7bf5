"""A burst of concurrent slash commands through the HTTP-mode app (a separate process on
waitress, built from the environment as `answerguard bot --http` is) against a local mock of
the Web API, on a generated workspace with its live claims index, in live mode against the
fake Messages API (real SDK, real HTTP): time to ack, acks past Slack's 3 s, time to verdict,
verdicts delivered and where (the one message, or the "Checking…" modal a check opens when
it outlasts its grace, and how many of those said "Queued"), commands shown more than one
verdict, model calls, peak RSS of the bot process.

Only loopback traffic; the request count and every wait are bounded.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from slack_sdk.signature import SignatureVerifier

from bench.engine_service import percentile
from bench.kbgen import drafts
from tests.slack.mock_slack import MockSlackServer

ROOT = Path(__file__).resolve().parent.parent
SECRET = "bench-signing-secret"


class TimedSlack(MockSlackServer):
    """The mock Web API, noting when each command's verdict arrives and where: a post to its
    response URL (`/webhook/{i}`), or the verdict put into the modal opened with its trigger
    (`t.{i}`). Its listen backlog holds the whole burst: with the default of 5, the 200
    "Checking…" modals opened at the end of the grace met connection resets (retried by the
    SDK) that Slack itself would not give."""

    request_queue_size = 1024

    def __init__(self) -> None:
        super().__init__()
        #: command → [(when, "message" | "modal"), …]: every verdict shown for it.
        self.arrivals: dict[int, list[tuple[float, str]]] = {}
        self.queued_modals = 0
        self._by_view: dict[str, int] = {}

    def answer(self, path: str, body: dict[str, Any], headers: dict[str, str]) -> tuple[int, Any]:
        now = time.perf_counter()
        status, out = super().answer(path, body, headers)
        view = body.get("view") if isinstance(body.get("view"), dict) else {}
        with self._lock:
            if path.startswith("/webhook/"):
                self.arrivals.setdefault(int(path.rsplit("/", 1)[1]), []).append((now, "message"))
            elif path == "/views.open" and isinstance(out, dict) and out.get("ok"):
                self._by_view[out["view"]["id"]] = int(str(body["trigger_id"]).split(".")[1])
                self.queued_modals += "Queued," in json.dumps(view, ensure_ascii=False)
            elif path == "/views.update" and view.get("callback_id") == "ag_quick_verdict":
                i = self._by_view.get(str(body.get("view_id")))
                if i is not None:
                    self.arrivals.setdefault(i, []).append((now, "modal"))
        return status, out


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def slack_burst(root: Path, db: Path, n: int = 200, latency: float = 1.0) -> dict:
    """`n` concurrent `/answerguard check` commands, unique drafts, distinct users, on the
    workspace at `root` whose database `db` is live-indexed (copied: the run writes checks)."""
    from bench.fake_api import FakeApi
    from guard.kb.workspace import load_folder_header

    slack = TimedSlack()
    threading.Thread(
        target=slack.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    api = FakeApi(latency, load_folder_header(root).catalogue).__enter__()
    port = _free_port()
    work = Path(tempfile.mkdtemp())
    shutil.copy(db, work / "bot.db")
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC_")},
        "SLACK_API_URL": slack.url,
        "SLACK_BOT_TOKEN": "xoxb-bench",
        "SLACK_SIGNING_SECRET": SECRET,
        "ANSWERGUARD_WORKSPACE": str(root),
        "ANSWERGUARD_DB": str(work / "bot.db"),
        "AI_MODE": "live",
        "ANTHROPIC_API_KEY": "bench",
        "ANTHROPIC_BASE_URL": api.url,
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "bench.slack_server", "--port", str(port)], cwd=ROOT, env=env
    )
    base = f"http://127.0.0.1:{port}"
    the_drafts = drafts(n, start=800_000)
    try:
        deadline = time.time() + 60
        while True:
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1).read()
                break
            except OSError:
                if time.time() > deadline or proc.poll() is not None:
                    raise RuntimeError("the bot did not start") from None
                time.sleep(0.2)
        rss_idle = _rss_mb(proc.pid)
        calls_before = api.calls()
        verifier = SignatureVerifier(SECRET)

        def one(i: int) -> tuple[float, float, int, str]:
            d = the_drafts[i]
            body = urlencode(
                {
                    "command": "/answerguard",
                    "text": f"check {d.ticket} {d.text}",
                    "team_id": "T111",
                    "user_id": f"U{i:05d}",
                    "channel_id": "C111",
                    "trigger_id": f"t.{i}",
                    "response_url": f"{slack.url}webhook/{i}",
                }
            )
            ts = str(int(time.time()))
            req = urllib.request.Request(
                base + "/slack/events",
                data=body.encode(),
                headers={
                    "Content-Type": "application/x-www-form-urlencoded",
                    "X-Slack-Request-Timestamp": ts,
                    "X-Slack-Signature": verifier.generate_signature(timestamp=ts, body=body),
                },
            )
            start = time.perf_counter()
            text = ""
            try:
                with urllib.request.urlopen(req, timeout=30) as resp:
                    status = resp.status
                    text = resp.read().decode("utf-8", "replace")
            except urllib.error.HTTPError as e:  # counted and reported, never hidden
                status = e.code
            return start, time.perf_counter(), status, text

        with ThreadPoolExecutor(max_workers=n) as pool:
            sent = list(pool.map(one, range(n)))
        wait_until = time.time() + latency * 3 * n + 60
        while len(slack.arrivals) < n and time.time() < wait_until:
            time.sleep(0.1)
        time.sleep(1)  # a second verdict for a command would arrive right after the first
        acks = [(done - start) * 1000 for start, done, _, _ in sent]
        arrivals = dict(slack.arrivals)
        verdicts = [arrivals[i][0][0] - sent[i][0] for i in range(n) if i in arrivals]
        where = [arrivals[i][0][1] for i in range(n) if i in arrivals]
        rss = _peak_rss_mb(proc.pid)
        calls = {k: v - calls_before[k] for k, v in api.calls().items()}
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        slack.shutdown()
        api.__exit__()
    return {
        "n": n,
        "sources": sum(1 for _ in (root / "sources").rglob("*.md")),
        "latency_s": latency,
        "statuses": sorted({s for _, _, s, _ in sent}),
        "empty_acks": sum(1 for *_, text in sent if not text),
        "verdicts_as_message": where.count("message"),
        "verdicts_in_modal": where.count("modal"),
        "queued_modals": slack.queued_modals,
        "shown_twice": sum(1 for v in arrivals.values() if len(v) > 1),
        "model_calls": calls,
        "idle_rss_mb": rss_idle,
        "ack_ms": {"p50": statistics.median(acks), "p99": percentile(acks, 99), "max": max(acks)},
        "acks_over_3s": sum(1 for a in acks if a > 3000),
        "verdicts": len(verdicts),
        "verdict_s": {
            "p50": statistics.median(verdicts) if verdicts else float("nan"),
            "p99": percentile(verdicts, 99) if verdicts else float("nan"),
            "max": max(verdicts) if verdicts else float("nan"),
        },
        "peak_rss_mb": rss,
    }


if __name__ == "__main__":
    # python -m bench.slack_burst WORKSPACE LIVE_DB [N]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    print(json.dumps(slack_burst(Path(sys.argv[1]), Path(sys.argv[2]), n), indent=2))
