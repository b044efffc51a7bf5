"""The send gate from Slack: the exact text in the user's box, rechecked in full by
`guard.send.send` (the earlier verdict is never trusted), and once sent, its copy in the
ticket's thread in the inbox channel.

Separate because it is the one flow that reaches a customer: its idempotency key and the
thread it posts to are its own concerns.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass

from slack_sdk import WebClient

from bot.blocks.inbox import sent_reply_message, thread_root_message
from bot.flows.calls import call
from bot.flows.checks import check_for, stored_result
from bot.flows.deps import Deps
from bot.flows.payload import stored_scope, ticket_of
from guard.checkrequest import CheckRequest
from guard.models import CheckResult
from guard.send import SendOutcome, send
from guard.store import draft_hash

log = logging.getLogger("answerguard.bot")


def idempotency_key(check_hash: str, user: str, text: str, scope: dict[str, str]) -> str:
    """One send per (check, user, exact text, scope): a double click is the same key."""
    raw = f"{check_hash}|{user}|{draft_hash(text)}|{json.dumps(scope, sort_keys=True)}"
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True)
class SendAttempt:
    outcome: SendOutcome
    result: CheckResult  # the recheck, or the stored check for a duplicate
    draft: str
    scope: dict[str, str]
    posted: bool = False


def send_reply(
    deps: Deps,
    client: WebClient,
    check_hash: str,
    user: str,
    *,
    draft: str | None,
    scope: dict[str, str] | None,
    acknowledged: bool,
) -> SendAttempt:
    """The send gate, from Slack. The ticket comes from the stored check; the text is the
    exact text in the user's box (or the stored draft); the role is the clicking user's.
    `guard.send.send` reruns the full check, so the earlier verdict is never trusted."""
    row = check_for(deps, check_hash, user)
    text = draft if draft is not None else str(row["draft"])
    scope = {**stored_scope(row), **(scope or {})}
    req = CheckRequest(
        ticket_id=ticket_of(row),
        draft=text,
        now=deps.now(),
        role=deps.role(user),
        scope=scope,
        user=user,
    )
    outcome = send(
        deps.service,
        deps.store,
        req,
        user,
        acknowledged=acknowledged,
        idempotency_key=idempotency_key(str(row["check_hash"]), user, text, scope),
    )
    # A duplicate has no new recheck: show the stored check, never one made for a role that
    # could see more than this user (stored_result reruns it as them).
    result = outcome.result or stored_result(deps, check_hash, user)[1]
    posted = False
    if outcome.status == "sent" and deps.config.inbox_channel:
        try:
            posted = post_sent_reply(client, deps, result, text, user)
        except Exception:  # the reply is sent; only its copy in the channel is missing
            log.exception("Posting the sent reply for %s failed (user %s)", result.ticket_id, user)
    return SendAttempt(outcome, result, text, scope, posted)


def post_sent_reply(
    client: WebClient, deps: Deps, result: CheckResult, text: str, user: str
) -> bool:
    """Post the sent reply in the ticket's thread in the inbox channel (one root per ticket)."""
    channel = deps.config.inbox_channel
    assert channel is not None
    ticket = deps.ticket(result.ticket_id)
    ts = deps.threads.get(channel, ticket.id)
    if ts is None:
        root = call(
            "chat.postMessage",
            user,
            client.chat_postMessage,
            channel=channel,
            **thread_root_message(ticket),
        )
        if root is None or not root.get("ts"):
            return False
        ts = deps.threads.claim(channel, ticket.id, str(root["ts"]))
        if ts != root["ts"]:  # another instance won the race: keep one thread
            call("chat.delete", user, client.chat_delete, channel=channel, ts=root["ts"])
    reply = call(
        "chat.postMessage",
        user,
        client.chat_postMessage,
        channel=channel,
        thread_ts=ts,
        **sent_reply_message(ticket.id, text, user, result.check_hash),
    )
    return reply is not None
