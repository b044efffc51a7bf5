"""Failures on our side: `answers_failures` wraps a listener so an exception it did not answer
itself is logged and told to the user on the surface they used, in words that never claim
something happened when it may not have.

Separate because it is no step of any flow but a wrapper around every listener; its messages
are shared by the handlers and their tests.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any, TypeVar

from bot.blocks.common import failed_view, notice_message
from bot.flows.calls import tell
from bot.flows.deps import Deps
from bot.flows.payload import payload_of, state_values, user_of, view_of

log = logging.getLogger("answerguard.bot")

#: What a user is told when a handler fails on our side (a locked or broken database, a bug):
#: never silence, and never a claim that something happened when it may not have.
NOTHING_SENT = "Something went wrong on our side. Nothing was sent; try again in a moment."
DRAFT_KEPT = (
    "Something went wrong on our side. Nothing was sent; your draft is below, press Check again."
)
NOT_SAVED = (
    "Not saved — your text is below. Something went wrong on our side; press Save again in a "
    "moment."
)
SAVED_THEN_FAILED = (
    "Your save went through, but something went wrong afterwards; open the source again to see it."
)

Listener = TypeVar("Listener", bound=Callable[..., None])


def answers_failures(
    deps: Deps, text: str = NOTHING_SENT, *, after_ack: str | None = None
) -> Callable[[Listener], Listener]:
    """Wrap a listener so that any exception it did not answer itself is logged (with who and
    where) and answered: `text` if Slack has not been acknowledged yet, `after_ack` (default
    `text`) if it has. Handlers answer the failures they expect (`GuardError`) themselves.

    Bolt reads the wrapped function's parameter names to decide what to pass, so the wrapper
    takes them all as keywords and hands them on unchanged."""

    def wrap(fn: Listener) -> Listener:
        @functools.wraps(fn)
        def listener(**kwargs: Any) -> None:
            try:
                fn(**kwargs)
            except Exception:
                answer_failure(deps, kwargs, text, after_ack or text, fn.__name__)

        # functools.wraps gives it fn's signature, which Bolt reads; mypy sees (**kwargs).
        return listener  # type: ignore[return-value]

    return wrap


def answer_failure(deps: Deps, kwargs: dict[str, Any], before: str, after: str, where: str) -> None:
    """Log the exception being handled and tell the user on the surface they used."""
    body, ack = payload_of(kwargs), kwargs.get("ack")
    client, respond = kwargs.get("client"), kwargs.get("respond")
    user = user_of(body)
    log.exception("%s failed for user %s", where, user)
    p = deps.personas
    try:
        if ack is not None and getattr(ack, "response", None) is None:
            if body.get("type") == "view_submission":
                view = failed_view(view_of(body) or {}, state_values(body), before)
                ack(response_action="update", view=view)
            elif body.get("command"):
                ack(**notice_message(before, personas=p))
            else:
                ack()
                if client is not None:
                    tell(client, body, respond, before, deps)
        elif body.get("command") and respond is not None:
            respond(response_type="ephemeral", **notice_message(after, personas=p))
        elif client is not None:
            tell(client, body, respond, after, deps)
    except Exception:
        log.exception("Could not tell user %s that %s failed", user, where)
