"""View submissions: the source editor (ops leads). (The composer's are in `composer`.)

It validates and acks inside Slack's three seconds; the slow part (rerunning the editor's
recent checks) runs after the ack and updates the same view in place. A failure keeps the
user's text.
"""

from __future__ import annotations

import logging
from typing import Any

from slack_bolt import Ack, App
from slack_sdk import WebClient

from bot import ids
from bot.blocks.common import error_text
from bot.blocks.kit import read_metadata
from bot.blocks.sources.edit import join_body, source_saved_view
from bot.flows.calls import update_modal
from bot.flows.checks import Recheck, rerun_last_check
from bot.flows.deps import Deps
from bot.flows.exposure import last_run_id, notify_saver
from bot.flows.failures import NOT_SAVED, SAVED_THEN_FAILED
from bot.flows.home import publish_home
from bot.flows.listen import guarded
from bot.flows.payload import checked, selected, state_values, text_input, user_of, view_of
from guard.errors import GuardError, InputError
from guard.kb.workspace import SourceEdit
from guard.kb.workspace.edits import edit_action
from guard.trust.edits import held_for_approval, verifies

log = logging.getLogger("answerguard.bot")

SAVE_WORDS = {
    ids.SAVE_DRAFT: "Save draft",
    ids.SAVE_AND_VERIFY: "Save and verify, simulated",
}


def register(app: App, deps: Deps) -> None:
    submit = guarded(deps, submit_source, NOT_SAVED, after_ack=SAVED_THEN_FAILED)
    app.view(ids.VIEW_SOURCE_EDIT)(submit)


def submit_source(deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient) -> None:
    user = user_of(body)
    view = view_of(body) or {}
    if not user or deps.role(user) != "ops_lead":
        ack(
            response_action="errors",
            errors={ids.BLOCK_BODY: "Only ops leads can edit sources. Nothing was saved."},
        )
        return
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
    current = deps.store.sources.workspace().source(source_id, "ops_lead")
    if not isinstance(version, int):
        raise InputError(
            "This edit window lost its version; open the source again.", user_text=body
        )
    chosen = selected(values, ids.INPUT_SAVE_MODE) or ids.SAVE_DRAFT
    mode = edit_action(chosen)
    if mode is None or mode not in SAVE_WORDS:
        raise InputError(f"Unknown save mode '{chosen}'.", user_text=body)
    text = current.body if body is None else body
    sig = current.signals
    edits: list[SourceEdit] = []
    if mode == ids.SAVE_AND_VERIFY or text.strip() != current.body.strip():
        edits.append(SourceEdit(source=source_id, action=mode, body=text))
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
    new = deps.store.sources.edit_many(
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
