"""The Slack app end to end: signed requests through the real Bolt app, a mock Web API, a
temporary store. The flows of the issue: inbox → composer → verdict, the send gate (T6, the
seed's e2e), quick check, the message shortcut, reasoning, impact reviews, the App Home and
the inbox channel thread."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.config import BotConfig
from guard.metrics import impact
from guard.runtime import Runtime
from guard.store import Store
from tests.slack.mock_slack import MockSlackServer, SlackSim
from tests.slack.slack_helpers import AGENT, DRAFT_1BD, DRAFT_4BD, LEAD, make_app, text_of

SAFE_REPLY = "For transfers on this payment type, the current policy gives a reversal window of 1 business day."
HEDGED = "Failed transfers are usually reversed within 4 business days."


def ack_body(sim: SlackSim) -> dict[str, Any]:
    return json.loads(sim.responses[-1].body)


def compose(sim: SlackSim, user: str, ticket: str, draft: str, **inputs: Any) -> dict[str, Any]:
    """Inbox → Reply on `ticket` → type `draft` → Check. Returns the verdict modal."""
    assert sim.command("inbox", user).status == 200
    assert sim.click("ag_reply", user=user, on=ack_body(sim), value=ticket).status == 200
    assert sim.modal["callback_id"] == "ag_composer"
    press(sim, user, "Check", ag_draft=draft, **inputs)
    return sim.modal


def press(sim: SlackSim, user: str, label: str, **inputs: Any) -> None:
    """Press the composer's one primary button — its submit, whose label says what it does
    now — with `inputs` typed into the view first."""
    assert sim.modal["submit"]["text"] == label, sim.modal.get("submit")
    assert sim.submit(user, **inputs).status == 200


def test_the_inbox_lists_every_ticket_with_reply(sim: SlackSim) -> None:
    resp = sim.command("", AGENT)
    assert resp.status == 200
    msg = json.loads(resp.body)
    text = text_of(msg)
    for needle in (
        "TCK-9001",
        "Léa K.",
        "TCK-9002",
        "rail unknown",
        "TCK-9003",
        "How long until the refund?",
    ):
        assert needle in text
    replies = [b["accessory"]["value"] for b in msg["blocks"] if b.get("accessory")]
    assert replies == ["TCK-9001", "TCK-9002", "TCK-9003"]


def test_submit_acks_with_checking_then_updates_in_place_with_the_verdict(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=ack_body(sim), value="TCK-9001")
    opened = server.bodies("/views.open")[-1]["view"]
    assert "My transfer to another bank failed yesterday." in text_of(opened)
    resp = sim.submit(AGENT, ag_draft=DRAFT_4BD)
    ack = json.loads(resp.body)
    assert ack["response_action"] == "update"
    checking = text_of(ack["view"])
    assert "Checking" in checking and "Reading draft" in checking
    assert "Reading 4 sources" in checking and "Applying rules" in checking
    update = server.bodies("/views.update")[-1]
    assert update["view_id"] == sim.modal_id
    verdict = text_of(update["view"])
    assert "🛑 *HOLD*" in verdict and "DOC-103 sets 1 business day" in verdict
    assert "Use safe reply" in verdict and "Send to customer" in verdict
    assert DRAFT_4BD in verdict  # the draft stays in the box
    assert store.checks.recent(who=AGENT)[0]["decision"] == "HOLD"
    assert server.bodies("/views.publish")[-1]["user_id"] == AGENT  # Home republished


def test_seed_e2e_hold_blocked_safe_reply_sent_one_intercept(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    verdict = compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    assert "*HOLD*" in text_of(verdict)

    sim.click("ag_send", user=AGENT, on=sim.modal)  # plain and last: refused, counted
    after_block = text_of(sim.modal)
    assert "Blocked: the recheck says HOLD. Counted as an intercept." in after_block
    assert store.checks.outbox() == []

    press(sim, AGENT, "Use safe reply")
    composer = sim.modal
    draft_block = next(
        b for b in composer["blocks"] if b.get("block_id", "").startswith("ag_draft")
    )
    assert draft_block["element"]["initial_value"] == SAFE_REPLY
    assert draft_block["block_id"] != "ag_draft_block:d"  # a new id makes Slack replace the text
    assert "rechecked ✅ Allow" in text_of(composer)

    press(sim, AGENT, "Send to customer")
    assert "Sent to the customer" in text_of(sim.modal)
    assert [r["text"] for r in store.checks.outbox("TCK-9001")] == [SAFE_REPLY]

    sim.command("impact", AGENT)
    msg = ack_body(sim)
    assert "*Unsafe sends intercepted*\n1\n" in msg["blocks"][1]["fields"][1]["text"]
    assert impact(store).intercepts == 1


def test_t6_send_reruns_the_check_on_the_edited_text(sim: SlackSim, store: Store) -> None:
    verdict = compose(sim, AGENT, "TCK-9001", DRAFT_1BD)
    assert "✅ *ALLOW*" in text_of(verdict)
    press(sim, AGENT, "Send to customer", ag_draft=DRAFT_4BD)
    after = text_of(sim.modal)
    assert "🛑 *HOLD*" in after and "Blocked: the recheck says HOLD" in after
    assert DRAFT_4BD in after  # the edited text is kept
    assert store.checks.outbox() == []
    assert impact(store).intercepts == 1
    sends = store.db.execute("SELECT draft, outcome FROM sends").fetchall()
    assert sends == [(DRAFT_4BD, "blocked")]


def test_a_double_click_never_sends_twice(sim: SlackSim, store: Store) -> None:
    compose(sim, AGENT, "TCK-9001", DRAFT_1BD)
    composer, view_id = sim.modal, sim.modal_id
    press(sim, AGENT, "Send to customer")
    sim.submit(AGENT, view=composer, view_id=view_id)  # the same submit, pressed again
    assert len(store.checks.outbox()) == 1
    assert "nothing was sent again" in text_of(sim.modal)


def test_a_click_on_a_version_no_longer_on_screen_changes_nothing(
    sim: SlackSim, server: MockSlackServer, store: Store
) -> None:
    """Send on a HOLD, clicked twice before Slack redraws: both clicks carry the hash of the
    version they were made on. The first replaces the view; the second's update is refused as
    `hash_conflict`, and that click sends nothing and counts nothing."""
    compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    hold, seen = sim.modal, server.view_hashes[str(sim.modal_id)]
    sim.click("ag_send", user=AGENT, on=hold, view_hash=seen)
    assert "Blocked: the recheck says HOLD" in text_of(sim.modal)
    sim.click("ag_send", user=AGENT, on={**hold, "id": sim.modal_id}, view_hash=seen)
    refused = [b for p, b, out in server.calls if out.get("error") == "hash_conflict"]
    assert len(refused) == 1 and refused[0]["hash"] == seen
    assert store.db["sends"].count_where("outcome = 'blocked'") == 1
    assert "Blocked: the recheck says HOLD" in text_of(sim.modal)  # the first answer stays


def test_caution_is_sent_only_through_send_anyway(sim: SlackSim, store: Store) -> None:
    """Send (primary on ALLOW) rechecks the edited text as CAUTION and refuses without the
    acknowledgement; the composer then offers "Send anyway", whose Slack confirm names what
    to verify and is the acknowledgement."""
    compose(sim, AGENT, "TCK-9001", DRAFT_1BD)
    press(sim, AGENT, "Send to customer", ag_draft=HEDGED)
    after = text_of(sim.modal)
    assert "Acknowledge the caution to send anyway" in after and store.checks.outbox() == []
    assert "Check first:* DOC-103 sets 1 business day" in after
    assert '"ag_send"' not in after  # no plain Send on a caution, only the confirmed one
    assert sim.modal["submit"]["text"] == "Check again"  # the one primary on a caution
    sim.click("ag_send_anyway", user=AGENT, on=sim.modal, inputs={"ag_draft": HEDGED})
    assert [r["text"] for r in store.checks.outbox()] == [HEDGED]
    assert impact(store).intercepts == 0
    done = sim.modal
    assert "Sent to the customer" in text_of(done) and "ag_send" not in text_of(done)
    assert "submit" not in done  # no input and no primary after a send


def test_a_caution_verdict_offers_send_anyway_with_a_confirm(sim: SlackSim, store: Store) -> None:
    verdict = compose(sim, AGENT, "TCK-9001", HEDGED)
    assert "⚠️ *CAUTION*" in text_of(verdict) and "Couldn't confirm" in text_of(verdict)
    sim.click("ag_send_anyway", user=AGENT, on=sim.modal)
    assert [r["text"] for r in store.checks.outbox()] == [HEDGED]


def test_escalate_blocks_the_send_and_counts_it(sim: SlackSim, store: Store) -> None:
    verdict = compose(sim, AGENT, "TCK-9002", DRAFT_4BD)
    assert "⬆️ *ESCALATE*" in text_of(verdict)
    sim.click("ag_send", user=AGENT, on=sim.modal)
    assert "Blocked: the recheck says ESCALATE" in text_of(sim.modal)
    assert store.checks.outbox() == [] and impact(store).intercepts == 1


def test_show_reasoning_pushes_the_reasoning_modal(sim: SlackSim, server: MockSlackServer) -> None:
    compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    sim.click("ag_show_reasoning", user=AGENT, on=sim.modal)
    pushed = server.bodies("/views.push")[-1]["view"]
    text = text_of(pushed)
    assert pushed["callback_id"] == "ag_reasoning"
    assert "Claim 1" in text and "Local extractor" in text and "EXPLICIT_SUPERSESSION" in text
    assert "Raw JSON" in text


def test_a_quick_check_done_within_the_grace_is_one_message(
    sim: SlackSim, store: Store, server: MockSlackServer
) -> None:
    """The command is acked with an empty body (Slack shows nothing), so the verdict, posted
    through the response URL, is the only answer on screen: no "Checking…" above it."""
    resp = sim.command(
        "check tck-9001 Failed transfers are reversed within 4 business days &amp; "
        "<https://help.example/x|see our help page>",
        AGENT,
    )
    assert resp.status == 200 and resp.body == ""
    verdict = sim.last_message()
    assert "🛑 *HOLD*" in text_of(verdict) and verdict["response_type"] == "ephemeral"
    assert "replace_original" not in verdict  # nothing to replace: it is the first answer
    assert len(sim.webhook_messages()) == 1 and server.bodies("/views.open") == []
    stored = store.checks.recent(who=AGENT)[0]["draft"]
    assert stored == "Failed transfers are reversed within 4 business days & see our help page"

    sim.click("ag_show_reasoning", user=AGENT, on=verdict)
    assert server.bodies("/views.open")[-1]["view"]["callback_id"] == "ag_reasoning"

    sim.click("ag_send", user=AGENT, on=verdict)  # a button's response URL replaces its message
    blocked = sim.last_message()
    assert blocked["replace_original"] is True and "Counted as an intercept" in text_of(blocked)


def test_repeated_send_clicks_on_a_blocked_reply_are_one_intercept(
    sim: SlackSim, store: Store
) -> None:
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    verdict = sim.last_message()
    for _ in range(3):
        sim.click("ag_send", user=AGENT, on=verdict)
    assert store.db["sends"].count_where("outcome = 'blocked'") == 3
    sim.command("impact", AGENT)
    shown = text_of(ack_body(sim))
    assert "1 unsafe sends intercepted" in shown
    assert "each (ticket, draft) counted once" in shown


def test_quick_check_usage_and_unknown_ticket_keep_the_draft(sim: SlackSim) -> None:
    usage = json.loads(sim.command("check", AGENT).body)
    # escaped for mrkdwn in blocks and in the notification text alike; Slack shows `<…>`
    assert "Usage: `/answerguard check [TICKET] &lt;your draft reply&gt;`" in usage["text"]
    unknown = json.loads(sim.command("check TCK-1 my draft text", AGENT).body)
    assert "Unknown ticket 'TCK-1'" in text_of(unknown) and "my draft text" in text_of(unknown)


def test_quick_check_without_a_ticket_checks_the_draft_on_its_own(sim: SlackSim) -> None:
    assert sim.command("check Failed transfers are reversed in 4 business days.", AGENT).body == ""
    verdict = sim.last_message()
    assert "*ESCALATE*" in text_of(verdict) and "the ticket's transfer type is unknown" in text_of(
        verdict
    )


def test_the_message_shortcut_opens_the_composer_with_the_text_and_a_ticket_select(
    sim: SlackSim, server: MockSlackServer
) -> None:
    sim.shortcut("Reversed in 4 business days &amp; done, <@U0CUST|lea>", AGENT)
    view = server.bodies("/views.open")[-1]["view"]
    draft = next(b for b in view["blocks"] if b.get("block_id", "").startswith("ag_draft"))
    assert draft["element"]["initial_value"] == "Reversed in 4 business days & done, @lea"
    assert any(b.get("block_id") == "ag_ticket_block" for b in view["blocks"])
    # No ticket: the draft is checked on its own, every scope dimension unknown.
    press(sim, AGENT, "Check")
    assert "*ESCALATE*" in text_of(sim.modal) and "transfer type is unknown" in text_of(sim.modal)
    sim.click("ag_check", user=AGENT, on=sim.modal, inputs={"ag_ticket": "TCK-9001"})
    assert "*HOLD*" in text_of(sim.modal)


def test_an_over_long_message_is_cut_to_the_draft_limit_with_a_notice(
    sim: SlackSim, server: MockSlackServer
) -> None:
    sim.shortcut("word " * 300, AGENT)
    view = server.bodies("/views.open")[-1]["view"]
    assert "1,500 characters; a reply is at most 1,000" in text_of(view)


def test_an_empty_or_too_long_draft_is_refused_in_the_modal(sim: SlackSim) -> None:
    sim.command("inbox", AGENT)
    sim.click("ag_reply", user=AGENT, on=ack_body(sim), value="TCK-9001")
    out = json.loads(sim.submit(AGENT, ag_draft="   ").body)
    assert out["response_action"] == "errors"
    assert "The draft is empty" in out["errors"]["ag_draft_block:d"]


def test_home_shows_role_ai_mode_inbox_recent_checks_and_impact(
    sim: SlackSim, server: MockSlackServer
) -> None:
    compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    assert sim.open_home(AGENT).status == 200
    home = text_of(sim.home(AGENT))
    for needle in (
        "You are: *Support agent*",
        "Local extractor (no AI)",
        "Inbox (simulated tickets)",
        "Your recent checks",
        "Impact",
        "Independent concept",
    ):
        assert needle in home, needle
    assert "Sources you can see" not in home
    sim.open_home(LEAD)
    lead_home = text_of(sim.home(LEAD))
    assert "*Ops lead*" in lead_home and "Sources you can see" in lead_home
    assert "Reset workspace" in lead_home


def test_reviews_from_impact_update_the_false_alarm_rate(sim: SlackSim, store: Store) -> None:
    for draft in (DRAFT_4BD, "Reversals take 7 business days.", HEDGED):
        compose(sim, AGENT, "TCK-9001", draft)
    sim.command("impact", LEAD)  # reviews are for ops leads
    msg = ack_body(sim)
    hashes = [
        b["elements"][0]["value"]
        for b in msg["blocks"]
        if b.get("block_id", "").startswith("ag_review:")
    ]
    assert len(hashes) == 3
    for i, h in enumerate(hashes):
        action = "ag_review_false_alarm" if i == 0 else "ag_review_correct"
        sim.click(action, user=LEAD, on=msg, value=h)
    updated = sim.last_message()
    assert updated["replace_original"] is True
    assert "33% (n = 3)" in text_of(updated)
    assert impact(store).false_alarms == 1


def test_a_review_from_the_home_tab_republishes_it(sim: SlackSim, server: MockSlackServer) -> None:
    compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    sim.open_home(LEAD)
    before = len(server.bodies("/views.publish"))
    sim.click("ag_review_correct", user=LEAD, on=sim.home(LEAD))
    assert len(server.bodies("/views.publish")) == before + 1
    assert "✔️ Correct catch" in text_of(sim.home(LEAD))


def test_ai_unavailable_is_not_sent_and_not_counted(
    server: MockSlackServer, store: Store, config: BotConfig
) -> None:
    from guard.models import DraftExtraction
    from tests.slack.slack_helpers import LocalExtractor, local_runtime

    class Broken(LocalExtractor):
        def extract_draft(self, text: str) -> DraftExtraction:
            return DraftExtraction(text=text, ok=False, error="APIConnectionError")

    sim = SlackSim(make_app(server, local_runtime(store, Broken()), config), server)
    verdict = compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    assert "AI unavailable (retry)" in text_of(verdict)
    sim.click("ag_send", user=AGENT, on=sim.modal)
    assert "Not sent: the AI could not read the draft" in text_of(sim.modal)
    assert store.checks.outbox() == [] and impact(store).intercepts == 0


def test_a_sent_reply_is_posted_in_the_tickets_thread(
    server: MockSlackServer, runtime: Runtime, store: Store
) -> None:
    config = BotConfig(ops_users=frozenset({LEAD}), inbox_channel="CINBOX")
    sim = SlackSim(make_app(server, runtime, config), server)
    compose(sim, AGENT, "TCK-9001", DRAFT_1BD)
    press(sim, AGENT, "Send to customer")
    compose(sim, LEAD, "TCK-9001", "Your money is back within 1 business day.")
    press(sim, LEAD, "Send to customer")
    posts = server.bodies("/chat.postMessage")
    assert [p["channel"] for p in posts] == ["CINBOX"] * 3
    root, first, second = posts
    assert "thread_ts" not in root and "TCK-9001" in root["text"]
    root_ts = server.calls[[c[1] for c in server.calls].index(root)][2]["ts"]
    assert first["thread_ts"] == second["thread_ts"] == root_ts
    assert DRAFT_1BD in text_of(first) and "Posted in the ticket's thread" in text_of(sim.modal)
    assert len(store.checks.outbox("TCK-9001")) == 2


@pytest.mark.parametrize("user", [AGENT, LEAD])
def test_use_safe_reply_from_a_quick_check_opens_the_composer(
    sim: SlackSim, server: MockSlackServer, user: str
) -> None:
    sim.command(f"check TCK-9001 {DRAFT_4BD}", user)
    sim.click("ag_use_safe_reply", user=user, on=sim.last_message())
    view = server.bodies("/views.open")[-1]["view"]
    assert SAFE_REPLY in text_of(view) and view["callback_id"] == "ag_composer"


def test_retry_after_ai_unavailable_reruns_the_check(
    server: MockSlackServer, store: Store, config: BotConfig
) -> None:
    from guard.models import DraftExtraction
    from tests.slack.slack_helpers import LocalExtractor, local_runtime

    class FlakyOnce(LocalExtractor):
        failed = False

        def extract_draft(self, text: str) -> DraftExtraction:
            if not FlakyOnce.failed:
                FlakyOnce.failed = True
                return DraftExtraction(text=text, ok=False, error="APITimeoutError")
            return super().extract_draft(text)

    sim = SlackSim(make_app(server, local_runtime(store, FlakyOnce()), config), server)
    sim.command(f"check TCK-9001 {DRAFT_4BD}", AGENT)
    first = sim.last_message()
    assert "AI unavailable (retry)" in text_of(first) and "Not sent and not counted" in text_of(
        first
    )
    sim.click("ag_retry", user=AGENT, on=first)
    again = sim.last_message()
    assert again["replace_original"] is True and "🛑 *HOLD*" in text_of(again)


def test_edit_in_composer_opens_the_checked_draft_with_its_verdict(
    sim: SlackSim, server: MockSlackServer
) -> None:
    sim.command(f"check TCK-9003 {DRAFT_4BD}", AGENT)
    sim.click("ag_edit_draft", user=AGENT, on=sim.last_message())
    view = server.bodies("/views.open")[-1]["view"]
    assert view["callback_id"] == "ag_composer" and "✅ *ALLOW*" in text_of(view)
    assert json.loads(view["private_metadata"])["t"] == "TCK-9003"
    assert DRAFT_4BD in text_of(view)


def test_a_quote_opens_its_whole_source_for_the_roles_that_may_see_it(
    sim: SlackSim, server: MockSlackServer
) -> None:
    compose(sim, AGENT, "TCK-9001", DRAFT_4BD)
    sim.click("ag_show_reasoning", user=AGENT, on=sim.modal)
    reasoning = sim.modal
    assert reasoning["callback_id"] == "ag_reasoning"
    assert "ag_open_source" in text_of(reasoning) and "`CONTRADICTS_GOVERNING`" in text_of(
        reasoning
    )
    value = next(
        b["accessory"]["value"]
        for b in reasoning["blocks"]
        if (b.get("accessory") or {}).get("action_id") == "ag_open_source"
        and "DOC-103" in b["accessory"]["value"]
    )
    sim.click("ag_open_source", user=AGENT, on=reasoning, value=value)
    opened = server.bodies("/views.push")[-1]["view"]
    assert opened["callback_id"] == "ag_source_quote"
    assert "*For instant transfers only, failed transfers are reversed within 1 business day.*" in (
        text_of(opened)
    )
    # a crafted value naming a source the agent may not see opens nothing
    pushes = len(server.bodies("/views.push"))
    sim.click("ag_open_source", user=AGENT, on=reasoning, value=value.replace("DOC-103", "DOC-105"))
    after = server.bodies("/views.push")
    assert "DOC-105" not in text_of(after[pushes:]) and "can't be opened here" in text_of(after[-1])
