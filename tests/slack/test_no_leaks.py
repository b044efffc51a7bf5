"""No restricted word reaches a support agent in Slack (issue 19, item 3), through the real
Bolt app against the mock Web API.

An ops-only source carries a unique marker in its title, body and owner, and an ops lead
has used it (a check and a send quoting it, a non-shareable captured answer, the Conflict
Register). Then a support agent runs every subcommand the help lists, asks `@AnswerGuard` in
a channel, opens the Home tab, clicks every button and submits every modal that reaches
them, and clicks every action the app knows with the restricted id, the lead's check hash
and the lead's answer crafted into its value. Nothing the app sends back to the agent holds the marker or the restricted id.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from bot import ids
from bot.blocks.common import HELP
from guard.runtime import Runtime
from guard.store import Store
from guard.trust import answers as trust
from tests.slack.mock_slack import BOT_USER, MockSlackServer, SlackSim, strings
from tests.slack.slack_helpers import AGENT, DRAFT_4BD, LEAD, NOW, text_of
from tests.support.slackcase import MARKER, SECRET_ID, secret_source

AGENT2 = "UAGENT2"
#: What another agent wrote to their customer: an agent must not see it on Home or impact.
OTHER_DRAFT = "Hi Ana Marquez, IBAN DE89370400440532013000: reversed within 4 business days."
QUESTION = "How long until a failed instant transfer is reversed?"
#: Example arguments for the subcommands the help lists.
ARGS = {
    "check": [f"check TCK-9001 {DRAFT_4BD}"],
    # a search by the restricted title's other words finds nothing (the marker itself is not
    # typed: what an agent types is echoed back to them, and would be no leak)
    "sources": ["sources", "sources removed", "sources risk desk runbook", "sources 6 business"],
    "ask": [f"ask TCK-9001 {QUESTION}", f"ask {QUESTION}"],
    "role": [f"role <@{AGENT}> ops_lead"],
    "channels": ["channels", "channels sync"],
}


def leaks(sent: list[Any], words: tuple[str, ...] = (MARKER, SECRET_ID)) -> list[str]:
    text = "\n".join(strings(sent))
    return [w for w in words if w in text]


def to_agent(sim: SlackSim, mark: tuple[int, int]) -> list[Any]:
    """What the app sent after `mark` that the agent sees: acks and responses to them, and
    views published, opened, pushed or updated (the agent's clicks open them), and messages
    posted anywhere but another user's Home."""
    out = []
    for item in sim.sent_since(mark):
        if isinstance(item, dict) and item.get("user_id") not in (None, AGENT):
            continue  # another user's Home tab, republished after a change
        out.append(item)
    return out


def elements(surface: dict[str, Any]) -> list[tuple[str, str]]:
    """(action id, value) of every button and overflow option on a message or view."""
    found: list[tuple[str, str]] = []
    for block in surface.get("blocks") or []:
        els = [*(block.get("elements") or []), block.get("accessory") or {}]
        for el in els:
            if not isinstance(el, dict) or not el.get("action_id"):
                continue
            if el.get("type") == "button":
                found.append((el["action_id"], str(el.get("value", ""))))
    return found


def surfaces(items: list[Any]) -> list[dict[str, Any]]:
    """The messages and views among what the app sent."""
    out = []
    for item in items:
        if not isinstance(item, dict):
            continue
        view = item.get("view") if isinstance(item.get("view"), dict) else None
        if view is not None and view.get("blocks"):
            out.append(view)
        elif item.get("blocks"):
            out.append(item)
    return out


@pytest.fixture
def lead_was_here(sim: SlackSim, store: Store, runtime: Runtime) -> dict[str, str]:
    """The ops lead's traces of the restricted source; returns the values to craft with."""
    store.sources.add(secret_source(), "tester", NOW)
    runtime.refresh_index()
    sim.command(f"check TCK-9001 {DRAFT_4BD}", LEAD)
    lead_hash = store.checks.recent(who=LEAD)[0]["check_hash"]
    assert MARKER in store.checks.row(lead_hash)["result"]  # the lead's check quotes it
    sim.click("ag_send", user=LEAD, on=sim.last_message())
    cap = trust.Capture(
        topic="reversal_window",
        scope={"rail": "instant"},
        text=f"Between us ({MARKER}): 6 business days.",
        author=LEAD,
        certainty="certain",
        shareable=False,
    )
    answer = trust.capture(store, store.sources.workspace().catalogue, cap, NOW).source
    assert answer is not None
    sim.command("conflicts", LEAD)
    sim.command("exposure", LEAD)
    entries = re.findall(r'"value": "([0-9a-f]{12})"', text_of(sim.responses[-2].body))
    # another agent's flagged draft, with a customer's name and IBAN in it
    sim.command(f"check TCK-9002 {OTHER_DRAFT}", AGENT2)
    return {
        "hash": lead_hash,
        "answer": answer.id,
        "entry": entries[0] if entries else "0" * 12,
    }


def subcommands() -> list[str]:
    """Every `/answerguard …` the help lists, with example arguments where it takes some."""
    subs = sorted(set(re.findall(r"`/answerguard ?(\w*)", HELP)) | {"persona", "help"})
    return [line for sub in subs for line in ARGS.get(sub, [sub])]


def test_nothing_restricted_reaches_an_agent_on_any_surface(
    sim: SlackSim, server: MockSlackServer, lead_was_here: dict[str, str]
) -> None:
    mark = sim.mark()
    for line in subcommands():
        sim.command(line, AGENT)
    sim.open_home(AGENT)
    sim.shortcut(DRAFT_4BD, AGENT)
    for n, question in enumerate((QUESTION, f"TCK-9001 {QUESTION}", "Do you sell gift cards?")):
        ts = f"1790000000.00010{n}"  # @AnswerGuard in a channel: answered in its thread
        event = {"type": "app_mention", "user": AGENT, "channel": "C1", "ts": ts}
        sim.event({**event, "text": f"<@{BOT_USER}> {question}"})

    # Click every button the agent was shown, and what those open, breadth first.
    clicked: set[tuple[str, str]] = set()
    for _ in range(3):
        for surface in surfaces(to_agent(sim, mark)):
            for action_id, value in elements(surface):
                if (action_id, value) in clicked or len(clicked) > 120:
                    continue
                clicked.add((action_id, value))
                sim.click(action_id, user=AGENT, on=surface, value=value)
    # Submit every modal the agent has, once as it is and once with a draft typed in.
    for view_id, view in list(sim.views.items()):
        if view.get("type") == "modal" and view.get("submit"):
            sim.submit(AGENT, view, view_id)
            sim.submit(AGENT, view, view_id, ag_draft=DRAFT_4BD)

    organic = to_agent(sim, mark)
    crafted_from = sim.mark()
    # Crafted clicks: every action the app knows, with the lead's values in it. An error may
    # repeat the value the agent crafted (the restricted id they typed), never what the
    # source says: there only the marker counts.
    values = [
        lead_was_here["hash"],
        SECRET_ID,
        f"{lead_was_here['hash']}|{SECRET_ID}",
        lead_was_here["answer"],
        lead_was_here["entry"],
        "1",
    ]
    actions = sorted(v for k, v in vars(ids).items() if k.startswith("ACTION_"))
    for action_id in actions:
        for value in values:
            crafted = {"blocks": [{"type": "actions", "block_id": "x", "elements": [
                {"type": "button", "action_id": action_id, "value": value}
            ]}]}  # fmt: skip
            sim.click(action_id, user=AGENT, on=crafted)

    crafted = to_agent(sim, crafted_from)
    assert len(clicked) >= 10 and len(organic) > 60 and len(crafted) > 60
    bad = [json.dumps(item, ensure_ascii=False)[:600] for item in organic if leaks([item])]
    bad += [json.dumps(i, ensure_ascii=False)[:600] for i in crafted if leaks([i], (MARKER,))]
    assert bad == [], f"{len(bad)} items leak, e.g. {bad[:2]}"


def test_an_agents_home_and_impact_show_only_their_own_flags_and_short_hashes(
    sim: SlackSim, store: Store, lead_was_here: dict[str, str]
) -> None:
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    sim.open_home(AGENT)
    sim.command("impact", AGENT)
    for shown in (text_of(sim.home(AGENT)), text_of(json.loads(sim.responses[-1].body))):
        assert "Ana Marquez" not in shown and "DE89" not in shown  # another agent's draft
        assert lead_was_here["hash"] not in shown
        mine = store.checks.recent(who=AGENT)[0]["check_hash"]
        assert f"check {mine[:10]}" in shown and f"check {mine}" not in shown
    # An ops lead reviews everyone's flags: the drafts, never the customer's ticket details.
    sim.open_home(LEAD)
    lead_home = text_of(sim.home(LEAD))
    assert "Ana Marquez, IBAN" in lead_home  # the draft itself is what is reviewed
    ticket = store.sources.workspace().ticket("TCK-9002")
    flags_part = lead_home[lead_home.index("Past flags") :]
    assert ticket.message not in flags_part
    assert not re.search(r"check [0-9a-f]{16,}", flags_part)
