"""AnswerGuard installs like a package (issue 12, item 10).

The wheel is built from the sdist and installed into a brand-new venv; `answerguard` then
runs from a folder outside the checkout, and the installed interpreter must find `guard`, the
seed, the eval sets and the saved responses inside that venv (tests/support/wheelcheck.py has the
steps). Offline: the build backend comes from requirements.lock and the third-party packages
are borrowed from the running venv. `make package-check` repeats it with the dependency
ranges resolved from the package index.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from guard.cli.app import app
from tests.support import wheelcheck

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> tuple[wheelcheck.Report, Path]:
    work = tmp_path_factory.mktemp("wheel")
    return wheelcheck.check(work), work


def test_installed_wheel_runs_outside_the_checkout_on_its_own_files(installed):
    report, work = installed
    assert wheelcheck.problems(report, work / "venv") == []


def test_the_wheel_ships_the_seed_workspace_eval_sets_and_nothing_from_the_repo_root(installed):
    report, _ = installed
    names = report.names
    seed = "guard/workspaces/seed"
    assert {
        f"{seed}/tickets.yaml",
        f"{seed}/sources/DOC-103.md",
        f"{seed}/variants/B1.yaml",
    } <= names
    assert {"guard/evalsets/golden.json", "guard/evalsets/heldout_set.json"} <= names
    assert wheelcheck.data_files() <= names
    assert not [n for n in names if n.split("/")[0] in ("tests", "bench", "evals", "docs")]


def test_installed_paths_are_inside_the_fresh_venv(installed):
    report, work = installed
    site = Path(report.where["guard"]).parent.parent
    assert site.is_relative_to(work / "venv")
    assert Path(report.where["seed"]) == site / "guard" / "workspaces" / "seed"
    assert Path(report.where["golden"]) == site / "guard" / "evalsets" / "golden.json"
    assert str(REPO) not in report.where["sys_path"]


def test_installed_demo_prints_what_the_checkout_prints(installed):
    report, work = installed
    env = wheelcheck.clean_env(work / "outside")
    checkout = Path(sys.executable).parent / "answerguard"
    here = subprocess.run(
        [str(checkout), "demo", "--now", wheelcheck.NOW],
        cwd=work / "outside",
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    latency = re.compile(r"\d+ ms")  # the only thing allowed to differ between two runs
    assert latency.sub("", report.runs["demo"].stdout) == latency.sub("", here.stdout)


def test_nested_folders_of_a_new_workspace_ship_too(tmp_path):
    """A sibling workspace with nested source folders (names that are not Python
    identifiers) and every config file ships without touching pyproject.toml."""
    example = "guard/workspaces/zz-probe"
    extra = {
        f"{example}/answerguard.yaml": "name: probe\n",
        f"{example}/tickets.yaml": "[]\n",
        f"{example}/cases.yaml": "[]\n",
        f"{example}/sources/billing-team/refunds/DOC-1.md": "---\nid: DOC-1\n---\nbody\n",
        f"{example}/sources/ops/SRC-2.md": "---\nid: SRC-2\n---\nbody\n",
        f"{example}/variants/V1.yml": "id: V1\n",
        "guard/workspaces/seed/answerguard.yaml": "name: seed\n",
    }
    _, wheel = wheelcheck.build(tmp_path, extra=extra)
    assert set(extra) <= wheelcheck.wheel_names(wheel)


def test_version_and_short_help():
    runner = CliRunner()
    version = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["version"]
    for flag in ("--version", "-V"):
        r = runner.invoke(app, [flag])
        assert r.exit_code == 0
        assert r.output.strip() == f"answerguard {version}"
    for args in (["-h"], ["check", "-h"], ["sources", "edit", "-h"], ["demo", "-h"]):
        r = runner.invoke(app, args)
        assert r.exit_code == 0, args
        assert "Usage:" in r.output, args


def test_seed_dir_override_still_wins(tmp_path):
    code = "from guard.kb.workspace import SEED_DIR; print(SEED_DIR)"
    env = {**os.environ, "ANSWERGUARD_SEED_DIR": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == str(tmp_path)
    env.pop("ANSWERGUARD_SEED_DIR")
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert Path(out.stdout.strip()) == REPO / "guard" / "workspaces" / "seed"
