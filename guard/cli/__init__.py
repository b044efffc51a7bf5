"""The `answerguard` command line: `app` builds the typer app, one module per command
group beside it, `common` what they share. No policy logic lives here."""
