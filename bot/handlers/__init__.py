"""One module per Slack surface, each with `register(app, deps)`, which only wires every
action, view, command and event to a named function of the module (bound to `deps` by
`bot.flows.listen`); the fallbacks go last so they only take what nothing else matched.
(`shape`, the malformed-payload guard, is installed by `create_app` ahead of authorization.)"""

from __future__ import annotations

from slack_bolt import App

from bot.flows.deps import Deps
from bot.handlers import (
    actions,
    channels,
    commands,
    composer,
    conflicts,
    exposure,
    fallbacks,
    home,
    mention,
    sending,
    settle,
    shortcuts,
    sources,
    tour,
    trust,
    views,
)


def register_all(app: App, deps: Deps) -> None:
    commands.register(app, deps)
    shortcuts.register(app, deps)
    actions.register(app, deps)
    composer.register(app, deps)
    sending.register(app, deps)
    conflicts.register(app, deps)
    settle.register(app, deps)
    channels.register(app, deps)
    views.register(app, deps)
    sources.register(app, deps)
    home.register(app, deps)
    trust.register(app, deps)
    mention.register(app, deps)
    exposure.register(app, deps)
    tour.register(app, deps)
    fallbacks.register(app)
