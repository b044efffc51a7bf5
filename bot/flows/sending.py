"""A send started from a click (Send to customer, Send anyway, the composer's submit after
ALLOW): handed to the app's check queue like a check, "Sending…" shown at once, and the
outcome shown on the surface that was clicked — the composer (updated in place by view id
and hash, the text kept), the quick check's verdict modal (a click in a modal has no
response URL, so the view is updated), or the verdict message (through the click's response
URL, `replace_original`).

Shared by the send buttons' handlers and the composer's submit; the send gate itself is
`bot.flows.send`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from slack_bolt import Ack, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.checking import pending_message, queued_words, sending_view
from bot.blocks.common import error_text
from bot.blocks.kit import read_metadata
from bot.blocks.verdict import Outcome, verdict_message, verdict_modal
from bot.flows.calls import tell
from bot.flows.checks import check_for, stored_result
from bot.flows.composer import composer_for, nonce_of
from bot.flows.deps import Deps
from bot.flows.failures import NOTHING_SENT
from bot.flows.home import publish_home
from bot.flows.payload import checked, find_input, scope_from_state, state_values, user_of, view_of
from bot.flows.send import SendAttempt, send_reply
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


def submit_send(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, check_hash: str
) -> None:
    """The composer's submit after ALLOW: "Send to customer"."""
    start_send(deps, client, body, None, check_hash, confirmed=False, ack=ack)


@dataclass
class SendClick:
    """One click that sends: where it came from, and the text it sends (None: the stored
    draft of the check)."""

    deps: Deps
    client: WebClient
    body: dict[str, Any]
    respond: Respond | None
    check_hash: str
    user: str
    screen: OnScreen
    block: str | None
    draft: str | None

    @property
    def where(self) -> str:
        return surface_of(self.body)

    def error(self, message: str) -> None:
        show_error(
            self.deps,
            self.client,
            self.body,
            self.respond,
            self.screen,
            self.check_hash,
            self.draft,
            self.block,
            message,
        )

    def text(self) -> str:
        """What is being sent, as the user last saw it."""
        if self.draft is not None:
            return self.draft
        return stored_draft(self.deps, self.check_hash, self.user)


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
    values = state_values(body)
    block, draft = draft_in_play(deps, body, check_hash, user)
    click = SendClick(
        deps, client, body, respond, check_hash, user, OnScreen.of(body), block, draft
    )
    acknowledged = confirmed or ids.ACK_VALUE in checked(values, ids.ACTION_ACK_CAUTION)
    ahead = deps.checks.ahead()
    if ahead is None:
        refuse_busy(click, ack)
        return
    if not show_sending(click, ahead if deps.checks.deep(ahead) else 0, ack):
        return  # a click on a version of the view that is no longer on screen
    if not deps.checks.submit(send_job(click, values, acknowledged)):  # filled up since the ack
        click.error(BUSY_NOW.format(n=deps.checks.pending))


def refuse_busy(click: SendClick, ack: Ack | None) -> None:
    """The check queue is full: nothing was sent, said where the click was made."""
    deps = click.deps
    busy_now = BUSY_NOW.format(n=deps.checks.pending)
    if ack is not None:
        block_id = click.block or f"{ids.BLOCK_DRAFT}:d"
        ack(response_action="errors", errors={block_id: error_text(busy_now)})
    elif click.where == COMPOSER and click.draft is not None:
        click.error(busy_now)
    else:
        busy = BUSY.format(n=deps.checks.pending, draft=click.text())
        tell(click.client, click.body, click.respond, busy, deps)


def show_sending(click: SendClick, shown: int, ack: Ack | None) -> bool:
    """Show "Sending…" where the click was made (`shown`: the checks ahead in line, or 0); False
    when the view clicked is no longer on screen (nothing is sent)."""
    deps, where = click.deps, click.where
    if where in (COMPOSER, MODAL):
        ticket = read_metadata(view_of(click.body)).get("t") or "your draft"
        sending = sending_view(str(ticket), click.text(), personas=deps.personas, ahead=shown)
        if ack is not None:
            ack(response_action="update", view=sending)
            # the ack made a new version whose hash Slack does not tell us
            click.screen.hash = None
        elif click.screen.update(deps, click.client, click.user, sending) is Updated.STALE:
            return False
    elif ack is not None:
        ack()
    else:  # a verdict message: "Sending…" in its place until the outcome replaces it
        head = f"Sending… {queued_words(shown)}." if shown else "Sending…"
        pending = pending_message(
            f"{head} Your reply is rechecked before it is sent.",
            stored_draft(deps, click.check_hash, click.user),
            personas=deps.personas,
        )
        replace_message(click.body, click.respond, pending)
    return True


def send_job(click: SendClick, values: dict[str, Any], acknowledged: bool) -> Callable[[], None]:
    """The queued send: the gate, then its outcome where the click was made."""
    deps, client, user = click.deps, click.client, click.user

    def job() -> None:
        try:
            attempt = send_reply(
                deps,
                client,
                click.check_hash,
                user,
                draft=click.draft,
                scope=scope_from_state(values) if click.where == COMPOSER else None,
                acknowledged=acknowledged,
            )
        except GuardError as e:
            click.error(e.message)
            return
        except Exception:
            log.exception("send failed for user %s", user)
            click.error(NOTHING_SENT)
            return
        text = attempt.outcome.message + (
            " Posted in the ticket's thread." if attempt.posted else ""
        )
        try:
            show_outcome(
                deps, client, click.body, click.respond, click.screen, attempt, text, click.block
            )
        except Exception:  # the outcome stands (it may have been sent): say it plainly
            log.exception("Showing the send outcome failed for user %s", user)
            tell(client, click.body, click.respond, text, deps)
        publish_home(client, deps, user)

    return job


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
