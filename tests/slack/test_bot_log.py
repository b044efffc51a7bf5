"""The bot's log carries no credentials (issue 12, item 5).

`answerguard bot --http` runs as a real process against the mock Web API, with a planted
bot token, signing secret, API key and a rate-limiter URI with a planted password. One
signed quick check makes it log the unreachable limiter by its URI; the test reads all of
the process's log and finds the URI there, with every secret taken out. No network: the
limiter and the model's base URL point at a local port that refuses connections.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

import pytest
from slack_sdk.signature import SignatureVerifier

from tests.slack.mock_slack import MockSlackServer
from tests.slack.slack_helpers import DRAFT_4BD
from tests.support.procenv import live_env, refused_port

PASSWORD = "Planted-Pw-8830"
QUERY_PASSWORD = "Planted-Query-Pw-6617"
BOT_TOKEN = "xoxb-111-222-PLANTEDBOTTOKEN"
SIGNING_SECRET = "Planted-Signing-Secret-4471"
API_KEY = "sk-ant-api03-PLANTED-KEY-2ZK"
SECRETS = (PASSWORD, QUERY_PASSWORD, "PLANTEDBOTTOKEN", SIGNING_SECRET, "PLANTED-KEY-2ZK")
READY = re.compile(r"HTTP mode on [\d.]+:(\d+)/slack/events")
#: Where the check's verdict reaches the user: the command's reply when the check beat the
#: quick-check grace, or the modal opened after it (a loaded machine misses the grace).
VERDICT_PATHS = ("/webhook/check", "/views.open", "/views.update")


class Lines:
    """Collects a process's stderr as it comes, so the test can wait for one line."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._read, args=(proc,), daemon=True)
        self._thread.start()

    def _read(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            with self._cond:
                self.lines.append(line)
                self._cond.notify_all()

    def wait_for(self, pattern: re.Pattern[str], timeout: float = 60) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                for line in self.lines:
                    if m := pattern.search(line):
                        return m
                left = deadline - time.monotonic()
                assert left > 0, "".join(self.lines)
                self._cond.wait(left)

    def text(self) -> str:
        self._thread.join(timeout=10)
        return "".join(self.lines)


def slash_command(port: int, hook: str) -> int:
    body = urlencode(
        {
            "token": "x",
            "team_id": "T111",
            "user_id": "UAGENT1",
            "command": "/answerguard",
            "text": f"check TCK-9001 {DRAFT_4BD}",
            "response_url": hook,
            "trigger_id": "trig-1",
        }
    )
    ts = str(int(time.time()))
    req = urllib.request.Request(
        f"http://127.0.0.1:{port}/slack/events",
        data=body.encode(),
        headers={
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Slack-Request-Timestamp": ts,
            "X-Slack-Signature": SignatureVerifier(SIGNING_SECRET).generate_signature(
                timestamp=ts, body=body
            ),
        },
    )
    with urllib.request.urlopen(req, timeout=30) as resp:
        return resp.status


@pytest.mark.parametrize(
    ("uri", "shown"),
    [
        ("redis://agent:{pw}@127.0.0.1:{port}/0", "redis://agent:***@127.0.0.1:{port}/0"),
        (
            "redis+sentinel://agent:{pw}@127.0.0.1:{port}/mymaster?password={qpw}",
            "redis+sentinel://agent:***@127.0.0.1:{port}/mymaster?password=***",
        ),
    ],
)
def test_the_bot_log_names_the_limiter_but_no_secret(
    tmp_path: Path, server: MockSlackServer, uri: str, shown: str
) -> None:
    with refused_port() as dead_port:
        env = live_env(
            tmp_path / "ag.db",
            f"http://127.0.0.1:{dead_port}",
            API_KEY,
            RATE_LIMIT_STORAGE_URI=uri.format(pw=PASSWORD, qpw=QUERY_PASSWORD, port=dead_port),
            SLACK_BOT_TOKEN=BOT_TOKEN,
            SLACK_SIGNING_SECRET=SIGNING_SECRET,
            SLACK_API_URL=server.url,
        )
        proc = subprocess.Popen(
            [sys.executable, "-m", "answerguard", "bot", "--http", "--port", "0"],
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        log = Lines(proc)
        try:
            port = int(log.wait_for(READY).group(1))
            assert slash_command(port, f"{server.url}webhook/check") == 200
            # A sentinel client retries its dead sentinels for seconds before it gives up.
            log.wait_for(re.compile("rate limiter storage"), timeout=60)
            if uri.startswith("redis://"):  # quick to fail: the check's answer comes too
                # The check ran, on saved answers: its HOLD reached the user.
                server.wait_for_any(VERDICT_PATHS, lambda b: "HOLD" in json.dumps(b), timeout=60)
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    text = log.text()
    assert f"{shown.format(port=dead_port)} unavailable" in text
    for secret in SECRETS:
        assert secret not in text
