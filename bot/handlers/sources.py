"""The sources list in Slack: paged and searchable (`/answerguard sources [words]`), the
removed sources (`/answerguard sources removed [words]`), and for ops leads New source,
Remove and Restore.

No instance remembers a list: every button carries the list's state (words, page, which
list) and every click rebuilds the page from the store, for the clicking user's role read
again. A support agent's list is built from the sources they may see, so an ops-only source
is never named or counted for them, whatever a crafted button asks for. Every write is
refused with "Not saved — …" when it fails, never silently.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from datetime import datetime
from typing import Any

import frontmatter
from slack_bolt import Ack, App, Respond
from slack_sdk import WebClient

from bot import ids
from bot.blocks.common import error_text, notice_message
from bot.blocks.sources.edit import join_body
from bot.blocks.sources.listing import removed_message, sources_message
from bot.blocks.sources.new import ID_CHARS, VISIBILITIES, new_source_view, source_added_view
from bot.blocks.sources.paging import ListState, read_state
from bot.flows.calls import show_view, tell, update_modal
from bot.flows.deps import Deps
from bot.flows.failures import NOT_SAVED, SAVED_THEN_FAILED
from bot.flows.home import publish_home
from bot.flows.listen import guarded
from bot.flows.payload import action_value, selected, state_values, text_input, user_of, view_of
from bot.text import unescape
from guard.errors import GuardError, InputError
from guard.kb.catalogue import Catalogue
from guard.kb.workspace import EditAction, SourceEdit, check_body
from guard.kb.workspace.folder import source_from_text
from guard.models import Source

log = logging.getLogger("answerguard.bot")

_ID = re.compile(rf"[A-Za-z0-9][A-Za-z0-9._-]{{0,{ID_CHARS - 1}}}")
NOT_OPS = "only ops leads can {what}."
#: A failure on our side after a Remove or Restore click was acknowledged: it may or may not
#: have been stored, so say where to look rather than claim either.
MAYBE_CHANGED = (
    "Something went wrong on our side, so this may not have been saved. "
    "/answerguard sources shows where things stand."
)


# --- the lists -------------------------------------------------------------------------------


def list_message(deps: Deps, user: str, state: ListState, notice: str | None = None) -> dict:
    """The page `state` asks for, as `user` may see it now."""
    role = deps.role(user)
    if state.removed:
        if role != "ops_lead":
            return notice_message("Only ops leads can see removed sources.", personas=deps.personas)
        return removed_message(
            deps.store.sources.removed(role), personas=deps.personas, state=state, notice=notice
        )
    return sources_message(
        deps.sources_for(role),
        role == "ops_lead",
        personas=deps.personas,
        now=deps.now(),
        state=state,
        notice=notice,
    )


def sources_command(deps: Deps, user: str, rest: str) -> dict:
    """`/answerguard sources [words]` and `/answerguard sources removed [words]`."""
    words = unescape(rest).split()
    removed = bool(words) and words[0].lower() == "removed"
    if removed:
        words = words[1:]
    return list_message(deps, user, ListState.of(" ".join(words), removed=removed))


# --- a new source ----------------------------------------------------------------------------


class FieldError(InputError):
    """A problem with one field of the New source modal, shown under that field."""

    def __init__(self, block_id: str, message: str) -> None:
        super().__init__(message)
        self.block_id = block_id


def id_from_title(title: str) -> str:
    """What a file's stem would be: "Refunds for EU cards" → "refunds-for-eu-cards"."""
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_title.lower()).strip("-")
    return slug[:ID_CHARS].strip("-") or "source"


def default_kind(catalogue: Catalogue) -> str:
    kinds = catalogue.kind_roles
    kind = catalogue.default_frontmatter.get("kind")
    if isinstance(kind, str) and kind in kinds:
        return kind
    return "article" if "article" in kinds else sorted(kinds)[0]


def new_source(catalogue: Catalogue, values: dict[str, Any], now: datetime) -> Source:
    """The modal's fields as a source, built exactly like a Markdown file in the workspace
    folder (frontmatter id, title, kind and visibility; the catalogue's defaults for the
    rest), so a source added here and one imported from a file read the same."""
    title = " ".join((text_input(values, ids.INPUT_NEW_TITLE) or "").split())
    if not title:
        raise FieldError(ids.BLOCK_NEW_TITLE, "Give the source a title.")
    typed = (text_input(values, ids.INPUT_NEW_ID) or "").strip()
    source_id = typed or id_from_title(title)
    if not _ID.fullmatch(source_id):
        raise FieldError(
            ids.BLOCK_NEW_ID,
            f"'{source_id[:ID_CHARS]}' is not an id: use letters, digits, '.', '_' and '-' "
            f"(at most {ID_CHARS}, starting with a letter or digit), or leave it empty.",
        )
    kind = selected(values, ids.INPUT_NEW_KIND) or ""
    if kind not in catalogue.kind_roles:
        known = ", ".join(sorted(catalogue.kind_roles))
        raise FieldError(ids.BLOCK_NEW_KIND, f"Choose a kind ({known}).")
    visibility = selected(values, ids.INPUT_NEW_VISIBILITY) or "everyone"
    if visibility not in dict(VISIBILITIES):
        raise FieldError(ids.BLOCK_NEW_VISIBILITY, "Choose who can see it.")
    body = join_body(
        text_input(values, ids.INPUT_BODY) or "", text_input(values, ids.INPUT_BODY_MORE) or ""
    )
    try:
        check_body(body, source_id)
        text = frontmatter.dumps(
            frontmatter.Post(body, id=source_id, title=title, kind=kind, visibility=visibility)
        )
        source, _ = source_from_text(
            text,
            "the new source",
            stem=source_id,
            modified=now.replace(microsecond=0),
            catalogue=catalogue,
        )
    except GuardError as e:
        raise FieldError(ids.BLOCK_BODY, e.message) from None
    return source


def added_text(source: Source) -> str:
    who = dict(VISIBILITIES)[source.signals.visibility].lower()
    return (
        f"{source.id} added: “{source.title}” ({source.kind}, version "
        f"{source.signals.version}, visible to {who})."
    )


# --- handlers --------------------------------------------------------------------------------


def register(app: App, deps: Deps) -> None:
    page = guarded(deps, on_page)
    for action_id in (
        ids.ACTION_SOURCES_PREV,
        ids.ACTION_SOURCES_NEXT,
        ids.ACTION_SOURCES_REMOVED,
        ids.ACTION_SOURCES_ALL,
    ):
        app.action(action_id)(page)
    app.action(ids.ACTION_NEW_SOURCE)(guarded(deps, on_new_source))
    app.action(ids.ACTION_REMOVE_SOURCE)(guarded(deps, on_remove, after_ack=MAYBE_CHANGED))
    app.action(ids.ACTION_RESTORE_SOURCE)(guarded(deps, on_restore, after_ack=MAYBE_CHANGED))
    submit = guarded(deps, submit_new_source, NOT_SAVED, after_ack=SAVED_THEN_FAILED)
    app.view(ids.VIEW_SOURCE_NEW)(submit)


def answer_list(
    deps: Deps,
    client: WebClient,
    body: dict[str, Any],
    respond: Respond,
    state: ListState,
    notice: str,
) -> None:
    """Replace the clicked list with its page, `notice` on top; a click from elsewhere
    (no message to replace) gets the notice on its own."""
    user = user_of(body) or ""
    if body.get("response_url"):
        respond(replace_original=True, **list_message(deps, user, state, notice))
    else:
        tell(client, body, respond, notice, deps)


def on_page(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    user = user_of(body)
    if not user:
        log.warning("sources page click without a user: %s", body.get("actions"))
        return
    state, _ = read_state(action_value(body))
    if body.get("response_url"):
        respond(replace_original=True, **list_message(deps, user, state))
    else:
        tell(client, body, respond, "Open the list with /answerguard sources.", deps)


def on_new_source(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    if deps.role(user_of(body) or "") != "ops_lead":
        tell(client, body, respond, "Only ops leads can add sources.", deps)
        return
    catalogue = deps.store.sources.workspace().catalogue
    view = new_source_view(catalogue.kind_roles, default_kind(catalogue), personas=deps.personas)
    show_view(deps, client, body, view, push=True)


def change(
    deps: Deps,
    body: dict[str, Any],
    client: WebClient,
    respond: Respond,
    action: EditAction,
    what: str,
) -> None:
    """Remove or restore the source a button names, at the version it showed."""
    user = user_of(body) or ""
    state, data = read_state(action_value(body))
    if deps.role(user) != "ops_lead":
        tell(client, body, respond, "Not saved — " + NOT_OPS.format(what=what), deps)
        return
    source_id, version = data.get("s"), data.get("v")
    if not isinstance(source_id, str) or not source_id:
        tell(client, body, respond, "Not saved — this button names no source.", deps)
        return
    try:
        new = deps.store.sources.edit(
            source_id,
            SourceEdit(source=source_id, action=action),
            user,
            deps.now(),
            role="ops_lead",
            expect_version=version if isinstance(version, int) else None,
        )
    except GuardError as e:
        tell(client, body, respond, f"Not saved — {e.message}", deps)
        return
    try:
        deps.runtime.refresh_index()
    except Exception:  # the write stands; the next reindex reads it
        log.exception("refreshing the index after %s of %s failed", action, source_id)
    if new is None:
        notice = (
            f"🗑 {source_id} removed: checks no longer use it. Its history is kept; "
            "/answerguard sources removed can restore it."
        )
    else:
        notice = f"♻️ {source_id} restored as version {new.signals.version}: checks use it again."
    answer_list(deps, client, body, respond, state, notice)
    publish_home(client, deps, user)


def on_remove(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    change(deps, body, client, respond, "remove", "remove sources")


def on_restore(
    deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient, respond: Respond
) -> None:
    ack()
    change(deps, body, client, respond, "restore", "restore sources")


def submit_new_source(deps: Deps, ack: Ack, body: dict[str, Any], client: WebClient) -> None:
    """The New source modal: the source stored in the ack, its claims read after it."""
    user = user_of(body)
    view = view_of(body) or {}
    if not user or deps.role(user) != "ops_lead":
        ack(
            response_action="errors",
            errors={ids.BLOCK_NEW_TITLE: "Not saved — only ops leads can add sources."},
        )
        return
    try:
        source = new_source(
            deps.store.sources.workspace().catalogue, state_values(body), deps.now()
        )
    except FieldError as e:
        ack(
            response_action="errors",
            errors={e.block_id: error_text(f"Not saved — {e.message}")},
        )
        return
    try:
        deps.store.sources.add(source, user, deps.now())
    except GuardError:  # the id is taken (by a source in use or a removed one)
        ack(
            response_action="errors",
            errors={
                ids.BLOCK_NEW_ID: error_text(
                    f"Not saved — a source with id '{source.id}' exists already (a removed "
                    "source keeps its id). Choose another id, or edit that source."
                )
            },
        )
        return
    p = deps.personas
    ack(
        response_action="update",
        view=source_added_view(added_text(source), pending=True, personas=p),
    )
    note = read_new_source(deps, source)  # after the ack: a live extractor may take seconds
    new = source_added_view(added_text(source), note=note, personas=p)
    update_modal(deps, client, user, view.get("id"), new, trigger=body.get("trigger_id"))
    publish_home(client, deps, user)


def read_new_source(deps: Deps, source: Source) -> str:
    """Read the new source's claims into the index; what the saver is told about it."""
    try:
        stats = deps.runtime.refresh_index()
        if source.id in stats.unread:
            return (
                "Its claims could not be read yet, so checks treat it as unread; "
                "`answerguard reindex` reads it again."
            )
        return f"Checks use it now. Find it with /answerguard sources {source.id}"
    except Exception:
        log.exception("reading the claims of new source %s failed", source.id)
        return "Saved, but its claims are not read yet: `answerguard reindex` reads them."
