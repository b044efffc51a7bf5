"""The shared flows behind the handlers, between Slack's payloads and the guard services, one
concern per module:

- `deps`: `Deps`, what every handler is handed (the runtime, config, clock, check queue).
- `listen`: a handler's named function bound to `deps` as a Bolt listener (`bind`, `guarded`).
- `payload`: reading what Slack sent (the user, inputs, button values), never trusting it.
- `calls`: Web API calls that log instead of failing, modals that belong to one user
  (`show_view`), and DMs.
- `failures`: what a user is told when a listener fails on our side.
- `checks`: running, re-reading and rerunning checks (the stored check behind a button).
- `composer`: the composer modal drawn again for a check (after a check, send or correction).
- `send`: the send gate from Slack, and the sent reply's copy in the inbox channel.
- `sending`: a send started from a click: queued, "Sending…", the outcome where it was clicked.
- `home`: the App Home, built from the store and republished after a change.
- `ask`: asking the sources (the question as typed, the service, the quoted sources' links).
- `asked`: a question `ask` left UNANSWERED, read back for *Ask an owner*.
- `owners`: whom *Ask an owner* offers, of the sources the user may see.
- `exposure`: after a save, the DM to its author about sent replies it contradicts.

Everything a click needs is re-read from the store (the check row behind a hash, the user's
role, the workspace), because any instance may receive any click. No policy lives here:
checks go through `CheckService`, sends through `guard.send.send`. Flows never import a
handler (tests/slack/test_bot_layers.py).
"""
