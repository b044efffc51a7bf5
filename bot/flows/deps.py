"""`Deps`: what every handler needs, handed to `register(app, deps)` so nothing is global.

Separate from the flows because it is the app's wiring: `bot/app.py` and the README's
pictures (`tools/screens/slack.py`) build one, and the channel sync takes one, without any
flow.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from datetime import datetime

from bot.config import BotConfig
from bot.identity import role_of
from bot.queue import CheckQueue
from bot.threads import ThreadIndex
from guard.check import CheckService
from guard.engine.headlines import NO_TICKET
from guard.inline import InlineExecutor
from guard.kb.catalogue import ScopeDimension
from guard.kb.workspace import visible
from guard.models import Role, Source, Ticket
from guard.runtime import Runtime
from guard.store import Store


@dataclass
class Deps:
    """What every handler needs; handed to `register(app, deps)` so nothing is global."""

    runtime: Runtime
    config: BotConfig
    clock: Callable[[], datetime]
    threads: ThreadIndex
    #: Where checks run after the ack (bot/queue.py), never in a listener thread.
    checks: CheckQueue = field(default_factory=lambda: CheckQueue(executor=_inline()))

    @property
    def store(self) -> Store:
        return self.runtime.store

    @property
    def service(self) -> CheckService:
        return self.runtime.service

    @property
    def personas(self) -> bool:
        return self.config.demo_personas

    def now(self) -> datetime:
        return self.clock()

    def role(self, user: str) -> Role:
        return role_of(user, self.store, self.config)

    def tickets(self) -> list[Ticket]:
        return list(self.store.sources.workspace().tickets.values())

    def ticket(self, ticket_id: str) -> Ticket:
        return self.store.sources.workspace().ticket(ticket_id)

    def ticket_or_none(self, ticket_id: str | None) -> Ticket | None:
        """The ticket of a stored check; None for a check made without one."""
        if not ticket_id or ticket_id == NO_TICKET:
            return None
        return self.ticket(ticket_id)

    def dimensions(self) -> tuple[ScopeDimension, ...]:
        return self.store.sources.workspace().catalogue.scopes

    def sources_for(self, role: Role) -> list[Source]:
        """Only what this role may see; everything shown in Slack starts from here."""
        return visible(self.store.sources.workspace().sources, role)


def _inline() -> Executor:
    """Runs a job where it is submitted: the default for a Deps built by hand (tests)."""
    return InlineExecutor()
