"""The "Checking…" view advances only for slow checks, at most twice."""

from __future__ import annotations

from bot.blocks.checking import checking_view, progress_steps
from bot.flows.checks import slow_check_progress
from guard.checkrequest import Progress


def _events():
    return [
        Progress(False, 1, 4),
        Progress(True, 1, 4),
        Progress(True, 2, 4),
        Progress(True, 4, 4),
        Progress(True, 4, 4, applying_rules=True),
    ]


def test_a_slow_check_shows_the_draft_step_then_the_sources_step():
    shown = []
    hook = slow_check_progress(lambda d, s: shown.append((d, s)), after=0)
    for e in _events():
        hook(e)
    assert shown == [(True, 1), (True, 4)]


def test_a_fast_check_shows_no_steps():
    shown = []
    hook = slow_check_progress(lambda d, s: shown.append((d, s)), after=60)
    for e in _events():
        hook(e)
    assert shown == []


def test_progress_steps_mark_what_is_done():
    assert progress_steps(4) == ["⏳ Reading draft", "⏳ Reading 4 sources", "⏳ Applying rules"]
    assert progress_steps(4, True, 2)[:2] == ["✅ Reading draft", "⏳ Reading 4 sources (2 done)"]
    assert progress_steps(1, True, 1)[1] == "✅ Reading 1 source"
    view = checking_view("TCK-9001", "draft", 4, draft_done=True, sources_done=4)
    text = str(view["blocks"])
    assert "✅ Reading draft" in text and "✅ Reading 4 sources" in text
