"""A fake Messages API at the HTTP layer, for the live path without a network.

It answers like a well-behaved model: it runs the local extractor on the text inside the
prompt's tags and returns that as JSON, so the real SDK parses real-looking responses. Tests
script failures per task (`fail`), tamper with outputs (`mutate`) and add latency.
"""

from __future__ import annotations

import html
import json
import re
import threading
import time
from collections.abc import Callable
from typing import Any

import anthropic
import httpx2

from guard.extract.live import DRAFT_SYSTEM, REPLY_SYSTEM, SOURCE_SYSTEM
from guard.extract.local import LocalExtractor
from guard.models import Owner, Signals, Source

_DOC = re.compile(
    r'<document source="([^"]*)" kind="([^"]*)" title="([^"]*)">\n(.*)\n</document>', re.S
)
_DRAFT = re.compile(r"<draft>\n(.*)\n</draft>", re.S)
_VALUE = re.compile(r"<governing_value>(.*)</governing_value>", re.S)

Response = dict | int | Exception


def message(payload: Any, stop_reason: str = "end_turn") -> dict:
    text = payload if isinstance(payload, str) else json.dumps(payload)
    return {
        "id": "msg_fake",
        "type": "message",
        "role": "assistant",
        "model": "claude-haiku-5-5",
        "content": [{"type": "text", "text": text}],
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": {"input_tokens": 10, "output_tokens": 5},
    }


def _task(system: str) -> str:
    return {SOURCE_SYSTEM: "source", DRAFT_SYSTEM: "draft", REPLY_SYSTEM: "reply"}[system]


class FakeModel:
    def __init__(self, latency: float = 0.0) -> None:
        self.latency = latency
        self.requests: list[dict] = []
        self.lock = threading.Lock()
        #: task -> queue of scripted answers (a status code, an exception, or a payload)
        self.script: dict[str, list[Response]] = {}
        #: per-source-id scripted answers, used before `script`
        self.by_source: dict[str, list[Response]] = {}
        self.mutate: Callable[[str, dict], dict] | None = None
        self.reply_text = "Failed transfers on this rail are reversed within {v}."
        self.local = LocalExtractor()

    def calls(self, task: str | None = None) -> int:
        return sum(1 for r in self.requests if task is None or _task(r["system"]) == task)

    def _default(self, task: str, prompt: str) -> dict:
        if task == "source":
            sid, kind, title, body = _DOC.search(prompt).groups()  # type: ignore[union-attr]
            src = Source(
                id=sid,
                kind=kind,
                title=html.unescape(title),
                body=body,  # type: ignore[arg-type]
                signals=Signals(updated_at="2026-01-01T00:00:00Z", owner=Owner(name="x")),
            )
            claims = [
                c.model_dump(mode="json", by_alias=True, exclude={"source_id", "source_version"})
                for c in self.local.extract_source(src).claims
            ]
            out = {"claims": claims}
            return self.mutate("source:" + sid, out) if self.mutate else out
        if task == "draft":
            text = _DRAFT.search(prompt).group(1)  # type: ignore[union-attr]
            claims = [
                c.model_dump(mode="json", by_alias=True)
                for c in self.local.extract_draft(text).claims
            ]
            out = {"claims": claims}
            return self.mutate("draft", out) if self.mutate else out
        v = _VALUE.search(prompt).group(1)  # type: ignore[union-attr]
        return {"reply": self.reply_text.format(v=v)}

    def handler(self, request: httpx2.Request) -> httpx2.Response:
        body = json.loads(request.content)
        with self.lock:
            self.requests.append(body)
        if self.latency:
            time.sleep(self.latency)
        task = _task(body["system"])
        prompt = body["messages"][0]["content"]
        scripted: Response | None = None
        with self.lock:
            doc = _DOC.search(prompt)
            queue = self.by_source.get(doc.group(1)) if doc and task == "source" else None
            if queue:
                scripted = queue.pop(0)
            elif self.script.get(task):
                scripted = self.script[task].pop(0)
        if isinstance(scripted, Exception):
            raise scripted
        if isinstance(scripted, int):
            return httpx2.Response(
                scripted,
                json={
                    "type": "error",
                    "error": {"type": "api_error", "message": "scripted failure"},
                },
            )
        if isinstance(scripted, dict):
            return httpx2.Response(200, json=scripted)
        return httpx2.Response(200, json=message(self._default(task, prompt)))

    def client(self) -> anthropic.Anthropic:
        return anthropic.Anthropic(
            api_key="test",
            base_url="http://mock.invalid",
            max_retries=0,
            http_client=httpx2.Client(transport=httpx2.MockTransport(self.handler)),
        )
