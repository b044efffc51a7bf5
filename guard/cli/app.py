"""The `answerguard` command line. A thin shell: parse, call the check service, render.

Errors a user can cause print one line on stderr naming the problem and the limit, and exit
with code 2; no traceback reaches a user.
"""

from __future__ import annotations

import os
import sys

import typer

from guard import LABEL
from guard.cli.api import register as register_api_commands
from guard.cli.catalogue import register as register_catalogue_commands
from guard.cli.channels import register as register_channel_commands
from guard.cli.check import register as register_check_commands
from guard.cli.common import err
from guard.cli.conflicts import register as register_conflict_commands
from guard.cli.edits import register as register_edit_commands
from guard.cli.evals import register as register_eval_command
from guard.cli.inbox import register as register_inbox_commands
from guard.cli.run import register_demo, register_record
from guard.cli.trust import register as register_trust_commands
from guard.cli.workspace import register as register_workspace_commands
from guard.errors import GuardError

app = typer.Typer(
    help=f"AnswerGuard checks a support reply against the team's sources before it is sent. {LABEL}.",
    no_args_is_help=True,
    add_completion=False,
    # Docstrings wrap at 100 columns; markdown mode joins a paragraph's lines so the help
    # reflows to the terminal instead of breaking mid-sentence.
    rich_markup_mode="markdown",
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


register_check_commands(app)
register_inbox_commands(app)
register_record(app)
register_eval_command(app)  # here, so `--help` lists it where it always was
register_demo(app)
register_workspace_commands(app)
register_edit_commands(app)
register_trust_commands(app)
register_conflict_commands(app)
register_channel_commands(app)
register_catalogue_commands(app)
register_api_commands(app)


def main() -> None:
    from guard.logs import install, redact

    # Warnings on stderr, with passwords and tokens taken out, one line each unless debugging.
    install(tracebacks=bool(os.environ.get("ANSWERGUARD_DEBUG")))
    try:
        app()
    except GuardError as e:  # a last net: commands catch their own, this keeps tracebacks away
        err.print(f"error: {redact(e.message)}", highlight=False)
        sys.exit(2)
    except Exception as e:  # a bug: say so in one line; ANSWERGUARD_DEBUG=1 shows the traceback
        if os.environ.get("ANSWERGUARD_DEBUG"):
            raise
        err.print(
            f"internal error: {type(e).__name__}: {redact(str(e))}. Nothing was sent. Run again with "
            "ANSWERGUARD_DEBUG=1 for details.",
            highlight=False,
        )
        sys.exit(1)


if __name__ == "__main__":
    main()
