"""`answerguard channels [add | remove]`: which Slack channels are sources, from the command
line. Reading a channel needs Slack (`/answerguard channels sync` in the app); following and
stopping are the store's (guard/kb/channel_list.py), so the CLI does them without a token.
A thin shell: parse, call, print."""

from __future__ import annotations

import json
import os
import sys
from datetime import UTC, datetime
from typing import Annotated, Any

import typer
from rich.table import Table

from guard import LABEL
from guard.cli.common import fail, out, runtime, who
from guard.errors import GuardError, InputError
from guard.kb import channel_list as cl
from guard.kb.channel_sync import when_of
from guard.kb.channels import channel_id, message_rows

channels_app = typer.Typer(
    help="Slack channels whose messages are sources: list them, follow one, stop following "
    "one. Reading them needs the Slack app (`/answerguard channels sync`).",
)


def _env() -> tuple[str, ...]:
    """The channels the Slack app's environment names, as it reads them."""
    return tuple(cl.channel_ids(os.environ.get("ANSWERGUARD_SOURCE_CHANNELS")))


def _live_sources(store: Any, channel: str) -> list[str]:
    return [
        sid
        for sid in message_rows(store, channel)
        if (row := store.sources.latest_row(sid)) is not None and not row["removed"]
    ]


def _row_json(store: Any, row: dict[str, Any], followed: bool) -> dict[str, Any]:
    return {
        "channel": row["channel"],
        "name": row.get("name"),
        "followed": followed,
        "addedBy": row.get("who"),
        "addedAt": row.get("at"),
        "readUpTo": when_of(row["cursor"]).isoformat() if row.get("cursor") else None,
        "sources": len(_live_sources(store, str(row["channel"]))),
        "removedBy": row.get("removed_by"),
        "removedAt": row.get("removed_at"),
    }


@channels_app.callback(invoke_without_command=True)
def channels(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json", help="Print the channels as JSON.")] = False,
) -> None:
    """The source channels (from ANSWERGUARD_SOURCE_CHANNELS and added ones), how far each
    was read, how many of its messages are sources; then the ones no longer followed."""
    if ctx.invoked_subcommand is not None:
        return
    try:
        store = runtime().store
        rows = [_row_json(store, r, True) for r in cl.channels(store, _env())]
        rows += [_row_json(store, r, False) for r in cl.removed_channels(store)]
    except GuardError as e:
        fail(e.message)
        return
    if as_json:
        sys.stdout.write(json.dumps(rows, indent=2) + "\n")
        return
    if not rows:
        out.print("No source channels. `answerguard channels add C012AB3CD --name ops` adds one.")
        return
    t = Table(title="Source channels", title_justify="left")
    for col in ("channel", "name", "followed", "read up to", "sources"):
        t.add_column(col, overflow="fold")
    for r in rows:
        state = "yes" if r["followed"] else f"no (removed by {r['removedBy']}, {r['removedAt']})"
        t.add_row(
            r["channel"], r["name"] or "", state, r["readUpTo"] or "not yet", str(r["sources"])
        )
    out.print(t)
    out.print(LABEL, style="dim italic")


def _channel(text: str) -> str:
    found = channel_id(text)
    if found is None:
        raise InputError(f"'{text}' is not a Slack channel id (e.g. C012AB3CD).")
    return found[0]


@channels_app.command("add")
def add(
    channel: Annotated[str, typer.Argument(help="The channel's id, e.g. C012AB3CD.")],
    name: Annotated[str | None, typer.Option(help="Its name, for people (ops-news).")] = None,
) -> None:
    """Follow a channel: the Slack app reads it whole at its next sync (invite the app to it).
    A channel removed earlier is followed again."""
    try:
        cid = _channel(channel)
        added = cl.add_channel(runtime().store, cid, name, who(), datetime.now(UTC))
    except GuardError as e:
        fail(e.message)
        return
    if not added:
        out.print(f"{cid} is a source channel already.", highlight=False)
        return
    out.print(f"Following {cid}. `/answerguard channels sync` in Slack reads it.", highlight=False)


@channels_app.command("remove")
def remove(
    channel: Annotated[str, typer.Argument(help="The channel's id, or #name if added by name.")],
    yes: Annotated[bool, typer.Option("--yes", help="Don't ask for confirmation.")] = False,
) -> None:
    """Stop following a channel: its messages stop being read, and each of its sources is
    removed (action `channel_remove`; history kept, `sources restore ID` brings one back).
    `channels add` follows it again."""
    try:
        rt = runtime()
        cid = cl.resolve_channel(channel, rt.store, _env()) or channel
        followed = {str(r["channel"]) for r in cl.channels(rt.store, _env())}
        if cid not in followed:
            raise InputError(
                f"'{channel}' is not a source channel. Source channels: "
                f"{', '.join(sorted(followed)) or 'none'}."
            )
        count = len(_live_sources(rt.store, cid))
        if not yes and not typer.confirm(
            f"Stop following {cid} and remove its {count} message source(s) (history kept)?"
        ):
            raise typer.Exit(1)
        done = cl.remove_channel(rt.store, cid, who(), datetime.now(UTC), _env())
        if done.removed:
            rt.refresh_index()
    except GuardError as e:
        fail(e.message)
        return
    out.print(
        f"Stopped following {cid}: {len(done.removed)} message source(s) removed (history "
        "kept; `answerguard sources restore ID` brings one back).",
        highlight=False,
    )
    out.print(LABEL, style="dim italic")


def register(app: typer.Typer) -> None:
    app.add_typer(channels_app, name="channels")
