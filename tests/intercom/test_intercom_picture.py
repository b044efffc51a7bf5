"""The README's Intercom sidebar picture is drawn from the app's canvases and cannot go stale
silently: regenerated here and compared byte for byte with docs/intercom-sidebar.svg."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from guard.settings import REPO_ROOT
from tools.screens.canvaskit import CAPTION
from tools.screens.intercom import FILE, write_intercom_screens

NS = "{http://www.w3.org/2000/svg}"


def test_the_committed_sidebar_picture_matches_the_code(tmp_path: Path) -> None:
    (fresh,) = write_intercom_screens(tmp_path)
    committed = REPO_ROOT / "docs" / FILE
    assert fresh.read_bytes() == committed.read_bytes(), (
        "stale: run `python -m tools.screens.intercom docs` and commit docs/intercom-sidebar.svg"
    )
    assert f"docs/{FILE}" in (REPO_ROOT / "README.md").read_text(encoding="utf-8")


def test_the_picture_is_drawn_from_the_canvases_and_says_so(tmp_path: Path) -> None:
    (fresh,) = write_intercom_screens(tmp_path)
    root = ET.fromstring(fresh.read_bytes())
    shown = ["".join(t.itertext()) for t in root.iter(f"{NS}text")]
    assert CAPTION in shown
    primaries = [
        g.find(f"{NS}text").text for g in root.iter(f"{NS}g") if g.get("class") == "button primary"
    ]
    assert primaries == ["Check", "Use safe reply", "Send to customer"]
    assert any("HOLD" in s for s in shown) and any("ALLOW" in s for s in shown)
