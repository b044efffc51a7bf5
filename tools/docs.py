"""Keeps the documentation's generated sections true: the rules table and the environment table
are written from the engine's rule list and the settings, the numbers from the last eval and
benchmark runs, and a test fails when one drifts.

A section may live in the README or in any `docs/*.md` file: every file is rendered, so moving
a section's markers between files needs no change here. Run `python -m tools.docs` (or
`make readme`) after changing a source.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

from guard.engine.rules import STANDING_RULES, rules_markdown
from guard.settings import ENV_VARS, REPO_ROOT

README = REPO_ROOT / "README.md"
DOCS = REPO_ROOT / "docs"


def documents() -> list[Path]:
    """Every file a generated section may live in: the README and each docs/*.md."""
    return [README, *sorted(DOCS.glob("*.md"))]


def standing_markdown() -> str:
    lines = ["| # | condition | standing |", "|---|---|---|"]
    lines += [f"| {r.id} | {r.condition} | {r.result} |" for r in STANDING_RULES]
    return "\n".join(lines)


def env_markdown() -> str:
    lines = ["| variable | meaning |", "|---|---|"]
    lines += [f"| `{k}` | {v} |" for k, v in ENV_VARS.items()]
    return "\n".join(lines)


def _file(path: Path, missing: str) -> Callable[[], str]:
    return lambda: path.read_text(encoding="utf-8").strip() if path.exists() else missing


EVAL_RESULTS = REPO_ROOT / "evals" / "RESULTS.md"
BENCH_RESULTS = REPO_ROOT / "bench" / "RESULTS.md"

MUTATION_RESULTS = REPO_ROOT / "docs" / "mutation.md"


def mutation_markdown() -> str:
    """The score table of the last `make mutation` (docs/mutation.md lists the survivors)."""
    if not MUTATION_RESULTS.exists():
        return "Run `make mutation` to measure."
    text = MUTATION_RESULTS.read_text(encoding="utf-8")
    m = re.search(r"<!-- score:start -->\n(.*?)\n<!-- score:end -->", text, re.S)
    return m.group(1) if m else "Run `make mutation` to measure."


SECTIONS: dict[str, Callable[[], str]] = {
    "rules": rules_markdown,
    "standing": standing_markdown,
    "env": env_markdown,
    "evals": _file(EVAL_RESULTS, "Run `make readme` to measure."),
    "bench": _file(BENCH_RESULTS, "Run `make bench` to measure."),
    "mutation": mutation_markdown,
}


def write_eval_results() -> None:
    """Run the offline eval (local mode) and keep its numbers for the README."""
    from guard.evals import extraction_set_reports, markdown_summary, run_eval
    from guard.evals.workspaces import heldout_markdown

    text = markdown_summary(run_eval("local"), extraction_set_reports())
    if heldout := heldout_markdown():
        text += "\n\n" + heldout
    EVAL_RESULTS.write_text(text + "\n", encoding="utf-8")


def render(text: str) -> str:
    for name, fn in SECTIONS.items():
        pattern = re.compile(rf"(<!-- {name}:start -->\n).*?(\n<!-- {name}:end -->)", re.S)

        def fill(m: re.Match[str], fn: Callable[[], str] = fn) -> str:
            return m.group(1) + fn() + m.group(2)

        text = pattern.sub(fill, text)
    return text


def main(paths: list[Path] | None = None) -> int:
    """Rewrite the generated sections in place; `--check` only reports (exit 1 on drift)."""
    if "--evals" in sys.argv:
        write_eval_results()
    stale = 0
    for path in paths or documents():
        text = path.read_text(encoding="utf-8")
        new = render(text)
        if new == text:
            continue
        stale += 1
        if "--check" not in sys.argv:
            path.write_text(new, encoding="utf-8")
    return 1 if stale and "--check" in sys.argv else 0


if __name__ == "__main__":
    sys.exit(main())
