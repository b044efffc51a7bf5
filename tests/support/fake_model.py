"""A fake Messages API at the HTTP layer, for the live path without a network.

It answers like a well-behaved model: it runs the local extractor (for the fake's catalogue,
the seed's by default) on the text inside the prompt's tags and shapes that to the JSON
schema the request carries, as structured output would: keys the schema does not have are
left out, a required scope dimension the text did not name is "any". So the real SDK parses
real-looking responses, and whatever the local extractor finds the live path must accept. An
answer that still breaks the request's schema (which constrained decoding would never let
through) is recorded in `violations`, so a test can tell a schema too strict for real claims
from a model's mistake. Tests script failures per task (`script`, `by_source`), tamper with
outputs (`mutate`) and add latency.
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
import jsonschema

from guard.extract.local import LocalExtractor
from guard.kb.catalogue import SCOPE_ANY, Catalogue, default_catalogue
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


def _prompt(body: dict) -> str:
    return body["messages"][0]["content"]


def _task(body: dict) -> str:
    """Which of the three tasks a request is, from the tags of its prompt (untrusted text
    inside them has its tags neutralised, so it cannot pose as another task)."""
    prompt = _prompt(body)
    if "<governing_value>" in prompt:
        return "reply"
    return "source" if _DOC.search(prompt) else "draft"


# --- structured output: shaping an answer to the request's schema -----------------------------


def _resolve(node: dict, root: dict) -> dict:
    while "$ref" in node:
        node = root["$defs"][node["$ref"].rsplit("/", 1)[-1]]
    return node


def _valid(data: Any, node: dict, root: dict) -> bool:
    schema = {**node, "$defs": root.get("$defs", {})}
    return jsonschema.Draft202012Validator(schema).is_valid(data)


def _filler(node: dict, root: dict) -> Any:
    """What a model constrained to `node` writes for a required key it has nothing for."""
    node = _resolve(node, root)
    if SCOPE_ANY in node.get("enum", ()):
        return SCOPE_ANY
    return None


def conform(data: Any, node: dict, root: dict) -> Any:
    """`data` as a model constrained to `node` would write it: unknown keys dropped, missing
    required keys filled, the first matching variant of an anyOf."""
    node = _resolve(node, root)
    if "anyOf" in node:
        for variant in node["anyOf"]:
            candidate = conform(data, variant, root)
            if _valid(candidate, variant, root):
                return candidate
        return data
    if node.get("type") == "object" and isinstance(data, dict):
        props = node.get("properties", {})
        out = {k: conform(v, props[k], root) for k, v in data.items() if k in props}
        for key in node.get("required", ()):
            if key not in out:
                out[key] = _filler(props[key], root)
        return out
    if node.get("type") == "array" and isinstance(data, list):
        return [conform(x, node.get("items", {}), root) for x in data]
    return data


class FakeModel:
    def __init__(self, latency: float = 0.0, catalogue: Catalogue | None = None) -> None:
        self.latency = latency
        self.catalogue = catalogue or default_catalogue()
        self.requests: list[dict] = []
        self.lock = threading.Lock()
        #: task -> queue of scripted answers (a status code, an exception, or a payload)
        self.script: dict[str, list[Response]] = {}
        #: per-source-id scripted answers, used before `script`
        self.by_source: dict[str, list[Response]] = {}
        self.mutate: Callable[[str, dict], dict] | None = None
        self.reply_text = "Failed transfers on this rail are reversed within {v}."
        self.local = LocalExtractor(self.catalogue)
        #: Answers that broke their request's schema, as "task: error".
        self.violations: list[str] = []

    def calls(self, task: str | None = None) -> int:
        return sum(1 for r in self.requests if task is None or _task(r) == task)

    def _shaped(self, task: str, body: dict, out: dict) -> dict:
        schema = body["output_config"]["format"]["schema"]
        shaped = conform(out, schema, schema)
        for error in jsonschema.Draft202012Validator(schema).iter_errors(shaped):
            with self.lock:
                self.violations.append(f"{task}: {'.'.join(map(str, error.path))}: {error.message}")
        return shaped

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
            return {"claims": claims}
        if task == "draft":
            text = _DRAFT.search(prompt).group(1)  # type: ignore[union-attr]
            claims = [
                c.model_dump(mode="json", by_alias=True)
                for c in self.local.extract_draft(text).claims
            ]
            return {"claims": claims}
        v = _VALUE.search(prompt).group(1)  # type: ignore[union-attr]
        reply = self.reply_text.format(v=v)
        claims = [
            c.model_dump(mode="json", by_alias=True) for c in self.local.extract_draft(reply).claims
        ]
        return {"reply": reply, "claims": claims}

    def handler(self, request: httpx2.Request) -> httpx2.Response:
        body = json.loads(request.content)
        with self.lock:
            self.requests.append(body)
        if self.latency:
            time.sleep(self.latency)
        task = _task(body)
        prompt = _prompt(body)
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
        answer = self._shaped(task, body, self._default(task, prompt))
        if self.mutate is not None and task != "reply":  # tampering comes after the schema
            answer = self.mutate(f"source:{doc.group(1)}" if doc else "draft", answer)
        return httpx2.Response(200, json=message(answer))

    def client(self) -> anthropic.Anthropic:
        return anthropic.Anthropic(
            api_key="test",
            base_url="http://mock.invalid",
            max_retries=0,
            http_client=httpx2.Client(transport=httpx2.MockTransport(self.handler)),
        )
