"""The App Home tab, published when a user opens it (and again after each change)."""

from __future__ import annotations

from typing import Any

from slack_bolt import App
from slack_sdk import WebClient

from bot.flows.deps import Deps
from bot.flows.home import publish_home
from bot.flows.listen import bind


def register(app: App, deps: Deps) -> None:
    app.event("app_home_opened")(bind(deps, on_home_opened))


def on_home_opened(deps: Deps, event: dict[str, Any], client: WebClient) -> None:
    if event.get("tab", "home") != "home":
        return
    user = event.get("user")
    publish_home(client, deps, user if isinstance(user, str) else None)
