"""Exposure replay in Slack, through the real Bolt app against the mock Web API: an agent
sends a reply → an ops lead saves a change to the policy → the lead gets the summary as a
DM, their Home lists the exposure → Send correction opens the composer with the template
correction → Send goes through the normal send gate → the next replay resolves it."""

from __future__ import annotations

import json
from typing import Any

from bot import ids
from guard.store import Store
from tests.slack.mock_slack import AGENT, LEAD, MockSlackServer, SlackSim
from tests.slack.slack_helpers import text_of

DRAFT_4BD = "Failed transfers are reversed within 4 business days."


def ack_body(sim: SlackSim) -> dict[str, Any]:
    return json.loads(sim.responses[-1].body)


def send_as(sim: SlackSim, user: str, ticket: str, draft: str) -> None:
    sim.command("inbox", user)
    sim.click(ids.ACTION_REPLY, user=user, on=ack_body(sim), value=ticket)
    sim.submit(user, ag_draft=draft)  # Check
    assert sim.modal["submit"]["text"] == "Send to customer"
    sim.submit(user)


def save_doc101(sim: SlackSim, store: Store, days: str) -> None:
    body = store.sources.workspace().source("DOC-101").body.replace("4 business days", days)
    sim.command("sources", LEAD)
    sim.click(ids.ACTION_EDIT_SOURCE, user=LEAD, on=ack_body(sim), value="DOC-101")
    resp = sim.submit(LEAD, ag_body=body, ag_save_mode=ids.SAVE_AND_VERIFY)
    assert json.loads(resp.body)["response_action"] == "update"


def test_a_policy_change_lists_the_exposure_and_the_correction_goes_through_the_gate(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    send_as(sim, AGENT, "TCK-9003", DRAFT_4BD)
    assert [r["text"] for r in store.checks.outbox()] == [DRAFT_4BD]
    save_doc101(sim, store, "5 business days")

    dms = [b for b in server.bodies("/chat.postMessage") if b.get("channel") == f"D{LEAD}"]
    (summary,) = dms
    assert "1 customer was told 4 business days" in summary["text"]
    assert "it is now 5 business days" in summary["text"] and "DOC-101" in summary["text"]

    sim.open_home(LEAD)
    home = sim.home(LEAD)
    assert "Replies the sources now contradict" in text_of(home) and "TCK-9003" in text_of(home)
    # Agents' Home has no such section; their /answerguard exposure lists what they may see.
    sim.open_home(AGENT)
    assert "Replies the sources now contradict" not in text_of(sim.home(AGENT))
    sim.command("exposure", AGENT)
    assert "TCK-9003" in text_of(sim.last_message())

    sim.click(ids.ACTION_SEND_CORRECTION, user=LEAD, on=home)
    composer = sim.modal
    assert composer["callback_id"] == ids.VIEW_COMPOSER
    assert "template wording" in text_of(composer) and "5 business days" in text_of(composer)
    assert composer["submit"]["text"] == "Send to customer"  # rechecked ALLOW: the next step
    sim.submit(LEAD)
    texts = [r["text"] for r in store.checks.outbox()]
    assert len(texts) == 2 and "5 business days" in texts[1]  # rechecked ALLOW, sent

    sim.command("exposure", LEAD)  # replays: the correction resolves the exposure
    assert "None: every sent reply still agrees" in text_of(sim.last_message())
    sim.command("exposure", LEAD)
    rows = store.query("SELECT status, resolved_by FROM exposures")
    assert rows == [{"status": "resolved", "resolved_by": LEAD}]


def test_an_agent_cannot_open_an_exposure_built_on_an_ops_lead_send(
    sim: SlackSim, store: Store
) -> None:
    send_as(sim, LEAD, "TCK-9003", DRAFT_4BD)
    save_doc101(sim, store, "5 business days")
    sim.open_home(LEAD)
    home = sim.home(LEAD)
    assert "TCK-9003" in text_of(home)
    sim.command("exposure", AGENT)
    assert "TCK-9003" not in text_of(sim.last_message())
    before = len(store.query("SELECT id FROM checks"))
    sim.click(ids.ACTION_SEND_CORRECTION, user=AGENT, on=home)
    assert "No exposure" in text_of(sim.modal)
    assert len(store.query("SELECT id FROM checks")) == before
