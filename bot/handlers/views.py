"""View submissions: the composer (check a draft) and the source editor (ops leads).

Both validate and ack inside Slack's three seconds; the slow part (a check, a recheck) runs
after the ack and updates the same view in place. A failure keeps the user's text.
"""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App
from slack_sdk import WebClient

from bot import ids
from bot.blocks.composer import checking_view, composer_view
from bot.blocks.kit import md, read_metadata
from bot.blocks.sources import join_body, source_saved_view
from bot.blocks.verdict import verdict_buttons, verdict_top
from bot.flows import (
    DRAFT_KEPT,
    NOT_SAVED,
    NOTHING_SENT,
    SAVED_THEN_FAILED,
    Deps,
    Recheck,
    answers_failures,
    check_and_record,
    checked,
    find_input,
    publish_home,
    rerun_last_check,
    scope_from_state,
    selected,
    slow_check_progress,
    state_values,
    text_input,
    update_modal,
    user_of,
    view_of,
)
from guard.check import CheckRequest
from guard.errors import GuardError, InputError
from guard.trust.edits import held_for_approval, verifies
from guard.workspace import SourceEdit

log = logging.getLogger("answerguard.bot")

ERROR_CHARS = 1000
SAVE_WORDS = {
    ids.SAVE_DRAFT: "Save draft",
    ids.SAVE_AND_VERIFY: "Save and verify, simulated",
}


def error_text(message: str) -> str:
    """An input error under a field. It can echo an id that came back from the view, so it is
    escaped like every other text Slack receives, and clipped to what Slack shows."""
    return md(message, ERROR_CHARS)


def nonce_of(block_id: str | None) -> str:
    return (block_id or "").partition(":")[2] or "d"


def register(app: App, deps: Deps) -> None:
    @app.view(ids.VIEW_COMPOSER)
    @answers_failures(deps, DRAFT_KEPT, after_ack=NOTHING_SENT)
    def submit_composer(ack: Ack, body: dict[str, Any], client: WebClient) -> None:
        user = user_of(body)
        view = view_of(body) or {}
        values = state_values(body)
        meta = read_metadata(view)
        block, state = find_input(values, ids.INPUT_DRAFT)
        block = block or f"{ids.BLOCK_DRAFT}:d"
        draft = state.get("value") if isinstance(state.get("value"), str) else ""
        ticket_id = meta.get("t") or selected(values, ids.INPUT_TICKET)
        if not user:
            ack(response_action="errors", errors={block: "Slack did not say who you are."})
            return
        req = CheckRequest(
            ticket_id=str(ticket_id) if ticket_id else None,
            draft=draft,
            now=deps.now(),
            role=deps.role(user),
            scope=scope_from_state(values),
            user=user,
        )
        try:
            ticket, sources, _ = deps.service.prepare(req)
        except GuardError as e:
            ack(response_action="errors", errors={block: error_text(e.message)})
            return
        p = deps.personas
        ahead = deps.checks.ahead()
        if ahead is None:
            busy = f"AnswerGuard is busy: {deps.checks.pending} checks are waiting. Try again soon."
            ack(response_action="errors", errors={block: error_text(busy)})
            return
        shown = ahead if deps.checks.deep(ahead) else 0
        ack(
            response_action="update",
            view=checking_view(ticket.id, draft, len(sources), personas=p, ahead=shown),
        )

        base: dict[str, Any] = {
            "ticket": deps.ticket_or_none(ticket.id),
            "tickets": deps.tickets(),
            "draft": draft,
            "scope": ticket.scope,
            "dimensions": deps.dimensions(),
            "nonce": nonce_of(block),
            "personas": p,
        }

        def job() -> None:
            try:
                progress = slow_check_progress(
                    lambda done_draft, done_sources: update_modal(
                        deps,
                        client,
                        user,
                        view.get("id"),
                        checking_view(
                            ticket.id,
                            draft,
                            len(sources),
                            personas=p,
                            draft_done=done_draft,
                            sources_done=done_sources,
                        ),
                    )
                )
                result = check_and_record(deps, req, progress=progress)
                new = composer_view(
                    **base,
                    top=verdict_top(result),
                    check_hash=result.check_hash,
                    bottom=verdict_buttons(result, in_message=False),
                )
            except GuardError as e:
                new = composer_view(**base, error=e.message)
            except Exception:
                log.exception("check failed for %s on %s", user, ticket.id)
                new = composer_view(
                    **base,
                    error="Something went wrong while checking. Nothing was sent; try again.",
                )
            update_modal(deps, client, user, view.get("id"), new, trigger=body.get("trigger_id"))
            publish_home(client, deps, user)

        if not deps.checks.submit(job):  # filled up since the ack: say so in the view
            busy = "AnswerGuard is busy. Nothing was checked or sent; try again in a minute."
            new = composer_view(**base, error=busy)
            update_modal(deps, client, user, view.get("id"), new, trigger=body.get("trigger_id"))

    @app.view(ids.VIEW_SOURCE_EDIT)
    @answers_failures(deps, NOT_SAVED, after_ack=SAVED_THEN_FAILED)
    def submit_source(ack: Ack, body: dict[str, Any], client: WebClient) -> None:
        user = user_of(body)
        view = view_of(body) or {}
        if not user or deps.role(user) != "ops_lead":
            ack(
                response_action="errors",
                errors={ids.BLOCK_BODY: "Only ops leads can edit sources. Nothing was saved."},
            )
            return
        from bot.handlers.exposure import last_run_id, notify_saver

        before = last_run_id(deps)
        try:
            saved = save_source(deps, user, read_metadata(view), state_values(body))
        except GuardError as e:
            ack(response_action="errors", errors={ids.BLOCK_BODY: error_text(e.message)})
            return
        p = deps.personas
        ack(response_action="update", view=source_saved_view(saved, pending=True, personas=p))
        recheck = Recheck()
        try:
            recheck = rerun_last_check(deps, user)
        except GuardError as e:
            recheck = Recheck(note=e.message)
        except Exception:
            log.exception("recheck after a source edit failed for %s", user)
            recheck = Recheck(note="Could not re-run your last check; run it again from the inbox.")
        new = source_saved_view(
            saved,
            change=recheck.change,
            ticket_id=recheck.ticket_id,
            note=recheck.note,
            outcomes=recheck.outcomes,
            last_changed=recheck.last_changed,
            personas=p,
        )
        update_modal(deps, client, user, view.get("id"), new, trigger=body.get("trigger_id"))
        notify_saver(deps, client, user, before)
        publish_home(client, deps, user)


def save_source(deps: Deps, user: str, meta: dict[str, Any], values: dict[str, Any]) -> str:
    """Turn the edit modal into store edits: the body (Save draft or Save and verify) and any
    changed signal, each a new version. The first edit carries the version the modal was
    opened at, so a save over someone else's newer version is refused with the text kept."""
    source_id, version = str(meta.get("s") or ""), meta.get("v")
    first = text_input(values, ids.INPUT_BODY)
    more = text_input(values, ids.INPUT_BODY_MORE) or ""
    body = None if first is None else join_body(first, more, had_break=meta.get("b") is not False)
    current = deps.store.workspace().source(source_id)
    if not isinstance(version, int):
        raise InputError(
            "This edit window lost its version; open the source again.", user_text=body
        )
    mode = selected(values, ids.INPUT_SAVE_MODE) or ids.SAVE_DRAFT
    if mode not in SAVE_WORDS:
        raise InputError(f"Unknown save mode '{mode}'.", user_text=body)
    text = current.body if body is None else body
    sig = current.signals
    edits: list[SourceEdit] = []
    if mode == ids.SAVE_AND_VERIFY or text.strip() != current.body.strip():
        edits.append(SourceEdit(source=source_id, action=mode, body=text))  # type: ignore[arg-type]
    on = checked(values, ids.INPUT_SIGNALS)
    for field, now_on, was_on in (
        ("flaggedOutdated", ids.SIGNAL_FLAGGED in on, sig.flagged_outdated),
        ("ownerActive", ids.SIGNAL_OWNER_ACTIVE in on, sig.owner.active),
    ):
        if now_on != was_on:
            edits.append(
                SourceEdit(source=source_id, action="set", field=field, value=str(now_on).lower())
            )
    verification = selected(values, ids.INPUT_VERIFICATION)
    if mode != ids.SAVE_AND_VERIFY and verification and verification != sig.verification:
        edits.append(
            SourceEdit(source=source_id, action="set", field="verification", value=verification)
        )
    held = deps.runtime.settings.edits_need_approval and any(verifies(e) for e in edits)
    if held:  # two-person approval: nobody verifies their own edit
        edits = [k for e in edits if (k := held_for_approval(e)) is not None]
    if not edits:
        raise InputError(
            "Nothing changed: edit the text or a signal, or choose Save and verify.", user_text=body
        )
    # One transaction: the body and the signal toggles are saved together or not at all.
    new = deps.store.edit_source_many(
        source_id, edits, user, deps.now(), role="ops_lead", expect_version=version
    )
    assert new is not None
    deps.runtime.refresh_index()  # the new version's claims, read once, now
    how = SAVE_WORDS[mode] if edits[0].action == mode else "signals changed"
    if held:
        return (
            f"{source_id} saved as version {new.signals.version}, unverified: two-person approval "
            f"is on, so another ops lead approves it (`answerguard sources approve {source_id}`)."
        )
    return f"{source_id} saved as version {new.signals.version} ({how})."
