"""`/answerguard ask`, `/answerguard conflicts` and the "What do the sources say?" button on
an ESCALATE verdict. The rules run in `guard.crosscheck.conflicts`; the role is looked up again from
the Slack user id every time, so an agent never sees what only an ops lead may."""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.common import notice_message
from bot.blocks.conflicts import ASK_USAGE, ask_message, ask_modal, register_message
from bot.blocks.mention import ask_reply
from bot.flows.ask import conflicts_of, links_for, parse_ask
from bot.flows.calls import call, tell
from bot.flows.checks import stored_result
from bot.flows.deps import Deps
from bot.flows.listen import guarded
from bot.flows.payload import action_value, stored_scope, ticket_of, user_of, view_of
from guard.crosscheck.conflicts import AskRequest, AskResult, RegisterResult
from guard.errors import GuardError
from guard.trust.gaps import record_ask

log = logging.getLogger("answerguard.bot")


def ask_command(deps: Deps, ack: Ack, respond: Respond, user: str, rest: str) -> None:
    """`/answerguard ask [TICKET] <question>`: ack at once, answer when the rules are done."""
    ticket_id, question = parse_ask(rest)
    if not question:
        ack(**notice_message(ASK_USAGE, personas=deps.personas))
        return
    ack(**notice_message(f"Asking the sources: “{question}”…", personas=deps.personas))
    try:
        result = conflicts_of(deps).ask(
            AskRequest(
                question=question,
                now=deps.now(),
                ticket_id=ticket_id,
                role=deps.role(user),
                user=user,
            )
        )
        recorded = record_ask(deps.store, result, user)
        msg = ask_reply(
            result,
            links_for(deps, result),
            ask_owner=recorded[0] if recorded else None,
            personas=deps.personas,
        )
        respond(response_type="ephemeral", **msg)
    except GuardError as e:
        respond(**notice_message(f"{e.message}\nYour question, unchanged: {question}"))
    except Exception:
        log.exception("ask failed for %s", user)
        respond(
            **notice_message(
                f"Something went wrong while asking. Your question: {question}",
                personas=deps.personas,
            )
        )


def register_for(deps: Deps, user: str) -> RegisterResult:
    return conflicts_of(deps).register(deps.role(user), deps.now(), user)


def conflicts_command(deps: Deps, ack: Ack, respond: Respond, user: str) -> None:
    ack(**notice_message("Reading the sources for conflicts…", personas=deps.personas))
    try:
        result = register_for(deps, user)
        respond(response_type="ephemeral", **register_message(result, personas=deps.personas))
    except GuardError as e:
        respond(**notice_message(e.message, personas=deps.personas))
    except Exception:
        log.exception("conflicts failed for %s", user)
        respond(**notice_message("Something went wrong while reading the sources."))


def sources_for_check(deps: Deps, check_hash: str, user: str) -> AskResult:
    """What the sources say on the topics an ESCALATE verdict stopped at, for the check's
    ticket and scope, as the clicking user (their role, their visible sources)."""
    row, result = stored_result(deps, check_hash, user)
    topics = [c.draft_claim.topic for c in result.claims if c.decision == "ESCALATE"]
    topics = list(dict.fromkeys(topics or [c.draft_claim.topic for c in result.claims]))
    return conflicts_of(deps).ask(
        AskRequest(
            question=str(row["draft"]),
            now=deps.now(),
            ticket_id=ticket_of(row),
            scope=stored_scope(row),
            role=deps.role(user),
            user=user,
            topics=topics,
        )
    )


def register(app: App, deps: Deps) -> None:
    app.action(ids.ACTION_ASK_SOURCES)(guarded(deps, on_ask_sources))


def on_ask_sources(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    user = user_of(body)
    if not user:
        return
    try:
        result = sources_for_check(deps, action_value(body), user)
    except GuardError as e:
        tell(client, body, respond, e.message, deps)
        return
    current = view_of(body)
    if current is not None and current.get("type") == "modal":
        view = ask_modal(result, personas=deps.personas)
        call("views.push", user, client.views_push, trigger_id=body.get("trigger_id"), view=view)
    elif body.get("response_url"):
        respond(
            response_type="ephemeral",
            replace_original=False,
            **ask_message(result, personas=deps.personas),
        )
    elif body.get("trigger_id"):
        view = ask_modal(result, personas=deps.personas)
        call("views.open", user, client.views_open, trigger_id=body["trigger_id"], view=view)
