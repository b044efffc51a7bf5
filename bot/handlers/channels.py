"""`/answerguard channels [add #channel | sync]` and the `message.channels` event: Slack
channels whose messages are sources (guard/channels.py, bot/channels.py)."""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App, BoltContext, Respond
from slack_sdk import WebClient

from bot import channels as reader
from bot.blocks.common import notice_message
from bot.flows import Deps
from guard import channels as ch

log = logging.getLogger("answerguard.bot")

USAGE = (
    "Usage: `/answerguard channels` lists the source channels; `/answerguard channels add "
    "#ops-announcements` adds one (ops leads; invite the app to it first); `/answerguard "
    "channels sync` reads them all again."
)


def summary_text(out: dict[str, ch.SyncSummary]) -> str:
    if not out:
        return "No source channels yet. " + USAGE
    lines = []
    for channel, s in out.items():
        lines.append(
            f"{channel}: {len(s.added)} new, {len(s.edited)} edited, {len(s.removed)} removed, "
            f"{len(s.excluded)} left out (AnswerGuard's own, bot users, quotes of its output)"
        )
    return "Read the source channels.\n" + "\n".join(lines)


def channels_command(
    deps: Deps, ack: Ack, respond: Respond, client: WebClient, user: str, rest: str
) -> None:
    sub, _, arg = rest.strip().partition(" ")
    p = deps.personas
    if not sub:
        rows = reader.configured(deps)
        names = ", ".join(f"#{r['name']}" if r.get("name") else str(r["channel"]) for r in rows)
        ack(**notice_message(f"Source channels: {names or 'none'}.\n{USAGE}", personas=p))
        return
    if sub not in ("add", "sync"):
        ack(**notice_message(USAGE, personas=p))
        return
    if deps.role(user) != "ops_lead":
        ack(**notice_message("Only an ops lead can change or sync source channels.", personas=p))
        return
    if sub == "add":
        found = ch.channel_id(arg)
        if found is None:
            ack(**notice_message(USAGE, personas=p))
            return
        channel, name = found
        if not ch.add_channel(deps.store, channel, name, user, deps.now()):
            ack(**notice_message(f"#{name or channel} is a source channel already.", personas=p))
            return
    ack(**notice_message("Reading the source channels…", personas=p))
    try:
        out = reader.sync_all(client, deps)
    except Exception:
        log.exception("channel sync failed for %s", user)
        respond(**notice_message("Could not read the source channels (see the app's log)."))
        return
    respond(response_type="ephemeral", **notice_message(summary_text(out), personas=p))


def register(app: App, deps: Deps) -> None:
    @app.event("message")
    def on_message(event: dict[str, Any], client: WebClient, context: BoltContext) -> None:
        me = ch.Identity(
            bot_user=context.bot_user_id, bot_id=context.bot_id, bot_users=deps.config.bot_users
        )
        try:
            reader.on_message_event(client, deps, event, me)
        except Exception:
            log.exception("Could not read a message event in %s", event.get("channel"))
