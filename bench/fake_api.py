"""The fake Messages API (tests/support/fake_model.py) served over real HTTP on loopback, so the live
path runs end to end through the real `anthropic` SDK and its HTTP client, in this process or
in a subprocess pointed at it with ANTHROPIC_BASE_URL.

Each request waits `latency` seconds (a model's response time) before it is answered; the
answer is what the local extractor reads in the prompt, shaped to the request's JSON schema.
Requests are counted per task (source, draft, reply).
"""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx2

from guard.kb.catalogue import Catalogue
from tests.support.fake_model import FakeModel, _task


class FakeApi:
    """`with FakeApi(latency, catalogue) as api:` serves at `api.url` until the block ends."""

    def __init__(self, latency: float, catalogue: Catalogue) -> None:
        self.model = FakeModel(latency=latency, catalogue=catalogue)
        model = self.model

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                request = httpx2.Request(
                    "POST", f"http://fake{self.path}", content=raw, headers=dict(self.headers)
                )
                response = model.handler(request)
                body = response.content
                self.send_response(response.status_code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    def calls(self) -> dict[str, int]:
        with self.model.lock:
            requests = list(self.model.requests)
        out = {"source": 0, "draft": 0, "reply": 0}
        for r in requests:
            out[_task(r)] += 1
        return out

    def __enter__(self) -> FakeApi:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
