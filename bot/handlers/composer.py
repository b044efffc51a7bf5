"""The composer modal: Check, Check again, and the submit's other next steps.

The composer's one primary button is its `submit` (Slack draws it primary and requires it
beside the draft box), labelled by state (`bot.blocks.composer.next_step`): a submission does
the step its `private_metadata` names — check, send, or put the safe reply in the box. "Check
again" is a plain button; its `block_actions` payload carries the box's current text, ticket
and scope in `view.state.values`, read exactly like a submission's.

A check validates and answers inside Slack's three seconds (a submission in its ack, a button
by updating the view with its id and hash), then runs in the app's check queue and updates the
same view with the verdict. A text that cannot be checked is refused under the draft box —
Slack's field error for a submission, a line under the box for a button — with the text kept.
"""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.checking import checking_view
from bot.blocks.composer import NEXT_SAFE, NEXT_SEND, composer_view
from bot.blocks.kit import read_metadata
from bot.flows.calls import tell
from bot.flows.checks import check_and_record, slow_check_progress, stored_result
from bot.flows.deps import Deps
from bot.flows.failures import DRAFT_KEPT, NOTHING_SENT, answers_failures
from bot.flows.home import publish_home
from bot.flows.payload import find_input, scope_from_state, selected, state_values, user_of, view_of
from bot.handlers.views import error_text
from bot.queue import BUSY_NOW
from bot.screens import OnScreen, Updated
from guard.check import CheckRequest
from guard.errors import GuardError
from guard.models import CheckResult, Ticket

log = logging.getLogger("answerguard.bot")

CHECK_FAILED = "Something went wrong while checking. Nothing was sent; try again."


def nonce_of(block_id: str | None) -> str:
    return (block_id or "").partition(":")[2] or "d"


def composer_for(deps: Deps, result: CheckResult, draft: str, **kw: Any) -> dict[str, Any]:
    """The composer for `draft` with `result` drawn in, for the check's ticket and scope."""
    return composer_view(
        ticket=deps.ticket_or_none(result.ticket_id),
        tickets=deps.tickets(),
        draft=draft,
        scope=result.scope,
        dimensions=deps.dimensions(),
        result=result,
        personas=deps.personas,
        **kw,
    )


def safe_reply_composer(deps: Deps, result: CheckResult) -> dict[str, Any] | None:
    """The composer with the check's safe reply in the box (a new block id, so Slack replaces
    the text the user had typed); None when the check has none."""
    if result.suggestion is None:
        return None
    nonce = f"s{result.check_hash[:12]}"
    return composer_for(deps, result, result.suggestion.text, use="suggestion", nonce=nonce)


def ticket_quietly(deps: Deps, ticket_id: Any) -> Ticket | None:
    """The ticket a view names, or None when it names none or one that is gone."""
    try:
        return deps.ticket_or_none(str(ticket_id) if ticket_id else None)
    except GuardError:
        return None


def register(app: App, deps: Deps) -> None:
    @app.view(ids.VIEW_COMPOSER)
    @answers_failures(deps, DRAFT_KEPT, after_ack=NOTHING_SENT)
    def submit_composer(ack: Ack, body: dict[str, Any], client: WebClient) -> None:
        meta = read_metadata(view_of(body))
        step, check_hash = meta.get("n"), meta.get("h")
        if step == NEXT_SEND and isinstance(check_hash, str) and check_hash:
            from bot.handlers.sending import submit_send

            submit_send(deps, ack, body, client, check_hash)
        elif step == NEXT_SAFE and isinstance(check_hash, str) and check_hash:
            submit_safe_reply(deps, ack, body, check_hash)
        else:
            check_in_composer(deps, client, body, ack=ack)

    @app.action(ids.ACTION_CHECK)
    @answers_failures(deps, DRAFT_KEPT)
    def on_check(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        view = view_of(body)
        if view is None or view.get("callback_id") != ids.VIEW_COMPOSER:
            tell(
                client, body, respond, "Check works in the composer: press Reply on a ticket.", deps
            )
            return
        check_in_composer(deps, client, body, ack=None)


def submit_safe_reply(deps: Deps, ack: Ack, body: dict[str, Any], check_hash: str) -> None:
    """The submit after HOLD or ESCALATE: the safe reply goes into the box, in the ack."""
    user = user_of(body) or ""
    block = find_input(state_values(body), ids.INPUT_DRAFT)[0] or f"{ids.BLOCK_DRAFT}:d"
    try:
        result = stored_result(deps, check_hash, user)[1]
    except GuardError as e:
        ack(response_action="errors", errors={block: error_text(e.message)})
        return
    view = safe_reply_composer(deps, result)
    if view is None:
        ack(response_action="errors", errors={block: "This check has no safe reply to use."})
        return
    ack(response_action="update", view=view)


def check_in_composer(
    deps: Deps, client: WebClient, body: dict[str, Any], *, ack: Ack | None
) -> None:
    """Check the text in the composer's box. `ack` is the submission's (the "Checking…" view
    and any refusal go in it); None for the "Check again" button, already acked, which
    updates the view by id and hash instead."""
    user = user_of(body)
    view = view_of(body) or {}
    values = state_values(body)
    meta = read_metadata(view)
    block, state = find_input(values, ids.INPUT_DRAFT)
    block = block or f"{ids.BLOCK_DRAFT}:d"
    typed = state.get("value")
    draft = typed if isinstance(typed, str) else ""
    ticket_id = meta.get("t") or selected(values, ids.INPUT_TICKET)
    screen = OnScreen.of(body)

    def refuse(message: str) -> None:
        """The text cannot be checked as it is: say so under the box, keep the text."""
        if ack is not None:
            ack(response_action="errors", errors={block: error_text(message)})
            return
        kept = composer_view(
            ticket=ticket_quietly(deps, meta.get("t")),
            tickets=deps.tickets(),
            draft=draft,
            scope=scope_from_state(values),
            dimensions=deps.dimensions(),
            input_error=message,
            nonce=nonce_of(block),
            personas=deps.personas,
        )
        screen.update(deps, client, user, kept)

    if not user:
        refuse("Slack did not say who you are.")
        return
    req = CheckRequest(
        ticket_id=str(ticket_id) if ticket_id else None,
        draft=draft,
        now=deps.now(),
        role=deps.role(user),
        scope=scope_from_state(values),
        user=user,
    )
    try:
        ticket, sources, _ = deps.service.prepare(req)
    except GuardError as e:
        refuse(e.message)
        return
    ahead = deps.checks.ahead()
    if ahead is None:
        refuse(BUSY_NOW.format(n=deps.checks.pending))
        return
    p = deps.personas
    shown = ahead if deps.checks.deep(ahead) else 0
    checking = checking_view(ticket.id, draft, len(sources), personas=p, ahead=shown)
    if ack is not None:
        ack(response_action="update", view=checking)
        screen.hash = None  # the ack made a new version whose hash Slack does not tell us
    elif screen.update(deps, client, user, checking) is Updated.STALE:
        return  # the click came from a version of the composer that is no longer on screen

    def again(**kw: Any) -> dict[str, Any]:
        """The composer again, for the same text, ticket and scope."""
        return composer_view(
            ticket=deps.ticket_or_none(ticket.id),
            tickets=deps.tickets(),
            draft=draft,
            scope=ticket.scope,
            dimensions=deps.dimensions(),
            nonce=nonce_of(block),
            personas=p,
            **kw,
        )

    def show_progress(done_draft: bool, done_sources: int) -> None:
        view = checking_view(
            ticket.id,
            draft,
            len(sources),
            personas=p,
            draft_done=done_draft,
            sources_done=done_sources,
        )
        screen.update(deps, client, user, view)

    def job() -> None:
        try:
            progress = slow_check_progress(show_progress)
            result = check_and_record(deps, req, progress=progress)
            new = again(result=result)
        except GuardError as e:
            new = again(error=e.message)
        except Exception:
            log.exception("check failed for %s on %s", user, ticket.id)
            new = again(error=CHECK_FAILED)
        screen.update(deps, client, user, new, force=True)
        publish_home(client, deps, user)

    if not deps.checks.submit(job):  # filled up since the ack: say so in the view
        busy = BUSY_NOW.format(n=deps.checks.pending)
        screen.update(deps, client, user, again(input_error=busy), force=True)
