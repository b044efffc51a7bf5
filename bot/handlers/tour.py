"""`/answerguard tour` and its buttons: the seed's five steps (guard/demo.py tour_steps), on a
sandbox rebuilt for every step, so no state lives between clicks."""

from __future__ import annotations

import io
from itertools import islice
from typing import Any

from rich.console import Console
from slack_bolt import Ack, App, Respond

from bot import ids
from bot.blocks.tour import TOUR_STEPS, tour_left_message, tour_message
from bot.flows.deps import Deps
from bot.flows.listen import guarded
from bot.flows.payload import action_value
from guard.demo import tour_steps


def step_message(deps: Deps, step: int) -> dict[str, Any]:
    """Step `step` of the tour, rendered as the terminal shows it (plain text)."""
    step = max(0, min(step, TOUR_STEPS - 1))
    steps = tour_steps(deps.service.extractor, deps.now())
    current = next(islice(steps, step, None))
    console = Console(record=True, width=72, file=io.StringIO(), color_system=None)
    console.print(current.body)
    return tour_message(step, current.title, console.export_text(), personas=deps.personas)


def _step_of(body: dict[str, Any]) -> int:
    value = action_value(body)
    return int(value) if value.isdigit() else 0


def register(app: App, deps: Deps) -> None:
    app.action(ids.ACTION_TOUR_NEXT)(guarded(deps, on_next))
    app.action(ids.ACTION_TOUR_LEAVE)(guarded(deps, on_leave))


def on_next(deps: Deps, ack: Ack, body: dict[str, Any], respond: Respond) -> None:
    ack()
    respond(replace_original=True, **step_message(deps, _step_of(body)))


def on_leave(deps: Deps, ack: Ack, body: dict[str, Any], respond: Respond) -> None:
    ack()
    respond(replace_original=True, **tour_left_message(_step_of(body), personas=deps.personas))
