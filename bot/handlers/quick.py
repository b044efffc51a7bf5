"""The quick check, `/answerguard check [TICKET] <draft>`: one answer on screen.

A slash command's response URL cannot replace the command's own ephemeral reply (Slack posts
a second message: bolt-python#1268, bolt-js#2287), so a "Checking…" reply would stay above
the verdict. Instead the command is acked with an empty body, which Slack shows as nothing,
and the check goes to the app's check queue:

- done within the grace (`BotConfig.quick_check_grace`, 1.5 s by default): the verdict is
  posted through the response URL as the one ephemeral message;
- still running then (a live model, a busy queue): the command's `trigger_id`, valid for 3 s
  after the command, opens a "Checking…" modal, which becomes the verdict (`views.update`
  with its id and hash) — the same blocks and next-step buttons as the message, each of which
  updates the modal, since a click in a modal has no response URL;
- the modal cannot be opened (the trigger expired): the verdict is posted as the message.

`bot.handover.Handover` referees the race between the check and the grace timer. A usage
error, a refused draft (unknown ticket, too long) and a full queue answer at once, in the ack.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from dataclasses import dataclass

from slack_bolt import Ack, Respond
from slack_sdk import WebClient

from bot.blocks.checking import checking_view
from bot.blocks.common import notice_message, notice_view
from bot.blocks.verdict import verdict_message, verdict_modal
from bot.flows.calls import open_modal
from bot.flows.checks import check_and_record, slow_check_progress
from bot.flows.deps import Deps
from bot.flows.home import publish_home
from bot.handover import Handover, Where
from bot.queue import BUSY
from bot.screens import OnScreen, Updated
from bot.text import unescape
from guard.check import Prepared
from guard.checkrequest import CheckRequest
from guard.errors import GuardError
from guard.models import CheckResult

log = logging.getLogger("answerguard.bot")

CHECK_USAGE = (
    "Usage: `/answerguard check [TICKET] <your draft reply>` (e.g. "
    "`/answerguard check TCK-9001 Reversed within 1 business day.`); without a ticket the draft "
    "is checked on its own, with the customer's scope unknown."
)
#: What a ticket id looks like ("TCK-9001", "ZD-123"): the first word of a quick check is
#: read as one only in this shape, so a draft is never mistaken for a ticket.
_TICKET_ID = re.compile(r"^[A-Za-z][A-Za-z0-9]{0,15}-\d{1,12}$")


@dataclass(frozen=True)
class Answer:
    """What the quick check came to: a verdict, or why there is none (the draft echoed)."""

    result: CheckResult | None = None
    error: str | None = None


def quick_check(
    deps: Deps,
    ack: Ack,
    respond: Respond,
    user: str,
    rest: str,
    client: WebClient,
    trigger: str | None,
) -> None:
    """Validate, ack with nothing (or the refusal), hand the check to the check queue and
    start the grace: the listener thread is free again before the model is called. The
    grace counts from here, not from the ack, so a slow ack leaves the trigger its time."""
    began = time.monotonic()
    first, _, raw = rest.strip().partition(" ")
    ticket_id: str | None = first.upper() if _TICKET_ID.match(first) else None
    draft = unescape(raw if ticket_id else rest).strip()
    p = deps.personas
    if not draft:
        ack(**notice_message(CHECK_USAGE, personas=p))
        return
    req = CheckRequest(
        ticket_id=ticket_id, draft=draft, now=deps.now(), role=deps.role(user), user=user
    )
    try:
        prepared = deps.service.prepare(req)  # once: the queued job checks exactly this
    except GuardError as e:
        ack(**notice_message(f"{e.message}\nYour draft, unchanged: {draft}", personas=p))
        return
    busy = notice_message(BUSY.format(n=deps.checks.pending, draft=draft), personas=p)
    ahead = deps.checks.ahead()
    if ahead is None:
        ack(**busy)
        return
    ack()  # an empty body: Slack shows nothing, and the answer below is the only one
    run = QuickCheck(
        deps,
        client,
        respond,
        prepared,
        trigger,
        ahead if deps.checks.deep(ahead) else 0,
    )
    if not deps.checks.submit(run.job):  # filled up since the ack
        respond(response_type="ephemeral", **busy)
        return
    run.arm(deps.config.quick_check_grace - (time.monotonic() - began))


class QuickCheck:
    """One quick check in flight: the check (in the queue), its grace timer, and the modal
    when there is one. Any of its threads may show the answer; `Handover` lets one do it."""

    def __init__(
        self,
        deps: Deps,
        client: WebClient,
        respond: Respond,
        prepared: Prepared,
        trigger: str | None,
        ahead: int,
    ) -> None:
        self.deps, self.client, self.respond = deps, client, respond
        self.prepared, self.req = prepared, prepared.req
        self.trigger, self.source_count, self.ahead = trigger, len(prepared.sources), ahead
        self.handover: Handover[Answer] = Handover()
        self.screen = OnScreen(None)
        self.started = threading.Event()
        self._timer: threading.Timer | None = None

    @property
    def draft(self) -> str:
        return self.req.draft

    @property
    def label(self) -> str:
        return self.req.ticket_id or "your draft"

    def arm(self, grace: float) -> None:
        """Start the grace; with none left (0), open the modal now unless the check is done."""
        if self.handover.settled:
            return
        if grace <= 0:
            self.grace_over()
            return
        self._timer = threading.Timer(grace, self.grace_over)
        self._timer.daemon = True
        self._timer.start()

    def grace_over(self) -> None:
        if not self.handover.grace_over():
            return
        ahead = 0 if self.started.is_set() else self.ahead
        view = checking_view(
            self.label, self.draft, self.source_count, personas=self.deps.personas, ahead=ahead
        )
        opened = open_modal(self.deps, self.client, self.req.user, self.trigger, view)
        if opened is not None:
            self.screen = OnScreen(str(opened["id"]), opened.get("hash"))
        late = self.handover.opened(opened is not None)
        if late is not None:
            self.show(*late)

    def job(self) -> None:
        self.started.set()
        try:
            progress = slow_check_progress(self.progress)
            answer = Answer(result=check_and_record(self.deps, self.prepared, progress=progress))
        except GuardError as e:
            answer = Answer(error=f"{e.message}\nYour draft, unchanged: {self.draft}")
        except Exception:
            log.exception("quick check failed for %s on %s", self.req.user, self.req.ticket_id)
            answer = Answer(
                error=f"Something went wrong while checking; nothing was sent. Your draft: "
                f"{self.draft}"
            )
        if self._timer is not None:
            self._timer.cancel()
        where = self.handover.finish(answer)
        if where is not None:
            self.show(where, answer)
        publish_home(self.client, self.deps, self.req.user)

    def progress(self, draft_done: bool, sources_done: int) -> None:
        """A slow check's steps, in the "Checking…" modal once there is one."""
        if not self.handover.in_modal:
            return
        view = checking_view(
            self.label,
            self.draft,
            self.source_count,
            personas=self.deps.personas,
            draft_done=draft_done,
            sources_done=sources_done,
        )
        self.screen.update(self.deps, self.client, self.req.user, view)

    def show(self, where: Where, answer: Answer) -> None:
        """The answer, on the one surface: the modal (if it cannot be updated — the user closed
        it — the message instead, so the verdict is never lost) or the message."""
        p, r = self.deps.personas, answer.result
        if where is Where.MODAL:
            if r is not None:
                view = verdict_modal(r, self.draft, personas=p)
            else:
                view = notice_view("AnswerGuard", answer.error or "", personas=p)
            done = self.screen.update(self.deps, self.client, self.req.user, view, force=True)
            if done is Updated.OK:
                return
        if r is not None:
            msg = verdict_message(r, self.draft, personas=p)
        else:
            msg = notice_message(answer.error or "", personas=p)
        try:
            self.respond(response_type="ephemeral", **msg)
        except Exception:
            log.exception("respond failed for user %s", self.req.user)
