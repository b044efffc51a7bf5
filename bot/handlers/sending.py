"""Send to customer, Send anyway and Retry: each reruns the full check on the server, so each
goes through the app's check queue (bot/queue.py) like a check — the listener only acks and
hands it over, and a full line gets the same "busy" answer as a check. Where the outcome goes
(the composer, the verdict modal or the verdict message) is `bot.flows.sending`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.checking import checking_view, pending_message, queued_words
from bot.blocks.common import notice_message
from bot.blocks.verdict import verdict_message, verdict_modal
from bot.flows.calls import tell
from bot.flows.checks import check_and_record, check_for, rerun_request
from bot.flows.deps import Deps
from bot.flows.failures import NOTHING_SENT
from bot.flows.home import publish_home
from bot.flows.listen import guarded
from bot.flows.payload import action_value, user_of
from bot.flows.sending import MESSAGE, replace_message, start_send, surface_of
from bot.queue import BUSY
from bot.screens import OnScreen, Updated
from guard.checkrequest import CheckRequest
from guard.errors import GuardError

log = logging.getLogger("answerguard.bot")


def register(app: App, deps: Deps) -> None:
    app.action(ids.ACTION_SEND)(guarded(deps, on_send))
    app.action(ids.ACTION_SEND_ANYWAY)(guarded(deps, on_send_anyway))
    app.action(ids.ACTION_RETRY)(guarded(deps, on_retry))


def on_send(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    start_send(deps, client, body, respond, action_value(body), confirmed=False)


def on_send_anyway(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    """A CAUTION sent through Slack's confirm dialog: the confirmation is the
    acknowledgement. The server still rechecks, so a HOLD in the box is refused."""
    ack()
    start_send(deps, client, body, respond, action_value(body), confirmed=True)


def on_retry(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    retry(deps, client, body, respond)


def retry(deps: Deps, client: WebClient, body: dict[str, Any], respond: Respond) -> None:
    """Rerun a check the AI could not read, in the check queue; the new verdict replaces the
    old one where it was (the message, or the quick check's verdict modal)."""
    user = user_of(body) or ""
    try:
        row = check_for(deps, action_value(body), user)
        req = rerun_request(deps, row, user)
    except GuardError as e:
        tell(client, body, respond, e.message, deps)
        return
    screen = OnScreen.of(body)
    ahead = deps.checks.ahead()
    if ahead is None:
        busy = BUSY.format(n=deps.checks.pending, draft=req.draft)
        tell(client, body, respond, busy, deps)
        return
    shown = ahead if deps.checks.deep(ahead) else 0
    ticket = req.ticket_id or "your draft"
    if surface_of(body) == MESSAGE:  # "Checking again…" in place until the verdict comes
        head = f"{queued_words(shown)}: checked again next in line…" if shown else "Checking again…"
        replace_message(body, respond, pending_message(head, req.draft, personas=deps.personas))
    else:
        count = len(deps.sources_for(req.role))
        checking = checking_view(ticket, req.draft, count, personas=deps.personas, ahead=shown)
        if screen.update(deps, client, user, checking) is Updated.STALE:
            return  # a click on a version of the modal that is no longer on screen

    if not deps.checks.submit(retry_job(deps, client, body, respond, screen, req)):
        tell(client, body, respond, BUSY.format(n=deps.checks.pending, draft=req.draft), deps)


def retry_job(
    deps: Deps,
    client: WebClient,
    body: dict[str, Any],
    respond: Respond,
    screen: OnScreen,
    req: CheckRequest,
) -> Callable[[], None]:
    """The queued rerun; its verdict (or why not) replaces the old one where it was."""
    user = user_of(body) or ""

    def fail(text: str) -> None:
        if not replace_message(body, respond, notice_message(text, personas=deps.personas)):
            tell(client, body, respond, text, deps)

    def job() -> None:
        try:
            result = check_and_record(deps, req)
        except GuardError as e:
            fail(f"{e.message}\nYour draft, unchanged: {req.draft}")
            return
        except Exception:
            log.exception("retry failed for user %s", user)
            fail(f"{NOTHING_SENT} Your draft: {req.draft}")
            return
        p = deps.personas
        if body.get("response_url"):
            respond(replace_original=True, **verdict_message(result, req.draft, personas=p))
        elif surface_of(body) != MESSAGE:
            view = verdict_modal(result, req.draft, personas=p)
            screen.update(deps, client, user, view, force=True)
        publish_home(client, deps, user)

    return job
