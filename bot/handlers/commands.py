"""`/answerguard` and its subcommands.

Cheap answers (inbox, sources, impact, help, role) go back in the ack itself. The quick check
acks with a "Checking…" message and, when the check is done, posts the verdict through the
command's response URL with `replace_original`, so the verdict takes the placeholder's place
and Slack's three seconds never depend on the AI. (Slack documents `replace_original` for
response URLs; for a slash command's own first reply it has been reported to post a second
message instead — bolt-python#1268 — so both may show until Slack honours it.)
"""

from __future__ import annotations

import logging
import re
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.common import help_message, notice_message
from bot.blocks.composer import checking_message
from bot.blocks.impact import impact_message
from bot.blocks.inbox import inbox_message
from bot.blocks.verdict import verdict_message
from bot.flows import (
    Deps,
    answers_failures,
    check_and_record,
    publish_home,
    sent_by_ticket,
    user_of,
    visible_flags,
)
from bot.handlers import channels, conflicts
from bot.handlers.sources import sources_command
from bot.handlers.tour import step_message as tour_step
from bot.identity import ROLES
from bot.queue import BUSY
from bot.text import split_command, unescape, user_id_of
from guard.check import CheckRequest
from guard.errors import GuardError
from guard.metrics import impact
from guard.store import may_review

log = logging.getLogger("answerguard.bot")

CHECK_USAGE = (
    "Usage: `/answerguard check [TICKET] <your draft reply>` (e.g. "
    "`/answerguard check TCK-9001 Reversed within 1 business day.`); without a ticket the draft "
    "is checked on its own, with the customer's scope unknown."
)
#: What a ticket id looks like ("TCK-9001", "ZD-123"): the first word of a quick check is
#: read as one only in this shape, so a draft is never mistaken for a ticket.
_TICKET_ID = re.compile(r"^[A-Za-z][A-Za-z0-9]{0,15}-\d{1,12}$")
ROLE_USAGE = "Usage: `/answerguard role @user ops_lead|support_agent`"
PERSONA_USAGE = "Usage: `/answerguard persona ops_lead|support_agent`"


def register(app: App, deps: Deps) -> None:
    @app.command(ids.COMMAND)
    @answers_failures(deps)
    def answerguard(ack: Ack, command: dict[str, Any], client: WebClient, respond: Respond) -> None:
        user = user_of(command)
        sub, rest = split_command(str(command.get("text") or ""))
        if not user:
            ack(**notice_message("Slack did not say who you are; try again."))
            return
        p = deps.personas
        if sub in ("", "inbox"):
            ack(**inbox_message(deps.tickets(), sent_by_ticket(deps), personas=p))
        elif sub == "tour":
            ack(**tour_step(deps, 0))
        elif sub == "check":
            quick_check(deps, ack, respond, user, rest, client)
        elif sub == "sources":
            ack(**sources_command(deps, user, rest))
        elif sub == "impact":
            role = deps.role(user)
            flags = visible_flags(deps, role)
            ack(
                **impact_message(impact(deps.store), flags, personas=p, can_review=may_review(role))
            )
        elif sub == "role":
            text, changed = set_role(deps, user, rest)
            ack(**notice_message(text, personas=p))
            publish_home(client, deps, changed)
        elif sub == "persona":
            ack(**notice_message(switch_persona(deps, user, rest), personas=p))
            publish_home(client, deps, user)
        elif sub == "ask":
            conflicts.ask_command(deps, ack, respond, user, rest)
        elif sub == "conflicts":
            conflicts.conflicts_command(deps, ack, respond, user)
        elif sub == "exposure":
            from bot.handlers.exposure import exposure_command

            exposure_command(deps, ack, respond, user)
        elif sub == "channels":
            channels.channels_command(deps, ack, respond, client, user, rest)
        elif sub == "help":
            ack(**help_message(personas=p))
        else:
            ack(**notice_message(f"Unknown subcommand '{sub}'. Try /answerguard help.", personas=p))


def quick_check(
    deps: Deps, ack: Ack, respond: Respond, user: str, rest: str, client: WebClient | None = None
) -> None:
    """Validate, ack at once ("Checking…", or "Queued, n checks ahead of you" when the app's
    checks are busy), and hand the check to the check queue: the listener thread is free
    again before the model is called, so no ack ever waits behind a check."""
    first, _, raw = rest.strip().partition(" ")
    ticket_id: str | None = first.upper() if _TICKET_ID.match(first) else None
    draft = unescape(raw if ticket_id else rest).strip()
    if not draft:
        ack(**notice_message(CHECK_USAGE, personas=deps.personas))
        return
    req = CheckRequest(
        ticket_id=ticket_id, draft=draft, now=deps.now(), role=deps.role(user), user=user
    )
    try:
        _, sources, _ = deps.service.prepare(req)
    except GuardError as e:
        ack(
            **notice_message(f"{e.message}\nYour draft, unchanged: {draft}", personas=deps.personas)
        )
        return
    busy = notice_message(BUSY.format(n=deps.checks.pending, draft=draft), personas=deps.personas)
    ahead = deps.checks.ahead()
    if ahead is None:
        ack(**busy)
        return
    ack(
        **checking_message(
            req.ticket_id or "your draft",
            draft,
            len(sources),
            personas=deps.personas,
            ahead=ahead if deps.checks.deep(ahead) else 0,
        )
    )

    def job() -> None:
        run_quick_check(deps, respond, req, draft)
        if client is not None:
            publish_home(client, deps, user)

    if not deps.checks.submit(job):  # filled up since the ack
        respond(**busy)


def run_quick_check(deps: Deps, respond: Respond, req: CheckRequest, draft: str) -> None:
    """The check itself, in the check queue: the verdict (or what went wrong) as a second
    message."""
    try:
        result = check_and_record(deps, req)
        respond(
            response_type="ephemeral",
            replace_original=True,
            **verdict_message(result, draft, personas=deps.personas),
        )
    except GuardError as e:
        respond(
            replace_original=True,
            **notice_message(f"{e.message}\nYour draft, unchanged: {draft}"),
        )
    except Exception:
        log.exception("quick check failed for %s on %s", req.user, req.ticket_id)
        respond(
            replace_original=True,
            **notice_message(
                f"Something went wrong while checking; nothing was sent. Your draft: {draft}",
                personas=deps.personas,
            ),
        )


def set_role(deps: Deps, user: str, rest: str) -> tuple[str, str | None]:
    """Ops leads only: the caller's role is looked up from their Slack id, every time.
    Returns the answer and the user whose role changed (their Home is republished)."""
    if deps.role(user) != "ops_lead":
        return "Only ops leads can set roles.", None
    parts = rest.split()
    target = user_id_of(parts[0]) if parts else None
    if len(parts) != 2 or target is None or parts[1] not in ROLES:
        return ROLE_USAGE, None
    if not deps.personas and target in deps.config.ops_users and parts[1] != "ops_lead":
        return (
            f"{target} is an ops lead through ANSWERGUARD_OPS_USERS; change that setting "
            "to remove the role.",
            None,
        )
    deps.store.set_role(target, parts[1], user, deps.now())  # type: ignore[arg-type]
    return f"{target} is now {parts[1].replace('_', ' ')}.", target


def switch_persona(deps: Deps, user: str, rest: str) -> str:
    if not deps.personas:
        return (
            "Persona switching is off (ANSWERGUARD_DEMO_PERSONAS). Ask an ops lead to run "
            "/answerguard role."
        )
    role = rest.strip().lower()
    if role not in ROLES:
        return PERSONA_USAGE
    deps.store.set_role(user, role, user, deps.now())  # type: ignore[arg-type]
    return f"You are now a simulated {role.replace('_', ' ')}."
