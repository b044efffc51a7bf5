"""`answerguard eval --workspace DIR`: a team's own cases.yaml through the real check service,
in the AI mode it chooses, so a team measures the guard on its own knowledge base.

The loop is `case_results` (the one the README's blind-written table uses); this module only
builds the service for a mode and turns the results into a report. The headline danger is an
unsafe ALLOW (a case its team expects to be stopped that the guard lets through): it is
listed first and it alone fails the run, since a miss in the cautious direction costs an
agent a look, while an unsafe ALLOW costs a customer a wrong answer.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from pydantic import Field, computed_field

from guard.check import CheckService
from guard.errors import InputError
from guard.evals.scoring import ReportModel
from guard.evals.workspaces import case_matches, case_results
from guard.kb.workspace import Workspace, load_folder
from guard.kb.workspace.cases import CASES_FILE, Case, load_cases
from guard.kb.workspace.files import exists
from guard.models import CheckResult
from guard.settings import MODES, Settings

ALLOW = "ALLOW"


class Outcome(ReportModel):
    """A decision and its reason code."""

    decision: str
    reason: str | None = None


class CaseOutcome(ReportModel):
    """One case: what its team expects against what the guard said, and who extracted."""

    id: str
    ticket: str | None = None
    expected: Outcome
    got: Outcome
    match: bool
    #: Expected anything but ALLOW and got ALLOW: the one miss that fails the run.
    unsafe_allow: bool
    #: Which extractor answered this check (live, saved or local): a quota pause or a
    #: failed live call shows here rather than being counted as the model's answer.
    ai: str


class WorkspaceEvalReport(ReportModel):
    workspace: str
    folder: str
    mode: str
    model: str
    prompt_version: str
    cases: list[CaseOutcome]
    notes: list[str] = Field(default_factory=list)

    # mypy rejects a decorator over @property; pydantic documents this ignore for computed_field.
    @computed_field  # type: ignore[prop-decorator]
    @property
    def passed(self) -> int:
        return sum(c.match for c in self.cases)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def total(self) -> int:
        return len(self.cases)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def unsafe_allows(self) -> list[str]:
        return [c.id for c in self.cases if c.unsafe_allow]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def misses(self) -> list[str]:
        """Every case not as expected, unsafe ALLOWs first."""
        wrong = [c for c in self.cases if not c.match]
        return [c.id for c in sorted(wrong, key=lambda c: not c.unsafe_allow)]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def ai_modes(self) -> dict[str, int]:
        return dict(sorted(Counter(c.ai for c in self.cases).items()))


def is_unsafe_allow(case: Case, result: CheckResult) -> bool:
    """The team expects the draft stopped (any non-ALLOW) and the guard allowed it."""
    return case.expected.decision != ALLOW and result.decision == ALLOW


def outcome(case: Case, result: CheckResult) -> CaseOutcome:
    return CaseOutcome(
        id=case.id,
        ticket=case.ticket,
        expected=Outcome(decision=case.expected.decision, reason=case.expected.reason),
        got=Outcome(decision=result.decision, reason=result.reason_code),
        match=case_matches(case, result),
        unsafe_allow=is_unsafe_allow(case, result),
        ai=result.ai.mode,
    )


def load_workspace(folder: Path, settings: Settings) -> Workspace:
    """The folder, or a one-line InputError when it holds no cases.yaml or does not load."""
    root = folder.expanduser()
    if not root.is_dir():
        raise InputError(f"workspace folder {root} does not exist or is not a folder.")
    if not exists(root / CASES_FILE):
        raise InputError(
            f"{root} has no {CASES_FILE}: add the drafts and the outcomes the team expects "
            "(docs/workspace-format.md) to evaluate it."
        )
    ws = load_folder(root, settings.max_source_bytes)
    if not load_cases(ws.root):
        raise InputError(f"{root / CASES_FILE} holds no cases: nothing to evaluate.")
    return ws


def eval_settings(mode: str, folder: Path) -> Settings:
    """The environment's settings with this run's mode and folder; live without a key is a
    one-line InputError, as `answerguard eval` says it for the golden set."""
    if mode not in MODES:
        raise InputError(f"--mode must be one of {', '.join(MODES)}, not '{mode}'.")
    if mode == "live" and not os.environ.get("ANTHROPIC_API_KEY"):
        raise InputError(
            "live eval needs ANTHROPIC_API_KEY: it asks the live model to extract every case. "
            "Use --mode saved or --mode local to run offline."
        )
    return Settings.from_env({**os.environ, "AI_MODE": mode, "ANSWERGUARD_WORKSPACE": str(folder)})


def build_service(settings: Settings, ws: Workspace) -> CheckService:
    """The extractor the rest of the CLI would use for this mode and catalogue. Live keeps
    its chain (cache → model → saved responses) and the shared live-call limits of the
    workspace's database: a capped check runs on the fallback and the report says so."""
    from guard.extract.factory import make_extractor

    extractor, fallback = make_extractor(settings, catalogue=ws.catalogue)
    quota = None
    if settings.ai_mode == "live":
        from guard.quota import Quota
        from guard.store.base import default_db_path

        quota = Quota(settings.rate_limit_uri, db_file=str(default_db_path(settings.workspace)))
    return CheckService(extractor, lambda: ws, quota=quota, fallback=fallback)


def run_workspace_eval(
    ws: Workspace,
    service: CheckService,
    mode: str,
    now: datetime | None = None,
    progress: Callable[[Case, CheckResult], None] | None = None,
    user: str = "cli",
) -> WorkspaceEvalReport:
    """Every case of the workspace through `service`; `now` for cases naming no time."""
    results = case_results(ws, now, service=service, progress=progress, user=user)
    extractor = service.extractor
    cases = [outcome(c, r) for c, r in results]
    return WorkspaceEvalReport(
        workspace=ws.name,
        folder=str(ws.root),
        mode=mode,
        model=extractor.model,
        prompt_version=extractor.prompt_version,
        cases=cases,
        notes=_notes(mode, cases),
    )


def _notes(mode: str, cases: list[CaseOutcome]) -> list[str]:
    """What the numbers do not measure: checks another extractor answered than the mode's
    (a failed or capped live call, a saved mode with no saved answer for the text)."""
    stood_in = Counter(c.ai for c in cases if c.ai != mode)
    if mode == "local" or not stood_in:
        return []
    who = ", ".join(f"{n} by {ai}" for ai, n in sorted(stood_in.items()))
    why = (
        "live AI failed or its limit was reached"
        if mode == "live"
        else "no saved answer matched the text"
    )
    return [
        f"{sum(stood_in.values())} of {len(cases)} checks were not answered in {mode} mode "
        f"({who}: {why}); their outcomes measure the fallback, not the {mode} extractor."
    ]
