"""Workspaces' own cases as a measure: how many of a knowledge base's `cases.yaml` the local
extractor and the rules get right.

The knowledge bases under `tests/kb/` were written blind, from the README's workspace format
and the rules only, by authors who did not read the extractor or the engine; their cases say
what a correct guard answers, not what the product answers. Their pass counts are therefore
the nearest thing to "a team's own docs, never seen" that runs offline, and the README shows
them next to the labelled sets.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

from guard import yamltext
from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.kb.workspace import Workspace, load_folder
from guard.kb.workspace.cases import Case, load_cases
from guard.models import CheckResult
from guard.settings import REPO_ROOT

#: Blind-written knowledge bases (repository only: not shipped in the wheel).
HELDOUT_KBS = REPO_ROOT / "tests" / "kb"


def case_request(case: Case, now: datetime, user: str = "cli") -> CheckRequest:
    """The check a case describes; `now` when the case names no decision time; `user` is
    whose live-AI quota it counts against."""
    return CheckRequest(
        user=user,
        ticket_id=case.ticket,
        draft=case.draft,
        now=case.now or now,
        role=case.role,
        scope=case.scope,
    )


def case_matches(case: Case, result: CheckResult) -> bool:
    """The decision, and the reason code when the case names one (it is optional)."""
    want = case.expected
    return result.decision == want.decision and want.reason in (None, result.reason_code)


def case_results(
    ws: Workspace,
    now: datetime | None = None,
    service: CheckService | None = None,
    progress: Callable[[Case, CheckResult], None] | None = None,
    user: str = "cli",
) -> list[tuple[Case, CheckResult]]:
    """Every case of the workspace's cases.yaml with its check; `now` (default 1 Dec 2026,
    noon UTC) for cases that name no decision time. Without `service`, the local extractor,
    offline; `answerguard eval --workspace` passes the service of the mode it runs, so every
    mode is scored by this one loop. `progress` hears of each case as it is decided."""
    from guard.extract.local import LocalExtractor

    service = service or CheckService(LocalExtractor(ws.catalogue), workspace=lambda: ws)
    at = now or datetime(2026, 12, 1, 12, tzinfo=UTC)
    results = []
    for case in load_cases(ws.root):
        result = service.check(case_request(case, at, user))
        results.append((case, result))
        if progress is not None:
            progress(case, result)
    return results


def score_workspace(folder: Path, now: datetime | None = None) -> tuple[Workspace, int, int]:
    """(workspace, cases as expected, cases) for one folder."""
    ws = load_folder(folder)
    results = case_results(ws, now)
    return ws, sum(case_matches(c, r) for c, r in results), len(results)


def first_scores(root: Path = HELDOUT_KBS) -> dict[str, str]:
    """Each knowledge base's first score ("19/40"), from `first_scores.yaml` beside them:
    a record of history, shown next to today's score so that a gain cannot hide a first run."""
    path = root / "first_scores.yaml"
    if not path.exists():
        return {}
    data = yamltext.load(path.read_text(encoding="utf-8")) or {}
    return {name: str(row.get("first", "")) for name, row in data.items() if isinstance(row, dict)}


def heldout_markdown(root: Path = HELDOUT_KBS) -> str:
    """The README's table of the blind-written knowledge bases: first run and now."""
    folders = (
        sorted(p for p in root.iterdir() if (p / "cases.yaml").exists()) if root.exists() else []
    )
    if not folders:
        return ""
    first = first_scores(root)
    lines = [
        "Knowledge bases written blind (`tests/kb/`), local extractor. *First run* is the score"
        " before anything was fixed on that folder:",
        "",
        "| workspace | sources | topics | first run | cases as expected now |",
        "|---|---|---|---|---|",
    ]
    # One process per core: each folder is scored on its own, and 80-odd in a row took a
    # quarter of an hour (`make readme`). The rows keep the folders' order.
    workers = max(1, min(len(folders), os.cpu_count() or 1))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for folder, (name, sources, topics, passed, total) in zip(
            folders, pool.map(_table_row, folders), strict=True
        ):
            lines.append(
                f"| `{folder.name}` ({name}) | {sources} | {topics} | "
                f"{first.get(folder.name, '–')} | {passed}/{total} ({passed / total:.0%}) |"
            )
    return "\n".join(lines)


def _table_row(folder: Path) -> tuple[str, int, int, int, int]:
    """What the table shows of one folder (plain values: it crosses a process boundary)."""
    ws, passed, total = score_workspace(folder)
    return ws.name, len(ws.sources), len(ws.catalogue.topics), passed, total
