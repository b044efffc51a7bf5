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
from bot.flows.calls import dm, show_view, tell
from bot.flows.checks import stored_result
from bot.flows.deps import Deps
from bot.flows.failures import NOT_SAVED
from bot.flows.home import publish_home
from bot.flows.listen import guarded
from bot.flows.owners import owner_name, owners_for
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
from guard.errors import GuardError
from guard.kb.catalogue import Catalogue
from guard.models import Source
from guard.trust import answers as trust

#: After the ack of a submission, the question or answer is stored: only telling people failed.
STORED_THEN_FAILED = (
    "It was kept, but something went wrong afterwards, so the other person may not have been "
    "told. Tell them directly."
)
log = logging.getLogger("answerguard.bot")

ERROR_CHARS = 1000


def register(app: App, deps: Deps) -> None:
    app.action(ids.ACTION_ASK_OWNER)(guarded(deps, on_ask_owner))
    app.view(ids.VIEW_ASK_OWNER)(guarded(deps, submit_ask_owner, after_ack=STORED_THEN_FAILED))
    app.action(ids.ACTION_ANSWER_QUESTION)(guarded(deps, on_answer))
    submit = guarded(deps, submit_answer, NOT_SAVED, after_ack=STORED_THEN_FAILED)
    app.view(ids.VIEW_CAPTURE_ANSWER)(submit)
    app.action(ids.ACTION_APPROVE_ANSWER)(guarded(deps, on_approve))


def selected_user(values: dict[str, Any], action_id: str) -> str | None:
    user = find_input(values, action_id)[1].get("selected_user")
    return user if isinstance(user, str) and user else None


def catalogue(deps: Deps) -> Catalogue:
    return deps.store.sources.workspace().catalogue


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


def on_ask_owner(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    user = user_of(body) or ""
    try:
        row, result = stored_result(deps, action_value(body), user)
    except GuardError as e:
        tell(client, body, respond, e.message, deps)
        return
    cat = catalogue(deps)
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


def submit_ask_owner(deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient) -> None:
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
        rid = trust.ask_owner(deps.store, catalogue(deps), q, user, person, deps.now())
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
    if not dm(client, person, question_dm(req, catalogue(deps)), user):
        log.warning("Could not DM question #%s to %s", rid, person)


def on_answer(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
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
        deps, client, body, capture_view(req, catalogue(deps), personas=deps.personas), push=True
    )


def submit_answer(deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient) -> None:
    """The owner's answer modal: validated in the ack, then captured (or forwarded) and the
    people concerned told by DM."""
    user = user_of(body) or ""
    values = state_values(body)
    text = text_input(values, ids.INPUT_ANSWER) or ""
    errors = answer_errors(values, text)
    if errors:
        ack(response_action="errors", errors=errors)
        return
    try:
        req, done = capture_answer(deps, user, read_metadata(view_of(body)), values, text)
    except GuardError as e:
        ack(response_action="errors", errors={ids.BLOCK_ANSWER: clip(e.message, ERROR_CHARS)})
        return
    if done.source is None:
        tell_forwarded(deps, ack, client, user, req, done, text)
    else:
        tell_captured(deps, ack, client, user, req, done.source, values)


def answer_errors(values: dict[str, Any], text: str) -> dict[str, str]:
    """What the answer modal is missing, under each field (empty: nothing)."""
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
    return errors


def capture_answer(
    deps: Deps, user: str, meta: dict[str, Any], values: dict[str, Any], text: str
) -> tuple[dict[str, Any], trust.Captured]:
    """The question the modal answers, read again (still open, still this user's), and the
    answer captured or forwarded."""
    req = trust.request(deps.store, int(meta.get("r") or 0))
    if req["asked_of"] != user or req["status"] != "open":
        raise GuardError("This question is no longer yours to answer.")
    sources = deps.store.sources.workspace().sources
    done = trust.capture(
        deps.store,
        catalogue(deps),
        trust.Capture(
            topic=selected(values, ids.INPUT_TOPIC) or str(req["topic"]),
            scope=dict(req["scope"]),
            text=text,
            author=user,
            certainty=str(selected(values, ids.INPUT_CERTAINTY)),
            shareable=selected(values, ids.INPUT_SHAREABLE) == "yes",
            confirmer=selected_user(values, ids.INPUT_CONFIRMER),
            request_id=int(req["id"]),
            author_name=owner_name(list(sources), user),
        ),
        deps.now(),
    )
    return req, done


def tell_forwarded(
    deps: Deps,
    ack: Ack,
    client: WebClient,
    user: str,
    req: dict[str, Any],
    done: trust.Captured,
    text: str,
) -> None:
    """The question went on to someone else: they get it, the asker hears so."""
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
    dm(client, done.forwarded_to, question_dm(fwd, catalogue(deps), forwarded_note=text), user)
    dm(client, str(req["asked_by"]), forwarded_dm(done.forwarded_to), user)


def tell_captured(
    deps: Deps,
    ack: Ack,
    client: WebClient,
    user: str,
    req: dict[str, Any],
    source: Source,
    values: dict[str, Any],
) -> None:
    """The answer is kept as a source: the asker is told, the confirmer asked to approve."""
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
    confirmer = selected_user(values, ids.INPUT_CONFIRMER)
    if confirmer and (shareable_text or deps.role(confirmer) == "ops_lead"):
        # An ops-only answer is never shown to someone who may not see it; the ops Home
        # lists it for approval either way.
        dm(client, confirmer, approval_dm(source, user, show_text=True), user)


def on_approve(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
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
