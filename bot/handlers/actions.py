"""Buttons. Every click is acked first, then handled from the store: a button carries only a
check hash, ticket id or source id, and the role is looked up again from the clicking user's
id, so a crafted payload gets no further than a real one."""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.composer import composer_view
from bot.blocks.impact import impact_message
from bot.blocks.kit import read_metadata
from bot.blocks.reasoning import reasoning_view, source_quote_view
from bot.blocks.sources import source_edit_view, sources_message
from bot.blocks.verdict import (
    Outcome,
    safe_reply_mode,
    send_buttons,
    verdict_buttons,
    verdict_message,
    verdict_top,
)
from bot.flows import (
    Deps,
    SendAttempt,
    action_value,
    answers_failures,
    check_and_record,
    check_for,
    checked,
    find_input,
    open_modal,
    publish_home,
    rerun_request,
    scope_from_state,
    send_reply,
    state_values,
    stored_result,
    tell,
    update_modal,
    user_of,
    view_of,
    visible_flags,
)
from bot.handlers.views import nonce_of
from guard.errors import GuardError
from guard.metrics import impact
from guard.models import CheckResult
from guard.store import may_review

log = logging.getLogger("answerguard.bot")


def in_modal(body: dict[str, Any]) -> bool:
    view = view_of(body)
    return view is not None and view.get("type") == "modal"


def show_view(
    deps: Deps, client: WebClient, body: dict[str, Any], view: dict[str, Any], *, push: bool
) -> None:
    """Open a modal from a message or the Home tab; over a modal, push it or replace it."""
    user, trigger, current = user_of(body), body.get("trigger_id"), view_of(body)
    if current is not None and current.get("type") == "modal" and not push:
        update_modal(deps, client, user, current.get("id"), view, trigger=trigger)
    else:
        in_a_modal = current is not None and current.get("type") == "modal"
        open_modal(deps, client, user, trigger, view, push=in_a_modal)


def replace_modal(
    deps: Deps, client: WebClient, body: dict[str, Any], view: dict[str, Any]
) -> None:
    current = view_of(body) or {}
    update_modal(
        deps, client, user_of(body), current.get("id"), view, trigger=body.get("trigger_id")
    )


def stored_or_none(deps: Deps, check_hash: str, user: str) -> CheckResult | None:
    try:
        return stored_result(deps, check_hash, user)[1]
    except GuardError:
        return None


def draft_in_play(
    deps: Deps, body: dict[str, Any], check_hash: str, user: str
) -> tuple[str | None, str | None]:
    """(draft block id, the text to send). In a modal that is exactly what is in the box,
    even if edited after the check (the server rechecks it); from a message, None: the
    stored draft of the check."""
    if not in_modal(body):
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
    def composer_for(result: CheckResult, draft: str, **kw: Any) -> dict[str, Any]:
        return composer_view(
            ticket=deps.ticket_or_none(result.ticket_id),
            tickets=deps.tickets(),
            draft=draft,
            scope=result.scope,
            dimensions=deps.dimensions(),
            check_hash=result.check_hash,
            personas=deps.personas,
            **kw,
        )

    @app.action(ids.ACTION_REPLY)
    @answers_failures(deps)
    def on_reply(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        try:
            ticket = deps.ticket(action_value(body))
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        view = composer_view(
            ticket=ticket,
            tickets=deps.tickets(),
            dimensions=deps.dimensions(),
            personas=deps.personas,
        )
        show_view(deps, client, body, view, push=True)

    @app.action(ids.ACTION_SEND)
    @answers_failures(deps)
    def on_send(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        send_from(body, client, respond, confirmed=False)

    @app.action(ids.ACTION_SEND_ANYWAY)
    def on_send_anyway(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        """A CAUTION sent through Slack's confirm dialog: the confirmation is the
        acknowledgement. The server still rechecks, so a HOLD in the box is refused."""
        ack()
        send_from(body, client, respond, confirmed=True)

    def send_from(
        body: dict[str, Any], client: WebClient, respond: Respond, *, confirmed: bool
    ) -> None:
        user, h = user_of(body), action_value(body)
        if not user or not h:
            log.warning("send click without a user or a check: %s", body.get("actions"))
            return
        values, modal = state_values(body), in_modal(body)
        block, draft = draft_in_play(deps, body, h, user)
        try:
            attempt = send_reply(
                deps,
                client,
                h,
                user,
                draft=draft,
                scope=scope_from_state(values) if modal else None,
                acknowledged=confirmed or ids.ACK_VALUE in checked(values, ids.ACTION_ACK_CAUTION),
            )
        except GuardError as e:
            if modal and draft is not None:  # keep the user's text in the box
                result = stored_or_none(deps, h, user)
                if result is not None:
                    new = composer_for(result, draft, error=e.message, nonce=nonce_of(block))
                    replace_modal(deps, client, body, new)
                    return
            tell(client, body, respond, e.message, deps)
            return
        text = attempt.outcome.message + (
            " Posted in the ticket's thread." if attempt.posted else ""
        )
        try:
            show_send_outcome(body, client, respond, attempt, text, block)
        except Exception:  # the outcome stands (it may have been sent): say it plainly
            log.exception("Showing the send outcome failed for user %s", user)
            tell(client, body, respond, text, deps)
        publish_home(client, deps, user)

    def show_send_outcome(
        body: dict[str, Any],
        client: WebClient,
        respond: Respond,
        attempt: SendAttempt,
        text: str,
        block: str | None,
    ) -> None:
        outcome, result = Outcome(attempt.outcome.status, text), attempt.result
        if in_modal(body):
            replace_modal(
                deps,
                client,
                body,
                composer_for(
                    result,
                    attempt.draft,
                    top=verdict_top(result, outcome),
                    nonce=nonce_of(block),
                    bottom=verdict_buttons(result, in_message=False, outcome=outcome),
                ),
            )
        else:
            msg = verdict_message(result, attempt.draft, outcome=outcome, personas=deps.personas)
            respond(replace_original=True, **msg)

    @app.action(ids.ACTION_USE_SAFE_REPLY)
    @answers_failures(deps)
    def on_use_safe_reply(
        ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
    ) -> None:
        ack()
        user = user_of(body) or ""
        try:
            result = stored_result(deps, action_value(body), user)[1]
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        sug = result.suggestion
        if sug is None:
            tell(client, body, respond, "This check has no safe reply to use.", deps)
            return
        view = composer_for(
            result,
            sug.text,
            top=safe_reply_mode(result),
            use="suggestion",
            nonce=f"s{result.check_hash[:12]}",
            bottom=send_buttons(result.check_hash, sug.recheck_decision, in_message=False),
        )
        show_view(deps, client, body, view, push=False)

    @app.action(ids.ACTION_SHOW_REASONING)
    @answers_failures(deps)
    def on_show_reasoning(
        ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
    ) -> None:
        ack()
        try:
            result = stored_result(deps, action_value(body), user_of(body) or "")[1]
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        show_view(deps, client, body, reasoning_view(result, personas=deps.personas), push=True)

    @app.action(ids.ACTION_OPEN_SOURCE)
    def on_open_source(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        """A quote's whole source, quote in bold: any role, for the sources it may see. The
        quote comes from the stored check (as this user may see it), never from the payload."""
        ack()
        user = user_of(body) or ""
        check_hash, _, source_id = action_value(body).partition("|")
        try:
            result = stored_result(deps, check_hash, user)[1]
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        quote = next(
            (
                ev.claim.quote
                for c in result.claims
                for ev in c.evidence
                if ev.source.id == source_id
            ),
            None,
        )
        source = next((s for s in deps.sources_for(deps.role(user)) if s.id == source_id), None)
        if quote is None or source is None:
            tell(client, body, respond, "That source can't be opened here.", deps)
            return
        view = source_quote_view(
            source, quote, check_hash=result.check_hash, personas=deps.personas
        )
        show_view(deps, client, body, view, push=True)

    @app.action(ids.ACTION_EDIT_DRAFT)
    @answers_failures(deps)
    def on_edit_draft(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        try:
            row, result = stored_result(deps, action_value(body), user_of(body) or "")
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        view = composer_for(
            result,
            str(row["draft"]),
            top=verdict_top(result),
            bottom=verdict_buttons(result, in_message=False),
        )
        show_view(deps, client, body, view, push=False)

    @app.action(ids.ACTION_RETRY)
    @answers_failures(deps)
    def on_retry(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        user = user_of(body) or ""
        try:
            row = check_for(deps, action_value(body), user)
            req = rerun_request(deps, row, user)
            result = check_and_record(deps, req)
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        if body.get("response_url"):
            respond(
                replace_original=True, **verdict_message(result, req.draft, personas=deps.personas)
            )
        publish_home(client, deps, user)

    @app.action(ids.ACTION_ACK_CAUTION)
    def on_ack_caution(ack: Ack) -> None:
        """Read from the state when Send is pressed; ticking it does nothing by itself."""
        ack()

    @app.action(ids.ACTION_EDIT_SOURCE)
    @answers_failures(deps)
    def on_edit_source(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        user = user_of(body) or ""
        if deps.role(user) != "ops_lead":
            tell(client, body, respond, "Only ops leads can edit sources.", deps)
            return
        try:
            source = deps.store.workspace().source(action_value(body))
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        show_view(deps, client, body, source_edit_view(source, personas=deps.personas), push=True)

    @app.action(ids.ACTION_RESET)
    @answers_failures(deps)
    def on_reset(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        user = user_of(body) or ""
        if deps.role(user) != "ops_lead":
            tell(client, body, respond, "Only ops leads can reset the workspace.", deps)
            return
        done = deps.store.reset(user, deps.now())
        deps.runtime.refresh_index()
        if body.get("response_url"):
            role = deps.role(user)
            respond(
                replace_original=True,
                **sources_message(
                    deps.sources_for(role), True, personas=deps.personas, now=deps.now()
                ),
            )
        tell(
            client,
            body,
            respond,
            f"Workspace reset: {done.changed} source(s) back to the seed; the impact metrics "
            "start again. The edit history is kept."
            + (
                f" Kept {len(done.kept_answers)} captured owner answer(s)."
                if done.kept_answers
                else ""
            ),
            deps,
        )
        publish_home(client, deps, user)

    def review(body: dict[str, Any], client: WebClient, respond: Respond, verdict: str) -> None:
        user = user_of(body) or ""
        try:
            deps.store.review(action_value(body), verdict, user, deps.now(), role=deps.role(user))
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        if body.get("response_url"):
            role = deps.role(user)
            respond(
                replace_original=True,
                **impact_message(
                    impact(deps.store),
                    visible_flags(deps, role),
                    personas=deps.personas,
                    can_review=may_review(role),
                ),
            )
        publish_home(client, deps, user)

    @app.action(ids.ACTION_REVIEW_CORRECT)
    @answers_failures(deps)
    def on_review_correct(
        ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
    ) -> None:
        ack()
        review(body, client, respond, "correct")

    @app.action(ids.ACTION_REVIEW_FALSE_ALARM)
    @answers_failures(deps)
    def on_review_false_alarm(
        ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
    ) -> None:
        ack()
        review(body, client, respond, "false_alarm")
