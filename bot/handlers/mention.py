"""`@AnswerGuard <question>` in any channel the app is in (the `app_mention` event): `ask`,
answered in a thread, and *Ask an owner* on an UNANSWERED answer.

Bolt acks an event before its listener runs; the listener only reads the event and hands the
question to the check queue (bot/queue.py), where `ConflictService.ask` — the one `ask` the
CLI and `/answerguard ask` call — runs. The answer is a thread reply, which everyone in the
channel reads, so it is written for the least a reader may see: a support agent's view of
the sources. An ops lead who asks also gets their own view, as a reply only they can see.
An UNANSWERED answer is recorded for `gaps` (as the CLI does), and its *Ask an owner* button
carries only the recorded question's id.
"""

from __future__ import annotations

import functools
import logging
import re
from dataclasses import dataclass
from typing import Any

from slack_bolt import Ack, App, BoltContext, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.mention import MENTION_HELP, ask_owner_question_view, ask_reply, mention_notice
from bot.flows.ask import conflicts_of, links_for, parse_ask
from bot.flows.asked import NOT_ON_RECORD, asked_question, question_scope
from bot.flows.calls import call, show_view, tell
from bot.flows.deps import Deps
from bot.flows.listen import bind, guarded
from bot.flows.owners import owners_on
from bot.flows.payload import action_value, user_of
from bot.queue import BUSY_NOW
from guard.crosscheck.conflicts import AskRequest, AskResult
from guard.errors import GuardError
from guard.models import Role
from guard.trust.gaps import record_ask

log = logging.getLogger("answerguard.bot")

#: Who a thread reply is written for: anyone in the channel may read it.
CHANNEL_ROLE: Role = "support_agent"
FOR_YOU = (
    "Only you can see this: the answer with the sources only ops leads may see. The thread's "
    "answer above leaves them out."
)
PRIVATE_FAILED = (
    "Only you can see this: the answer above leaves out the sources only ops leads may see, "
    "and reading them failed. `/answerguard ask` answers you with them."
)


@dataclass(frozen=True)
class Thread:
    """Where the question was asked, and who asked it: every reply goes into this thread."""

    client: WebClient
    channel: str
    ts: str
    user: str

    def post(self, msg: dict[str, Any]) -> None:
        call(
            "chat.postMessage",
            self.user,
            self.client.chat_postMessage,
            channel=self.channel,
            thread_ts=self.ts,
            unfurl_links=False,
            unfurl_media=False,
            **msg,
        )

    def whisper(self, msg: dict[str, Any]) -> None:
        """A reply in the thread that only the asker sees."""
        to_asker = functools.partial(self.client.chat_postEphemeral, user=self.user)
        call(
            "chat.postEphemeral",
            self.user,
            to_asker,
            channel=self.channel,
            thread_ts=self.ts,
            **msg,
        )


def question_text(text: Any, bot_user: str | None) -> str:
    """The message without the app's own mention(s), still as Slack encoded it."""
    raw = text if isinstance(text, str) else ""
    if bot_user:
        raw = re.sub(rf"<@{re.escape(bot_user)}(?:\|[^>]*)?>", " ", raw)
    return re.sub(r"[ \t]{2,}", " ", raw).strip()


def thread_of(client: WebClient, event: dict[str, Any], bot_user: str | None) -> Thread | None:
    """The thread to answer in, or None for an event that is no person's question."""
    user, channel, ts = (event.get(k) for k in ("user", "channel", "ts"))
    if not (isinstance(user, str) and isinstance(channel, str) and isinstance(ts, str)):
        return None
    if not (user and channel and ts) or user == bot_user:
        return None
    thread = event.get("thread_ts")
    return Thread(client, channel, thread if isinstance(thread, str) and thread else ts, user)


def on_mention(deps: Deps, client: WebClient, event: dict[str, Any], bot_user: str | None) -> None:
    """Read the question and queue the answer; help for an empty mention, "busy" when the
    queue is full. Nothing slow runs here."""
    where = thread_of(client, event, bot_user)
    if where is None:
        return
    ticket_id, question = parse_ask(question_text(event.get("text"), bot_user))
    p = deps.personas
    if not question:
        where.post(mention_notice(MENTION_HELP, personas=p))
        return
    if not deps.checks.submit(lambda: answer(deps, where, ticket_id, question)):
        busy = BUSY_NOW.format(n=deps.checks.pending)
        where.post(mention_notice(f"{busy} Your question: {question}", personas=p))


def ask_as(deps: Deps, role: Role, where: Thread, ticket_id: str | None, q: str) -> AskResult:
    return conflicts_of(deps).ask(
        AskRequest(question=q, now=deps.now(), ticket_id=ticket_id, role=role, user=where.user)
    )


def answer(deps: Deps, where: Thread, ticket_id: str | None, question: str) -> None:
    """In the check queue: ask as the channel may read, record a gap, reply in the thread;
    then, for an ops lead, their own view (`answer_privately`)."""
    p = deps.personas
    try:
        result = ask_as(deps, CHANNEL_ROLE, where, ticket_id, question)
        recorded = record_ask(deps.store, result, where.user)
        reply = ask_reply(
            result,
            links_for(deps, result),
            ask_owner=recorded[0] if recorded else None,
            personas=p,
        )
        where.post(reply)
    except GuardError as e:
        where.post(mention_notice(f"{e.message}\nYour question, unchanged: {question}", personas=p))
        return
    except Exception:
        log.exception("ask from a mention failed for %s", where.user)
        failed = f"Something went wrong while asking. Your question: {question}"
        where.post(mention_notice(failed, personas=p))
        return
    role = deps.role(where.user)
    if role != CHANNEL_ROLE:
        answer_privately(deps, where, ticket_id, question, role, result)


def answer_privately(
    deps: Deps, where: Thread, ticket_id: str | None, question: str, role: Role, shown: AskResult
) -> None:
    """The asker's own view, for them alone, when it says more than the thread's answer
    (sources only their role may see changed it); nothing when it is the same."""
    try:
        own = ask_as(deps, role, where, ticket_id, question)
        if own.topics == shown.topics and own.owner_answers == shown.owner_answers:
            return
        msg = ask_reply(own, links_for(deps, own), note=FOR_YOU, personas=deps.personas)
    except Exception:
        log.exception("the private answer to a mention failed for %s", where.user)
        msg = mention_notice(PRIVATE_FAILED, personas=deps.personas)
    where.whisper(msg)


def register(app: App, deps: Deps) -> None:
    app.event("app_mention")(bind(deps, on_app_mention))
    app.action(ids.ACTION_ASK_OWNER_QUESTION)(guarded(deps, on_ask_owner_question))


def on_app_mention(
    deps: Deps, event: dict[str, Any], client: WebClient, context: BoltContext
) -> None:
    on_mention(deps, client, event, context.bot_user_id)


def on_ask_owner_question(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    """*Ask an owner* under an UNANSWERED answer: the same modal and submission as on a
    verdict, about the recorded question (read again by its id, for this user's role)."""
    ack()
    user = user_of(body) or ""
    row = asked_question(deps, action_value(body), user)
    if row is None:
        tell(client, body, respond, NOT_ON_RECORD, deps)
        return
    view = ask_owner_question_view(
        row,
        deps.store.sources.workspace().catalogue,
        owners_on(deps, user, str(row["topic"])),
        question_scope(deps, row),
        personas=deps.personas,
    )
    show_view(deps, client, body, view, push=True)
