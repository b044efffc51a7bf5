"""The Intercom inbox app end to end: a simulated Intercom opens the app on a conversation,
clicks its buttons with signed requests, and serves the REST calls the app makes. Every
canvas is checked against Intercom's component schema and limits (mock_intercom.py)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from mock_intercom import AGENT, IntercomSim, MockIntercom, Response, conversation

from guard.store import Store

DRAFT_HOLD = "Failed transfers are reversed within 4 business days."
DRAFT_CAUTION = "Failed transfers are usually reversed within 3 business days."
NEWEST = "Still nothing back on my card, when does the reversal happen?"


def sends(store: Store) -> list[dict]:
    return store.query("SELECT * FROM sends ORDER BY id")


def safe_canvas(sim: IntercomSim) -> Response:
    """Check the HOLD draft, then Use safe reply: an ALLOW canvas with Send first."""
    return sim.click(sim.click(sim.open(), "check", draft=DRAFT_HOLD), "use_safe_reply")


def test_open_shows_the_newest_customer_message_scope_and_a_draft_box(
    sim: IntercomSim, api: MockIntercom
) -> None:
    api.conversations["9001"] = conversation(
        "9001", message=NEWEST, attributes={"transfer_type": "Instant"}
    )
    shown = sim.open()
    assert shown.status == 200
    assert NEWEST in shown.texts() and "Hello" not in shown.texts()  # not the first message
    assert "rail instant" in shown.texts()
    assert api.reads == ["9001"]  # the request carries no parts: read through the REST API
    assert shown.buttons() == ["check"]
    assert shown.draft() == ""
    assert set(shown.stored) == {"issued", "nonce"}


def test_check_shows_the_verdict_the_governing_quote_and_the_safe_reply(
    sim: IntercomSim, store: Store
) -> None:
    verdict = sim.click(sim.open(), "check", draft=DRAFT_HOLD)
    texts = verdict.texts()
    assert "HOLD" in verdict.components[0]["text"]
    assert "DOC-103" in texts and "1 business day" in texts  # the governing source, quoted
    assert "Safe reply" in texts
    assert verdict.draft() == DRAFT_HOLD  # the text stays in the box
    assert verdict.buttons() == ["use_safe_reply", "check_again", "send"]
    primary = [c["id"] for c in verdict.components if c.get("style") == "primary"]
    assert primary == ["use_safe_reply"]
    (row,) = store.checks.recent(who=f"intercom:{AGENT}")
    assert row["ticket_id"] == "intercom:9001" and row["decision"] == "HOLD"


def test_send_on_a_hold_is_refused_and_recorded_as_an_intercept(
    sim: IntercomSim, api: MockIntercom, store: Store
) -> None:
    verdict = sim.click(sim.open(), "check", draft=DRAFT_HOLD)
    refused = sim.click(verdict, "send")
    assert api.replies == []
    assert "Blocked" in refused.texts() and refused.components[0]["style"] == "error"
    assert refused.draft() == DRAFT_HOLD
    assert [r["outcome"] for r in sends(store)] == ["blocked"]
    assert store.query("SELECT * FROM outbox") == []


def test_send_on_an_escalation_is_refused(
    sim: IntercomSim, api: MockIntercom, store: Store
) -> None:
    api.conversations["9001"] = conversation("9001", attributes={})  # no transfer type
    verdict = sim.click(sim.open(), "check", draft=DRAFT_HOLD)
    assert "ESCALATE" in verdict.components[0]["text"]
    refused = sim.click(verdict, "send")
    assert api.replies == [] and [r["outcome"] for r in sends(store)] == ["blocked"]
    assert "ESCALATE" in refused.texts()


def test_the_server_rechecks_the_exact_text_in_the_box(sim: IntercomSim, api: MockIntercom) -> None:
    """A canvas that said ALLOW proves nothing: the text sent is the text rechecked."""
    allowed = safe_canvas(sim)
    assert allowed.buttons()[0] == "send"
    refused = sim.click(allowed, "send", draft=DRAFT_HOLD)  # edited back after the check
    assert api.replies == [] and "HOLD" in refused.texts()


def test_use_safe_reply_then_send_posts_one_reply_as_the_teammate(
    sim: IntercomSim, api: MockIntercom, store: Store
) -> None:
    safe = sim.click(sim.click(sim.open(), "check", draft=DRAFT_HOLD), "use_safe_reply")
    text = safe.draft()
    assert text and text != DRAFT_HOLD
    assert "ALLOW" in safe.components[0]["text"]
    assert safe.buttons() == ["send", "check_again"]
    sent = sim.click(safe, "send")
    assert "Sent to the customer" in sent.texts() and sent.buttons() == ["start_over"]
    assert api.replies == [
        {
            "conversation": "9001",
            "message_type": "comment",
            "type": "admin",
            "admin_id": AGENT,
            "body": text,
        }
    ]
    (outbox,) = store.query("SELECT * FROM outbox")
    assert outbox["ticket_id"] == "intercom:9001" and outbox["text"] == text
    assert outbox["who"] == f"intercom:{AGENT}"
    again = sim.click(sent, "start_over")
    assert again.buttons() == ["check"] and again.draft() == ""


def test_twenty_concurrent_clicks_on_send_post_exactly_one_reply(
    sim: IntercomSim, api: MockIntercom, store: Store
) -> None:
    safe = safe_canvas(sim)
    with ThreadPoolExecutor(20) as pool:
        answers = list(pool.map(lambda _: sim.click(safe, "send"), range(20)))
    assert all(a.status == 200 for a in answers)
    assert len(api.replies) == 1
    assert [r["outcome"] for r in sends(store)].count("sent") == 1
    assert sum("Already sent" in a.texts() for a in answers) == 19
    # a new canvas is a new click: the same text may be sent again, once
    fresh = sim.click(safe, "check_again")
    sim.click(fresh, "send")
    assert len(api.replies) == 2


def test_a_caution_sends_only_after_confirmation(
    sim: IntercomSim, api: MockIntercom, store: Store
) -> None:
    verdict = sim.click(sim.open(), "check", draft=DRAFT_CAUTION)
    assert "CAUTION" in verdict.components[0]["text"]
    assert "send_anyway" in verdict.buttons() and "send" not in verdict.buttons()
    confirm = sim.click(verdict, "send_anyway")
    assert api.replies == [] and confirm.buttons() == ["confirm_send", "check_again"]
    assert "Check first" in confirm.texts()
    sim.click(confirm, "confirm_send")
    assert [r["body"] for r in api.replies] == [DRAFT_CAUTION]
    assert [r["outcome"] for r in sends(store)] == ["needs_ack", "sent"]


def test_a_reply_intercom_refuses_is_said_and_the_text_kept(
    sim: IntercomSim, api: MockIntercom
) -> None:
    safe = safe_canvas(sim)
    api.fail_replies = True
    failed = sim.click(safe, "send")
    assert "Not delivered" in failed.texts() and "HTTP 500" in failed.texts()
    assert failed.draft() == safe.draft()
    api.fail_replies = False
    sim.click(failed, "send")  # a new canvas: the retry goes out
    assert len(api.replies) == 1


@pytest.mark.parametrize(
    ("attribute", "scope", "decision"),
    [
        ("Instant", "rail instant", "HOLD"),
        ("standard", "rail standard", "ALLOW"),
        ("Standard bank transfer", "rail standard", "ALLOW"),
        ("France", "rail unknown", "ESCALATE"),
    ],
)
def test_the_scope_comes_from_the_conversation_attribute(
    sim: IntercomSim, api: MockIntercom, attribute: str, scope: str, decision: str
) -> None:
    api.conversations["9001"] = conversation("9001", attributes={"transfer_type": attribute})
    opened = sim.open()
    assert scope in opened.texts()
    verdict = sim.click(opened, "check", draft=DRAFT_HOLD)
    assert decision in verdict.components[0]["text"]
    if attribute == "France":
        assert "names no transfer type" in verdict.texts()


def test_an_empty_draft_is_one_line_and_nothing_is_recorded(sim: IntercomSim, store: Store) -> None:
    answer = sim.click(sim.open(), "check", draft="   ")
    errors = [c for c in answer.components if c.get("style") == "error"]
    assert len(errors) == 1 and answer.buttons() == ["check"]
    assert store.checks.recent() == []


def test_a_component_the_app_never_drew_does_nothing(sim: IntercomSim, store: Store) -> None:
    opened = sim.open()
    doc = sim.click_doc(opened, "check", DRAFT_HOLD, AGENT, "9001")
    answer = sim.signed("/intercom/submit", {**doc, "component_id": "delete_everything"})
    assert "nothing was checked or sent" in answer.texts()
    assert answer.draft() == DRAFT_HOLD and store.checks.recent() == []
