"""`answerguard bot` and `answerguard serve`, added to guard's typer app; `main` is the console
script. Each starter imports its surface inside the command, so `answerguard check` loads
neither Slack's nor the web server's code."""

from __future__ import annotations

from typing import Annotated

import typer
from typer.models import CommandInfo

from guard.cli.app import app
from guard.cli.app import main as _run
from guard.cli.common import fail, runtime
from guard.errors import GuardError


def bot(
    http: Annotated[
        bool,
        typer.Option(
            "--http",
            help="HTTP mode behind a load balancer (needs SLACK_SIGNING_SECRET) instead of Socket Mode.",
        ),
    ] = False,
    port: Annotated[int, typer.Option(help="Port for --http.")] = 3000,
) -> None:
    """Run the Slack app: Socket Mode by default (SLACK_BOT_TOKEN + SLACK_APP_TOKEN)."""
    from bot.run import run_http, run_socket_mode

    try:
        rt = runtime()
        if http:
            run_http(rt, port)
        else:
            run_socket_mode(rt)
    except GuardError as e:
        fail(e.message)


def serve(
    host: Annotated[
        str, typer.Option(help="Address to listen on (0.0.0.0 behind a load balancer).")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8080,
) -> None:
    """Serve the JSON API over HTTP: /v1/check, /v1/ask, /v1/send, /v1/checks/HASH,
    /v1/openapi.json and /healthz. Requests carry `Authorization: Bearer KEY` (`answerguard
    apikey create`); ANSWERGUARD_API_MAX_BODY_BYTES limits a request's body. With
    INTERCOM_CLIENT_SECRET set, it also serves the Intercom inbox app at /intercom/initialize
    and /intercom/submit (INTERCOM_ACCESS_TOKEN is then required)."""
    from web.server import run

    try:
        run(runtime(), host=host, port=port)
    except GuardError as e:
        fail(e.message)


def _add_after(name: str, after: str | None, callback) -> None:  # type: ignore[no-untyped-def]
    """Register a command where `--help` has always listed it: after `after`, else last."""
    commands = app.registered_commands
    names = [c.name or getattr(c.callback, "__name__", "") for c in commands]
    if name in names:
        return  # imported twice (e.g. `python -m answerguard` after `import answerguard.cli`)
    info = CommandInfo(name=name, callback=callback)
    at = names.index(after) + 1 if after in names else len(commands)
    commands.insert(at, info)


_add_after("bot", "record", bot)
_add_after("serve", None, serve)


def main() -> None:
    """The console script: guard's CLI with the surfaces' starters; errors as one line."""
    _run()
