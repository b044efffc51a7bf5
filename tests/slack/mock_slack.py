"""A stand-in for Slack: a local Web API server that records every request, and a small
simulator that turns what the app sent (views, messages) into the payloads a person's next
click or submit would produce.

The server answers the methods the app calls (auth.test, views.*, chat.*) and the
`response_url` webhooks, on a random port on 127.0.0.1. `fail` makes a method return a Slack
error (or HTTP 429 for `ratelimited`) to test error paths.

Two of Slack's view rules are enforced, because code that breaks them works against a lax mock
and fails in Slack: a modal with an `input` block must have a `submit` ("must define submit to
use an input block in modals"), and `views.update` with a `hash` that is not the view's latest
gets `hash_conflict` (each open, push and update gives the view a new hash).
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Executor, Future
from decimal import Decimal
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, quote, urlencode, urlparse

from slack_bolt import App, BoltRequest, BoltResponse
from slack_sdk.signature import SignatureVerifier

from tests.support.polling import poll

SECRET = "test-signing-secret"
TEAM = "T111"
BOT_USER = "UBOT"
AGENT = "UAGENT1"
LEAD = "ULEAD01"


class InlineExecutor(Executor):
    """Runs listeners synchronously, so a dispatch returns after the slow part too and tests
    need no polling."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as e:
            future.set_exception(e)
        return future


class _Handler(BaseHTTPRequestHandler):
    server: MockSlackServer

    def log_message(self, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        path = urlparse(self.path).path
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode("utf-8")
        if raw.startswith("{"):
            body = json.loads(raw)
        else:
            body = {k: v[0] for k, v in parse_qs(raw).items()}
        for key in ("view", "blocks"):  # the WebClient form-encodes these as JSON strings
            if isinstance(body.get(key), str):
                body[key] = json.loads(body[key])
        status, out = self.server.answer(path, body, dict(self.headers))
        data = out.encode() if isinstance(out, str) else json.dumps(out).encode()
        self.send_response(status)
        if status == 429:
            self.send_header("Retry-After", "0")
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class MockSlackServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.calls: list[tuple[str, dict[str, Any], dict[str, Any]]] = []
        self.fail: dict[str, str] = {}
        #: Group DMs opened: channel id → its members.
        self.mpims: dict[str, list[str]] = {}
        #: Channel histories (oldest first) and thread replies ((channel, parent ts) → replies,
        #: parent first), served page by page: at most `page_size` messages a page; history
        #: honours `oldest` (exclusive).
        self.history: dict[str, list[dict[str, Any]]] = {}
        self.threads: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.page_size = 2
        #: view id → the hash of its latest version.
        self.view_hashes: dict[str, str] = {}
        self._lock = threading.Lock()
        self._ids = itertools.count(1)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"

    def answer(self, path: str, body: dict[str, Any], headers: dict[str, str]) -> tuple[int, Any]:
        with self._lock:
            n = next(self._ids)
            method = path.lstrip("/")
            if path.startswith("/webhook"):
                out: Any = "ok"
            elif method in self.fail:
                error = self.fail[method]
                out = {"ok": False, "error": error}
                self.calls.append((path, body, out))
                return (429 if error == "ratelimited" else 200), out
            elif method == "auth.test":
                out = {
                    "ok": True,
                    "team_id": TEAM,
                    "user_id": BOT_USER,
                    "bot_id": "BBOT",
                    "url": "https://example.slack.com/",
                    "team": "Test",
                    "user": "answerguard",
                }
            elif method.startswith("views.") and (error := self._view_error(method, body)):
                out = {"ok": False, "error": error}
            elif method.startswith("views."):
                view_id = body.get("view_id") or f"V{n:04d}"
                self.view_hashes[view_id] = f"h{n}"
                out = {"ok": True, "view": {"id": view_id, "hash": f"h{n}", **body.get("view", {})}}
            elif method == "conversations.open":
                users = [u for u in str(body.get("users", "X")).split(",") if u]
                if len(users) > 1:  # a group DM (mpim:write): one per set of people
                    cid = "G" + "".join(sorted(users))
                    self.mpims[cid] = sorted(users)
                else:
                    cid = f"D{users[0]}"
                out = {"ok": True, "channel": {"id": cid}}
            elif method in ("conversations.history", "conversations.replies"):
                channel = str(body.get("channel"))
                if method == "conversations.history":  # newest first, as Slack pages it
                    msgs = list(reversed(self.history.get(channel, [])))
                    if body.get("oldest"):  # exclusive, as Slack's default
                        after = Decimal(str(body["oldest"]))
                        msgs = [m for m in msgs if Decimal(str(m["ts"])) > after]
                else:
                    msgs = self.threads.get((channel, str(body.get("ts"))), [])
                start = int(body.get("cursor") or 0)
                size = min(int(body.get("limit") or 100), self.page_size)
                page = msgs[start : start + size]
                nxt = str(start + size) if start + size < len(msgs) else ""
                out = {
                    "ok": True,
                    "messages": page,
                    "has_more": bool(nxt),
                    "response_metadata": {"next_cursor": nxt},
                }
            elif method == "chat.getPermalink":
                ts = str(body.get("message_ts", "")).replace(".", "")
                link = f"https://example.slack.com/archives/{body.get('channel')}/p{ts}"
                out = {"ok": True, "channel": body.get("channel"), "permalink": link}
            elif method in ("chat.postMessage", "chat.update", "chat.postEphemeral"):
                out = {"ok": True, "ts": f"1700000000.{n:06d}", "channel": body.get("channel")}
            else:
                out = {"ok": True}
            self.calls.append((path, body, out))
            return 200, out

    def _view_error(self, method: str, body: dict[str, Any]) -> str | None:
        view = body.get("view")
        if isinstance(view, dict) and view_problem(view):
            return "invalid_arguments"
        given, view_id = body.get("hash"), body.get("view_id")
        known = self.view_hashes.get(str(view_id))
        if method == "views.update" and given and known is not None and known != given:
            return "hash_conflict"
        return None

    def touch(self, view_id: str) -> None:
        """A view changed without a Web API call (a submission acked with an update)."""
        with self._lock:
            self.view_hashes[view_id] = f"h{next(self._ids)}"

    # --- reading what the app sent ---------------------------------------------------------

    def paths(self) -> list[str]:
        with self._lock:
            return [p for p, _, _ in self.calls]

    def bodies(self, path: str) -> list[dict[str, Any]]:
        with self._lock:
            return [b for p, b, _ in self.calls if p == path]

    def all_bodies(self) -> list[dict[str, Any]]:
        with self._lock:
            return [b for _, b, _ in self.calls]

    def wait_for(self, path: str, count: int = 1, timeout: float = 10.0) -> list[dict[str, Any]]:
        """The bodies sent to `path` once there are `count` of them."""

        def enough() -> list[dict[str, Any]] | None:
            found = self.bodies(path)
            return found if len(found) >= count else None

        found = poll(enough, timeout)
        if found is None:
            raise AssertionError(f"{path} called {len(self.bodies(path))} times, wanted {count}")
        return found

    def wait_for_any(
        self, paths: Iterable[str], pred: Callable[[dict[str, Any]], bool], timeout: float = 10.0
    ) -> dict[str, Any]:
        """The first body sent to any of `paths` that `pred` holds for: for what may reach
        the user on more than one surface (a command's reply, or the modal opened instead)."""
        wanted = tuple(paths)

        def first() -> dict[str, Any] | None:
            with self._lock:
                sent = [b for p, b, _ in self.calls if p in wanted]
            return next((b for b in sent if pred(b)), None)

        found = poll(first, timeout)
        if found is None:
            raise AssertionError(f"nothing sent to {', '.join(wanted)} matched in {timeout:g}s")
        return found


def view_problem(view: dict[str, Any]) -> str | None:
    """What Slack refuses in a modal that `slack_sdk`'s models let through."""
    blocks = view.get("blocks") or []
    inputs = any(isinstance(b, dict) and b.get("type") == "input" for b in blocks)
    if view.get("type") == "modal" and not view.get("submit") and inputs:
        return "must define submit to use an input block in modals"
    return None


# --- signed requests ------------------------------------------------------------------------


def signed(raw: str, content_type: str = "application/x-www-form-urlencoded") -> BoltRequest:
    ts = str(int(time.time()))
    return BoltRequest(
        body=raw,
        headers={
            "content-type": [content_type],
            "x-slack-signature": [
                SignatureVerifier(SECRET).generate_signature(timestamp=ts, body=raw)
            ],
            "x-slack-request-timestamp": [ts],
        },
    )


def interactive(payload: dict[str, Any]) -> BoltRequest:
    return signed("payload=" + quote(json.dumps(payload)))


def strings(obj: Any) -> Iterator[str]:
    """Every string inside a JSON-like object (keys and values)."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield str(k)
            yield from strings(v)
    elif isinstance(obj, list | tuple):
        for v in obj:
            yield from strings(v)


def find_element(blocks: list[dict[str, Any]], action_id: str) -> tuple[str, dict[str, Any]]:
    """(block id, element) of the first interactive element with this action id."""
    for i, block in enumerate(blocks):
        block_id = block.get("block_id") or f"b{i}"
        candidates = list(block.get("elements") or [])
        if block.get("accessory"):
            candidates.append(block["accessory"])
        if block.get("element"):
            candidates.append(block["element"])
        for el in candidates:
            if isinstance(el, dict) and el.get("action_id") == action_id:
                return block_id, el
    raise AssertionError(f"no element {action_id} in {[b.get('type') for b in blocks]}")


def state_of(blocks: list[dict[str, Any]], inputs: dict[str, Any]) -> dict[str, Any]:
    """What Slack would report in `state.values`: every input's current value, starting
    from its initial value, with `inputs` ({action_id: value}) typed over it."""
    values: dict[str, Any] = {}
    for i, block in enumerate(blocks):
        els = [block["element"]] if block.get("type") == "input" else []
        if block.get("type") == "actions":
            els = [e for e in block["elements"] if e.get("type") == "checkboxes"]
        for el in els:
            aid, kind = el["action_id"], el["type"]
            bid = block.get("block_id") or f"b{i}"
            given = inputs.get(aid, ...)
            if kind == "plain_text_input":
                value = el.get("initial_value") if given is ... else given
                state: dict[str, Any] = {"type": kind, "value": value}
            elif kind in ("static_select", "radio_buttons"):
                opt = el.get("initial_option")
                if given is not ...:
                    opt = next((o for o in el["options"] if o["value"] == given), None)
                state = {"type": kind, "selected_option": opt}
            elif kind == "users_select":
                state = {
                    "type": kind,
                    "selected_user": el.get("initial_user") if given is ... else given,
                }
            elif kind == "checkboxes":
                opts = el.get("initial_options") or []
                if given is not ...:
                    opts = [o for o in el["options"] if o["value"] in given]
                state = {"type": kind, "selected_options": opts}
            else:
                continue
            values.setdefault(bid, {})[aid] = state
    return values


class SlackSim:
    """Plays the person in Slack: commands, clicks and submits against the real Bolt app,
    reading the views and messages the app sent to the mock server."""

    def __init__(self, app: App, server: MockSlackServer) -> None:
        self.app = app
        self.server = server
        self.responses: list[BoltResponse] = []
        self._hooks = itertools.count(1)
        self.views: dict[str, dict[str, Any]] = {}  # view id → the latest view dict
        self.modal_id: str | None = None  # the top of the modal stack, as last touched

    def _dispatch(self, req: BoltRequest, view_id: str | None = None) -> BoltResponse:
        start = len(self.server.calls)
        resp = self.app.dispatch(req)
        self.responses.append(resp)
        if view_id and resp.body.startswith("{"):
            out = json.loads(resp.body)
            if out.get("response_action") == "update":  # the ack replaced the view
                problem = view_problem(out["view"])
                assert problem is None, problem
                self.views[view_id] = out["view"]
                self.modal_id = view_id
                self.server.touch(view_id)
        self.sync(start)
        return resp

    def sync(self, start: int = 0) -> None:
        """Replay the views the app opened, updated or pushed since call `start`."""
        with self.server._lock:
            calls = self.server.calls[start:]
        for path, body, out in calls:
            if path in ("/views.open", "/views.update", "/views.push") and out.get("ok"):
                vid = out["view"]["id"]
                self.views[vid] = body["view"]
                self.modal_id = vid

    def hook(self) -> str:
        return f"{self.server.url}webhook/{next(self._hooks)}"

    # --- what the app showed ---------------------------------------------------------------

    @property
    def modal(self) -> dict[str, Any]:
        assert self.modal_id is not None, "no modal is open"
        return self.views[self.modal_id]

    def webhook_messages(self) -> list[dict[str, Any]]:
        with self.server._lock:
            return [b for p, b, _ in self.server.calls if p.startswith("/webhook")]

    def last_message(self) -> dict[str, Any]:
        """The latest message answer: a respond() or a slash command's ack."""
        msgs = self.webhook_messages()
        return msgs[-1]

    def home(self, user: str) -> dict[str, Any]:
        published = [b for b in self.server.bodies("/views.publish") if b.get("user_id") == user]
        assert published, f"no Home published for {user}"
        return published[-1]["view"]

    def mark(self) -> tuple[int, int]:
        """A point in time for `sent_since`."""
        with self.server._lock:
            return len(self.server.calls), len(self.responses)

    def sent_since(self, mark: tuple[int, int] = (0, 0)) -> list[Any]:
        """Everything the app sent after `mark`: Web API calls, webhooks and HTTP responses."""
        with self.server._lock:
            out: list[Any] = [b for _, b, _ in self.server.calls[mark[0] :]]
        for r in self.responses[mark[1] :]:
            try:
                out.append(json.loads(r.body) if r.body else "")
            except ValueError:
                out.append(r.body)
        return out

    # --- what the person does ----------------------------------------------------------------

    def command(self, text: str, user: str) -> BoltResponse:
        body = {
            "token": "x",
            "team_id": TEAM,
            "team_domain": "test",
            "channel_id": "C111",
            "channel_name": "support",
            "user_id": user,
            "user_name": user.lower(),
            "command": "/answerguard",
            "text": text,
            "api_app_id": "A111",
            "response_url": self.hook(),
            "trigger_id": f"trig-{next(self._hooks)}",
        }
        return self._dispatch(signed(urlencode(body)))

    def shortcut(self, text: str, user: str) -> BoltResponse:
        payload = {
            "type": "message_action",
            "callback_id": "answerguard_check_message",
            "trigger_id": "trig-sc",
            "team": {"id": TEAM},
            "user": {"id": user},
            "channel": {"id": "C111"},
            "message_ts": "1.2",
            "response_url": self.hook(),
            "message": {"type": "message", "text": text, "user": "UCUST", "ts": "1.2"},
        }
        return self._dispatch(interactive(payload))

    def open_home(self, user: str) -> BoltResponse:
        body = {
            "token": "x",
            "team_id": TEAM,
            "api_app_id": "A111",
            "type": "event_callback",
            "event_id": f"Ev{next(self._hooks)}",
            "event_time": int(time.time()),
            "event": {"type": "app_home_opened", "user": user, "channel": "D111", "tab": "home"},
        }
        return self._dispatch(signed(json.dumps(body), "application/json"))

    def event(self, event: dict[str, Any]) -> BoltResponse:
        """An Events API delivery (e.g. `message` from `message.channels`)."""
        body = {
            "token": "x",
            "team_id": TEAM,
            "api_app_id": "A111",
            "type": "event_callback",
            "event_id": f"Ev{next(self._hooks)}",
            "event_time": int(time.time()),
            "event": event,
        }
        return self._dispatch(signed(json.dumps(body), "application/json"))

    def click(
        self,
        action_id: str,
        *,
        user: str,
        on: dict[str, Any],
        value: str | None = None,
        inputs: dict[str, Any] | None = None,
        view_hash: str | None = None,
    ) -> BoltResponse:
        """Click `action_id` on a surface: a modal or home view dict (with its id), or a
        message dict ({"blocks": …}) — a message click carries a response_url. A click in a
        view carries the view's latest hash, or `view_hash` (a click on an older version)."""
        blocks = on["blocks"]
        block_id, el = find_element(blocks, action_id)
        action = {
            "type": el.get("type", "button"),
            "action_id": action_id,
            "block_id": block_id,
            "action_ts": "1.3",
        }
        action["value"] = value if value is not None else el.get("value", "")
        state = {"values": state_of(blocks, inputs or {})}
        payload: dict[str, Any] = {
            "type": "block_actions",
            "user": {"id": user},
            "team": {"id": TEAM},
            "api_app_id": "A111",
            "trigger_id": f"trig-{next(self._hooks)}",
            "actions": [action],
        }
        if on.get("type") in ("modal", "home"):
            vid = on.get("id") or next(
                (k for k, v in self.views.items() if v is on), f"VHOME-{user}"
            )
            latest = view_hash or self.server.view_hashes.get(vid, "h")
            payload["view"] = {**on, "id": vid, "hash": latest, "state": state}
            payload["container"] = {"type": "view", "view_id": vid}
        else:
            payload["container"] = {
                "type": "message",
                "message_ts": "1.4",
                "channel_id": "C111",
                "is_ephemeral": True,
            }
            payload["channel"] = {"id": "C111"}
            payload["response_url"] = self.hook()
            payload["state"] = state
        return self._dispatch(interactive(payload))

    def submit(
        self,
        user: str,
        view: dict[str, Any] | None = None,
        view_id: str | None = None,
        **inputs: Any,
    ) -> BoltResponse:
        """Submit a modal (the current one by default) with `inputs` typed into it; `view` and
        `view_id` submit a version that is no longer on screen (a double click)."""
        if view is None:
            view_id, view = self.modal_id, self.modal
        elif view_id is None:
            view_id = next((k for k, v in self.views.items() if v is view), "VX")
        payload = {
            "type": "view_submission",
            "team": {"id": TEAM},
            "user": {"id": user},
            "api_app_id": "A111",
            "trigger_id": f"trig-{next(self._hooks)}",
            "view": {
                **view,
                "id": view_id,
                "hash": self.server.view_hashes.get(str(view_id), "h"),
                "team_id": TEAM,
                "state": {"values": state_of(view["blocks"], inputs)},
            },
        }
        resp = self._dispatch(interactive(payload), view_id)
        return resp
