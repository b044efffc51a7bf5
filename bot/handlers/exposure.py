"""Exposure replay in Slack: `/answerguard exposure` and the "Send correction" button. (The
summary sent to whoever saved a change that contradicts replies already sent is
`bot.flows.exposure`.)

The replay and the listing live in guard/trust/exposure/. The clicking user's role is
looked up again for every click, and an exposure is re-read as that role, so an agent never
reaches one built on a source they may not see. A correction is checked as the clicking user
and opened in the composer; Send goes through the normal send gate (the server rechecks the
exact text in the box), and the next replay marks the exposure resolved.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.checking import checking_view
from bot.blocks.common import notice_message, notice_view
from bot.blocks.exposure import exposure_message
from bot.blocks.kit import context
from bot.flows.calls import open_modal, tell
from bot.flows.checks import check_and_record
from bot.flows.composer import composer_for
from bot.flows.deps import Deps
from bot.flows.exposure import exposure_of
from bot.flows.failures import NOTHING_SENT
from bot.flows.listen import bind
from bot.flows.payload import action_value, user_of, view_of
from bot.queue import BUSY_NOW
from bot.screens import OnScreen
from guard.checkrequest import CheckRequest
from guard.errors import GuardError
from guard.trust.exposure import Exposure

log = logging.getLogger("answerguard.bot")


def exposure_command(deps: Deps, ack: Ack, respond: Respond, user: str) -> None:
    """Replay the outbox now and list the open exposures this user may see."""
    ack(**notice_message("Replaying the replies already sent…", personas=deps.personas))
    try:
        svc = exposure_of(deps)
        svc.replay(deps.now(), trigger="on demand", who=user)
        found = svc.exposures(deps.role(user))
        respond(response_type="ephemeral", **exposure_message(found, personas=deps.personas))
    except GuardError as e:
        respond(**notice_message(e.message, personas=deps.personas))
    except Exception:
        log.exception("exposure replay failed for %s", user)
        respond(**notice_message("Something went wrong while replaying the sent replies."))


def register(app: App, deps: Deps) -> None:
    app.action(ids.ACTION_SEND_CORRECTION)(bind(deps, on_send_correction))


def on_send_correction(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    """Acked, then a "Checking…" modal opened at once (the click's trigger expires in
    seconds); the check runs in the check queue and its composer replaces that modal."""
    ack()
    user = user_of(body) or ""
    role = deps.role(user)
    try:
        e = exposure_of(deps).get(int(action_value(body) or "0"), role)
        if e.status != "open":
            raise GuardError(f"Exposure #{e.id} is already {e.status}.")
    except (GuardError, ValueError) as err:
        msg = err.message if isinstance(err, GuardError) else "No such exposure."
        tell(client, body, respond, msg, deps)
        return
    req = CheckRequest(
        ticket_id=e.ticket_id,
        draft=e.correction.text,
        now=deps.now(),
        role=role,
        scope=dict(e.scope),
        user=user,
    )
    ahead = deps.checks.ahead()
    if ahead is None:
        tell(client, body, respond, BUSY_NOW.format(n=deps.checks.pending), deps)
        return
    shown = ahead if deps.checks.deep(ahead) else 0
    count = len(deps.sources_for(role))
    checking = checking_view(e.ticket_id, req.draft, count, personas=deps.personas, ahead=shown)
    current = view_of(body)
    in_modal = current is not None and current.get("type") == "modal"
    opened = open_modal(deps, client, user, body.get("trigger_id"), checking, push=in_modal)
    if opened is None:
        return  # Slack refused the modal (logged): nothing was checked
    screen = OnScreen(str(opened["id"]), opened.get("hash"))

    if not deps.checks.submit(correction_job(deps, client, user, screen, req, e)):
        # filled up since: say so in the modal
        busy = notice_view("AnswerGuard", BUSY_NOW.format(n=deps.checks.pending))
        screen.update(deps, client, user, busy, force=True)


def correction_job(
    deps: Deps, client: WebClient, user: str, screen: OnScreen, req: CheckRequest, e: Exposure
) -> Callable[[], None]:
    """The queued check of a correction; its composer (or why not) replaces the modal."""

    def job() -> None:
        try:
            result = check_and_record(deps, req, purpose="correction")
        except Exception as err:
            if not isinstance(err, GuardError):
                log.exception("correction check failed for %s", user)
            msg = err.message if isinstance(err, GuardError) else NOTHING_SENT
            screen.update(deps, client, user, notice_view("AnswerGuard", msg), force=True)
            return
        intro = [
            context(
                f"Correction for {e.ticket_id} ({e.customer}): template wording, checked "
                "just now. Send rechecks the exact text in the box."
            )
        ]
        view = composer_for(deps, result, e.correction.text, intro=intro, nonce=f"x{e.id}")
        screen.update(deps, client, user, view, force=True)

    return job
