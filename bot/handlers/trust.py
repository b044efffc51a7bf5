"""The trust loop in Slack: Ask an owner → DM → the owner's answer modal → capture (or
forward) → Approve (ops leads, never the author).

Every click and submission re-reads what it needs from the store (the check behind a hash,
the question behind an id) and looks the user's role up again; buttons carry only ids.
Services live in guard/trust; this module reads payloads, calls them and answers in Slack.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.common import notice_view
from bot.blocks.kit import clip, read_metadata
from bot.blocks.trust import (
    answered_dm,
    approval_dm,
    approved_dm,
    ask_owner_view,
    capture_view,
    forwarded_dm,
    gap_claim,
    question_dm,
    question_scope,
)
from bot.flows.asked import NOT_ON_RECORD, asked_question, owner_question
from bot.flows.calls import call, tell
from bot.flows.checks import stored_result
from bot.flows.deps import Deps
from bot.flows.failures import NOT_SAVED, answers_failures
from bot.flows.home import publish_home
from bot.flows.payload import (
    action_value,
    find_input,
    selected,
    state_values,
    text_input,
    ticket_of,
    user_of,
    view_of,
)
from bot.handlers.actions import show_view
from guard.catalogue import Catalogue
from guard.errors import GuardError
from guard.models import CheckResult, Source
from guard.trust import answers as trust

#: After the ack of a submission, the question or answer is stored: only telling people failed.
STORED_THEN_FAILED = (
    "It was kept, but something went wrong afterwards, so the other person may not have been "
    "told. Tell them directly."
)
log = logging.getLogger("answerguard.bot")

ERROR_CHARS = 1000


def selected_user(values: dict[str, Any], action_id: str) -> str | None:
    user = find_input(values, action_id)[1].get("selected_user")
    return user if isinstance(user, str) and user else None


def open_dm(client: WebClient, user: str, by: str | None = None) -> str | None:
    """The DM channel with `user` (needs the im:write scope)."""
    resp = call("conversations.open", by, client.conversations_open, users=user)
    channel = (resp.get("channel") or {}) if resp is not None else {}
    cid = channel.get("id") if isinstance(channel, dict) else None
    return cid if isinstance(cid, str) and cid else None


def dm(client: WebClient, user: str, msg: dict[str, Any], by: str | None = None) -> bool:
    channel = open_dm(client, user, by)
    if channel is None:
        return False
    return call("chat.postMessage", by, client.chat_postMessage, channel=channel, **msg) is not None


def owners_for(deps: Deps, result: CheckResult, user: str) -> list[tuple[str, str]]:
    """(Slack id, name) of the people to offer: owners of the sources on the topic in the
    verdict first, then `owners_on` the topic."""
    claim = gap_claim(result)
    topic = claim.draft_claim.topic if claim is not None else None
    by_id = {s.id: s for s in deps.sources_for(deps.role(user))}
    first = [
        (s.signals.owner.slack, f"{s.signals.owner.name} (owns {s.id})")
        for c in result.claims
        if c.draft_claim.topic == topic
        for ev in c.evidence
        if (s := by_id.get(ev.source.id)) is not None
    ]
    return owners_on(deps, user, topic, first)


def owners_on(
    deps: Deps, user: str, topic: str | None, first: list[tuple[str | None, str]] | None = None
) -> list[tuple[str, str]]:
    """(Slack id, name) of the people to offer: `first`, then those asked about the topic
    before, then the other owners — only of sources this user may see. The user themself is
    left out."""
    seen: dict[str, str] = {}

    def add(uid: str | None, name: str) -> None:
        if uid and uid != user and uid not in seen:
            seen[uid] = name

    visible = deps.sources_for(deps.role(user))
    for uid, name in first or []:
        add(uid, name)
    if topic:
        for uid in trust.asked_of(deps.store, topic):
            add(uid, f"{owner_name(visible, uid) or uid} (asked before)")
    for s in visible:
        add(s.signals.owner.slack, f"{s.signals.owner.name} (owns {s.id})")
    return list(seen.items())[:100]


def owner_name(sources: list[Source], uid: str) -> str | None:
    return next((s.signals.owner.name for s in sources if s.signals.owner.slack == uid), None)


def asked_of_check(
    deps: Deps, meta: dict[str, Any], topic: str | None, question: str, user: str
) -> trust.Question:
    """The question the ask-an-owner modal puts, read again from what it was opened on: a
    recorded unanswered question (`q`), or a check (`h`), as this user may read it."""
    if "q" in meta:
        row = asked_question(deps, meta.get("q"), user)
        if row is None:
            raise GuardError(NOT_ON_RECORD)
        return owner_question(deps, row, topic, question)
    row, result = stored_result(deps, str(meta.get("h") or ""), user)
    gap = gap_claim(result)
    return trust.Question(
        topic=topic or "",
        words=gap.draft_claim.span if gap is not None else str(row["draft"]),
        scope=question_scope(result),
        question=question,
        draft=str(row["draft"]),
        ticket_id=ticket_of(row),
        check_hash=result.check_hash,
        reason_code=result.reason_code,
    )


def register(app: App, deps: Deps) -> None:
    def catalogue() -> Catalogue:
        return deps.store.workspace().catalogue

    @app.action(ids.ACTION_ASK_OWNER)
    @answers_failures(deps)
    def on_ask_owner(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        user = user_of(body) or ""
        try:
            row, result = stored_result(deps, action_value(body), user)
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        cat = catalogue()
        claim = gap_claim(result)
        topic = claim.draft_claim.topic if claim is not None else ""
        question = (
            trust.default_question(cat, topic, question_scope(result))
            if cat.governs(topic)
            else f"Is this right: “{claim.draft_claim.span if claim else row['draft']}”?"
        )
        ticket_id = ticket_of(row)
        if ticket_id:
            with contextlib.suppress(GuardError):
                question += f"\nThe customer wrote: “{deps.ticket(ticket_id).message}”"
        view = ask_owner_view(
            result,
            str(row["draft"]),
            cat,
            owners_for(deps, result, user),
            question,
            personas=deps.personas,
        )
        show_view(deps, client, body, view, push=True)

    @app.view(ids.VIEW_ASK_OWNER)
    @answers_failures(deps, after_ack=STORED_THEN_FAILED)
    def submit_ask_owner(ack: Ack, body: dict[str, Any], client: WebClient) -> None:
        user = user_of(body) or ""
        values = state_values(body)
        meta = read_metadata(view_of(body))
        person = selected_user(values, ids.INPUT_PERSON) or selected(values, ids.INPUT_OWNER)
        if not person:
            ack(
                response_action="errors",
                errors={ids.BLOCK_PERSON: "Pick the person to ask."},
            )
            return
        if person == user:
            ack(response_action="errors", errors={ids.BLOCK_PERSON: "Pick someone else."})
            return
        question = text_input(values, ids.INPUT_QUESTION) or ""
        topic = selected(values, ids.INPUT_TOPIC)
        try:
            q = asked_of_check(deps, meta, topic, question, user)
            rid = trust.ask_owner(deps.store, catalogue(), q, user, person, deps.now())
        except GuardError as e:
            ack(
                response_action="errors",
                errors={ids.BLOCK_QUESTION: clip(e.message, ERROR_CHARS)},
            )
            return
        ack(
            response_action="update",
            view=notice_view(
                "Asked",
                f"Question #{rid} sent. Their answer will come back to you here, and is kept "
                "as a source of its own.",
                personas=deps.personas,
            ),
        )
        req = trust.request(deps.store, rid)
        if not dm(client, person, question_dm(req, catalogue()), user):
            log.warning("Could not DM question #%s to %s", rid, person)

    @app.action(ids.ACTION_ANSWER_QUESTION)
    @answers_failures(deps)
    def on_answer(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        user = user_of(body) or ""
        try:
            req = trust.request(deps.store, int(action_value(body) or "0"))
        except (GuardError, ValueError):
            tell(client, body, respond, "This question no longer exists.", deps)
            return
        if req["asked_of"] != user:
            tell(client, body, respond, "This question was put to someone else.", deps)
            return
        if req["status"] != "open":
            done = f" ({req['source_id']})" if req.get("source_id") else ""
            tell(client, body, respond, f"This question was already {req['status']}{done}.", deps)
            return
        show_view(
            deps, client, body, capture_view(req, catalogue(), personas=deps.personas), push=True
        )

    @app.view(ids.VIEW_CAPTURE_ANSWER)
    @answers_failures(deps, NOT_SAVED, after_ack=STORED_THEN_FAILED)
    def submit_answer(ack: Ack, body: dict[str, Any], client: WebClient) -> None:
        user = user_of(body) or ""
        values = state_values(body)
        meta = read_metadata(view_of(body))
        text = text_input(values, ids.INPUT_ANSWER) or ""
        certainty = selected(values, ids.INPUT_CERTAINTY)
        shareable = selected(values, ids.INPUT_SHAREABLE)
        confirmer = selected_user(values, ids.INPUT_CONFIRMER)
        errors: dict[str, str] = {}
        if certainty not in trust.CERTAINTIES:
            errors[ids.BLOCK_CERTAINTY] = "Say how sure you are."
        if shareable not in ("yes", "no"):
            errors[ids.BLOCK_SHAREABLE] = "Say whether agents may tell customers."
        if certainty == "needs_someone_else" and not confirmer:
            errors[ids.BLOCK_CONFIRMER] = "Pick the person to forward the question to."
        if certainty != "needs_someone_else" and not text.strip():
            errors[ids.BLOCK_ANSWER] = "Write your answer (or choose 'Needs someone else')."
        if errors:
            ack(response_action="errors", errors=errors)
            return
        try:
            req = trust.request(deps.store, int(meta.get("r") or 0))
            if req["asked_of"] != user or req["status"] != "open":
                raise GuardError("This question is no longer yours to answer.")
            sources = deps.store.workspace().sources
            done = trust.capture(
                deps.store,
                catalogue(),
                trust.Capture(
                    topic=selected(values, ids.INPUT_TOPIC) or str(req["topic"]),
                    scope=dict(req["scope"]),
                    text=text,
                    author=user,
                    certainty=str(certainty),
                    shareable=shareable == "yes",
                    confirmer=confirmer,
                    request_id=int(req["id"]),
                    author_name=owner_name(list(sources), user),
                ),
                deps.now(),
            )
        except GuardError as e:
            ack(response_action="errors", errors={ids.BLOCK_ANSWER: clip(e.message, ERROR_CHARS)})
            return
        if done.source is None:
            assert done.forwarded_to is not None and done.forward_request_id is not None
            ack(
                response_action="update",
                view=notice_view(
                    "Forwarded",
                    "Forwarded. Thanks: the person you named gets the question.",
                    personas=deps.personas,
                ),
            )
            fwd = trust.request(deps.store, done.forward_request_id)
            dm(client, done.forwarded_to, question_dm(fwd, catalogue(), forwarded_note=text), user)
            dm(client, str(req["asked_by"]), forwarded_dm(done.forwarded_to), user)
            return
        source = done.source
        ack(
            response_action="update",
            view=notice_view(
                "Answer kept",
                f"Thanks. Kept as {source.id}, word for word. Checks use it at once as an "
                "unverified source, and fully once a second person approves it.",
                personas=deps.personas,
            ),
        )
        shareable_text = source.signals.visibility == "everyone"
        asker = str(req["asked_by"])
        dm(
            client,
            asker,
            answered_dm(source, user, show_text=shareable_text or deps.role(asker) == "ops_lead"),
            user,
        )
        if confirmer and (shareable_text or deps.role(confirmer) == "ops_lead"):
            # An ops-only answer is never shown to someone who may not see it; the ops Home
            # lists it for approval either way.
            dm(client, confirmer, approval_dm(source, user, show_text=True), user)

    @app.action(ids.ACTION_APPROVE_ANSWER)
    @answers_failures(deps)
    def on_approve(ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond) -> None:
        ack()
        user = user_of(body) or ""
        sid = action_value(body)
        try:
            source = trust.approve(deps.store, sid, user, deps.now(), role=deps.role(user))
            row = trust.answer_row(deps.store, sid)
        except GuardError as e:
            tell(client, body, respond, e.message, deps)
            return
        tell(
            client,
            body,
            respond,
            f"Approved {source.id}: answered by {row['author']}, approved by you. It now "
            "governs with full standing.",
            deps,
        )
        if trust.is_slack_user(str(row["author"])):
            dm(client, str(row["author"]), approved_dm(source, user), user)
        publish_home(client, deps, user)
