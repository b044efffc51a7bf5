"""Slack Web API calls: one call that logs a failure instead of raising; modals that are
remembered as their user's (so a view id in a payload is no key to someone else's screen) and
`show_view`, a modal opened or replaced where the click was made; `tell`, a short answer on
the surface that was clicked; and `dm`, a direct message.

Separate from the flows that use them because this is the only place a handler's flow talks to
Slack's Web API directly.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError
from slack_sdk.web import SlackResponse

from bot.blocks.common import notice_message, notice_view
from bot.flows.deps import Deps
from bot.flows.payload import user_of, view_of

log = logging.getLogger("answerguard.bot")


def call(
    method: str, user: str | None, fn: Callable[..., SlackResponse], **kwargs: Any
) -> SlackResponse | None:
    """One Web API call. A failure (rate limit after retries, expired trigger, closed view)
    is logged with who and what, and never takes the handler down."""
    try:
        return fn(**kwargs)
    except SlackApiError as e:
        err = e.response.get("error") if e.response is not None else str(e)
        log.warning(
            "Slack %s failed for user %s: %s (%s)",
            method,
            user,
            err,
            {k: v for k, v in kwargs.items() if k in ("view_id", "channel", "trigger_id")},
        )
    except Exception:  # the network, the mock, anything: logged, the app keeps running
        log.exception("Slack %s failed for user %s", method, user)
    return None


def open_modal(
    deps: Deps,
    client: WebClient,
    user: str | None,
    trigger: str | None,
    view: dict[str, Any],
    *,
    push: bool = False,
) -> dict[str, Any] | None:
    """Open (or push) a modal for `user` and remember it is theirs, so a later update of it by
    id can be checked against the clicking user. Returns the opened view (its `id` and
    `hash`), or None when Slack refused (an expired trigger) or failed."""
    if not trigger:
        log.warning("No trigger to open a view for user %s", user)
        return None
    method, fn = ("views.push", client.views_push) if push else ("views.open", client.views_open)
    resp = call(method, user, fn, trigger_id=trigger, view=view)
    opened = resp.get("view") if resp is not None else None
    if not (isinstance(opened, dict) and isinstance(opened.get("id"), str)):
        return None
    if user:
        deps.store.slack.remember_view(opened["id"], user, deps.now())
    return opened


def update_modal(
    deps: Deps,
    client: WebClient,
    user: str | None,
    view_id: Any,
    view: dict[str, Any],
    *,
    trigger: str | None = None,
    hash: str | None = None,
) -> None:
    """Update a modal by id, only if it is `user`'s: a view id in a payload is no key to
    someone else's screen. Otherwise the new view goes on top of the user's own (`trigger`)
    or, without one, nowhere; either way it is logged. With `hash` (the version a click was
    made on), Slack refuses the update if the view has changed since (`hash_conflict`,
    logged): a stale click changes nothing. (`bot.screens.OnScreen` follows a view's hash
    across several updates.)"""
    if user and isinstance(view_id, str) and deps.store.slack.view_owner(view_id) == user:
        kwargs = {"hash": hash} if isinstance(hash, str) and hash else {}
        call("views.update", user, client.views_update, view_id=view_id, view=view, **kwargs)
        return
    log.warning("View %r is not a view of user %s; not updated", view_id, user)
    if trigger:
        open_modal(deps, client, user, trigger, view, push=True)


def tell(client: WebClient, body: dict[str, Any], respond: Any, text: str, deps: Deps) -> None:
    """Answer on the surface that was clicked: the message (via response_url), or a small
    modal over the modal or the Home tab."""
    user = user_of(body)
    if body.get("response_url"):
        msg = notice_message(text, personas=deps.personas)
        try:
            respond(response_type="ephemeral", replace_original=False, **msg)
            return
        except Exception:
            log.exception("respond failed for user %s", user)
    trigger = body.get("trigger_id")
    if not trigger:
        log.warning("No surface to tell user %s: %s", user, text)
        return
    view = notice_view("AnswerGuard", text, personas=deps.personas)
    current = view_of(body)
    if current is not None and current.get("type") == "modal":
        call("views.push", user, client.views_push, trigger_id=trigger, view=view)
    else:
        call("views.open", user, client.views_open, trigger_id=trigger, view=view)


def show_view(
    deps: Deps, client: WebClient, body: dict[str, Any], view: dict[str, Any], *, push: bool
) -> None:
    """Open a modal from a message or the Home tab; over a modal, push it or replace it."""
    user, trigger, current = user_of(body), body.get("trigger_id"), view_of(body)
    if current is not None and current.get("type") == "modal" and not push:
        # in place, at the version the click was made on: a click on a version that is no
        # longer on screen (a double click) changes nothing
        update_modal(
            deps, client, user, current.get("id"), view, trigger=trigger, hash=current.get("hash")
        )
    else:
        in_a_modal = current is not None and current.get("type") == "modal"
        open_modal(deps, client, user, trigger, view, push=in_a_modal)


def open_dm(client: WebClient, user: str, by: str | None = None) -> str | None:
    """The DM channel with `user` (needs the im:write scope)."""
    resp = call("conversations.open", by, client.conversations_open, users=user)
    channel = (resp.get("channel") or {}) if resp is not None else {}
    cid = channel.get("id") if isinstance(channel, dict) else None
    return cid if isinstance(cid, str) and cid else None


def dm(client: WebClient, user: str, msg: dict[str, Any], by: str | None = None) -> bool:
    channel = open_dm(client, user, by)
    if channel is None:
        return False
    return call("chat.postMessage", by, client.chat_postMessage, channel=channel, **msg) is not None
