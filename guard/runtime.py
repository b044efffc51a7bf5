"""Wiring: settings → store, extractor, quota → check service. The CLI and the Slack app
both start here, so both run the same checks on the same state."""

from __future__ import annotations

from dataclasses import dataclass

from guard.check import CheckService
from guard.extract.factory import make_extractor
from guard.quota import Quota
from guard.settings import Settings
from guard.store import Store


@dataclass
class Runtime:
    settings: Settings
    store: Store
    service: CheckService


def build_runtime(settings: Settings | None = None, store: Store | None = None) -> Runtime:
    settings = settings or Settings.from_env()
    store = store or Store()
    extractor, fallback = make_extractor(settings, cache=store)
    quota = Quota(settings.rate_limit_uri) if settings.ai_mode == "live" else None
    service = CheckService(extractor, store.workspace, quota=quota, fallback=fallback)
    return Runtime(settings, store, service)
