"""The shared flows behind the handlers, between Slack's payloads and the guard services, one
concern per module:

- `deps`: `Deps`, what every handler is handed (the runtime, config, clock, check queue).
- `payload`: reading what Slack sent (the user, inputs, button values), never trusting it.
- `calls`: Web API calls that log instead of failing, and modals that belong to one user.
- `failures`: what a user is told when a listener fails on our side.
- `checks`: running, re-reading and rerunning checks (the stored check behind a button).
- `send`: the send gate from Slack, and the sent reply's copy in the inbox channel.
- `home`: the App Home, built from the store and republished after a change.
- `asked`: a question `ask` left UNANSWERED, read back for *Ask an owner*.

Everything a click needs is re-read from the store (the check row behind a hash, the user's
role, the workspace), because any instance may receive any click. No policy lives here:
checks go through `CheckService`, sends through `guard.send.send`.
"""
