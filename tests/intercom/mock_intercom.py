"""A stand-in for Intercom on loopback: it signs and sends Canvas Kit requests to the app (as
the inbox does when a teammate opens a conversation or clicks a button) and serves the REST
endpoints the app calls (GET /conversations/{id}, POST /conversations/{id}/reply), recording
every reply.

Every canvas the app answers is checked against Intercom's documented component schema
(canvas_kit.schema.json), its 64 KB limits (content and stored_data), and unique component
ids. A submit carries what Intercom carries: the clicked component's id, the inputs'
values, and the current canvas with its stored_data, all signed with the client secret.
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib import request as urlrequest
from urllib.error import HTTPError

from jsonschema import Draft202012Validator

from web.intercom.signature import sign

SECRET = "test-client-secret"
TOKEN = "test-access-token"
WORKSPACE = "ws123"
AGENT = "5017691"
LEAD = "5017692"
SCHEMA = json.loads((Path(__file__).parent / "canvas_kit.schema.json").read_text("utf-8"))
VALIDATOR = Draft202012Validator(SCHEMA)
MAX_BYTES = 64 * 1024


def conversation(
    cid: str = "9001",
    *,
    message: str = "My transfer failed yesterday. When do I get my money back?",
    attributes: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A conversation as Intercom's REST API returns it: the customer's first message as its
    source, then parts (a teammate's note, the customer's newest message)."""
    return {
        "type": "conversation",
        "id": cid,
        "created_at": 1764500000,
        "updated_at": 1764503600,
        "source": {
            "type": "conversation",
            "id": "1",
            "delivered_as": "customer_initiated",
            "body": "<p>Hello</p>",
            "author": {"type": "user", "id": "c1", "name": "Léa K."},
        },
        "custom_attributes": attributes or {},
        "conversation_parts": {
            "type": "conversation_part.list",
            "conversation_parts": [
                {
                    "type": "conversation_part",
                    "part_type": "comment",
                    "body": "<p>Looking into it.</p>",
                    "author": {"type": "admin", "id": AGENT},
                },
                {
                    "type": "conversation_part",
                    "part_type": "comment",
                    "body": f"<p>{message}</p>",
                    "author": {"type": "user", "id": "c1"},
                },
            ],
        },
    }


def canvas_problems(doc: Any) -> list[str]:
    """Everything wrong with a canvas response by Intercom's documented rules."""
    problems = [e.message for e in VALIDATOR.iter_errors(doc)]
    if problems:
        return problems
    canvas = doc["canvas"]
    for key in ("content", "stored_data"):
        size = len(json.dumps(canvas.get(key, {}), ensure_ascii=False).encode("utf-8"))
        if size > MAX_BYTES:
            problems.append(f"{key} is {size} bytes, over 64 KB")
    ids = [c["id"] for c in canvas["content"]["components"] if "id" in c]
    if len(ids) != len(set(ids)):
        problems.append(f"component ids repeat: {ids}")
    return problems


class _Handler(BaseHTTPRequestHandler):
    server: MockIntercom

    def log_message(self, *args: Any) -> None:
        pass

    def _answer(self, status: int, doc: dict[str, Any]) -> None:
        data = json.dumps(doc).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _authorised(self) -> bool:
        if self.headers.get("Authorization") != f"Bearer {TOKEN}":
            self._answer(401, {"type": "error.list", "errors": [{"code": "unauthorized"}]})
            return False
        return True

    def do_GET(self) -> None:
        m = re.fullmatch(r"/conversations/([^/?]+)(\?.*)?", self.path)
        if not self._authorised():
            return
        conv = self.server.conversations.get(m.group(1)) if m else None
        if conv is None:
            self._answer(404, {"type": "error.list", "errors": [{"code": "not_found"}]})
            return
        self.server.reads.append(m.group(1))
        self._answer(200, conv)

    def do_POST(self) -> None:
        m = re.fullmatch(r"/conversations/([^/]+)/reply", self.path)
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if not m or not self._authorised():
            if not m:
                self._answer(404, {})
            return
        body = json.loads(raw)
        if self.server.fail_replies:
            self._answer(500, {"type": "error.list", "errors": [{"code": "server_error"}]})
            return
        with self.server.lock:
            self.server.replies.append({"conversation": m.group(1), **body})
        self._answer(200, self.server.conversations.get(m.group(1)) or {"id": m.group(1)})


class MockIntercom(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.lock = threading.Lock()
        self.conversations: dict[str, dict[str, Any]] = {}
        self.replies: list[dict[str, Any]] = []
        self.reads: list[str] = []
        self.fail_replies = False

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


@dataclass
class Response:
    status: int
    body: dict[str, Any]

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.body["canvas"]["content"]["components"]

    @property
    def stored(self) -> dict[str, Any]:
        return self.body["canvas"].get("stored_data") or {}

    def texts(self) -> str:
        """Every string the teammate sees (text, labels, the box's value)."""
        out = []
        for c in self.components:
            out += [str(c.get(k)) for k in ("text", "label", "value", "placeholder") if c.get(k)]
        return "\n".join(out)

    def buttons(self) -> list[str]:
        return [c["id"] for c in self.components if c["type"] == "button"]

    def draft(self) -> str | None:
        box = next((c for c in self.components if c["type"] == "textarea"), None)
        return None if box is None else box.get("value", "")


@dataclass
class IntercomSim:
    """The inbox: opens the app on a conversation and clicks its buttons, signed."""

    app_url: str
    api: MockIntercom
    secret: str = SECRET
    seen: list[Response] = field(default_factory=list)

    def post(self, path: str, body: bytes, signature: str | None) -> Response:
        req = urlrequest.Request(self.app_url + path, data=body, method="POST")
        req.add_header("Content-Type", "application/json")
        if signature is not None:
            req.add_header("X-Body-Signature", signature)
        try:
            with urlrequest.urlopen(req, timeout=60) as resp:
                status, raw = resp.status, resp.read()
        except HTTPError as e:
            status, raw = e.code, e.read()
        out = Response(status, json.loads(raw))
        if status == 200:
            problems = canvas_problems(out.body)
            assert not problems, problems
            self.seen.append(out)
        return out

    def signed(self, path: str, doc: dict[str, Any]) -> Response:
        body = json.dumps(doc).encode("utf-8")
        return self.post(path, body, sign(body, self.secret))

    def request_doc(self, admin: str, cid: str) -> dict[str, Any]:
        """What Intercom sends about the conversation: its source and attributes, no parts
        (the app reads the newest message through the REST API)."""
        conv = {k: v for k, v in self.api.conversations[cid].items() if k != "conversation_parts"}
        return {
            "workspace_id": WORKSPACE,
            "workspace_region": "us",
            "admin": {"type": "admin", "id": admin, "name": f"Teammate {admin}"},
            "conversation": conv,
            "contact": {"type": "user", "id": "c1", "name": "Léa K."},
            "context": {"location": "conversation_details", "conversation_id": int(cid)},
        }

    def open(self, cid: str = "9001", admin: str = AGENT) -> Response:
        return self.signed("/intercom/initialize", self.request_doc(admin, cid))

    def click(
        self,
        on: Response,
        component: str,
        *,
        draft: str | None = None,
        admin: str = AGENT,
        cid: str = "9001",
    ) -> Response:
        return self.signed("/intercom/submit", self.click_doc(on, component, draft, admin, cid))

    def click_doc(
        self, on: Response, component: str, draft: str | None, admin: str, cid: str
    ) -> dict[str, Any]:
        assert component in on.buttons(), f"{component} not on the canvas: {on.buttons()}"
        value = on.draft() if draft is None else draft
        return {
            **self.request_doc(admin, cid),
            "component_id": component,
            "input_values": {"draft": value or ""},
            "current_canvas": on.body["canvas"],
        }
