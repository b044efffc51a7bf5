"""Who may see and do what, at the Slack layer: T5 (a restricted source never reaches a
support agent's Slack in any flow), roles from the authenticated user only (crafted payloads
included), persona switching, and source editing by ops leads (the Appendix B variants, and
a stale save refused in the modal with the text kept)."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
from slack_sdk.models.views import View

from bot.blocks.kit import PERSONA_NOTICE
from bot.config import BotConfig
from guard.kb.workspace import SourceEdit, load_seed, load_variants
from guard.runtime import Runtime
from guard.store import Store
from tests.slack.mock_slack import MockSlackServer, SlackSim, strings
from tests.slack.slack_helpers import AGENT, DRAFT_1BD, DRAFT_4BD, LEAD, NOW, make_app, text_of

DOC_105 = load_seed().source("DOC-105")


def forbidden() -> list[str]:
    """DOC-105's id, title and every 4-word run of its body."""
    words = re.sub(r"[#()]", " ", DOC_105.body).split()
    runs = [" ".join(words[i : i + 4]) for i in range(len(words) - 3)]
    return ["DOC-105", DOC_105.title, "Fraud Hold Procedure", *runs]


def leaks(sent: list[Any]) -> list[str]:
    text = "\n".join(" ".join(s.split()) for s in strings(sent))
    return [f for f in forbidden() if f in text]


def ack_body(sim: SlackSim) -> dict[str, Any]:
    return json.loads(sim.responses[-1].body)


def compose(sim: SlackSim, user: str, ticket: str, draft: str) -> dict[str, Any]:
    sim.command("inbox", user)
    sim.click("ag_reply", user=user, on=ack_body(sim), value=ticket)
    sim.submit(user, ag_draft=draft)
    return sim.modal


def edit_source(sim: SlackSim, user: str, source_id: str, **inputs: Any) -> Any:
    sim.command("sources", user)
    sim.click("ag_edit_source", user=user, on=ack_body(sim), value=source_id)
    assert sim.modal["callback_id"] == "ag_source_edit"
    return sim.submit(user, **inputs)


# --- T5 ---------------------------------------------------------------------------------------


def test_t5_a_support_agent_never_receives_the_restricted_source(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    # An ops lead's check exists too: the agent may meet it through flags and hashes.
    compose(sim, LEAD, "TCK-9001", DRAFT_4BD)
    lead_hash = store.checks.recent(who=LEAD)[0]["check_hash"]
    before = sim.mark()

    composer = compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    sim.click("ag_show_reasoning", user=AGENT, on=composer)
    sim.click("ag_send", user=AGENT, on=composer)
    sim.submit(AGENT)  # Use safe reply, the composer's next step on a HOLD
    compose(sim, AGENT, "TCK-9002", DRAFT_4BD)
    sim.click("ag_show_reasoning", user=AGENT, on=sim.modal)
    sim.command(f"check TCK-9003 {DRAFT_4BD}", AGENT)
    sim.click("ag_show_reasoning", user=AGENT, on=sim.last_message())
    sim.command("sources", AGENT)
    sim.command("impact", AGENT)
    crafted = {
        "blocks": [
            {
                "type": "actions",
                "block_id": "x",
                "elements": [
                    {"type": "button", "action_id": a, "value": v}
                    for a, v in (
                        ("ag_show_reasoning", lead_hash),
                        ("ag_use_safe_reply", lead_hash),
                        ("ag_edit_source", "DOC-105"),
                        ("ag_edit_draft", lead_hash),
                    )
                ],
            }
        ]
    }
    for action in ("ag_show_reasoning", "ag_use_safe_reply", "ag_edit_source", "ag_edit_draft"):
        sim.click(action, user=AGENT, on=crafted)
    sim.command("check TCK-9001 see DOC-9", AGENT)
    sim.shortcut(DRAFT_4BD, AGENT)
    sim.open_home(AGENT)
    sim.command("help", AGENT)

    agent_sent = sim.sent_since(before)
    assert len(agent_sent) > 30
    assert leaks(agent_sent) == []


def test_t5_an_ops_lead_sees_the_restricted_source_in_sources(sim: SlackSim) -> None:
    sim.command("sources", LEAD)
    lead = ack_body(sim)
    assert "DOC-105" in leaks([lead]) and "Compliance: Fraud Hold Procedure" in leaks([lead])
    sim.command("sources", AGENT)
    agent = ack_body(sim)
    assert leaks([agent]) == []
    assert "DOC-101" in text_of(agent) and "Only ops leads can edit sources." in text_of(agent)
    assert "ag_edit_source" not in text_of(agent) and "ag_reset_workspace" not in text_of(agent)


def test_the_checking_view_counts_only_visible_sources(sim: SlackSim) -> None:
    sim.command("inbox", LEAD)
    sim.click("ag_reply", user=LEAD, on=ack_body(sim), value="TCK-9001")
    lead = json.loads(sim.submit(LEAD, ag_draft=DRAFT_4BD).body)
    assert "Reading 5 sources" in text_of(lead)
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=ack_body(sim), value="TCK-9001")
    agent = json.loads(sim.submit(AGENT, ag_draft=DRAFT_4BD).body)
    assert "Reading 4 sources" in text_of(agent)


# --- roles ------------------------------------------------------------------------------------


def test_a_support_agent_cannot_edit_reset_or_set_roles_even_when_crafted(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    epoch = store.epoch()
    crafted_message = {
        "blocks": [
            {
                "type": "actions",
                "block_id": "x",
                "elements": [
                    {"type": "button", "action_id": "ag_edit_source", "value": "DOC-103"},
                    {"type": "button", "action_id": "ag_reset_workspace", "value": "reset"},
                ],
            },
        ]
    }
    opened = len(server.bodies("/views.open"))
    sim.click("ag_edit_source", user=AGENT, on=crafted_message)
    assert "Only ops leads can edit sources." in text_of(sim.last_message())
    assert len(server.bodies("/views.open")) == opened

    sim.click("ag_reset_workspace", user=AGENT, on=crafted_message)
    assert "Only ops leads can reset the workspace." in text_of(sim.last_message())
    assert store.epoch() == epoch

    # The lead's own edit modal, submitted by the agent.
    sim.command("sources", LEAD)
    sim.click("ag_edit_source", user=LEAD, on=ack_body(sim), value="DOC-103")
    out = json.loads(sim.submit(AGENT, ag_body="hacked").body)
    assert out["response_action"] == "errors"
    assert "Only ops leads can edit sources" in out["errors"]["ag_body_block"]
    assert load_seed().source("DOC-103").body == store.sources.workspace().source("DOC-103").body
    assert [r["action"] for r in store.sources.history("DOC-103")] == ["seed"]

    denied = json.loads(sim.command(f"role <@{AGENT}|me> ops_lead", AGENT).body)
    assert "Only ops leads can set roles." in text_of(denied)
    assert store.slack.role_of(AGENT) is None
    assert json.loads(sim.command("persona ops_lead", AGENT).body)["text"].startswith(
        "Persona switching is off"
    )
    assert store.slack.role_of(AGENT) is None


def test_an_ops_lead_can_make_someone_an_ops_lead(sim: SlackSim, store: Store) -> None:
    out = json.loads(sim.command(f"role <@{AGENT}|agent> ops_lead", LEAD).body)
    assert f"{AGENT} is now ops lead." in text_of(out)
    assert store.slack.role_of(AGENT) == "ops_lead"
    sim.command("sources", AGENT)
    assert "DOC-105" in leaks([ack_body(sim)])
    usage = json.loads(sim.command("role someone boss", LEAD).body)
    assert "Usage: `/answerguard role @user" in text_of(usage)


def test_an_ops_user_from_the_environment_cannot_be_demoted_by_a_stored_role(
    sim: SlackSim, store: Store
) -> None:
    store.slack.set_role(LEAD, "support_agent", "someone", NOW)
    sim.command("sources", LEAD)
    assert "DOC-105" in leaks([ack_body(sim)])


def test_with_demo_personas_anyone_switches_and_every_surface_says_so(
    server: MockSlackServer, runtime: Runtime, store: Store
) -> None:
    sim = SlackSim(make_app(server, runtime, BotConfig(demo_personas=True)), server)
    sim.command("persona ops_lead", AGENT)
    assert "You are now a simulated ops lead." in text_of(ack_body(sim))
    assert store.slack.role_of(AGENT) == "ops_lead"
    compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    sim.command("sources", AGENT)
    sources = ack_body(sim)
    sim.open_home(AGENT)
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    for surface in (sources, sim.modal, sim.home(AGENT), sim.last_message()):
        assert PERSONA_NOTICE in text_of(surface)
    sim.command("persona support_agent", AGENT)
    sim.command("sources", AGENT)
    assert "Only ops leads can edit sources." in text_of(ack_body(sim))


# --- source editing ---------------------------------------------------------------------------

VARIANTS = {v.id: v for v in load_variants()}
CHANGES = {
    "B1": "Still HOLD because DOC-103 now says 2 business days (was 1 business day)",
    "B2": "HOLD → CAUTION because DOC-103 is now a proposal",
    "B3": "*TCK-9001*: *HOLD → ESCALATE*",
    "B5": "HOLD → CAUTION because DOC-103 is now not yet effective",
    "B6": "ALLOW → CAUTION because DOC-101 is now edited after verification",
    "B7": "HOLD → CAUTION because DOC-103 now says 2 business days (was 1 business day)",
}


@pytest.mark.parametrize("vid", ["B1", "B7", "B2", "B3", "B5", "B6"])
def test_a_source_edit_in_the_modal_changes_the_next_check_as_appendix_b_says(
    sim: SlackSim, server: MockSlackServer, store: Store, vid: str
) -> None:
    v = VARIANTS[vid]
    (edit,) = v.edits
    compose(sim, LEAD, v.ticket, v.draft)  # the lead's last check, before the edit
    resp = edit_source(sim, LEAD, edit.source, ag_body=edit.body, ag_save_mode=edit.action)
    ack = json.loads(resp.body)
    assert ack["response_action"] == "update"
    assert f"{edit.source} saved as version 2" in text_of(ack["view"])
    saved = text_of(server.bodies("/views.update")[-1]["view"])
    assert CHANGES[vid] in saved, saved

    verdict = text_of(compose(sim, LEAD, v.ticket, v.draft))
    decision, reason = v.expected["decision"], v.expected["reason"]
    assert f"*{decision}*" in verdict
    # the reason code moved out of the banner (words for people); the stored check keeps it
    latest = store.checks.row(store.checks.recent(limit=1, who=LEAD)[0]["check_hash"])
    assert json.loads(latest["result"])["reasonCode"] == reason
    if "suggestionContains" in v.expected:
        assert v.expected["suggestionContains"] in verdict
    current = store.sources.workspace().source(edit.source)
    assert current.body == edit.body
    assert current.signals.updated_at == NOW
    assert (current.signals.verified_at == NOW) == (edit.action == "save_and_verify")


def test_after_a_save_every_recent_check_that_changed_shows_the_words_that_moved_it(
    sim: SlackSim, server: MockSlackServer
) -> None:
    (edit,) = VARIANTS["B3"].edits
    compose(sim, LEAD, "TCK-9002", DRAFT_4BD)
    compose(sim, LEAD, "TCK-9001", DRAFT_4BD)  # the last check
    edit_source(sim, LEAD, edit.source, ag_body=edit.body, ag_save_mode=edit.action)
    view = server.bodies("/views.update")[-1]["view"]
    saved = text_of(view)
    assert "*TCK-9001*: *HOLD → ESCALATE*" in saved
    assert "*TCK-9002*: *Still ESCALATE (SCOPE_UNKNOWN → CONFLICT_UNRESOLVED)*" in saved
    assert "because the deciding rule now gives" not in saved  # the diff says it instead
    assert "Now decided by rule D7" in saved
    assert "*DOC-103* v1 → v2" in saved
    # the removed rail scope and the removed supersedes sentence, struck through
    assert (
        "➖ ~For instant transfers only, failed transfers are reversed within 1 business day.~"
        in (saved)
    )
    assert "➖ ~This supersedes section 3 of the Outgoing Transfers – Reversal SOP" in saved
    assert "*Ops. Failed transfers are reversed within 1 business day.*" in saved
    View(**view).validate_json()


def test_a_save_that_changes_no_outcome_says_so(sim: SlackSim, server: MockSlackServer) -> None:
    compose(sim, LEAD, "TCK-9001", DRAFT_4BD)
    body = load_seed().source("DOC-104").body + "\n\nA note for agents."
    edit_source(sim, LEAD, "DOC-104", ag_body=body, ag_save_mode="save_and_verify")
    saved = text_of(server.bodies("/views.update")[-1]["view"])
    assert "None of your recent checks changed outcome." in saved


def test_a_stale_save_is_refused_in_the_modal_with_the_text_kept(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    sim.command("sources", LEAD)
    sim.click("ag_edit_source", user=LEAD, on=ack_body(sim), value="DOC-103")
    stale_view = sim.modal
    store.sources.edit(
        "DOC-103",
        SourceEdit(
            source="DOC-103", action="save_draft", body="Someone else's change, 3 business days."
        ),
        "ULEAD02",
        NOW,
    )
    updates = len(server.bodies("/views.update"))
    out = json.loads(sim.submit(LEAD, stale_view, ag_body="My careful rewrite.").body)
    assert out["response_action"] == "errors"
    assert "changed since you opened it" in out["errors"]["ag_body_block"]
    assert "Nothing was saved" in out["errors"]["ag_body_block"]
    assert len(server.bodies("/views.update")) == updates  # the modal, and the text, stay
    assert (
        store.sources.workspace().source("DOC-103").body
        == "Someone else's change, 3 business days."
    )


@pytest.mark.parametrize("mode", ["remove", "drop_everything"])
def test_a_forged_save_mode_is_refused_with_the_text_kept(
    sim: SlackSim, server: MockSlackServer, store: Store, mode: str
) -> None:
    """The save mode comes from the payload: an action that is no save mode (even a real edit
    action such as "remove") is refused, and the editor's text comes back to them."""
    sim.command("sources", LEAD)
    sim.click("ag_edit_source", user=LEAD, on=ack_body(sim), value="DOC-103")
    before = store.sources.workspace().source("DOC-103").body
    view = copy.deepcopy(sim.modal)
    for block in view["blocks"]:  # a tampered payload: Slack itself offers only the listed modes
        el = block.get("element") or {}
        if el.get("action_id") == "ag_save_mode":
            el["options"].append({"text": {"type": "plain_text", "text": mode}, "value": mode})
    updates = len(server.bodies("/views.update"))
    out = json.loads(sim.submit(LEAD, view, ag_body="My careful rewrite.", ag_save_mode=mode).body)
    assert out["response_action"] == "errors"
    assert f"Unknown save mode '{mode}'" in json.dumps(out)
    assert len(server.bodies("/views.update")) == updates  # the modal, and the text, stay
    assert store.sources.workspace().source("DOC-103").body == before


def test_signals_and_verification_are_saved_as_new_versions(sim: SlackSim, store: Store) -> None:
    body = load_seed().source("DOC-101").body
    out = json.loads(
        edit_source(
            sim,
            LEAD,
            "DOC-101",
            ag_body=body,
            ag_signals=["flagged_outdated", "owner_active"],
            ag_verification="expired",
        ).body
    )
    assert out["response_action"] == "update"
    sig = store.sources.workspace().source("DOC-101").signals
    assert sig.flagged_outdated and sig.verification == "expired" and sig.version == 3
    assert store.sources.workspace().source("DOC-101").body == body  # untouched body: no new draft
    nothing = json.loads(edit_source(sim, LEAD, "DOC-102" if False else "DOC-104").body)
    assert nothing["response_action"] == "errors"
    assert "Nothing changed" in nothing["errors"]["ag_body_block"]


def test_reset_restores_the_seed_for_an_ops_lead(sim: SlackSim, store: Store) -> None:
    edit_source(sim, LEAD, "DOC-103", ag_body="Only 9 business days now.")
    epoch = store.epoch()
    sim.command("sources", LEAD)
    msg = ack_body(sim)
    reset = next(
        el
        for b in msg["blocks"]
        for el in b.get("elements", [])
        if el.get("action_id") == "ag_reset_workspace"
    )
    assert reset["confirm"]["title"]["text"] == "Reset the workspace?"
    sim.click("ag_reset_workspace", user=LEAD, on=msg)
    assert store.sources.workspace().source("DOC-103").body == load_seed().source("DOC-103").body
    assert store.epoch() == epoch + 1
    assert "Workspace reset" in text_of(sim.last_message())


def bait(store: Store, user: str, draft: str, check_hash: str) -> None:
    """Store a copy of `user`'s last check with DOC-105 added to its evidence, under
    `check_hash`: what an ops lead's check may hold."""
    from guard.models import CheckResult

    row = store.checks.row(store.checks.recent(who=user)[0]["check_hash"], who=user)
    result = CheckResult.model_validate_json(row["result"])
    ev = result.claims[0].evidence[0].model_copy(deep=True)
    ev.source.id, ev.source.title = DOC_105.id, DOC_105.title
    ev.claim.source_id, ev.claim.quote = DOC_105.id, DOC_105.body.splitlines()[2]
    result.claims[0].evidence.append(ev)
    result.headline = f"Supported by {DOC_105.id} ({DOC_105.title})."
    result.check_hash = check_hash
    store.checks.record(result, draft, user)
    assert "DOC-105" in leaks([store.checks.row(check_hash)["result"]])  # the bait is there


def crafted(value: str, *actions: str) -> dict[str, Any]:
    elements = [{"type": "button", "action_id": a, "value": value} for a in actions]
    return {"blocks": [{"type": "actions", "block_id": "x", "elements": elements}]}


BUTTONS = ("ag_show_reasoning", "ag_use_safe_reply", "ag_edit_draft", "ag_send", "ag_retry")


def test_an_ops_leads_check_hash_is_no_key_for_an_agent(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    """A hash is no key: an agent who clicks (or crafts) a button for an ops lead's check finds
    no check at all, the same answer as for a hash that never existed."""
    compose(sim, LEAD, "TCK-9003", DRAFT_4BD)
    bait(store, LEAD, DRAFT_4BD, "f" * 16)
    before = sim.mark()
    surface = crafted("f" * 16, *BUTTONS)
    for action in BUTTONS:
        sim.click(action, user=AGENT, on=surface)
    sent = sim.sent_since(before)
    assert leaks(sent) == []
    answers = [m for m in sent if "No stored check 'ffffffffffffffff'" in text_of(m)]
    assert len(answers) == len(BUTTONS)
    assert store.checks.outbox() == []
    sim.click("ag_show_reasoning", user=LEAD, on=surface)  # the lead opens their own
    assert "DOC-105" in text_of(server.bodies("/views.open")[-1]["view"])


def test_a_double_send_after_a_demotion_never_shows_the_old_ops_lead_check(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    """Someone who checked as an ops lead and is now a support agent clicks Send twice on
    that check: the second click is a duplicate with no new recheck, and what it shows must
    be their check rerun as an agent, not the stored one made with DOC-105 in view."""
    former = "UFORMER1"
    store.slack.set_role(former, "ops_lead", LEAD, NOW)
    compose(sim, former, "TCK-9003", DRAFT_4BD)  # ALLOW: the send goes through
    bait(store, former, DRAFT_4BD, "e" * 16)
    store.slack.set_role(former, "support_agent", LEAD, NOW)
    before = sim.mark()
    surface = crafted("e" * 16, "ag_send")
    sim.click("ag_send", user=former, on=surface)
    sim.click("ag_send", user=former, on=surface)
    assert len(store.checks.outbox("TCK-9003")) == 1
    assert leaks(sim.sent_since(before)) == []


def test_only_ops_leads_review_flags_in_slack(sim: SlackSim, store: Store) -> None:
    compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    h = store.checks.recent(who=AGENT)[0]["check_hash"]
    sim.command("impact", AGENT)
    agent_view = text_of(ack_body(sim))
    assert "ag_review" not in agent_view and "Ops leads review them" in agent_view
    sim.open_home(AGENT)
    assert "ag_review" not in text_of(sim.home(AGENT))
    before = sim.mark()
    sim.click("ag_review_false_alarm", user=AGENT, on=crafted(h, "ag_review_false_alarm"))
    assert "Only ops leads review flags" in text_of(sim.sent_since(before))
    assert store.checks.counts()["reviewed"] == 0
    sim.command("impact", LEAD)
    assert "ag_review_false_alarm" in text_of(ack_body(sim))
    sim.click("ag_review_false_alarm", user=LEAD, on=ack_body(sim), value=h)
    assert store.checks.counts()["false_alarms"] == 1


def test_a_view_id_is_honoured_only_for_the_user_whose_view_it_is(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    """A click or a submit that names someone else's modal never updates that modal: the
    answer goes on top of the clicking user's own screen instead."""
    other = "UAGENT2"
    compose(sim, other, "TCK-9003", DRAFT_1BD)  # the other agent's own check, for a real hash
    theirs = store.checks.recent(who=other)[0]["check_hash"]
    compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    mine_id = sim.modal_id
    assert store.slack.view_owner(mine_id) == AGENT
    mine = sim.views[mine_id]

    before = sim.mark()
    # the submit (on a HOLD: "Use safe reply") names my check, which is no key for them
    refused = json.loads(sim.submit(other, mine, ag_draft=DRAFT_4BD).body)
    assert "No stored check" in text_of(refused["errors"])
    for action in ("ag_check", "ag_send"):
        sim.click(action, user=other, on={**mine, "id": mine_id}, value=theirs)
    sent = server.calls[before[0] :]
    updates = [b for p, b, _ in sent if p == "/views.update"]
    assert [u for u in updates if u.get("view_id") == mine_id] == []
    assert len([p for p, _, _ in sent if p == "/views.push"]) == 2  # answered on their screen

    sim.click("ag_check", user=AGENT, on={**mine, "id": mine_id})  # the owner can
    assert server.bodies("/views.update")[-1]["view_id"] == mine_id
