"""The README's pictures cannot go stale silently: each one is regenerated here from the code
(the app's Block Kit builders, the CLI's views) and compared byte for byte with the committed
file. When a builder changes, this fails until `make readme` (or `python -m tools.screens
docs`) is run and the new pictures are committed."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from guard.settings import REPO_ROOT
from tools.screens.__main__ import write_all
from tools.screens.blockkit import CAPTION
from tools.screens.slack import SLACK_SCREENS

DOCS = REPO_ROOT / "docs"
README = REPO_ROOT / "README.md"
NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, bytes]:
    """Every picture, regenerated. rich (the terminal pictures, and the tour's text in Slack)
    falls back to 80 columns on a terminal it takes for dumb, whatever width it is given, so
    the environment is pinned to an ordinary one."""
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "NO_COLOR", "COLUMNS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    return {p.name: p.read_bytes() for p in write_all(tmp_path)}


def test_the_committed_pictures_match_the_code(fresh: dict[str, bytes]) -> None:
    stale = [name for name, data in fresh.items() if (DOCS / name).read_bytes() != data]
    assert not stale, f"stale in docs/: {stale}; run `make readme` and commit the result"


def test_each_slack_picture_is_drawn_from_the_builders_and_says_so(
    fresh: dict[str, bytes],
) -> None:
    for name in SLACK_SCREENS:
        root = ET.fromstring(fresh[name])
        shown = ["".join(t.itertext()) for t in root.iter(f"{NS}text")]
        assert CAPTION in shown, name
    verdict = ET.fromstring(fresh["verdict.svg"])
    (primary,) = [g for g in verdict.iter(f"{NS}g") if g.get("class") == "button primary"]
    assert primary.find(f"{NS}text").text == "Use safe reply"  # the HOLD's one next step
    tour = fresh["tour-slack.svg"].decode()
    assert all(f"Tour · {n}/5" in tour for n in range(1, 6))
    assert "Simulated" in tour


def test_the_docs_show_every_generated_picture(fresh: dict[str, bytes]) -> None:
    """Each picture is shown somewhere: the README links `docs/NAME`, a docs page `NAME`."""
    shown = README.read_text(encoding="utf-8") + "".join(
        p.read_text(encoding="utf-8") for p in sorted((REPO_ROOT / "docs").glob("*.md"))
    )
    missing = [name for name in fresh if f"docs/{name}" not in shown and f"({name})" not in shown]
    assert not missing
