"""A workspace of one catalogue and one source file, and a local check service on it: the
set-up the price-basis tests share (each writes its own invented catalogue and source).
`one_source_fixtures` makes the module fixtures and the check helper of such a test file."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.extract.local import LocalExtractor
from guard.kb.workspace import Workspace, load_folder
from guard.models import CheckResult


def one_source_workspace(root: Path, catalogue: str, name: str, body: str) -> Workspace:
    """`root` with answerguard.yaml and sources/`name`, loaded."""
    (root / "sources").mkdir()
    (root / "answerguard.yaml").write_text(catalogue, encoding="utf-8")
    (root / "sources" / name).write_text(body, encoding="utf-8")
    return load_folder(root)


def local_service(ws: Workspace) -> CheckService:
    return CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)


def check_draft(service: CheckService, draft: str, now: datetime) -> CheckResult:
    """A draft checked with no ticket and no scope."""
    return service.check(CheckRequest(ticket_id=None, draft=draft, now=now, scope={}))


def one_source_fixtures(
    catalogue: str, name: str, body: str, now: datetime, folder: str
) -> tuple[Any, Any, Callable[[CheckService, str], CheckResult]]:
    """A test module's `ws` and `service` fixtures (module-scoped: one workspace in a temporary
    `folder`, one local service on it) and its `check(service, draft)` at `now`:
    `ws, service, check = one_source_fixtures(CATALOGUE, "prices.md", PRICES, NOW, "loft")`."""

    @pytest.fixture(scope="module", name="ws")
    def ws(tmp_path_factory: pytest.TempPathFactory) -> Workspace:
        return one_source_workspace(tmp_path_factory.mktemp(folder), catalogue, name, body)

    @pytest.fixture(scope="module", name="service")
    def service(ws: Workspace) -> CheckService:
        return local_service(ws)

    def check(service: CheckService, draft: str) -> CheckResult:
        return check_draft(service, draft, now)

    return ws, service, check
