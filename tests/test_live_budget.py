"""Live mode is deterministic and its budget is shared (issue 18, item 4).

- Every model call (source, draft, safe reply) carries `temperature: 0`.
- A saved-mode check whose draft has no saved answer says so on the verdict.
- The live-call limits are kept in the database (guard/quota_sqlite.py), so they hold across
  processes: 25 CLI checks in a row, each its own process, stop at the per-user limit.
  The model is the fake Messages API behind a local HTTP server; no network.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx2
import pytest

from guard.check import SAVED_MISS_NOTICE, CheckService
from guard.checkrequest import CheckRequest
from guard.extract.cached import CachingExtractor, MemoryCache, RecordingCache
from guard.extract.factory import saved_extractor
from guard.extract.live import LiveExtractor
from guard.extract.saved import SavedResponses
from guard.quota import PER_USER
from guard.settings import Settings
from tests.support.fake_model import FakeModel
from tests.support.procenv import live_env
from tests.support.seedcase import DRAFT_1BD, DRAFT_4BD, NOW


def test_every_model_call_sends_temperature_zero():
    model = FakeModel()
    svc = CheckService(LiveExtractor(client=model.client()))
    result = svc.check(CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW))
    assert result.decision == "HOLD"  # so a safe reply was worded too
    tasks = {"source", "draft", "reply"}
    assert all(model.calls(t) for t in tasks)
    assert {r.get("temperature") for r in model.requests} == {0}


def test_a_saved_mode_miss_says_so_on_the_verdict(tmp_path):
    recorded = tmp_path / "saved"
    recorded.mkdir()
    recorder = CachingExtractor(
        LiveExtractor(client=FakeModel().client()),
        RecordingCache(MemoryCache(), SavedResponses(recorded)),
    )
    CheckService(recorder).check(CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW))
    saved = saved_extractor(Settings(ai_mode="saved", ai_cache_dir=recorded))
    svc = CheckService(saved)

    hit = svc.check(CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW))
    assert hit.ai.mode == "saved"
    assert SAVED_MISS_NOTICE not in (hit.ai.notice or "")

    miss = svc.check(CheckRequest(ticket_id="TCK-9001", draft=DRAFT_1BD, now=NOW))
    assert miss.ai.mode == "local"
    assert SAVED_MISS_NOTICE in (miss.ai.notice or "")


# --- the shared budget, across real processes ------------------------------------------------


class _Handler(BaseHTTPRequestHandler):
    model: FakeModel

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("content-length") or 0))
        response = self.model.handler(
            httpx2.Request("POST", f"http://fake{self.path}", content=body)
        )
        payload = response.content
        self.send_response(response.status_code)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def fake_api():
    model = FakeModel()
    handler = type("Handler", (_Handler,), {"model": model})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", model
    server.shutdown()
    server.server_close()


def test_25_cli_processes_in_a_row_stop_at_the_per_user_limit(tmp_path: Path, fake_api):
    url, model = fake_api
    env = live_env(
        tmp_path / "ag.db",
        url,
        "sk-test",
        ANSWERGUARD_AI_CACHE_DIR=str(tmp_path / "saved"),
        USER="agent",
    )
    (tmp_path / "saved").mkdir()
    modes = []
    for _ in range(25):
        out = subprocess.run(
            [sys.executable, "-m", "guard.cli.app", "check", "--ticket", "TCK-9001", "--json",
             DRAFT_4BD],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )  # fmt: skip
        assert out.returncode in (0, 1), out.stderr
        ai = json.loads(out.stdout)["ai"]
        modes.append("paused" if "limit reached" in (ai.get("notice") or "") else ai["mode"])
    assert modes == ["live"] * PER_USER.amount + ["paused"] * (25 - PER_USER.amount)
    assert model.violations == []
