"""A guard in front of Bolt's listener matching.

Bolt reads every payload shape eagerly (`to_action`, `to_step`, …) while matching listeners
and again in its error handlers, so a payload with `"actions": []` or a view without a
`type` raises *out of* `App.dispatch`: no response, and in HTTP mode a 500. This middleware
runs the same readers first, and checks the keys the matchers and handlers index into
(`actions: [{}]`, `view: "str"`, an event without a type), and answers such a payload with
a 400 instead. It is a class (not a function middleware) because function middleware gets its
arguments through that same eager reading, and `create_app` installs it as Bolt's
`before_authorize` middleware: after the signature check, but before the authorization
middleware, which itself reads `event.type` without looking.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from slack_bolt import BoltRequest, BoltResponse
from slack_bolt.middleware import Middleware
from slack_bolt.request import payload_utils as p

log = logging.getLogger("answerguard.bot")

READERS = (
    p.to_options,
    p.to_shortcut,
    p.to_action,
    p.to_view,
    p.to_command,
    p.to_event,
    p.to_message,
    p.to_step,
)


#: Per payload type, the string each listener matcher indexes into (`body["view"]["callback_id"]`).
REQUIRED_STRING: dict[str, tuple[str, ...]] = {
    "view_submission": ("view", "callback_id"),
    "view_closed": ("view", "callback_id"),
    "shortcut": ("callback_id",),
    "message_action": ("callback_id",),
    "block_suggestion": ("action_id",),
    "event_callback": ("event", "type"),
}
#: Passed on to Slack or parsed by our handlers: each must be a string when present.
STRINGS = (
    ("trigger_id",),
    ("response_url",),
    ("callback_id",),
    ("user_id",),
    ("view", "id"),
    ("view", "hash"),
    ("view", "type"),
    ("view", "private_metadata"),
)
#: Read with `.get()` by Bolt and by our handlers: each must be an object when present.
OBJECTS: tuple[tuple[str, ...], ...] = (
    ("view",),
    ("state",),
    ("message",),
    ("event",),
    ("view", "state"),
)
OBJECTS += (("view", "state", "values"), ("state", "values"))


def _at(body: dict[str, Any], path: tuple[str, ...]) -> Any:
    value: Any = body
    for key in path:
        value = value.get(key) if isinstance(value, dict) else None
    return value


def shape_problem(body: dict[str, Any]) -> str | None:
    """What Bolt's listener matchers and our handlers index into without looking: the keys
    each payload type must carry, with the types they must have. None when it fits."""
    kind = body.get("type")
    if kind is not None and not isinstance(kind, str):
        return "type is not a string"
    for path in OBJECTS:
        value = _at(body, path)
        if value is not None and not isinstance(value, dict):
            return f"{'.'.join(path)} is not an object"
    for path in STRINGS:
        value = _at(body, path)
        if value is not None and not isinstance(value, str):
            return f"{'.'.join(path)} is not a string"
    url = body.get("response_url")
    if url is not None and not url.startswith(("https://", "http://")):
        return "response_url is not a URL"  # respond() would raise on it
    required = REQUIRED_STRING.get(kind or "")
    if required and not isinstance(_at(body, required), str):
        return f"{'.'.join(required)} is missing or not a string"
    if kind == "block_actions":
        acts = body.get("actions")
        if not isinstance(acts, list) or not acts:
            return "actions is not a non-empty list"
        if not all(isinstance(a, dict) and isinstance(a.get("action_id"), str) for a in acts):
            return "an action has no action_id"
        if body.get("view") is None and url is None:  # a message click answers through it
            return "a click on a message has no response_url"
    return None


class RejectMalformed(Middleware):
    def process(
        self, *, req: BoltRequest, resp: BoltResponse, next: Callable[[], BoltResponse]
    ) -> BoltResponse | None:
        try:
            if not isinstance(req.body, dict):
                raise TypeError("body is not an object")
            problem = shape_problem(req.body)
            if problem:
                raise ValueError(problem)
            for read in READERS:
                read(req.body)
        except Exception as e:  # any shape Bolt itself cannot read
            log.warning("Malformed Slack payload refused (%s: %s)", type(e).__name__, e)
            return BoltResponse(status=400, body="Malformed payload")
        return next()
