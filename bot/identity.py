"""Who is who. The role comes only from the authenticated Slack user id that Slack put in the
payload (`user.id` / `user_id`), never from anything a user typed or a button carried, and it
is looked up again on every action and view submission."""

from __future__ import annotations

from bot.config import BotConfig
from guard.models import Role
from guard.store import Store

ROLES: tuple[Role, ...] = ("support_agent", "ops_lead")


def role_of(user_id: str, store: Store, config: BotConfig) -> Role:
    """With demo personas on, a user's own stored choice wins (that is the demo). Otherwise
    ANSWERGUARD_OPS_USERS always makes an ops lead, and a role set by an ops lead applies to
    everyone else."""
    stored = store.slack.role_of(user_id)
    if config.demo_personas and stored in ROLES:
        return stored
    if user_id in config.ops_users:
        return "ops_lead"
    return stored if stored in ROLES else "support_agent"
