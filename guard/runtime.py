"""Wiring: settings → store, extractor, quota → check service. The CLI and the Slack app
both start here, so both run the same checks on the same state."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from guard.check import CheckService
from guard.extract.factory import make_extractor
from guard.quota import Quota
from guard.settings import Settings
from guard.store import Store, default_db_path
from guard.workspace import Workspace, load_folder, load_seed


@cache
def _folder(path: Path) -> Workspace:
    return load_folder(path)


def workspace_loader(settings: Settings) -> Callable[[], Workspace]:
    """The configured workspace, read once per process (a check must not re-read a
    folder of thousands of files); `answerguard import` re-reads it on purpose."""
    if settings.workspace is None:
        return load_seed
    path = settings.workspace.expanduser().resolve()
    return lambda: _folder(path)


@dataclass
class Runtime:
    settings: Settings
    store: Store
    service: CheckService


def build_runtime(settings: Settings | None = None, store: Store | None = None) -> Runtime:
    settings = settings or Settings.from_env()
    base = workspace_loader(settings)
    if store is None:
        base()  # a bad workspace is one clear line before anything is opened
        store = Store(default_db_path(settings.workspace), base=base)
    extractor, fallback = make_extractor(settings, cache=store, catalogue=store.base().catalogue)
    quota = Quota(settings.rate_limit_uri) if settings.ai_mode == "live" else None
    service = CheckService(extractor, store.workspace, quota=quota, fallback=fallback)
    return Runtime(settings, store, service)
