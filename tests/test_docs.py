"""The documentation matches the code: generated sections are current, every link lands, and
the README stays a front door (issue 20, item 8)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tools.docs import DOCS, README, SECTIONS, documents, render

LINK = re.compile(r"\]\(([^)\s]+)\)")
README_MAX_LINES = 350


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    return {_slug(m.group(1)) for m in re.finditer(r"^#{1,6} (.+)$", text, re.M)}


@pytest.mark.parametrize("path", documents(), ids=lambda p: p.name)
def test_generated_sections_are_current(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert render(text) == text, "run `make readme` (python -m tools.docs) to regenerate"


def test_each_generated_section_lives_in_exactly_one_document() -> None:
    texts = [p.read_text(encoding="utf-8") for p in documents()]
    for name in SECTIONS:
        homes = sum(f"<!-- {name}:start -->" in t for t in texts)
        assert homes == 1, f"section {name!r} appears in {homes} documents"


@pytest.mark.parametrize("path", documents(), ids=lambda p: p.name)
def test_every_relative_link_lands(path: Path) -> None:
    """A moved section leaves no link to a file or heading that is no longer there."""
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    broken = []
    for target in LINK.findall(text):
        if target.startswith(("http://", "https://", "mailto:")):
            continue
        file_part, _, anchor = target.partition("#")
        dest = (path.parent / file_part).resolve() if file_part else path
        lands = dest.exists() and not (
            anchor and dest.suffix == ".md" and anchor not in _anchors(dest)
        )
        if not lands:
            broken.append(target)
    assert not broken, f"{path.name}: links to nothing: {broken}"


def test_readme_is_a_front_door() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= README_MAX_LINES
    assert "make demo" in text and "make test" in text
    for doc in sorted(DOCS.glob("*.md")):
        assert f"docs/{doc.name}" in text, f"the README's documentation table misses {doc.name}"


def test_the_impact_metrics_are_defined_as_the_code_does() -> None:
    """The docs show the same definitions as the CLI and Slack (both print DEFINITIONS)."""
    from guard.metrics import DEFINITIONS

    text = " ".join((DOCS / "cli.md").read_text(encoding="utf-8").split())
    assert DEFINITIONS["intercepts"] in text
