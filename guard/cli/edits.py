"""`answerguard sources` and its editing commands: list, edit, set, remove, restore,
history, approve. Every edit goes through the store as a new version and refreshes the claim
index; `--explain` reruns your recent checks to show what the edit changed."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

import typer
from rich.table import Table

from guard import LABEL
from guard.checkrequest import ROLES
from guard.cli.common import err, fail, out, parse_now, read_text, runtime, who
from guard.cli.sources import list_json
from guard.cli.sources import register as register_source_commands
from guard.errors import GuardError, InputError
from guard.kb.unread import unread_lines
from guard.kb.workspace import MAX_BODY_CHARS, SourceEdit, visible
from guard.models import Role
from guard.render import signal_chips
from guard.trust.edits import approve_edit, held_for_approval, verifies


def sources_list(
    ctx: typer.Context,
    role: Annotated[str, typer.Option(help="support_agent or ops_lead.")] = "support_agent",
    as_json: Annotated[bool, typer.Option("--json", help="Print the list as JSON.")] = False,
) -> None:
    """List the sources a role may see, with their signals (--json: id, title, kind,
    signals, version, verification as of now, review due)."""
    if ctx.invoked_subcommand is not None:
        return
    if as_json:
        list_json(role)
        return
    if role not in ROLES:
        fail(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
    r: Role = role
    t = Table(title=f"Sources visible to {role}", title_justify="left", show_lines=True)
    for col in ("source", "kind", "signals", "visibility"):
        t.add_column(col, overflow="fold")
    rt = runtime()
    shown = visible(rt.store.sources.workspace().sources, r)
    for s in shown:
        chips = signal_chips(s, now=datetime.now(UTC))
        t.add_row(f"{s.id} · {s.title}", s.kind, chips, s.signals.visibility)
    out.print(t)
    ids = {s.id for s in shown}
    for line in unread_lines(rt, ids):
        out.print(line, highlight=False, markup=False)
    out.print(LABEL, style="dim italic")


ROLE_HELP = "support_agent (only 'everyone' sources) or ops_lead."


def _role(role: str) -> Role:
    if role not in ROLES:
        raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
    return role


def _edit(
    source_id: str,
    edit: SourceEdit,
    expect_version: int | None = None,
    *,
    role: str = "support_agent",
    explain: bool = False,
) -> None:
    """One edit as a new version. A source the role may not see is unknown, as in Slack: its
    id is never confirmed, and the error lists only the ids the role may see."""
    held = False
    try:
        r = _role(role)
        rt = runtime()
        if rt.settings.edits_need_approval and verifies(edit):
            kept = held_for_approval(edit)
            if kept is None:
                raise InputError(
                    "Two-person approval is on: a source becomes verified when someone other "
                    f"than its last editor runs `answerguard sources approve {source_id}`."
                )
            edit, held = kept, True
        new = rt.store.sources.edit(
            source_id, edit, who(), parse_now(None), role=r, expect_version=expect_version
        )
        with err.status(f"Reading the claims of {source_id}…"):
            rt.refresh_index()
    except GuardError as e:
        fail(e.message, e.user_text)
        return
    if new is None:
        out.print(
            f"{source_id} removed (restore it with `answerguard sources restore {source_id}`)."
        )
    else:
        out.print(f"{source_id} saved as version {new.signals.version} ({edit.action}).")
    if held:
        out.print(
            "Two-person approval is on (ANSWERGUARD_EDITS_NEED_APPROVAL): saved unverified "
            f"until someone else runs `answerguard sources approve {source_id}`.",
            highlight=False,
        )
    if explain:
        _explain_recent()
    out.print(LABEL, style="dim italic")


def _explain_recent() -> None:
    """Rerun your recent checks and show each one whose outcome the edit changed."""
    from guard.cli.views import outcome_change_view
    from guard.kb.sourcediff import recheck_recent

    try:
        rt = runtime()
        with err.status("Re-running your recent checks…"):
            changes = recheck_recent(rt.store, rt.service, who(), parse_now(None))
    except GuardError as e:
        out.print(f"Could not re-run your recent checks: {e.message}", highlight=False)
        return
    if not rt.store.checks.recent(limit=1, who=who()):
        out.print("You have no earlier check to re-run; run `answerguard check` first.")
    elif not changes:
        out.print("None of your recent checks changed outcome.")
    else:
        out.print("What changed ([-removed-] {+added+}):", highlight=False)
        for ticket, change in changes:
            out.print(outcome_change_view(ticket, change), highlight=False)


def sources_approve(
    source_id: Annotated[str, typer.Argument(help="Source ID.")],
    as_: Annotated[
        str | None, typer.Option("--as", help="Who approves (default: the current user).")
    ] = None,
    role: Annotated[str, typer.Option(help=ROLE_HELP)] = "support_agent",
) -> None:
    """Approve another person's edit: the source's current version becomes verified now, with
    both names in its history. Your own edit is refused (exit 2)."""
    try:
        rt = runtime()
        rt.store.sources.history(source_id, _role(role))  # a source the role may not see is unknown
        new = approve_edit(rt.store, source_id, who() if as_ is None else as_, parse_now(None))
        rt.refresh_index()
    except GuardError as e:
        fail(e.message)
        return
    out.print(f"{source_id} approved: version {new.signals.version}, verified now.")
    out.print(LABEL, style="dim italic")


def sources_edit(
    source_id: Annotated[str, typer.Argument(help="Source ID, e.g. DOC-103.")],
    file: Annotated[str, typer.Option("--file", help="The new body (Markdown), or - for stdin.")],
    verify: Annotated[
        bool,
        typer.Option(
            "--verify",
            help="Save and verify (simulated: in Slite only the owner or an admin would).",
        ),
    ] = False,
    expect_version: Annotated[
        int | None, typer.Option(help="Refuse the save if the source is no longer at this version.")
    ] = None,
    explain: Annotated[
        bool,
        typer.Option(
            "--explain",
            help="Re-run your recent checks and show, for each whose outcome changed, old → new, "
            "the rule that now decides and a word diff of the source lines behind it.",
        ),
    ] = False,
    role: Annotated[str, typer.Option(help=ROLE_HELP)] = "support_agent",
) -> None:
    """Save a new body: a draft by default (a verified source becomes 'edited after verification')."""
    try:
        body = read_text(file, source_id, MAX_BODY_CHARS)
    except GuardError as e:
        fail(e.message)
        return
    _edit(
        source_id,
        SourceEdit(
            source=source_id, action="save_and_verify" if verify else "save_draft", body=body
        ),
        expect_version,
        role=role,
        explain=explain,
    )


def sources_set(
    source_id: Annotated[str, typer.Argument(help="Source ID.")],
    assignment: Annotated[
        str, typer.Argument(help="FIELD=VALUE: flaggedOutdated, verification, ownerActive.")
    ],
    role: Annotated[str, typer.Option(help=ROLE_HELP)] = "support_agent",
) -> None:
    """Change one signal of a source."""
    fld, _, value = assignment.partition("=")
    if not fld or not value:
        fail(f"Expected FIELD=VALUE, got '{assignment}'.")
    _edit(source_id, SourceEdit(source=source_id, action="set", field=fld, value=value), role=role)


def sources_remove(
    source_id: Annotated[str, typer.Argument(help="Source ID.")],
    role: Annotated[str, typer.Option(help=ROLE_HELP)] = "support_agent",
) -> None:
    """Remove a source from the workspace (kept in its history; restore brings it back)."""
    _edit(source_id, SourceEdit(source=source_id, action="remove"), role=role)


def sources_restore(
    source_id: Annotated[str, typer.Argument(help="Source ID.")],
    role: Annotated[str, typer.Option(help=ROLE_HELP)] = "support_agent",
) -> None:
    """Bring back a removed source as it was."""
    _edit(source_id, SourceEdit(source=source_id, action="restore"), role=role)


def sources_history(
    source_id: Annotated[str, typer.Argument(help="Source ID.")],
    role: Annotated[str, typer.Option(help=ROLE_HELP)] = "support_agent",
) -> None:
    """Every stored version of a source the role may see: who, when, what. A source the role
    may not see is unknown, exactly like one that never existed."""
    try:
        rows = runtime().store.sources.history(source_id, _role(role))
    except GuardError as e:
        fail(e.message)
        return
    t = Table(title=f"History of {source_id} (the seed is version 1)", title_justify="left")
    for col in ("version", "action", "who", "when", "first line"):
        t.add_column(col, overflow="fold")
    for r in rows:
        first = "(removed)" if r["removed"] else r["body"].strip().splitlines()[0][:80]
        t.add_row(str(r["version"]), r["action"], r["who"], r["at"], first)
    if not rows:
        out.print(f"{source_id} has no stored edits: it is the seed version.")
    else:
        out.print(t)
    out.print(LABEL, style="dim italic")


def register(app: typer.Typer) -> None:
    """`answerguard sources …`: listing and the editing commands here, reading and adding in
    guard/cli/sources.py."""
    sources_app = typer.Typer(
        help="List and edit the workspace's sources (every edit is a new version)."
    )
    app.add_typer(sources_app, name="sources")
    register_source_commands(sources_app)
    sources_app.callback(invoke_without_command=True)(sources_list)
    sources_app.command("approve")(sources_approve)
    sources_app.command("edit")(sources_edit)
    sources_app.command("set")(sources_set)
    sources_app.command("remove")(sources_remove)
    sources_app.command("restore")(sources_restore)
    sources_app.command("history")(sources_history)
