"""The button "Ask the owners to settle this" on a Conflict Register entry, and the "Settled" post.

The click carries only the entry id; the entry, its owners and any earlier request are read
again from the store (any instance may receive the click). The group DM needs `mpim:write`
(two owners) or `im:write` (one person owns both sides). The "Settled" post runs after every
register update (`Runtime.after_register`) and at start-up, from what the store says.
"""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.common import notice_view
from bot.blocks.kit import read_metadata
from bot.blocks.settle import (
    asked_message,
    asked_text,
    asked_view,
    pick_owners_view,
    pre_read_message,
    settled_message,
)
from bot.flows.calls import call, open_modal, show_view, tell, update_modal
from bot.flows.deps import Deps
from bot.flows.listen import bind
from bot.flows.payload import action_value, state_values, user_of, view_of
from guard.crosscheck import settle
from guard.engine.register import ConflictEntry

log = logging.getLogger("answerguard.bot")

#: The register a settle request is made against: the ops lead's (every source).
ROLE = "ops_lead"
NOT_OPEN = (
    "This conflict is no longer open: the sources changed since the register was shown. "
    "`/answerguard conflicts` shows it as it is now."
)


def current_entry(deps: Deps, entry_id: str) -> tuple[int, ConflictEntry] | None:
    """Bring the register's history up to date, then find the entry's open row."""
    deps.runtime.track_register()
    return settle.open_entry(deps.store, ROLE, entry_id)


def permalink(client: WebClient, channel: str, ts: str, user: str | None) -> str | None:
    resp = call("chat.getPermalink", user, client.chat_getPermalink, channel=channel, message_ts=ts)
    link = resp.get("permalink") if resp is not None else None
    return link if isinstance(link, str) else None


def answer(
    deps: Deps, client: WebClient, body: dict[str, Any], respond: Respond | None, text: str
) -> None:
    """Tell the ops lead (mrkdwn we built: mentions and the permalink stay live)."""
    user = user_of(body)
    if respond is not None and body.get("response_url"):
        try:
            respond(response_type="ephemeral", replace_original=False, **asked_message(text))
            return
        except Exception:
            log.exception("respond failed for user %s", user)
    current = view_of(body)
    trigger = body.get("trigger_id")
    if current is not None and current.get("type") == "modal":
        update_modal(deps, client, user, current.get("id"), asked_view(text), trigger=trigger)
    else:
        open_modal(deps, client, user, trigger, asked_view(text))


def hidden_for(deps: Deps, entry: ConflictEntry, people: list[str]) -> frozenset[str]:
    """The entry's sides that some person in the group DM may not see, by their roles now
    (guard/crosscheck/settle.py `audience`)."""
    role = settle.audience(deps.role(p) for p in people)
    return settle.hidden_sides(entry, deps.store.sources.workspace().sources, role)


def ask_owners(
    deps: Deps, client: WebClient, user: str, n: int, entry: ConflictEntry, people: list[str]
) -> str:
    """Open the group DM, post the pre-read, store the request. Returns what to tell the
    ops lead (mrkdwn)."""
    people = list(dict.fromkeys(people))
    opened = call("conversations.open", user, client.conversations_open, users=",".join(people))
    channel = (opened.get("channel") or {}).get("id") if opened is not None else None
    if not isinstance(channel, str) or not channel:
        return "Could not open a group DM with them (see the app's log). Nothing was posted."
    msg = pre_read_message(
        entry,
        question=settle.question(entry),
        holding_reply=settle.holding_reply(entry, deps.store.sources.workspace().catalogue),
        people=people,
        asked_by=user,
        hidden=hidden_for(deps, entry, people),
    )
    posted = call("chat.postMessage", user, client.chat_postMessage, channel=channel, **msg)
    ts = posted.get("ts") if posted is not None else None
    if not isinstance(ts, str) or not ts:
        return "Could not post the pre-read in the group DM (see the app's log)."
    settle.record(
        deps.store,
        role=ROLE,
        entry_n=n,
        entry=entry,
        owners=people,
        asked_by=user,
        now=deps.now(),
        channel=channel,
        ts=ts,
    )
    return asked_text(people, entry.label, permalink(client, channel, ts, user))


def earlier_request(
    deps: Deps, client: WebClient, n: int, entry: ConflictEntry, user: str
) -> str | None:
    prior = settle.request_for(deps.store, n)
    if prior is None:
        return None
    link = permalink(client, str(prior["channel"]), str(prior["ts"]), user)
    when = f"by <@{prior['asked_by']}> on {str(prior['asked_at'])[:10]}"
    if not settle.slack_id(str(prior["asked_by"])):
        when = f"on {str(prior['asked_at'])[:10]}"
    return asked_text(list(prior["owners"]), entry.label, link, earlier=when)


def post_settled(client: WebClient, deps: Deps) -> int:
    """Post "Settled" in the thread of every request whose entry closed; returns how many."""
    done = 0
    for item in settle.pending(deps.store):
        rid = int(item.request["id"])
        if not settle.claim(deps.store, rid, deps.now()):
            continue  # another instance is posting it
        people = [str(p) for p in item.request["owners"]]
        msg = settled_message(item.entry, item.closed_by, hidden_for(deps, item.entry, people))
        posted = call(
            "chat.postMessage",
            None,
            client.chat_postMessage,
            channel=item.request["channel"],
            thread_ts=item.request["ts"],
            **msg,
        )
        ts = posted.get("ts") if posted is not None else None
        if not isinstance(ts, str):
            settle.release(deps.store, rid)
            continue
        settle.mark_posted(deps.store, rid, ts, msg["text"])
        done += 1
    return done


def picked_people(values: dict[str, Any]) -> tuple[dict[str, str], list[str]]:
    """(source id → picked user, block ids left empty) from the pickers' state."""
    prefix = f"{ids.INPUT_SETTLE_OWNER}:"
    picked: dict[str, str] = {}
    empty: list[str] = []
    for block_id, elements in values.items():
        if not isinstance(elements, dict):
            continue
        for action_id, state in elements.items():
            if not (isinstance(action_id, str) and action_id.startswith(prefix)):
                continue
            uid = state.get("selected_user") if isinstance(state, dict) else None
            if isinstance(uid, str) and settle.slack_id(uid):
                picked[action_id[len(prefix) :]] = uid
            else:
                empty.append(str(block_id))
    return picked, empty


def register(app: App, deps: Deps) -> None:
    app.action(ids.ACTION_SETTLE)(bind(deps, on_settle))
    app.view(ids.VIEW_SETTLE)(bind(deps, submit_settle))


def on_settle(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    user = user_of(body) or ""
    if deps.role(user) != "ops_lead":
        tell(client, body, respond, "Only an ops lead can ask owners to settle this.", deps)
        return
    found = current_entry(deps, action_value(body))
    if found is None:
        tell(client, body, respond, NOT_OPEN, deps)
        return
    n, entry = found
    earlier = earlier_request(deps, client, n, entry, user)
    if earlier is not None:
        answer(deps, client, body, respond, earlier)
        return
    owners = settle.owners_of(entry)
    if all(o.slack for o in owners):
        people = [o.slack for o in owners if o.slack]
        answer(deps, client, body, respond, ask_owners(deps, client, user, n, entry, people))
        return
    show_view(deps, client, body, pick_owners_view(entry, owners), push=True)


def submit_settle(deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient) -> None:
    user = user_of(body) or ""
    if deps.role(user) != "ops_lead":
        ack(
            response_action="update",
            view=notice_view("Settle this", "Only an ops lead can ask owners to settle this."),
        )
        return
    picked, empty = picked_people(state_values(body))
    if empty:
        ack(
            response_action="errors",
            errors={b: "Pick the person who speaks for this source." for b in empty},
        )
        return
    entry_id = str(read_metadata(view_of(body)).get("e") or "")
    ack(response_action="update", view=notice_view("Settle this", "Opening a group DM…"))
    found = current_entry(deps, entry_id)
    if found is None:
        answer(deps, client, body, None, NOT_OPEN)
        return
    n, entry = found
    earlier = earlier_request(deps, client, n, entry, user)
    if earlier is not None:
        answer(deps, client, body, None, earlier)
        return
    people = [picked[o.source_id] for o in settle.owners_of(entry) if o.source_id in picked]
    if not people:
        answer(deps, client, body, None, NOT_OPEN)
        return
    answer(deps, client, body, None, ask_owners(deps, client, user, n, entry, people))
