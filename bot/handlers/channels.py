"""`/answerguard channels [add #channel | remove #channel | sync [full]]`, *Stop following*,
and the `message.channels` event: Slack channels whose messages are sources
(guard/kb/channels.py, guard/kb/channel_list.py, guard/kb/channel_sync.py, bot/channels.py)."""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App, BoltContext, Respond
from slack_sdk import WebClient

from bot import channels as reader
from bot import ids
from bot.blocks.channels import channels_message, confirm_removal_message
from bot.blocks.common import notice_message
from bot.flows.calls import tell
from bot.flows.deps import Deps
from bot.flows.listen import bind, guarded
from bot.flows.payload import action_value, user_of
from guard.errors import GuardError
from guard.kb import channel_list
from guard.kb import channels as ch
from guard.kb.channel_sync import when_of

log = logging.getLogger("answerguard.bot")

USAGE = (
    "Usage: `/answerguard channels` lists the source channels; `/answerguard channels add "
    "#ops-announcements` adds one (ops leads; invite the app to it first); `/answerguard "
    "channels remove #ops-announcements` stops following one (its sources are removed, "
    "history kept); `/answerguard channels sync` reads what is new and the last days again "
    "for edits; `/answerguard channels sync full` reads every channel whole."
)


def summary_text(out: dict[str, ch.SyncSummary]) -> str:
    if not out:
        return "No source channels yet. " + USAGE
    lines = []
    for channel, s in out.items():
        since = when_of(s.since).strftime("%d %b %Y %H:%M") if s.since else None
        how = f"read from {since} UTC" if since and not s.full else "read whole"
        lines.append(
            f"{channel} ({how}, {s.read} message(s)): {len(s.added)} new, {len(s.edited)} "
            f"edited, {len(s.removed)} removed, {len(s.excluded)} left out (AnswerGuard's own, "
            "bot users, quotes of its output)"
        )
    return "Read the source channels.\n" + "\n".join(lines)


def removal_text(done: channel_list.ChannelRemoval) -> str:
    where = f"#{done.name}" if done.name else done.channel
    return (
        f"Stopped following {where}: {len(done.removed)} message source(s) removed (history "
        "kept; `/answerguard sources removed` restores one). `/answerguard channels add` "
        "follows it again."
    )


def channels_command(
    deps: Deps, ack: Ack, respond: Respond, client: WebClient, user: str, rest: str
) -> None:
    sub, _, arg = rest.strip().partition(" ")
    p = deps.personas
    if not sub:
        rows = reader.configured(deps)
        ack(**channels_message(rows, USAGE, can_remove=deps.role(user) == "ops_lead", personas=p))
        return
    if sub not in ("add", "remove", "sync"):
        ack(**notice_message(USAGE, personas=p))
        return
    if deps.role(user) != "ops_lead":
        ack(**notice_message("Only an ops lead can change or sync source channels.", personas=p))
        return
    if sub == "remove":
        confirm_removal(deps, ack, arg)
        return
    if sub == "sync" and arg.strip() not in ("", "full"):
        ack(**notice_message(USAGE, personas=p))
        return
    if sub == "add":
        found = ch.channel_id(arg)
        if found is None:
            ack(**notice_message(USAGE, personas=p))
            return
        channel, name = found
        if not channel_list.add_channel(deps.store, channel, name, user, deps.now()):
            ack(**notice_message(f"#{name or channel} is a source channel already.", personas=p))
            return
    ack(**notice_message("Reading the source channels…", personas=p))
    try:
        out = reader.sync_all(client, deps, full=sub == "sync" and arg.strip() == "full")
    except Exception:
        log.exception("channel sync failed for %s", user)
        respond(**notice_message("Could not read the source channels (see the app's log)."))
        return
    respond(response_type="ephemeral", **notice_message(summary_text(out), personas=p))


def confirm_removal(deps: Deps, ack: Ack, arg: str) -> None:
    """`channels remove #name`: nothing is removed yet; the answer asks, like the CLI does."""
    channel = channel_list.resolve_channel(arg, deps.store, deps.config.source_channels)
    rows = {str(r["channel"]): r for r in reader.configured(deps)}
    if channel is None or channel not in rows:
        names = ", ".join(f"#{r['name']}" if r.get("name") else c for c, r in rows.items())
        ack(
            **notice_message(
                f"{arg.strip() or 'That'} is not a source channel. Source channels: "
                f"{names or 'none'}.",
                personas=deps.personas,
            )
        )
        return
    live = [
        sid
        for sid in ch.message_rows(deps.store, channel)
        if (row := deps.store.sources.latest_row(sid)) is not None and not row["removed"]
    ]
    ack(**confirm_removal_message(rows[channel], len(live), personas=deps.personas))


def register(app: App, deps: Deps) -> None:
    app.event("message")(bind(deps, on_message))
    app.action(ids.ACTION_REMOVE_CHANNEL)(guarded(deps, on_remove_channel))


def on_message(deps: Deps, event: dict[str, Any], client: WebClient, context: BoltContext) -> None:
    me = ch.Identity(
        bot_user=context.bot_user_id, bot_id=context.bot_id, bot_users=deps.config.bot_users
    )
    try:
        reader.on_message_event(client, deps, event, me)
    except Exception:
        log.exception("Could not read a message event in %s", event.get("channel"))


def on_remove_channel(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    """*Stop following*, after Slack's confirm dialog: checked again against the clicker's
    role, then the channel's sources are removed and the index and register refreshed."""
    ack()
    user = user_of(body) or ""
    if deps.role(user) != "ops_lead":
        tell(client, body, respond, "Only an ops lead can stop following a channel.", deps)
        return
    try:
        done = channel_list.remove_channel(
            deps.store, action_value(body), user, deps.now(), deps.config.source_channels
        )
    except GuardError as e:
        tell(client, body, respond, e.message, deps)
        return
    if done.removed:
        deps.runtime.refresh_index()
    tell(client, body, respond, removal_text(done), deps)
