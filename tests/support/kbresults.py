"""Each knowledge base in tests/kb loaded and checked once per test run.

Three test files check every case of every base: the floors (tests/test_kb_floors.py), the
shuffle property (tests/test_attribution_shuffle.py) and the index path's agreement with eval
(tests/test_index_path_agrees.py). Each used to run every case itself, at the same decision
time and on the same folder, which made the suite read the 80-odd bases several times over
for one answer. They now share this cache, so a base's cases are checked once and each file
compares against the same results. The results are immutable to the tests (none edits a
result); a base loaded another way (floors.yaml's `load: exported`) is not shared.
"""

from __future__ import annotations

from functools import cache

from guard.evals.workspaces import HELDOUT_KBS, case_results
from guard.kb.workspace import Workspace, load_folder
from guard.kb.workspace.cases import Case
from guard.models import CheckResult

#: The folders in tests/kb that hold cases, by name.
KB_NAMES: tuple[str, ...] = tuple(
    sorted(p.name for p in HELDOUT_KBS.iterdir() if (p / "cases.yaml").exists())
)


@cache
def kb_workspace(name: str) -> Workspace:
    """The folder tests/kb/`name`, loaded as it is."""
    return load_folder(HELDOUT_KBS / name)


@cache
def kb_results(name: str) -> tuple[tuple[Case, CheckResult], ...]:
    """Every case of tests/kb/`name` with its check, at eval's default decision time."""
    return tuple(case_results(kb_workspace(name)))
