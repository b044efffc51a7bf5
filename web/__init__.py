"""HTTP surfaces other than Slack: the JSON API and the Intercom inbox app (`answerguard serve`).

Like `bot/`, this package only renders and routes: every check, ask and send goes through the
same services in `guard/` that the Slack app and the CLI call. `guard` never imports `web`.
"""
