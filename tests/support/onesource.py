"""A workspace of one catalogue and one source file, and a local check service on it: the
set-up the price-basis tests share (each writes its own invented catalogue and source)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from guard.check import CheckRequest, CheckService
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
