"""`/answerguard ask`, `/answerguard conflicts` and the "What do the sources say?" button on
an ESCALATE verdict. The rules run in `guard.conflicts`; the role is looked up again from
the Slack user id every time, so an agent never sees what only an ops lead may."""

from __future__ import annotations

import logging
import re
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.common import notice_message
from bot.blocks.conflicts import ASK_USAGE, ask_message, ask_modal, register_message
from bot.blocks.mention import ask_reply
from bot.flows.calls import call, tell
from bot.flows.checks import stored_result
from bot.flows.deps import Deps
from bot.flows.failures import answers_failures
from bot.flows.payload import action_value, stored_scope, ticket_of, user_of, view_of
from bot.text import unescape
from guard.conflicts import AskRequest, AskResult, ConflictService, RegisterResult
from guard.errors import GuardError
from guard.source_links import source_links
from guard.trust.gaps import record_ask

log = logging.getLogger("answerguard.bot")

_TICKET_ID = re.compile(r"^[A-Za-z][A-Za-z0-9]{0,15}-\d{1,12}$")


def conflicts_of(deps: Deps) -> ConflictService:
    return ConflictService(deps.service)


def parse_ask(rest: str) -> tuple[str | None, str]:
    """`[TICKET] <question>` as Slack sent it → (ticket id or None, the question as typed).
    The first word is a ticket only in a ticket id's shape and with a question after it."""
    first, _, raw = rest.strip().partition(" ")
    ticket_id = first.upper() if _TICKET_ID.match(first) and raw.strip() else None
    return ticket_id, unescape(raw if ticket_id else rest).strip()


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


def links_for(deps: Deps, result: AskResult) -> dict[str, str]:
    """Where each source the answer quotes can be opened (only sources `result.role` sees)."""
    quoted = [
        q.source_id
        for t in result.topics
        for a in t.answers
        for q in (*a.receipts, *a.sides, *a.announced)
    ]
    return source_links(deps.store, deps.sources_for(result.role), quoted)


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
    @app.action(ids.ACTION_ASK_SOURCES)
    @answers_failures(deps)
    def on_ask_sources(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
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
            call(
                "views.push", user, client.views_push, trigger_id=body.get("trigger_id"), view=view
            )
        elif body.get("response_url"):
            respond(
                response_type="ephemeral",
                replace_original=False,
                **ask_message(result, personas=deps.personas),
            )
        elif body.get("trigger_id"):
            view = ask_modal(result, personas=deps.personas)
            call("views.open", user, client.views_open, trigger_id=body["trigger_id"], view=view)
