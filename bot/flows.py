"""What the handlers do, between Slack's payloads and the guard services.

Everything a click needs is re-read here from the store (the check row behind a hash, the
user's role, the workspace), because any instance may receive any click. No policy lives
here either: checks go through `CheckService`, sends through `guard.send.send`.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, TypeVar

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError
from slack_sdk.web import SlackResponse

from bot import ids
from bot.blocks.changes import Change, explain_change
from bot.blocks.common import failed_view, notice_message, notice_view
from bot.blocks.home import home_view
from bot.blocks.inbox import sent_reply_message, thread_root_message
from bot.blocks.kit import Block
from bot.blocks.trust import gap_blocks, pending_blocks
from bot.config import BotConfig
from bot.identity import role_of
from bot.queue import CheckQueue
from bot.threads import ThreadIndex
from guard.catalogue import ScopeDimension
from guard.check import CheckRequest, CheckService, Progress, ProgressFn
from guard.conflicts import ConflictService, RegisterResult
from guard.engine.headlines import NO_TICKET
from guard.metrics import impact
from guard.models import CheckResult, Role, Source, Ticket
from guard.runtime import Runtime
from guard.send import SendOutcome, send
from guard.sourcediff import OutcomeChange, changed_sources, outcome_change
from guard.store import Store, draft_hash, may_review
from guard.trust import answers as trust_answers
from guard.trust.gaps import register as gap_register
from guard.workspace import visible

log = logging.getLogger("answerguard.bot")


@dataclass
class Deps:
    """What every handler needs; handed to `register(app, deps)` so nothing is global."""

    runtime: Runtime
    config: BotConfig
    clock: Callable[[], datetime]
    threads: ThreadIndex
    #: Where checks run after the ack (bot/queue.py), never in a listener thread.
    checks: CheckQueue = field(default_factory=lambda: CheckQueue(executor=_inline()))

    @property
    def store(self) -> Store:
        return self.runtime.store

    @property
    def service(self) -> CheckService:
        return self.runtime.service

    @property
    def personas(self) -> bool:
        return self.config.demo_personas

    def now(self) -> datetime:
        return self.clock()

    def role(self, user: str) -> Role:
        return role_of(user, self.store, self.config)

    def tickets(self) -> list[Ticket]:
        return list(self.store.workspace().tickets.values())

    def ticket(self, ticket_id: str) -> Ticket:
        return self.store.workspace().ticket(ticket_id)

    def ticket_or_none(self, ticket_id: str | None) -> Ticket | None:
        """The ticket of a stored check; None for a check made without one."""
        if not ticket_id or ticket_id == NO_TICKET:
            return None
        return self.ticket(ticket_id)

    def dimensions(self) -> tuple[ScopeDimension, ...]:
        return self.store.workspace().catalogue.scopes

    def sources_for(self, role: Role) -> list[Source]:
        """Only what this role may see; everything shown in Slack starts from here."""
        return visible(self.store.workspace().sources, role)


class _Inline(Executor):
    """Runs a job where it is submitted: the default for a Deps built by hand (tests)."""

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
        f: Future = Future()
        try:
            f.set_result(fn(*args, **kwargs))
        except BaseException as e:
            f.set_exception(e)
        return f


def _inline() -> Executor:
    return _Inline()


# --- payload reading -------------------------------------------------------------------------


def user_of(body: dict[str, Any]) -> str | None:
    """The authenticated user Slack put in the payload (never anything the user typed)."""
    user = body.get("user")
    if isinstance(user, dict) and isinstance(user.get("id"), str):
        return user["id"]
    uid = body.get("user_id")
    return uid if isinstance(uid, str) and uid else None


def state_values(body: dict[str, Any]) -> dict[str, Any]:
    view = body.get("view")
    if isinstance(view, dict):
        values = (view.get("state") or {}).get("values")
    else:
        values = (body.get("state") or {}).get("values")
    return values if isinstance(values, dict) else {}


def find_input(values: dict[str, Any], action_id: str) -> tuple[str | None, dict[str, Any]]:
    """(block id, element state) of an input by action id: block ids carry a suffix."""
    for block_id, elements in values.items():
        if isinstance(elements, dict) and isinstance(elements.get(action_id), dict):
            return block_id, elements[action_id]
    return None, {}


def text_input(values: dict[str, Any], action_id: str) -> str | None:
    value = find_input(values, action_id)[1].get("value")
    return value if isinstance(value, str) else None


def selected(values: dict[str, Any], action_id: str) -> str | None:
    option = find_input(values, action_id)[1].get("selected_option")
    return option.get("value") if isinstance(option, dict) else None


def scope_from_state(values: dict[str, Any]) -> dict[str, str]:
    """The scope dropdowns' choices: dimension → value, for every dimension chosen."""
    prefix = f"{ids.INPUT_SCOPE}:"
    out: dict[str, str] = {}
    for elements in values.values():
        if not isinstance(elements, dict):
            continue
        for action_id, state in elements.items():
            if not (isinstance(action_id, str) and action_id.startswith(prefix)):
                continue
            option = state.get("selected_option") if isinstance(state, dict) else None
            value = option.get("value") if isinstance(option, dict) else None
            if isinstance(value, str) and value:
                out[action_id[len(prefix) :]] = value
    return out


def stored_scope(row: dict[str, Any]) -> dict[str, str]:
    """The scope a stored check ran with (its result says; older rows only knew the rail)."""
    try:
        scope = json.loads(row["result"]).get("scope") or {}
    except (TypeError, ValueError, KeyError):
        scope = {}
    if not scope and row.get("rail"):
        scope = {"rail": str(row["rail"])}
    return {str(k): str(v) for k, v in scope.items()}


def ticket_of(row: dict[str, Any]) -> str | None:
    tid = row.get("ticket_id")
    return None if not tid or tid == NO_TICKET else str(tid)


def checked(values: dict[str, Any], action_id: str) -> set[str]:
    options = find_input(values, action_id)[1].get("selected_options") or []
    return {o.get("value") for o in options if isinstance(o, dict)}


def action_value(body: dict[str, Any]) -> str:
    acts = body.get("actions") or [{}]
    value = acts[0].get("value") if isinstance(acts[0], dict) else None
    return value if isinstance(value, str) else ""


def view_of(body: dict[str, Any]) -> dict[str, Any] | None:
    view = body.get("view")
    return view if isinstance(view, dict) else None


# --- Slack calls ---------------------------------------------------------------------------


def call(
    method: str, user: str | None, fn: Callable[..., SlackResponse], **kwargs: Any
) -> SlackResponse | None:
    """One Web API call. A failure (rate limit after retries, expired trigger, closed view)
    is logged with who and what, and never takes the handler down."""
    try:
        return fn(**kwargs)
    except SlackApiError as e:
        err = e.response.get("error") if e.response is not None else str(e)
        log.warning(
            "Slack %s failed for user %s: %s (%s)",
            method,
            user,
            err,
            {k: v for k, v in kwargs.items() if k in ("view_id", "channel", "trigger_id")},
        )
    except Exception:  # the network, the mock, anything: logged, the app keeps running
        log.exception("Slack %s failed for user %s", method, user)
    return None


def open_modal(
    deps: Deps,
    client: WebClient,
    user: str | None,
    trigger: str | None,
    view: dict[str, Any],
    *,
    push: bool = False,
) -> dict[str, Any] | None:
    """Open (or push) a modal for `user` and remember it is theirs, so a later update of it by
    id can be checked against the clicking user. Returns the opened view (its `id` and
    `hash`), or None when Slack refused (an expired trigger) or failed."""
    if not trigger:
        log.warning("No trigger to open a view for user %s", user)
        return None
    method, fn = ("views.push", client.views_push) if push else ("views.open", client.views_open)
    resp = call(method, user, fn, trigger_id=trigger, view=view)
    opened = resp.get("view") if resp is not None else None
    if not (isinstance(opened, dict) and isinstance(opened.get("id"), str)):
        return None
    if user:
        deps.store.remember_view(opened["id"], user, deps.now())
    return opened


def update_modal(
    deps: Deps,
    client: WebClient,
    user: str | None,
    view_id: Any,
    view: dict[str, Any],
    *,
    trigger: str | None = None,
    hash: str | None = None,
) -> None:
    """Update a modal by id, only if it is `user`'s: a view id in a payload is no key to
    someone else's screen. Otherwise the new view goes on top of the user's own (`trigger`)
    or, without one, nowhere; either way it is logged. With `hash` (the version a click was
    made on), Slack refuses the update if the view has changed since (`hash_conflict`,
    logged): a stale click changes nothing. (`bot.screens.OnScreen` follows a view's hash
    across several updates.)"""
    if user and isinstance(view_id, str) and deps.store.view_owner(view_id) == user:
        kwargs = {"hash": hash} if isinstance(hash, str) and hash else {}
        call("views.update", user, client.views_update, view_id=view_id, view=view, **kwargs)
        return
    log.warning("View %r is not a view of user %s; not updated", view_id, user)
    if trigger:
        open_modal(deps, client, user, trigger, view, push=True)


def tell(client: WebClient, body: dict[str, Any], respond: Any, text: str, deps: Deps) -> None:
    """Answer on the surface that was clicked: the message (via response_url), or a small
    modal over the modal or the Home tab."""
    user = user_of(body)
    if body.get("response_url"):
        msg = notice_message(text, personas=deps.personas)
        try:
            respond(response_type="ephemeral", replace_original=False, **msg)
            return
        except Exception:
            log.exception("respond failed for user %s", user)
    trigger = body.get("trigger_id")
    if not trigger:
        log.warning("No surface to tell user %s: %s", user, text)
        return
    view = notice_view("AnswerGuard", text, personas=deps.personas)
    current = view_of(body)
    if current is not None and current.get("type") == "modal":
        call("views.push", user, client.views_push, trigger_id=trigger, view=view)
    else:
        call("views.open", user, client.views_open, trigger_id=trigger, view=view)


# --- failures -------------------------------------------------------------------------------

#: What a user is told when a handler fails on our side (a locked or broken database, a bug):
#: never silence, and never a claim that something happened when it may not have.
NOTHING_SENT = "Something went wrong on our side. Nothing was sent; try again in a moment."
DRAFT_KEPT = (
    "Something went wrong on our side. Nothing was sent; your draft is below, press Check again."
)
NOT_SAVED = (
    "Not saved — your text is below. Something went wrong on our side; press Save again in a "
    "moment."
)
SAVED_THEN_FAILED = (
    "Your save went through, but something went wrong afterwards; open the source again to see it."
)

Listener = TypeVar("Listener", bound=Callable[..., None])


def payload_of(kwargs: dict[str, Any]) -> dict[str, Any]:
    for name in ("body", "command", "shortcut", "event"):
        if isinstance(kwargs.get(name), dict):
            return kwargs[name]
    return {}


def answers_failures(
    deps: Deps, text: str = NOTHING_SENT, *, after_ack: str | None = None
) -> Callable[[Listener], Listener]:
    """Wrap a listener so that any exception it did not answer itself is logged (with who and
    where) and answered: `text` if Slack has not been acknowledged yet, `after_ack` (default
    `text`) if it has. Handlers answer the failures they expect (`GuardError`) themselves.

    Bolt reads the wrapped function's parameter names to decide what to pass, so the wrapper
    takes them all as keywords and hands them on unchanged."""

    def wrap(fn: Listener) -> Listener:
        @functools.wraps(fn)
        def listener(**kwargs: Any) -> None:
            try:
                fn(**kwargs)
            except Exception:
                answer_failure(deps, kwargs, text, after_ack or text, fn.__name__)

        return listener  # type: ignore[return-value]

    return wrap


def answer_failure(deps: Deps, kwargs: dict[str, Any], before: str, after: str, where: str) -> None:
    """Log the exception being handled and tell the user on the surface they used."""
    body, ack = payload_of(kwargs), kwargs.get("ack")
    client, respond = kwargs.get("client"), kwargs.get("respond")
    user = user_of(body)
    log.exception("%s failed for user %s", where, user)
    p = deps.personas
    try:
        if ack is not None and getattr(ack, "response", None) is None:
            if body.get("type") == "view_submission":
                view = failed_view(view_of(body) or {}, state_values(body), before)
                ack(response_action="update", view=view)
            elif body.get("command"):
                ack(**notice_message(before, personas=p))
            else:
                ack()
                tell(client, body, respond, before, deps)  # type: ignore[arg-type]
        elif body.get("command") and respond is not None:
            respond(response_type="ephemeral", **notice_message(after, personas=p))
        elif client is not None:
            tell(client, body, respond, after, deps)
    except Exception:
        log.exception("Could not tell user %s that %s failed", user, where)


# --- checks ----------------------------------------------------------------------------------


#: A check faster than this shows no intermediate steps: the verdict replaces the view at once,
#: and Slack is spared the extra calls. A live check crosses it and the steps advance.
PROGRESS_AFTER_S = 0.5


def slow_check_progress(
    show: Callable[[bool, int], None], after: float = PROGRESS_AFTER_S
) -> ProgressFn:
    """A progress hook that updates the "Checking…" view at most twice — when the draft has
    been read and when every source has — and only once the check has taken `after` seconds."""
    start = time.monotonic()
    shown: set[str] = set()

    def on_progress(p: Progress) -> None:
        if p.applying_rules or time.monotonic() - start < after:
            return
        step = "sources" if p.sources_read >= p.sources_total else "draft" if p.draft_read else ""
        if step and step not in shown:
            shown.add(step)
            show(p.draft_read, p.sources_read)

    return on_progress


def check_and_record(
    deps: Deps, req: CheckRequest, purpose: str = "check", progress: ProgressFn | None = None
) -> CheckResult:
    result = deps.service.check(req, progress=progress)
    deps.store.record_check(result, req.draft, req.user, purpose=purpose)
    return result


def check_for(deps: Deps, check_hash: str, user: str) -> dict[str, Any]:
    """The stored check behind a button, only if `user` made it (an ops lead may open anyone's).
    A hash is no key: a copied or crafted one finds nothing, exactly like an unknown one."""
    who = None if deps.role(user) == "ops_lead" else user
    return deps.store.check_row(check_hash, who=who)


def stored_result(deps: Deps, check_hash: str, user: str) -> tuple[dict[str, Any], CheckResult]:
    """The stored check behind a button. A result made for a role that could see more than
    this user (their own check from before a role change) is not shown: it is rerun as them."""
    row = check_for(deps, check_hash, user)
    result = CheckResult.model_validate_json(row["result"])
    role = deps.role(user)
    if result.role != role and role != "ops_lead":
        result = check_and_record(deps, rerun_request(deps, row, user), purpose="view")
    return row, result


def rerun_request(deps: Deps, row: dict[str, Any], user: str) -> CheckRequest:
    """The stored check's ticket, scope and draft, checked again now as `user`."""
    return CheckRequest(
        ticket_id=ticket_of(row),
        draft=row["draft"],
        now=deps.now(),
        role=deps.role(user),
        scope=stored_scope(row),
        user=user,
    )


#: How many of the user's recent checks a source edit reruns (distinct ticket and draft).
RECHECKS_AFTER_EDIT = 3


@dataclass(frozen=True)
class Recheck:
    """What a source edit did to the user's recent checks."""

    change: Change | None = None  # the last check, in one line
    ticket_id: str | None = None
    note: str | None = None
    #: Every rerun check whose outcome changed: (ticket, old → new with the source diff).
    outcomes: tuple[tuple[str, OutcomeChange], ...] = ()
    #: The last check is the first of `outcomes` and its one line says nothing the diff does
    #: not ("the deciding rule now gives …"), so the line gives way.
    last_changed: bool = False


def rerun_last_check(deps: Deps, user: str, limit: int = RECHECKS_AFTER_EDIT) -> Recheck:
    """After a source edit: rerun the user's recent checks (the last one first, each distinct
    ticket and draft once), say what changed for the last one, and for every one whose outcome
    changed show the rule that now decides and the words of the sources that moved it."""
    rows = deps.store.recent_checks(limit=20, who=user)
    if not rows:
        return Recheck(note="You have no earlier check to re-run. Reply to a ticket to run one.")
    role = deps.role(user)
    seen: set[tuple[Any, Any]] = set()
    first: Recheck | None = None
    outcomes: list[tuple[str, OutcomeChange]] = []
    for listed in rows:
        key = (listed["ticket_id"], listed["draft"])
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > limit:
            break
        row = deps.store.check_row(str(listed["check_hash"]), who=user)
        old = CheckResult.model_validate_json(row["result"])
        new = check_and_record(deps, rerun_request(deps, row, user), purpose="recheck")
        if old.role != role and role != "ops_lead":
            if first is None:
                first = Recheck(
                    Change(f"Now {new.decision}", new.headline),
                    new.ticket_id,
                    "Your role changed since that check, so only the new result is shown.",
                )
            continue
        if first is None:
            first = Recheck(explain_change(old, new), new.ticket_id)
        wanted = [(s, v) for s, a, b in changed_sources(old, new) for v in (a, b)]
        moved = outcome_change(old, new, deps.store.bodies(wanted, role))
        if moved is not None:
            outcomes.append((new.ticket_id or "your draft", moved))
            if len(seen) == 1 and first.change is not None and not first.change.specific:
                first = replace(first, last_changed=True)
    assert first is not None
    return replace(first, outcomes=tuple(outcomes))


# --- sending ---------------------------------------------------------------------------------


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


# --- the App Home -------------------------------------------------------------------------------


def visible_flags(deps: Deps, role: Role, limit: int = 20) -> list[dict[str, Any]]:
    """Flags this user may see: an ops lead's check may rest on sources an agent can't see."""
    flags = deps.store.flags(limit)
    if role == "ops_lead":
        return flags
    return [f for f in flags if f["role"] != "ops_lead"]


def sent_by_ticket(deps: Deps) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for row in deps.store.outbox():
        out.setdefault(str(row["ticket_id"]), []).append(str(row["text"]))
    return out


def register_for_home(deps: Deps, user: str, role: Role) -> RegisterResult | None:
    """The Conflict Register for an ops lead's Home; a failure leaves the section out."""
    if role != "ops_lead":
        return None
    try:
        return ConflictService(deps.service).register(role, deps.now(), user)
    except Exception:
        log.exception("Could not compute the Conflict Register for %s", user)
        return None


def home_for(deps: Deps, user: str) -> dict[str, Any]:
    role = deps.role(user)
    return home_view(
        role=role,
        ai_mode=deps.runtime.settings.ai_mode,
        personas=deps.personas,
        tickets=deps.tickets(),
        sent=sent_by_ticket(deps),
        recent=deps.store.recent_checks(limit=6, who=user),
        impact=impact(deps.store),
        flags=visible_flags(deps, role),
        sources=deps.sources_for(role) if role == "ops_lead" else None,
        trust=trust_home(deps, role),
        conflicts=register_for_home(deps, user, role),
        can_review=may_review(role),
        catalogue_problem=catalogue_problem(deps) if role == "ops_lead" else None,
    )


def catalogue_problem(deps: Deps) -> str | None:
    """Why an edited answerguard.yaml is not in use (ops leads see it on the Home tab)."""
    watch = deps.runtime.watch
    return watch.problem.text() if watch is not None and watch.problem is not None else None


def trust_home(deps: Deps, role: Role) -> list[list[Block]] | None:
    """The ops lead's trust-loop sections: replies the sources now contradict (exposure
    replay), knowledge gaps, answers waiting for approval."""
    if role != "ops_lead":
        return None
    from bot.blocks.exposure import exposure_blocks
    from guard.trust.exposure import ExposureService

    catalogue = deps.store.workspace().catalogue
    pending = trust_answers.answers(deps.store, role, pending_only=True)
    exposed = ExposureService(deps.service, deps.store).exposures(role)
    return [
        exposure_blocks(exposed),
        gap_blocks(gap_register(deps.store, catalogue, role)),
        pending_blocks(pending, catalogue),
    ]


def publish_home(client: WebClient, deps: Deps, user: str | None) -> None:
    """Republish after a change; a failure only means a stale Home tab, so it is logged."""
    if not user:
        return
    try:
        view = home_for(deps, user)
    except Exception:
        log.exception("Could not build the Home tab for %s", user)
        return
    call("views.publish", user, client.views_publish, user_id=user, view=view)
