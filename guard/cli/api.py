"""`answerguard apikey`: the JSON API's keys (`answerguard serve` itself starts in the
composition root, answerguard/cli.py, outside guard). A thin shell: parse, call the store, print."""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from typing import Annotated

import typer
from rich.table import Table

from guard import LABEL
from guard.checkrequest import ROLES
from guard.cli.common import fail, out, runtime, who
from guard.errors import GuardError, InputError

apikey_app = typer.Typer(
    help="Bearer keys for the JSON API (`answerguard serve`): create one for a role, list "
    "them, revoke one. A key is shown once and stored hashed.",
    no_args_is_help=True,
)


@apikey_app.command("create")
def create(
    role: Annotated[
        str,
        typer.Option(
            help="support_agent or ops_lead: the role every request with this key acts as."
        ),
    ],
    name: Annotated[
        str, typer.Option(help="A label to find the key by (e.g. the helpdesk it is for).")
    ] = "",
) -> None:
    """Create an API key bound to a role. The key is printed alone on the last line and
    never again: only its hash is stored."""
    try:
        if role not in ROLES:
            raise InputError(f"Unknown role '{role}'. Roles: {', '.join(ROLES)}.")
        key, _ = runtime().store.api_keys.create(
            role,
            name.strip(),
            who(),
            datetime.now(UTC),
        )
    except GuardError as e:
        fail(e.message)
        return
    label = f" '{name.strip()}'" if name.strip() else ""
    sys.stdout.write(
        f"API key{label} for {role}. It is shown once; store it now "
        "(send it as `Authorization: Bearer KEY`):\n"
    )
    sys.stdout.write(key + "\n")


@apikey_app.command("list")
def list_keys() -> None:
    """Every API key: its shown prefix, name, role and whether it is revoked (never the key)."""
    try:
        rows = runtime().store.api_keys.all()
    except GuardError as e:
        fail(e.message)
        return
    t = Table(title="API keys (`answerguard apikey revoke PREFIX` stops one)", title_justify="left")
    for col in ("prefix", "name", "role", "created", "by", "revoked"):
        t.add_column(col, overflow="fold")
    for r in rows:
        t.add_row(
            f"{r['prefix']}…",
            r["name"] or "—",
            r["role"],
            r["created_at"][:19],
            r["who"],
            (r["revoked_at"] or "")[:19] or "—",
        )
    out.print(t if rows else "No API keys yet: `answerguard apikey create --role support_agent`.")
    out.print(LABEL, style="dim italic")


@apikey_app.command("revoke")
def revoke(
    key: Annotated[str, typer.Argument(help="The key's prefix (from `apikey list`) or name.")],
) -> None:
    """Revoke an API key: every request with it is refused (401) from now on."""
    try:
        row = runtime().store.api_keys.revoke(key.rstrip("…"), datetime.now(UTC))
    except GuardError as e:
        fail(e.message)
        return
    out.print(f"Revoked {row['prefix']}… ({row['role']}) at {row['revoked_at'][:19]}.")


def register(app: typer.Typer) -> None:
    app.add_typer(apikey_app, name="apikey")
