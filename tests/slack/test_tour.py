"""`/answerguard tour` in Slack: the seed's five steps, one message each, Next to go on, a way
out, on a sandbox that never touches the team's workspace (issue 13 item 5)."""

from __future__ import annotations

import json

from bot import ids
from guard.store import Store
from tests.slack.mock_slack import AGENT, SlackSim
from tests.slack.slack_helpers import text_of


def test_the_tour_walks_five_steps_and_leaves_the_workspace_alone(
    sim: SlackSim, store: Store
) -> None:
    before = (store.checks.counts(), [r["action"] for r in store.sources.history("DOC-103")])
    first = json.loads(sim.command("tour", AGENT).body)
    assert "Tour · 1/5" in text_of(first) and "HOLD" in text_of(first)
    assert "Simulated" in text_of(first)
    titles = ["1/5"]
    msg = first
    for _ in range(4):
        nxt = next(
            e
            for b in msg["blocks"]
            if b["type"] == "actions"
            for e in b["elements"]
            if e["action_id"] == ids.ACTION_TOUR_NEXT
        )
        assert nxt.get("style") == "primary"
        sim.click(ids.ACTION_TOUR_NEXT, user=AGENT, on=msg)
        msg = sim.last_message()
        assert msg["replace_original"] is True
        titles.append(text_of(msg).split("Tour · ")[1][:3])
    assert titles == ["1/5", "2/5", "3/5", "4/5", "5/5"]
    assert ids.ACTION_TOUR_NEXT not in json.dumps(msg["blocks"])  # the last step has Done
    sim.click(ids.ACTION_TOUR_LEAVE, user=AGENT, on=msg)
    assert "Tour finished" in text_of(sim.last_message())
    assert (
        store.checks.counts(),
        [r["action"] for r in store.sources.history("DOC-103")],
    ) == before


def test_leaving_early_says_where(sim: SlackSim) -> None:
    first = json.loads(sim.command("tour", AGENT).body)
    sim.click(ids.ACTION_TOUR_LEAVE, user=AGENT, on=first)
    assert "Tour left after step 1 of 5" in text_of(sim.last_message())
