"""Buttons. Every click is acked first, then handled from the store: a button carries only a
check hash, ticket id or source id, and the role is looked up again from the clicking user's
id, so a crafted payload gets no further than a real one. (Send, Send anyway and Retry, which
recheck on the server, are in `sending`; the composer's Check in `composer`.)"""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.composer import composer_view
from bot.blocks.impact import impact_message
from bot.blocks.reasoning import reasoning_view, source_quote_view
from bot.blocks.sources.edit import source_edit_view
from bot.blocks.sources.listing import sources_message
from bot.flows.calls import show_view, tell
from bot.flows.checks import stored_result
from bot.flows.composer import composer_for, safe_reply_composer
from bot.flows.deps import Deps
from bot.flows.home import publish_home, visible_flags
from bot.flows.listen import bind, guarded
from bot.flows.payload import action_value, user_of
from guard.errors import GuardError
from guard.metrics import impact
from guard.store import may_review

log = logging.getLogger("answerguard.bot")


def register(app: App, deps: Deps) -> None:
    app.action(ids.ACTION_REPLY)(guarded(deps, on_reply))
    app.action(ids.ACTION_USE_SAFE_REPLY)(guarded(deps, on_use_safe_reply))
    app.action(ids.ACTION_SHOW_REASONING)(guarded(deps, on_show_reasoning))
    app.action(ids.ACTION_OPEN_SOURCE)(bind(deps, on_open_source))
    app.action(ids.ACTION_EDIT_DRAFT)(guarded(deps, on_edit_draft))
    app.action(ids.ACTION_ACK_CAUTION)(on_ack_caution)
    app.action(ids.ACTION_EDIT_SOURCE)(guarded(deps, on_edit_source))
    app.action(ids.ACTION_RESET)(guarded(deps, on_reset))
    app.action(ids.ACTION_REVIEW_CORRECT)(guarded(deps, on_review_correct))
    app.action(ids.ACTION_REVIEW_FALSE_ALARM)(guarded(deps, on_review_false_alarm))


def on_reply(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
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


def on_use_safe_reply(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    user = user_of(body) or ""
    try:
        result = stored_result(deps, action_value(body), user)[1]
    except GuardError as e:
        tell(client, body, respond, e.message, deps)
        return
    view = safe_reply_composer(deps, result)
    if view is None:
        tell(client, body, respond, "This check has no safe reply to use.", deps)
        return
    show_view(deps, client, body, view, push=False)


def on_show_reasoning(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    try:
        result = stored_result(deps, action_value(body), user_of(body) or "")[1]
    except GuardError as e:
        tell(client, body, respond, e.message, deps)
        return
    show_view(deps, client, body, reasoning_view(result, personas=deps.personas), push=True)


def on_open_source(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
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
        (ev.claim.quote for c in result.claims for ev in c.evidence if ev.source.id == source_id),
        None,
    )
    source = next((s for s in deps.sources_for(deps.role(user)) if s.id == source_id), None)
    if quote is None or source is None:
        tell(client, body, respond, "That source can't be opened here.", deps)
        return
    view = source_quote_view(source, quote, check_hash=result.check_hash, personas=deps.personas)
    show_view(deps, client, body, view, push=True)


def on_edit_draft(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    try:
        row, result = stored_result(deps, action_value(body), user_of(body) or "")
    except GuardError as e:
        tell(client, body, respond, e.message, deps)
        return
    show_view(deps, client, body, composer_for(deps, result, str(row["draft"])), push=False)


def on_ack_caution(ack: Ack) -> None:
    """Read from the state when Send is pressed; ticking it does nothing by itself."""
    ack()


def on_edit_source(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    user = user_of(body) or ""
    if deps.role(user) != "ops_lead":
        tell(client, body, respond, "Only ops leads can edit sources.", deps)
        return
    try:
        source = deps.store.sources.workspace().source(action_value(body), "ops_lead")
    except GuardError as e:
        tell(client, body, respond, e.message, deps)
        return
    show_view(deps, client, body, source_edit_view(source, personas=deps.personas), push=True)


def on_reset(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    user = user_of(body) or ""
    if deps.role(user) != "ops_lead":
        tell(client, body, respond, "Only ops leads can reset the workspace.", deps)
        return
    done = deps.store.sources.reset(user, deps.now())
    deps.runtime.refresh_index()
    if body.get("response_url"):
        role = deps.role(user)
        respond(
            replace_original=True,
            **sources_message(deps.sources_for(role), True, personas=deps.personas, now=deps.now()),
        )
    tell(
        client,
        body,
        respond,
        f"Workspace reset: {done.changed} source(s) back to the seed; the impact metrics "
        "start again. The edit history is kept."
        + (
            f" Kept {len(done.kept_answers)} captured owner answer(s)." if done.kept_answers else ""
        ),
        deps,
    )
    publish_home(client, deps, user)


def review(
    deps: Deps, body: dict[str, Any], client: WebClient, respond: Respond, verdict: str
) -> None:
    """Mark a flagged check correct or a false alarm (ops leads), then redraw the impact."""
    user = user_of(body) or ""
    try:
        deps.store.checks.review(
            action_value(body), verdict, user, deps.now(), role=deps.role(user)
        )
    except GuardError as e:
        tell(client, body, respond, e.message, deps)
        return
    if body.get("response_url"):
        role = deps.role(user)
        respond(
            replace_original=True,
            **impact_message(
                impact(deps.store),
                visible_flags(deps, user),
                personas=deps.personas,
                can_review=may_review(role),
            ),
        )
    publish_home(client, deps, user)


def on_review_correct(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    review(deps, body, client, respond, "correct")


def on_review_false_alarm(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    review(deps, body, client, respond, "false_alarm")
