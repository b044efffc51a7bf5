"""Keeps the README's generated sections true: the rules table and the environment table are
written from the engine's rule list and the settings, and a test fails when they drift.

Run `python -m guard.docs` (or `make readme`) after changing either.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path

from guard.engine.rules import STANDING_RULES, rules_markdown
from guard.settings import ENV_VARS, REPO_ROOT

README = REPO_ROOT / "README.md"


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


WORKSPACE_FORMAT = REPO_ROOT / "docs" / "workspace-format.md"


def workspace_format_markdown() -> str:
    """The workspace reference, from docs/workspace-format.md (its catalogue section on),
    with headings one level down to sit under the README's."""
    text = WORKSPACE_FORMAT.read_text(encoding="utf-8")
    start = text.index("## `answerguard.yaml`")
    lines = [
        ("##" + line) if line.startswith("## ") else line for line in text[start:].splitlines()
    ]
    return "\n".join(lines).strip()


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
    "workspace-format": workspace_format_markdown,
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
        text = pattern.sub(lambda m, fn=fn: m.group(1) + fn() + m.group(2), text)
    return text


def main(path: Path = README) -> int:
    text = path.read_text(encoding="utf-8")
    new = render(text)
    if "--check" in sys.argv:
        return 0 if new == text else 1
    if "--evals" in sys.argv:
        write_eval_results()
        new = render(text)
    path.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
