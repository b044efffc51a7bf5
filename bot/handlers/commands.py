"""`/answerguard` and its subcommands.

Cheap answers (inbox, sources, impact, help, role) go back in the ack itself. The quick check
(`bot.handlers.quick`) acks with nothing and shows its verdict on one surface: a message when
the check is quick, otherwise a modal opened with the command's trigger; Slack's three
seconds never depend on the AI.
"""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.common import help_message, notice_message
from bot.blocks.impact import impact_message
from bot.blocks.inbox import inbox_message
from bot.flows.deps import Deps
from bot.flows.failures import answers_failures
from bot.flows.home import publish_home, sent_by_ticket, visible_flags
from bot.flows.payload import user_of
from bot.handlers import channels, conflicts
from bot.handlers.quick import quick_check
from bot.handlers.sources import sources_command
from bot.handlers.tour import step_message as tour_step
from bot.identity import ROLES
from bot.text import split_command, user_id_of
from guard.metrics import impact
from guard.store import may_review

log = logging.getLogger("answerguard.bot")

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
            trigger = command.get("trigger_id")
            quick_check(deps, ack, respond, user, rest, client, trigger)
        elif sub == "sources":
            ack(**sources_command(deps, user, rest))
        elif sub == "impact":
            role = deps.role(user)
            flags = visible_flags(deps, user)
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
    deps.store.set_role(target, parts[1], user, deps.now())
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
    deps.store.set_role(user, role, user, deps.now())
    return f"You are now a simulated {role.replace('_', ' ')}."
