"""Send to customer, Send anyway and Retry: each reruns the full check on the server, so each
goes through the app's check queue (bot/queue.py) like a check — the listener only acks and
hands it over, and a full line gets the same "busy" answer as a check.

The outcome goes back to the surface that was clicked: the composer (updated in place by view
id and hash, the text kept), the quick check's verdict modal (a click in a modal has no
response URL, so the view is updated), or the verdict message (through the click's response
URL, `replace_original`).
"""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.checking import checking_view, pending_message, queued_words, sending_view
from bot.blocks.common import notice_message
from bot.blocks.kit import read_metadata
from bot.blocks.verdict import Outcome, verdict_message, verdict_modal
from bot.flows.calls import tell
from bot.flows.checks import check_and_record, check_for, rerun_request, stored_result
from bot.flows.deps import Deps
from bot.flows.failures import NOTHING_SENT, answers_failures
from bot.flows.home import publish_home
from bot.flows.payload import (
    action_value,
    checked,
    find_input,
    scope_from_state,
    state_values,
    user_of,
    view_of,
)
from bot.flows.send import SendAttempt, send_reply
from bot.handlers.composer import composer_for, nonce_of
from bot.handlers.views import error_text
from bot.queue import BUSY, BUSY_NOW
from bot.screens import OnScreen, Updated
from guard.errors import GuardError
from guard.models import CheckResult

log = logging.getLogger("answerguard.bot")

#: Where a click came from, which decides where its answer goes.
COMPOSER, MODAL, MESSAGE = "composer", "modal", "message"


def surface_of(body: dict[str, Any]) -> str:
    view = view_of(body)
    if view is None or view.get("type") != "modal":
        return MESSAGE
    return COMPOSER if view.get("callback_id") == ids.VIEW_COMPOSER else MODAL


def stored_or_none(deps: Deps, check_hash: str, user: str) -> CheckResult | None:
    try:
        return stored_result(deps, check_hash, user)[1]
    except GuardError:
        return None


def draft_in_play(
    deps: Deps, body: dict[str, Any], check_hash: str, user: str
) -> tuple[str | None, str | None]:
    """(draft block id, the text to send). In the composer that is exactly what is in the
    box, even if edited after the check (the server rechecks it); elsewhere None: the stored
    draft of the check."""
    if view_of(body) is None:
        return None, None
    block, state = find_input(state_values(body), ids.INPUT_DRAFT)
    if block is not None:
        value = state.get("value")
        return block, value if isinstance(value, str) else ""
    if read_metadata(view_of(body)).get("u") == "suggestion":  # no state: the safe reply
        result = stored_or_none(deps, check_hash, user)
        if result is not None and result.suggestion is not None:
            return None, result.suggestion.text
    return None, None


def register(app: App, deps: Deps) -> None:
    @app.action(ids.ACTION_SEND)
    @answers_failures(deps)
    def on_send(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        start_send(deps, client, body, respond, action_value(body), confirmed=False)

    @app.action(ids.ACTION_SEND_ANYWAY)
    @answers_failures(deps)
    def on_send_anyway(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        """A CAUTION sent through Slack's confirm dialog: the confirmation is the
        acknowledgement. The server still rechecks, so a HOLD in the box is refused."""
        ack()
        start_send(deps, client, body, respond, action_value(body), confirmed=True)

    @app.action(ids.ACTION_RETRY)
    @answers_failures(deps)
    def on_retry(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        retry(deps, client, body, respond)


def submit_send(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, check_hash: str
) -> None:
    """The composer's submit after ALLOW: "Send to customer"."""
    start_send(deps, client, body, None, check_hash, confirmed=False, ack=ack)


def start_send(
    deps: Deps,
    client: WebClient,
    body: dict[str, Any],
    respond: Respond | None,
    check_hash: str,
    *,
    confirmed: bool,
    ack: Ack | None = None,
) -> None:
    """Hand a send to the check queue. `ack` is a composer submission's, not yet called (the
    "Sending…" view, or a refusal, goes in it); None for a button, already acked."""
    user = user_of(body)
    if not user or not check_hash:
        log.warning("send click without a user or a check: %s", body.get("actions"))
        if ack is not None:
            ack()
        return
    values, where = state_values(body), surface_of(body)
    block, draft = draft_in_play(deps, body, check_hash, user)
    block_id = block or f"{ids.BLOCK_DRAFT}:d"
    screen = OnScreen.of(body)
    acknowledged = confirmed or ids.ACK_VALUE in checked(values, ids.ACTION_ACK_CAUTION)
    ahead = deps.checks.ahead()
    if ahead is None:
        busy_now = BUSY_NOW.format(n=deps.checks.pending)
        if ack is not None:
            ack(response_action="errors", errors={block_id: error_text(busy_now)})
        elif where == COMPOSER and draft is not None:
            show_error(deps, client, body, respond, screen, check_hash, draft, block, busy_now)
        else:
            text = draft if draft is not None else stored_draft(deps, check_hash, user)
            tell(client, body, respond, BUSY.format(n=deps.checks.pending, draft=text), deps)
        return
    shown = ahead if deps.checks.deep(ahead) else 0
    if where in (COMPOSER, MODAL):
        ticket = read_metadata(view_of(body)).get("t") or "your draft"
        text = draft if draft is not None else stored_draft(deps, check_hash, user)
        sending = sending_view(str(ticket), text, personas=deps.personas, ahead=shown)
        if ack is not None:
            ack(response_action="update", view=sending)
            screen.hash = None  # the ack made a new version whose hash Slack does not tell us
        elif screen.update(deps, client, user, sending) is Updated.STALE:
            return  # a click on a version of the view that is no longer on screen
    elif ack is not None:
        ack()
    else:  # a verdict message: "Sending…" in its place until the outcome replaces it
        head = f"Sending… {queued_words(shown)}." if shown else "Sending…"
        pending = pending_message(
            f"{head} Your reply is rechecked before it is sent.",
            stored_draft(deps, check_hash, user),
            personas=deps.personas,
        )
        replace_message(body, respond, pending)

    def job() -> None:
        try:
            attempt = send_reply(
                deps,
                client,
                check_hash,
                user,
                draft=draft,
                scope=scope_from_state(values) if where == COMPOSER else None,
                acknowledged=acknowledged,
            )
        except GuardError as e:
            show_error(deps, client, body, respond, screen, check_hash, draft, block, e.message)
            return
        except Exception:
            log.exception("send failed for user %s", user)
            show_error(deps, client, body, respond, screen, check_hash, draft, block, NOTHING_SENT)
            return
        text = attempt.outcome.message + (
            " Posted in the ticket's thread." if attempt.posted else ""
        )
        try:
            show_outcome(deps, client, body, respond, screen, attempt, text, block)
        except Exception:  # the outcome stands (it may have been sent): say it plainly
            log.exception("Showing the send outcome failed for user %s", user)
            tell(client, body, respond, text, deps)
        publish_home(client, deps, user)

    if not deps.checks.submit(job):  # filled up since the ack
        busy = BUSY_NOW.format(n=deps.checks.pending)
        show_error(deps, client, body, respond, screen, check_hash, draft, block, busy)


def stored_draft(deps: Deps, check_hash: str, user: str) -> str:
    try:
        return str(check_for(deps, check_hash, user)["draft"])
    except GuardError:
        return ""


def show_error(
    deps: Deps,
    client: WebClient,
    body: dict[str, Any],
    respond: Respond | None,
    screen: OnScreen,
    check_hash: str,
    draft: str | None,
    block: str | None,
    message: str,
) -> None:
    """Nothing was sent: say why where the user is, and in the composer keep their text."""
    user, where = user_of(body) or "", surface_of(body)
    if where in (MESSAGE, MODAL):  # the verdict again in place of "Sending…", saying why
        result = stored_or_none(deps, check_hash, user)
        shown = draft if draft is not None else stored_draft(deps, check_hash, user)
        if result is not None:
            outcome, p = Outcome("not_sent", message), deps.personas
            if where == MESSAGE:
                msg = verdict_message(result, shown, outcome=outcome, personas=p)
                if replace_message(body, respond, msg):
                    return
            else:
                view = verdict_modal(result, shown, outcome=outcome, personas=p)
                if screen.update(deps, client, user, view, force=True) is Updated.OK:
                    return
    if where == COMPOSER and draft is not None:
        result = stored_or_none(deps, check_hash, user)
        if result is not None:
            new = composer_for(deps, result, draft, input_error=message, nonce=nonce_of(block))
            if screen.update(deps, client, user, new, force=True) is Updated.OK:
                return
    tell(client, body, respond, message, deps)


def show_outcome(
    deps: Deps,
    client: WebClient,
    body: dict[str, Any],
    respond: Respond | None,
    screen: OnScreen,
    attempt: SendAttempt,
    text: str,
    block: str | None,
) -> None:
    outcome, result, user = Outcome(attempt.outcome.status, text), attempt.result, user_of(body)
    where = surface_of(body)
    if where == MESSAGE and respond is not None:
        msg = verdict_message(result, attempt.draft, outcome=outcome, personas=deps.personas)
        respond(replace_original=True, **msg)
        return
    if where == COMPOSER:
        view = composer_for(deps, result, attempt.draft, outcome=outcome, nonce=nonce_of(block))
    else:
        view = verdict_modal(result, attempt.draft, outcome=outcome, personas=deps.personas)
    if screen.update(deps, client, user, view, force=True) is not Updated.OK:
        tell(client, body, respond, text, deps)


def replace_message(body: dict[str, Any], respond: Respond | None, msg: dict[str, Any]) -> bool:
    """Replace the clicked message (through its response URL); False when there is none or
    Slack refused."""
    if respond is None or not body.get("response_url"):
        return False
    try:
        respond(replace_original=True, **msg)
        return True
    except Exception:
        log.exception("respond failed for user %s", user_of(body))
        return False


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

    if not deps.checks.submit(job):
        tell(client, body, respond, BUSY.format(n=deps.checks.pending, draft=req.draft), deps)
