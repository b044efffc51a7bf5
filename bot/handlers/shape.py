"""A guard in front of Bolt's listener matching.

Bolt reads every payload shape eagerly (`to_action`, `to_step`, …) while matching listeners
and again in its error handlers, so a payload with `"actions": []` or a view without a
`type` raises *out of* `App.dispatch`: no response, and in HTTP mode a 500. This middleware
runs the same readers first and answers such a payload with a 400 instead. It is a class
(not a function middleware) because function middleware gets its arguments through that same
eager reading.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from slack_bolt import App, BoltRequest, BoltResponse
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


class RejectMalformed(Middleware):
    def process(
        self, *, req: BoltRequest, resp: BoltResponse, next: Callable[[], BoltResponse]
    ) -> BoltResponse | None:
        try:
            if not isinstance(req.body, dict):
                raise TypeError("body is not an object")
            for read in READERS:
                read(req.body)
        except Exception as e:  # any shape Bolt itself cannot read
            log.warning("Malformed Slack payload refused (%s: %s)", type(e).__name__, e)
            return BoltResponse(status=400, body="Malformed payload")
        return next()


def register(app: App) -> None:
    app.use(RejectMalformed())
