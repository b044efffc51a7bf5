"""`/answerguard` and its subcommands.

Cheap answers (inbox, sources, impact, help, role) go back in the ack itself. The quick check
(`bot.handlers.quick`) acks with nothing and shows its verdict on one surface: a message when
the check is quick, otherwise a modal opened with the command's trigger; Slack's three
seconds never depend on the AI.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.common import help_message, notice_message
from bot.blocks.impact import impact_message
from bot.blocks.inbox import inbox_message
from bot.flows.deps import Deps
from bot.flows.home import publish_home, sent_by_ticket, visible_flags
from bot.flows.listen import guarded
from bot.flows.payload import user_of
from bot.handlers.channels import channels_command
from bot.handlers.conflicts import ask_command, conflicts_command
from bot.handlers.exposure import exposure_command
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
    app.command(ids.COMMAND)(guarded(deps, on_command))


def on_command(
    deps: Deps, ack: Ack, command: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    """`/answerguard <subcommand> ...`: the subcommand's function answers (`SUBCOMMANDS`)."""
    user = user_of(command)
    sub, rest = split_command(str(command.get("text") or ""))
    if not user:
        ack(**notice_message("Slack did not say who you are; try again."))
        return
    run = SUBCOMMANDS.get(sub)
    if run is None:
        text = f"Unknown subcommand '{sub}'. Try /answerguard help."
        ack(**notice_message(text, personas=deps.personas))
        return
    run(Invocation(deps, ack, respond, client, command, user, rest))


@dataclass(frozen=True)
class Invocation:
    """One `/answerguard` command: who ran it, the words after the subcommand, and Bolt's
    means of answering."""

    deps: Deps
    ack: Ack
    respond: Respond
    client: WebClient
    command: dict[str, Any]
    user: str
    rest: str


def inbox(c: Invocation) -> None:
    deps = c.deps
    c.ack(**inbox_message(deps.tickets(), sent_by_ticket(deps), personas=deps.personas))


def tour(c: Invocation) -> None:
    c.ack(**tour_step(c.deps, 0))


def check(c: Invocation) -> None:
    trigger = c.command.get("trigger_id")
    quick_check(c.deps, c.ack, c.respond, c.user, c.rest, c.client, trigger)


def sources(c: Invocation) -> None:
    c.ack(**sources_command(c.deps, c.user, c.rest))


def impact_of(c: Invocation) -> None:
    deps = c.deps
    role = deps.role(c.user)
    flags = visible_flags(deps, c.user)
    msg = impact_message(
        impact(deps.store), flags, personas=deps.personas, can_review=may_review(role)
    )
    c.ack(**msg)


def role(c: Invocation) -> None:
    text, changed = set_role(c.deps, c.user, c.rest)
    c.ack(**notice_message(text, personas=c.deps.personas))
    publish_home(c.client, c.deps, changed)


def persona(c: Invocation) -> None:
    c.ack(**notice_message(switch_persona(c.deps, c.user, c.rest), personas=c.deps.personas))
    publish_home(c.client, c.deps, c.user)


def ask(c: Invocation) -> None:
    ask_command(c.deps, c.ack, c.respond, c.user, c.rest)


def conflicts(c: Invocation) -> None:
    conflicts_command(c.deps, c.ack, c.respond, c.user)


def exposure(c: Invocation) -> None:
    exposure_command(c.deps, c.ack, c.respond, c.user)


def channels(c: Invocation) -> None:
    channels_command(c.deps, c.ack, c.respond, c.client, c.user, c.rest)


def help_(c: Invocation) -> None:
    c.ack(**help_message(personas=c.deps.personas))


#: `/answerguard` with no subcommand is the inbox.
SUBCOMMANDS: dict[str, Callable[[Invocation], None]] = {
    "": inbox,
    "inbox": inbox,
    "tour": tour,
    "check": check,
    "sources": sources,
    "impact": impact_of,
    "role": role,
    "persona": persona,
    "ask": ask,
    "conflicts": conflicts,
    "exposure": exposure,
    "channels": channels,
    "help": help_,
}


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
    deps.store.slack.set_role(target, parts[1], user, deps.now())
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
    deps.store.slack.set_role(user, role, user, deps.now())
    return f"You are now a simulated {role.replace('_', ' ')}."
