"""The README's Slack pictures, drawn from the app's real Block Kit.

Each payload comes from the same code the running app calls: the quick check's verdict
(`verdict_message`) and the reasoning modal (`reasoning_view`) for the canonical check, and
the tour's five steps from the tour handler's own `step_message`, given the same
dependencies the app builds (an in-memory store of the seed, the local extractor, a fixed
clock). Nothing is written by hand here; `tools.screens.blockkit` draws what they return.
A docs tool, run by `python -m tools.screens DIR` (`make readme`); no product logic.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from bot.blocks.composer import composer_view
from bot.blocks.reasoning import reasoning_view
from bot.blocks.tour import TOUR_STEPS
from bot.blocks.verdict import verdict_message
from bot.config import BotConfig
from bot.flows.deps import Deps
from bot.handlers.tour import step_message
from bot.threads import ThreadIndex
from guard.models import CheckResult
from guard.runtime import build_runtime
from guard.settings import REPO_ROOT, Settings
from guard.store import Store
from tools.screens.blockkit import App, Screen, render
from tools.screens.canonical import ABOUT, DRAFT, NOW, TICKET, canonical_check

MANIFEST = REPO_ROOT / "manifest.yml"
SLACK_SCREENS = ("verdict.svg", "composer.svg", "reasoning.svg", "tour-slack.svg")


def app_identity(manifest: Path = MANIFEST) -> App:
    """The name and icon colour Slack shows, from the app manifest when there is one."""
    try:
        info = (yaml.safe_load(manifest.read_text(encoding="utf-8")) or {}).get(
            "display_information"
        ) or {}
    except OSError:
        info = {}
    return App(
        name=str(info.get("name") or "AnswerGuard"),
        color=str(info.get("background_color") or App.color),
    )


def verdict_screens(result: CheckResult) -> list[Screen]:
    return [
        Screen(
            verdict_message(result, DRAFT),
            title=f"/answerguard check {TICKET} {DRAFT}",
            ephemeral=True,
        )
    ]


def composer_screens(result: CheckResult) -> list[Screen]:
    """The composer after *Check*: the verdict on top, the draft still in the box, and its
    one primary (the footer) labelled with the next step."""
    from guard.kb.workspace import load_seed

    ws = load_seed()
    ticket = ws.tickets[TICKET]
    view = composer_view(
        ticket=ticket,
        tickets=list(ws.tickets.values()),
        draft=DRAFT,
        scope=ticket.scope,
        dimensions=ws.catalogue.scopes,
        result=result,
    )
    return [Screen(view, title="Edit in composer, after Check (a modal)")]


def reasoning_screens(result: CheckResult) -> list[Screen]:
    return [
        Screen(
            reasoning_view(result),
            title="Show reasoning opens this modal (drawn at full length; Slack scrolls it)",
        )
    ]


def tour_payloads() -> list[dict[str, Any]]:
    """The tour's steps exactly as the handler answers `/answerguard tour` and *Next step*."""
    store = Store(":memory:")
    runtime = build_runtime(Settings(ai_mode="local"), store)
    deps = Deps(runtime=runtime, config=BotConfig(), clock=lambda: NOW, threads=ThreadIndex(store))
    return [step_message(deps, step) for step in range(TOUR_STEPS)]


def tour_screens() -> list[Screen]:
    payloads = tour_payloads()
    titles = ["/answerguard tour"] + [
        "after Next step (this replaces the step above)" for _ in payloads[1:]
    ]
    return [
        Screen(p, title=f"Step {n} of {len(payloads)} · {t}", ephemeral=True)
        for n, (p, t) in enumerate(zip(payloads, titles, strict=True), 1)
    ]


def slack_svgs() -> dict[str, str]:
    """Every Slack picture: file name → SVG text."""
    result = canonical_check()
    app = app_identity()
    tour_note = "The tour runs on a sandbox copy of the seed (local extractor, a fixed clock)."
    return {
        "verdict.svg": render(verdict_screens(result), app=app, note=ABOUT, title="Verdict"),
        "composer.svg": render(composer_screens(result), app=app, note=ABOUT, title="Composer"),
        "reasoning.svg": render(
            reasoning_screens(result), app=app, note=ABOUT, title="Reasoning view"
        ),
        "tour-slack.svg": render(tour_screens(), app=app, note=tour_note, title="Tour"),
    }


def write_slack_screens(folder: Path) -> list[Path]:
    written = []
    for name, svg in slack_svgs().items():
        path = folder / name
        path.write_text(svg, encoding="utf-8")
        written.append(path)
    return written
