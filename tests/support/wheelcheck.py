"""Build AnswerGuard as a user gets it and run the installed command outside the checkout.

The steps, shared by tests/test_packaging.py (offline) and `make package-check` (online):

1. Copy the checkout (without .venv, .git, build output or caches) to a temporary folder, so
   a stale `build/` in the checkout can never leak into the wheel.
2. Build the sdist there, unpack it, and build the wheel from the unpacked sdist, as
   `python -m build` does: a data file missing from the sdist is missing from the wheel too.
   No build isolation: setuptools comes from requirements.lock, so nothing is downloaded.
3. Install the wheel into a brand-new venv:
   - offline (the test): `pip install --no-deps --no-index` the wheel, and let the new venv
     borrow the already-installed third-party packages through a `.pth` line pointing at the
     running venv's site-packages (that line is not a site directory, so the checkout's
     editable-install hook in it never runs);
   - `--resolve` (make package-check): `pip install` the wheel, resolving the dependency
     ranges in pyproject.toml from the package index, as a user's install does.
4. Delete the build folder, then run `answerguard --version`, `-h`, `demo`, saved-mode `demo`,
   `eval` and `--workspace DIR sources` for every workspace folder installed under
   guard/workspaces/, with the working directory outside the repository and a clean
   environment, and
   ask the installed interpreter where `guard`, the seed, the eval sets and the saved
   responses were found: every path must be inside the new venv.

`python tests/support/wheelcheck.py [--resolve] [--keep]` runs it from the command line.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
import tomllib
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
NOW = "2026-11-30T12:00:00Z"

#: Not part of a build: the venv, VCS data, earlier build output and tool caches.
IGNORED = shutil.ignore_patterns(
    ".venv*",
    ".git",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    ".ruff_cache",
    "*.db",
)

#: What the installed interpreter reports about where it found things.
WHERE = """
import json, sys, importlib.metadata as md
import guard, guard.kb.workspace as w, guard.evals as e, guard.settings as s
print(json.dumps({
    "guard": guard.__file__,
    "seed": str(w.SEED_DIR),
    "golden": str(e.GOLDEN_PATH),
    "ai_cache": str(s.AI_CACHE_DIR),
    "version": md.version("answerguard"),
    "dist": str(md.distribution("answerguard")._path),
    "sys_path": sys.path,
}))
"""

#: The seed's story as the demo prints it (README's table): one reason code per row.
DEMO_EXPECTS = (
    "CONTRADICTS_GOVERNING",  # TCK-9001, B1
    "SCOPE_UNKNOWN",  # TCK-9002
    "SUPPORTED",  # TCK-9003
    "WEAK_BASIS",  # B7
    "CHANGE_SIGNALLED",  # B2
    "CONFLICT_UNRESOLVED",  # B3
)

#: The packages: every file in them, code or data, must ship in the wheel.
PACKAGES = ("answerguard", "guard", "bot", "web")


def project_version() -> str:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"
    ]


def data_files(root: Path = REPO) -> set[str]:
    """Every non-Python file in the packages under root (the workspaces, eval sets, saved
    responses, and anything added later), as a path inside the wheel (e.g.
    guard/workspaces/seed/tickets.yaml). A file type or folder that the package-data globs in
    pyproject.toml do not cover shows up as missing from the wheel."""
    return {
        p.relative_to(root).as_posix()
        for pkg in PACKAGES
        for p in (root / pkg).rglob("*")
        if p.is_file()
        and p.suffix not in (".py", ".pyc")
        and not p.name.startswith(".")  # .gitkeep, editor and OS files
        and not p.name.endswith("~")
        and "__pycache__" not in p.parts
    }


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess[str]:
    kw.setdefault("check", True)
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def build(
    work: Path, python: str = sys.executable, extra: dict[str, str] | None = None
) -> tuple[Path, Path]:
    """(sdist, wheel) built from a clean copy of the checkout inside `work`; `extra` adds
    files (path relative to the checkout → text) to the copy before building."""
    src = work / "src"
    shutil.copytree(REPO, src, ignore=IGNORED)
    for rel, text in (extra or {}).items():
        (src / rel).parent.mkdir(parents=True, exist_ok=True)
        (src / rel).write_text(text, encoding="utf-8")
    dist = work / "dist"
    dist.mkdir()
    hook = "import sys; from setuptools import build_meta as b; print(b.build_sdist(sys.argv[1]))"
    name = _run([python, "-c", hook, str(dist)], cwd=src).stdout.strip().splitlines()[-1]
    sdist = dist / name
    with tarfile.open(sdist) as tar:
        tar.extractall(work / "unpacked", filter="data")
    (unpacked,) = (work / "unpacked").iterdir()
    _run(
        [
            python,
            "-m",
            "pip",
            "wheel",
            str(unpacked),
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "--quiet",
            "--disable-pip-version-check",
            "-w",
            str(dist),
        ],
    )
    (wheel,) = dist.glob("answerguard-*.whl")
    return sdist, wheel


def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as z:
        return set(z.namelist())


def fresh_venv(path: Path, wheel: Path, resolve: bool) -> Path:
    """A new venv with the wheel installed; returns its bin/ folder."""
    base = getattr(sys, "_base_executable", sys.executable)
    if resolve:
        _run([base, "-m", "venv", str(path)])
        pip = [str(path / "bin" / "python"), "-m", "pip", "--disable-pip-version-check"]
        _run([*pip, "install", "--quiet", str(wheel)])
        return path / "bin"
    _run([base, "-m", "venv", "--without-pip", str(path)])
    py = path / "bin" / "python"
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(py),
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            "--disable-pip-version-check",
            str(wheel),
        ],
    )
    site = _run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
    borrowed = sysconfig.get_paths()["purelib"]  # the running venv's third-party packages
    (Path(site.stdout.strip()) / "zz_borrowed_deps.pth").write_text(borrowed + "\n")
    return path / "bin"


def clean_env(home: Path) -> dict[str, str]:
    """No PYTHONPATH, no AI key or mode, no seed override; HOME and the database in `home`."""
    drop = ("PYTHON", "ANSWERGUARD_", "AI_MODE", "ANTHROPIC_", "SLACK_", "VIRTUAL_ENV")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), NO_COLOR="1", COLUMNS="200")
    env["ANSWERGUARD_DB"] = str(home / "answerguard.db")
    return env


@dataclass
class Report:
    wheel: Path
    names: set[str]
    sdist_names: set[str]
    where: dict
    runs: dict[str, subprocess.CompletedProcess[str]] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)


def check(work: Path, resolve: bool = False) -> Report:
    """Build, install into a fresh venv inside `work`, run from `work/outside`. Returns the
    evidence; raises CalledProcessError when a step fails."""
    t0 = time.perf_counter()
    sdist, wheel = build(work)
    with tarfile.open(sdist) as tar:
        sdist_names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    t1 = time.perf_counter()
    bin_ = fresh_venv(work / "venv", wheel, resolve)
    t2 = time.perf_counter()
    shutil.rmtree(work / "src")  # nothing may be found in the build copy
    shutil.rmtree(work / "unpacked")
    outside = work / "outside"
    outside.mkdir()
    env = clean_env(outside)
    ag = str(bin_ / "answerguard")
    commands = {
        "version": [ag, "--version"],
        "help": [ag, "-h"],
        "demo": [ag, "demo", "--now", NOW],
        "demo_saved": [ag, "demo", "--now", NOW],
        "eval": [ag, "eval", "--json"],
        "where": [str(bin_ / "python"), "-c", WHERE],
    }
    envs = {"demo_saved": {**env, "AI_MODE": "saved"}}
    # Every example workspace shipped in the wheel loads from its installed folder.
    for conf in sorted(
        work.glob("venv/lib/python*/site-packages/guard/workspaces/*/answerguard.yaml")
    ):
        key = f"workspace {conf.parent.name}"
        commands[key] = [ag, "--workspace", str(conf.parent), "sources", "--role", "ops_lead"]
        envs[key] = {**env, "ANSWERGUARD_DB": str(outside / f"{conf.parent.name}.db")}
    procs = {
        k: subprocess.Popen(
            cmd,
            cwd=outside,
            env=envs.get(k, env),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for k, cmd in commands.items()
    }
    runs = {}
    for k, p in procs.items():
        out, err = p.communicate(timeout=300)
        runs[k] = subprocess.CompletedProcess(commands[k], p.returncode, out, err)
    t3 = time.perf_counter()
    where = json.loads(runs["where"].stdout) if runs["where"].returncode == 0 else {}
    return Report(
        wheel=wheel,
        names=wheel_names(wheel),
        sdist_names=sdist_names,
        where=where,
        runs=runs,
        seconds={"build": t1 - t0, "install": t2 - t1, "run": t3 - t2, "total": t3 - t0},
    )


def problems(report: Report, venv: Path) -> list[str]:
    """Everything wrong with an installed wheel, as readable lines (empty when it is right)."""
    bad: list[str] = []
    missing = data_files() - report.names
    if missing:
        bad.append(f"data files missing from the wheel: {sorted(missing)}")
    missing_sdist = data_files() - report.sdist_names
    if missing_sdist:
        bad.append(f"data files missing from the sdist: {sorted(missing_sdist)}")
    if any(n.startswith(("tests/", "bench/", "evals/")) for n in report.names):
        bad.append("the wheel ships tests/, bench/ or evals/")
    for name, run in report.runs.items():
        if run.returncode != 0:
            bad.append(f"{name}: exit {run.returncode}\n{run.stdout[-2000:]}\n{run.stderr[-2000:]}")
    if not any(k.startswith("workspace ") for k in report.runs):
        bad.append("no workspace folder with answerguard.yaml was installed")
    version = project_version()
    if report.runs["version"].stdout.strip() != f"answerguard {version}":
        bad.append(f"--version printed {report.runs['version'].stdout!r}")
    if "Usage: answerguard" not in report.runs["help"].stdout:
        bad.append("-h printed no usage")
    for key in ("demo", "demo_saved"):
        missing_words = [w for w in DEMO_EXPECTS if w not in report.runs[key].stdout]
        if missing_words:
            bad.append(f"{key} output lacks {missing_words}")
    if report.runs["eval"].returncode == 0:
        doc = json.loads(report.runs["eval"].stdout)
        if not doc.get("passed"):
            bad.append("eval did not pass")
    root = venv.resolve()
    for key in ("guard", "seed", "golden", "ai_cache", "dist"):
        path = report.where.get(key)
        if not path or not Path(path).resolve().is_relative_to(root):
            bad.append(f"{key} resolved outside the fresh venv: {path}")
    if report.where and report.where.get("version") != version:
        bad.append(f"installed metadata says {report.where.get('version')}")
    if any(Path(p).resolve() == REPO for p in report.where.get("sys_path", []) if p):
        bad.append("the checkout is on the installed interpreter's sys.path")
    return bad


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--resolve",
        action="store_true",
        help="install the wheel with its dependency ranges resolved from the package index",
    )
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="answerguard-wheel-"))
    try:
        report = check(work, resolve=args.resolve)
        bad = problems(report, work / "venv")
        secs = ", ".join(f"{k} {v:.1f} s" for k, v in report.seconds.items())
        print(f"{report.wheel.name}: {len(report.names)} files; {secs}")
        print(report.runs["version"].stdout.strip())
        if args.resolve:
            freeze = _run([str(work / "venv" / "bin" / "python"), "-m", "pip", "freeze"])
            print("resolved from the ranges:", " ".join(freeze.stdout.split()))
        for line in bad:
            print("FAIL:", line, file=sys.stderr)
        if not bad:
            print(
                "ok: the installed wheel runs --version, -h, demo, saved demo, eval and every "
                "workspace from outside the checkout, on its own files"
            )
        return 1 if bad else 0
    except subprocess.CalledProcessError as e:
        print(
            f"FAIL: {' '.join(map(str, e.cmd))}: exit {e.returncode}\n{e.stdout}\n{e.stderr}",
            file=sys.stderr,
        )
        return 1
    finally:
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
