"""A burst of concurrent slash commands through the HTTP-mode app (a separate process on
waitress) against a local mock of the Web API: time to ack, time to verdict, peak RSS.

Only loopback traffic; the request count and every wait are bounded.
"""

from __future__ import annotations

import os
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "slack"))

from mock_slack import MockSlackServer  # noqa: E402

SECRET = "bench-signing-secret"


class TimedSlack(MockSlackServer):
    """The mock Web API, noting when each response_url post arrives."""

    def __init__(self) -> None:
        super().__init__()
        self.arrivals: dict[str, float] = {}

    def answer(self, path: str, body: dict[str, Any], headers: dict[str, str]) -> tuple[int, Any]:
        if path.startswith("/webhook/"):
            self.arrivals.setdefault(path, time.perf_counter())
        return super().answer(path, body, headers)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def slack_burst(n: int = 50, latency: float = 2.0) -> dict:
    slack = TimedSlack()
    threading.Thread(
        target=slack.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    ).start()
    port = _free_port()
    db = Path(tempfile.mkdtemp()) / "bench.db"
    env = {
        **os.environ,
        "SLACK_API_URL": slack.url,
        "SLACK_BOT_TOKEN": "xoxb-bench",
        "SLACK_SIGNING_SECRET": SECRET,
        "ANSWERGUARD_DB": str(db),
        "AI_MODE": "local",
    }
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "bench.slack_server",
            "--port",
            str(port),
            "--latency",
            str(latency),
        ],
        cwd=ROOT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 30
        while True:
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1).read()
                break
            except OSError:
                if time.time() > deadline or proc.poll() is not None:
                    raise RuntimeError("the bot did not start") from None
                time.sleep(0.2)
        verifier = SignatureVerifier(SECRET)

        def one(i: int) -> tuple[float, float, int]:
            draft = f"Failed transfers are reversed within {i % 7 + 1} business days."
            body = urlencode(
                {
                    "command": "/answerguard",
                    "text": f"check TCK-9001 {draft}",
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
            try:
                with urllib.request.urlopen(req, timeout=10) as resp:
                    status = resp.status
                    resp.read()
            except urllib.error.HTTPError as e:  # counted and reported, never hidden
                status = e.code
            return start, time.perf_counter(), status

        with ThreadPoolExecutor(max_workers=n) as pool:
            sent = list(pool.map(one, range(n)))
        wait_until = time.time() + latency * 4 + 60
        while len(slack.arrivals) < n and time.time() < wait_until:
            time.sleep(0.1)
        acks = [(done - start) * 1000 for start, done, _ in sent]
        verdicts = [
            slack.arrivals[f"/webhook/{i}"] - sent[i][0]
            for i in range(n)
            if f"/webhook/{i}" in slack.arrivals
        ]
        rss = _peak_rss_mb(proc.pid)
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        slack.shutdown()
    return {
        "n": n,
        "latency_s": latency,
        "statuses": sorted({s for _, _, s in sent}),
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
    import json

    print(json.dumps(slack_burst(), indent=2))
