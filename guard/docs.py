"""Keeps the README's generated sections true: the rules table and the environment table are
written from the engine's rule list and the settings, and a test fails when they drift.

Run `python -m guard.docs` (or `make readme`) after changing either.
"""

from __future__ import annotations

import re
import sys
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


SECTIONS = {"rules": rules_markdown, "standing": standing_markdown, "env": env_markdown}


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
    path.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
