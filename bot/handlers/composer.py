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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.checking import checking_view
from bot.blocks.common import error_text
from bot.blocks.composer import NEXT_SAFE, NEXT_SEND, composer_view
from bot.blocks.kit import read_metadata
from bot.flows.calls import tell
from bot.flows.checks import check_and_record, slow_check_progress, stored_result
from bot.flows.composer import nonce_of, safe_reply_composer, ticket_quietly
from bot.flows.deps import Deps
from bot.flows.failures import DRAFT_KEPT, NOTHING_SENT
from bot.flows.home import publish_home
from bot.flows.listen import guarded
from bot.flows.payload import find_input, scope_from_state, selected, state_values, user_of, view_of
from bot.flows.sending import submit_send
from bot.queue import BUSY_NOW
from bot.screens import OnScreen, Updated
from guard.check import Prepared
from guard.checkrequest import CheckRequest
from guard.errors import GuardError
from guard.models import Ticket

log = logging.getLogger("answerguard.bot")

CHECK_FAILED = "Something went wrong while checking. Nothing was sent; try again."


def register(app: App, deps: Deps) -> None:
    app.view(ids.VIEW_COMPOSER)(guarded(deps, submit_composer, DRAFT_KEPT, after_ack=NOTHING_SENT))
    app.action(ids.ACTION_CHECK)(guarded(deps, on_check, DRAFT_KEPT))


def submit_composer(deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient) -> None:
    """The composer's one submit: the step its metadata names (send, safe reply or check)."""
    meta = read_metadata(view_of(body))
    step, check_hash = meta.get("n"), meta.get("h")
    if step == NEXT_SEND and isinstance(check_hash, str) and check_hash:
        submit_send(deps, ack, body, client, check_hash)
    elif step == NEXT_SAFE and isinstance(check_hash, str) and check_hash:
        submit_safe_reply(deps, ack, body, check_hash)
    else:
        check_in_composer(deps, client, body, ack=ack)


def on_check(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    """The "Check again" button: the box's current text, read like a submission's."""
    ack()
    view = view_of(body)
    if view is None or view.get("callback_id") != ids.VIEW_COMPOSER:
        tell(client, body, respond, "Check works in the composer: press Reply on a ticket.", deps)
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


@dataclass
class InComposer:
    """A check asked for in the composer: what is in the box, and the view it is drawn on.
    `ack` is the submission's (the "Checking…" view and any refusal go in it); None for the
    "Check again" button, already acked, which updates the view by id and hash instead."""

    deps: Deps
    client: WebClient
    ack: Ack | None
    user: str | None
    values: dict[str, Any]
    meta: dict[str, Any]
    block: str
    draft: str
    screen: OnScreen

    @classmethod
    def of(cls, deps: Deps, client: WebClient, body: dict[str, Any], ack: Ack | None) -> InComposer:
        values = state_values(body)
        block, state = find_input(values, ids.INPUT_DRAFT)
        draft = state.get("value") if isinstance(state.get("value"), str) else ""
        meta = read_metadata(view_of(body) or {})
        screen = OnScreen.of(body)
        block = block or f"{ids.BLOCK_DRAFT}:d"
        return cls(deps, client, ack, user_of(body), values, meta, block, str(draft or ""), screen)

    def refuse(self, message: str) -> None:
        """The text cannot be checked as it is: say so under the box, keep the text."""
        if self.ack is not None:
            self.ack(response_action="errors", errors={self.block: error_text(message)})
            return
        deps = self.deps
        kept = composer_view(
            ticket=ticket_quietly(deps, self.meta.get("t")),
            tickets=deps.tickets(),
            draft=self.draft,
            scope=scope_from_state(self.values),
            dimensions=deps.dimensions(),
            input_error=message,
            nonce=nonce_of(self.block),
            personas=deps.personas,
        )
        self.screen.update(deps, self.client, self.user, kept)

    def again(self, ticket: Ticket, **kw: Any) -> dict[str, Any]:
        """The composer again, for the same text, ticket and scope."""
        deps = self.deps
        return composer_view(
            ticket=deps.ticket_or_none(ticket.id),
            tickets=deps.tickets(),
            draft=self.draft,
            scope=ticket.scope,
            dimensions=deps.dimensions(),
            nonce=nonce_of(self.block),
            personas=deps.personas,
            **kw,
        )

    def show(self, view: dict[str, Any], *, force: bool = False) -> Updated:
        return self.screen.update(self.deps, self.client, self.user, view, force=force)


def check_in_composer(
    deps: Deps, client: WebClient, body: dict[str, Any], *, ack: Ack | None
) -> None:
    """Check the text in the composer's box. `ack` is the submission's (the "Checking…" view
    and any refusal go in it); None for the "Check again" button, already acked, which
    updates the view by id and hash instead."""
    box = InComposer.of(deps, client, body, ack)
    user, values = box.user, box.values
    ticket_id = box.meta.get("t") or selected(values, ids.INPUT_TICKET)
    if not user:
        box.refuse("Slack did not say who you are.")
        return
    req = CheckRequest(
        ticket_id=str(ticket_id) if ticket_id else None,
        draft=box.draft,
        now=deps.now(),
        role=deps.role(user),
        scope=scope_from_state(values),
        user=user,
    )
    try:
        prepared = deps.service.prepare(req)  # once: the queued job checks exactly this
    except GuardError as e:
        box.refuse(e.message)
        return
    ticket, sources = prepared.ticket, prepared.sources
    ahead = deps.checks.ahead()
    if ahead is None:
        box.refuse(BUSY_NOW.format(n=deps.checks.pending))
        return
    if not show_checking(box, ticket, len(sources), ahead if deps.checks.deep(ahead) else 0):
        return  # the click came from a version of the composer that is no longer on screen
    if not deps.checks.submit(check_job(box, prepared, len(sources))):
        busy = BUSY_NOW.format(n=deps.checks.pending)  # filled up since the ack: say so
        box.show(box.again(ticket, input_error=busy), force=True)


def show_checking(box: InComposer, ticket: Ticket, sources: int, shown: int) -> bool:
    """Show "Checking…" in place of the composer; False when the composer clicked is no longer
    the one on screen."""
    checking = checking_view(ticket.id, box.draft, sources, personas=box.deps.personas, ahead=shown)
    if box.ack is not None:
        box.ack(response_action="update", view=checking)
        box.screen.hash = None  # the ack made a new version whose hash Slack does not tell us
        return True
    return box.show(checking) is not Updated.STALE


def check_job(box: InComposer, prepared: Prepared, sources: int) -> Callable[[], None]:
    """The queued check (of the request as the handler prepared it: not resolved again): its
    progress, then the composer again with the verdict."""
    deps, user, ticket = box.deps, box.user, prepared.ticket

    def show_progress(done_draft: bool, done_sources: int) -> None:
        view = checking_view(
            ticket.id,
            box.draft,
            sources,
            personas=deps.personas,
            draft_done=done_draft,
            sources_done=done_sources,
        )
        box.show(view)

    def job() -> None:
        try:
            progress = slow_check_progress(show_progress)
            result = check_and_record(deps, prepared, progress=progress)
            new = box.again(ticket, result=result)
        except GuardError as e:
            new = box.again(ticket, error=e.message)
        except Exception:
            log.exception("check failed for %s on %s", user, ticket.id)
            new = box.again(ticket, error=CHECK_FAILED)
        box.show(new, force=True)
        publish_home(box.client, deps, user)

    return job
