"""A Slack check resolves its ticket and sources once (issue 20, item 4): the handler calls
`prepare()` to refuse at once or say how many sources it reads, and the queued job checks
that prepared request instead of resolving it again. The service records the check."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from test_composer import open_composer, press

from guard.check import CheckService
from guard.store import Store
from tests.slack.mock_slack import MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, DRAFT_1BD, DRAFT_4BD, text_of


@pytest.fixture
def prepares(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The drafts `CheckService._prepare` resolved, in order, in any service."""
    seen: list[str] = []
    real = CheckService._prepare

    def counted(self: CheckService, req: Any) -> Any:
        seen.append(req.draft)
        return real(self, req)

    monkeypatch.setattr(CheckService, "_prepare", counted)
    yield seen


def test_a_quick_check_is_prepared_once_and_recorded_once(
    sim: SlackSim, server: MockSlackServer, store: Store, prepares: list[str]
) -> None:
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    (verdict,) = server.wait_for("/webhook/1")
    assert "*HOLD*" in text_of(verdict)
    assert prepares == [DRAFT_4BD]
    (row,) = store.checks.recent(who=AGENT)
    assert row["draft"] == DRAFT_4BD and row["decision"] == "HOLD"


def test_a_composer_check_is_prepared_once_and_recorded_once(
    sim: SlackSim, store: Store, prepares: list[str]
) -> None:
    open_composer(sim, "TCK-9001")
    press(sim, "Check", ag_draft=DRAFT_1BD)
    assert "✅ *ALLOW*" in text_of(sim.modal)
    assert prepares == [DRAFT_1BD]
    assert [r["draft"] for r in store.checks.recent(who=AGENT)] == [DRAFT_1BD]
