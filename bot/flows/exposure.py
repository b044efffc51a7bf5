"""Exposure replay after a source is saved: the last replay run before the save, and the DM
to whoever saved a change that contradicts replies already sent. Shared by the source
editor's handler and the exposure handlers; the replay itself is guard/trust/exposure/.
"""

from __future__ import annotations

import json
import logging

from slack_sdk import WebClient

from bot.blocks.exposure import change_summary_message
from bot.flows.calls import dm
from bot.flows.deps import Deps
from guard.trust.exposure import ExposureService

log = logging.getLogger("answerguard.bot")


def exposure_of(deps: Deps) -> ExposureService:
    return ExposureService(deps.service, deps.store)


def last_run_id(deps: Deps) -> int:
    runs = exposure_of(deps).runs(1)
    return int(runs[0]["id"]) if runs else 0


def notify_saver(deps: Deps, client: WebClient, user: str, after_run: int) -> None:
    """After `user` saved a source: if the replays since run `after_run` found replies the
    change contradicts, DM them the summary and the list (as their role sees it)."""
    try:
        svc = exposure_of(deps)
        runs = [r for r in svc.runs(20) if int(r["id"]) > after_run]
        found = {i for r in runs for i in json.loads(r["found"] or "[]")}
        if not found:
            return
        shown = [e for e in svc.exposures(deps.role(user)) if e.id in found]
        if not shown:
            return
        changed = ", ".join(
            dict.fromkeys(c["sourceId"] for r in runs for c in json.loads(r["changes"] or "[]"))
        )
        dm(client, user, change_summary_message(shown, changed, personas=deps.personas), user)
    except Exception:
        log.exception("Could not tell %s about exposures", user)
