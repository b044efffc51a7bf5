"""Exactly one send per idempotency key under concurrent requests on loopback: 20 at once
against one waitress server (threads), then 20 at once split between two real
`answerguard serve` processes on one database (only the store's unique index can stop the
second process). And never a send on HOLD, however many ask."""

from __future__ import annotations

import json
import os
import queue
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from guard.runtime import Runtime
from tests.web.api_client import DRAFT, SAFE

REQUESTS = 20
LISTENING = re.compile(r"JSON API on http://127\.0\.0\.1:(\d+)/v1/")


def post(url: str, body: dict[str, Any], key: str) -> tuple[int, dict[str, Any]]:
    data = json.dumps(body).encode()
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {key}"}
    req = urllib.request.Request(url, data=data, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=60) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def burst(urls: list[str], body: dict[str, Any], key: str) -> list[tuple[int, dict[str, Any]]]:
    """REQUESTS posts released together, spread over `urls` in turn."""
    gate = threading.Barrier(REQUESTS)

    def one(i: int) -> tuple[int, dict[str, Any]]:
        gate.wait(timeout=30)
        return post(f"{urls[i % len(urls)]}/v1/send", body, key)

    with ThreadPoolExecutor(REQUESTS) as pool:
        return list(pool.map(one, range(REQUESTS)))


def _key(rt: Runtime) -> str:
    from datetime import UTC, datetime

    return rt.store.api_keys.create("support_agent", "racer", "test", datetime.now(UTC))[0]


def test_twenty_concurrent_sends_with_one_key_send_once(server: str, rt: Runtime) -> None:
    key = _key(rt)
    replies = burst([server], {"draft": SAFE, "ticket": "TCK-9001", "idempotency_key": "k"}, key)
    statuses = sorted(doc["status"] for _, doc in replies)
    assert statuses == ["duplicate"] * (REQUESTS - 1) + ["sent"]
    assert {code for code, _ in replies} == {200}
    assert len(rt.store.checks.outbox()) == 1


def test_twenty_concurrent_sends_of_a_hold_send_nothing(server: str, rt: Runtime) -> None:
    key = _key(rt)
    replies = burst([server], {"draft": DRAFT, "ticket": "TCK-9001", "idempotency_key": "h"}, key)
    assert {(code, doc["status"], doc["result"]["decision"]) for code, doc in replies} == {
        (409, "blocked", "HOLD")
    }
    assert rt.store.checks.outbox() == []


@pytest.fixture
def two_servers(rt: Runtime, env: Path) -> Iterator[list[tuple[str, list[str]]]]:
    """Two `answerguard serve --port 0` processes on the one database (the env fixture's):
    each one's URL and the lines of its log so far."""
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "answerguard", "serve", "--port", "0"],
            stderr=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            env={**os.environ, "ANSWERGUARD_DEBUG": ""},
            text=True,
        )
        for _ in range(2)
    ]
    try:
        yield [_listening(p) for p in procs]
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            p.wait(timeout=30)


def _listening(proc: subprocess.Popen[str]) -> tuple[str, list[str]]:
    """The server's URL, read from its start-up log line, and its log from then on. Lines
    are read on a thread, so a server that prints nothing more fails in 60 s, never hangs."""
    assert proc.stderr is not None
    lines: queue.Queue[str] = queue.Queue()
    log: list[str] = []

    def pump() -> None:
        for line in proc.stderr:  # type: ignore[union-attr]
            lines.put(line)
        lines.put("")  # end of stream

    threading.Thread(target=pump, daemon=True).start()
    deadline = time.monotonic() + 60
    while (left := deadline - time.monotonic()) > 0:
        try:
            line = lines.get(timeout=left)
        except queue.Empty:
            break
        if not line and proc.poll() is not None:
            raise AssertionError(f"answerguard serve exited with {proc.returncode}")
        found = LISTENING.search(line)
        if found:

            def drain() -> None:
                while item := lines.get():
                    log.append(item)

            threading.Thread(target=drain, daemon=True).start()
            return f"http://127.0.0.1:{found[1]}", log
    raise AssertionError("answerguard serve did not start in 60 s")


def test_two_serve_processes_on_one_database_send_once(
    two_servers: list[tuple[str, list[str]]], rt: Runtime
) -> None:
    key = _key(rt)
    body = {"draft": SAFE, "ticket": "TCK-9001", "idempotency_key": "across"}
    replies = burst([url for url, _ in two_servers], body, key)
    statuses = sorted(doc["status"] for _, doc in replies)
    assert statuses == ["duplicate"] * (REQUESTS - 1) + ["sent"]
    assert len(rt.store.checks.outbox()) == 1
    sends = rt.store.query("SELECT COUNT(*) AS n FROM sends WHERE outcome = 'sent'")
    assert sends[0]["n"] == 1
    time.sleep(0.5)  # the last log lines
    for _, log in two_servers:  # both processes served half of the burst
        assert sum("POST /v1/send 200" in line for line in log) == REQUESTS // 2, log
