"""The send gate: the server rechecks the exact text (T6, T8b), counts intercepts, never
sends twice for one idempotency key; and the impact metrics built on it."""

from __future__ import annotations

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.errors import InputError
from guard.extract.local import LocalExtractor
from guard.kb.workspace import load_variants
from guard.metrics import impact
from guard.models import (
    DraftExtraction,
)
from guard.send import gate, send
from tests.support.seedcase import DRAFT_4BD, NOW

DRAFT_A = "Failed transfers are reversed within 1 business day."


def req(draft, ticket="TCK-9001"):
    return CheckRequest(ticket_id=ticket, draft=draft, now=NOW, user="U1")


@pytest.mark.parametrize(
    ("decision", "ack", "status"),
    [
        ("ALLOW", False, "sent"),
        ("CAUTION", False, "needs_ack"),
        ("CAUTION", True, "sent"),
        ("HOLD", True, "blocked"),
        ("ESCALATE", True, "blocked"),
        ("AI_UNAVAILABLE", True, "ai_unavailable"),
    ],
)
def test_gate(decision, ack, status):
    assert gate(decision, ack) == status


def test_t6_the_server_rechecks_the_edited_draft(service, store):
    """Draft A checks ALLOW; the client then sends edited draft B, handing in A's result."""
    first = service.check(req(DRAFT_A))
    assert first.decision == "ALLOW"
    out = send(service, store, req(DRAFT_4BD), "U1", acknowledged=False, earlier=first)
    assert (out.status, out.exit_code) == ("blocked", 3)
    assert out.result.decision == "HOLD" and out.result.check_hash != first.check_hash
    assert store.checks.outbox("TCK-9001") == []
    assert impact(store).intercepts == 1


def test_t6_a_stale_allow_for_the_same_text_is_ignored_after_the_workspace_changed(service, store):
    """The same draft, checked ALLOW before DOC-103 was saved with 2 business days: the
    earlier ALLOW is for the old workspace, and the recheck holds."""
    stale = service.check(req(DRAFT_A))
    assert stale.decision == "ALLOW"
    b1 = next(v for v in load_variants() if v.id == "B1")
    store.sources.edit("DOC-103", b1.edits[0], "lead", NOW)
    out = send(service, store, req(DRAFT_A), "U1", acknowledged=True, earlier=stale)
    assert (out.status, out.result.decision) == ("blocked", "HOLD")
    assert store.checks.outbox() == []


def test_allow_is_sent_to_the_outbox(service, store):
    out = send(service, store, req(DRAFT_A), "U1", acknowledged=False)
    assert (out.status, out.exit_code) == ("sent", 0)
    assert [r["text"] for r in store.checks.outbox("TCK-9001")] == [DRAFT_A]


def test_caution_needs_an_acknowledgement(service, store):
    hedged = "Failed transfers are usually reversed within 4 business days."
    no_ack = send(service, store, req(hedged), "U1", acknowledged=False)
    assert (no_ack.status, no_ack.exit_code, no_ack.result.decision) == ("needs_ack", 4, "CAUTION")
    assert store.checks.outbox() == []
    acked = send(service, store, req(hedged), "U1", acknowledged=True)
    assert acked.status == "sent"
    assert impact(store).intercepts == 0


class BrokenDraftExtractor(LocalExtractor):
    def extract_draft(self, text: str) -> DraftExtraction:
        return DraftExtraction(text=text, ok=False, error="APIConnectionError")


def test_t8b_ai_unavailable_is_not_sent_and_not_counted(store):
    svc = CheckService(BrokenDraftExtractor(), store.sources.workspace)
    out = send(svc, store, req(DRAFT_4BD), "U1", acknowledged=True)
    assert (out.status, out.exit_code, out.result.decision) == (
        "ai_unavailable",
        5,
        "AI_UNAVAILABLE",
    )
    assert store.checks.outbox() == [] and impact(store).intercepts == 0


def test_the_same_idempotency_key_never_sends_twice(service, store):
    a = send(service, store, req(DRAFT_A), "U1", acknowledged=False, idempotency_key="k-1")
    b = send(service, store, req(DRAFT_A), "U1", acknowledged=False, idempotency_key="k-1")
    assert (a.status, b.status) == ("sent", "duplicate")
    assert b.exit_code == 0 and b.send_id == a.send_id
    assert len(store.checks.outbox()) == 1


def test_every_check_and_send_attempt_is_stored(service, store):
    send(service, store, req(DRAFT_4BD), "U1", acknowledged=False)
    send(service, store, req(DRAFT_A), "U1", acknowledged=False)
    assert store.db["sends"].count == 2
    assert store.db["checks"].count == 2


def test_impact_metrics_and_false_alarm_rate(service, store):
    drafts = [
        DRAFT_4BD,
        "Reversals take 7 business days.",
        "Refunds come back in 9 days.",
        "Usually 4 business days.",
    ]
    hashes = []
    for d in drafts:
        r = service.check(req(d))
        store.checks.record(r, d, "U1")
        hashes.append(r.check_hash)
    store.checks.record(service.check(req(DRAFT_4BD)), DRAFT_4BD, "U1")  # same pair again
    m = impact(store)
    assert m.drafts_checked == 4
    assert m.false_alarm_rate is None and "Not enough reviewed flags yet" in m.false_alarm_text
    store.checks.review(hashes[0], "correct", "lead", NOW, role="ops_lead")
    store.checks.review(hashes[1], "false-alarm", "lead", NOW, role="ops_lead")
    assert impact(store).false_alarm_rate is None
    store.checks.review(hashes[2], "correct", "lead", NOW, role="ops_lead")
    m = impact(store)
    assert (m.reviewed, m.false_alarms) == (3, 1)
    assert m.false_alarm_text == "33% (n = 3)"
    store.checks.review(
        hashes[1], "correct", "lead", NOW, role="ops_lead"
    )  # a changed mind replaces the review
    assert impact(store).false_alarms == 0
    assert {f["check_hash"] for f in store.checks.flags()} >= set(hashes[:3])


def test_one_draft_in_seven_spellings_is_one_intercept(service, store):
    """Case, spacing, a non-breaking or zero-width space, a full-width letter: the same draft
    (guard/fold.py), so one intercept, although each spelling was checked and blocked."""
    variants = [
        DRAFT_4BD,
        DRAFT_4BD.upper(),
        DRAFT_4BD.lower(),
        "  " + DRAFT_4BD.replace(" ", "   ") + "\n",
        DRAFT_4BD.replace(" ", "\u00a0"),
        DRAFT_4BD.replace("within", "with\u200bin"),
        DRAFT_4BD.replace("F", "\uff26"),
    ]
    assert len(set(variants)) == 7
    for v in variants:
        assert send(service, store, req(v), "U1", acknowledged=False).status == "blocked", v
    assert store.db["sends"].count == 7
    assert impact(store).intercepts == 1
    send(service, store, req("Reversals take 7 business days."), "U1", acknowledged=False)
    assert impact(store).intercepts == 2


def test_repeated_blocked_clicks_count_one_intercept(service, store):
    """Each (ticket, draft) is one intercept: a second click on the same blocked reply does
    not inflate it; another draft, or the same draft on another ticket, does count."""
    for _ in range(3):
        assert send(service, store, req(DRAFT_4BD), "U1", acknowledged=False).status == "blocked"
    assert store.db["sends"].count == 3  # every attempt is still stored
    assert impact(store).intercepts == 1
    send(service, store, req("Reversals take 7 business days."), "U1", acknowledged=False)
    send(service, store, req(DRAFT_4BD, ticket="TCK-9002"), "U1", acknowledged=False)
    assert impact(store).intercepts == 3
    assert "counted once" in impact(store).as_json()["unsafeSendsIntercepted"]["definition"]


class UnavailableAfterFirst(LocalExtractor):
    """Reads each text once; asked for the same text again, the AI is unavailable."""

    def __init__(self):
        super().__init__()
        self.seen: set[str] = set()

    def extract_draft(self, text: str) -> DraftExtraction:
        if text in self.seen:
            return DraftExtraction(text=text, ok=False, error="APIConnectionError")
        self.seen.add(text)
        return super().extract_draft(text)


def test_two_different_results_of_one_draft_never_share_a_check_hash(store, service):
    svc = CheckService(UnavailableAfterFirst(), store.sources.workspace)
    hold = svc.check(req(DRAFT_4BD))
    unavailable = svc.check(req(DRAFT_4BD))
    assert (hold.decision, unavailable.decision) == ("HOLD", "AI_UNAVAILABLE")
    assert hold.check_hash != unavailable.check_hash
    store.checks.record(hold, DRAFT_4BD, "U1")
    store.checks.record(unavailable, DRAFT_4BD, "U1")
    assert store.checks.row(hold.check_hash)["decision"] == "HOLD"  # not the later row
    again = service.check(req(DRAFT_4BD))  # a local check over the same store
    assert again.check_hash == hold.check_hash  # the same result keeps its hash


# --- pinned by mutation testing (docs/mutation.md) ---------------------------------------


def test_a_draft_without_a_ticket_is_refused_and_the_text_kept(service, store):
    with pytest.raises(InputError) as e:
        send(service, store, req(DRAFT_A, ticket=None), "U1", acknowledged=True)
    assert e.value.message == (
        "A reply goes to a ticket's customer: choose the ticket to send it to (a draft "
        "checked on its own can be checked, not sent)."
    )
    assert e.value.user_text == DRAFT_A
    assert store.db["checks"].count == 0 and store.db["sends"].count == 0


def test_a_duplicate_is_answered_from_the_first_send_without_a_recheck(service, store):
    a = send(service, store, req(DRAFT_A), "U1", acknowledged=False, idempotency_key="k-1")
    b = send(service, store, req(DRAFT_A), "U2", acknowledged=False, idempotency_key="k-1")
    assert (b.status, b.result, b.send_id) == ("duplicate", None, a.send_id)
    assert b.message == "Already sent with this idempotency key; nothing was sent again."
    assert (store.db["checks"].count, store.db["sends"].count) == (1, 1)


def test_a_send_stores_who_asked_why_and_when(service, store):
    later = NOW.replace(hour=15)
    out = send(
        service, store, req(DRAFT_A), "U7", acknowledged=False, idempotency_key="k-9", now=later
    )
    check = store.db.execute("SELECT who, purpose, decision FROM checks").fetchall()
    assert check == [("U7", "send", "ALLOW")]
    row = store.db["sends"].get(out.send_id)
    assert (row["who"], row["outcome"], row["decision"], row["idempotency_key"]) == (
        "U7",
        "sent",
        "ALLOW",
        "k-9",
    )
    assert row["at"] == "2026-11-30T15:00:00+00:00"
    assert row["check_hash"] == out.result.check_hash
    assert out.message == "Sent to the customer (simulated outbox)."


def test_an_unsent_attempt_keeps_no_idempotency_key_and_says_what_the_recheck_said(service, store):
    out = send(service, store, req(DRAFT_4BD), "U1", acknowledged=True, idempotency_key="k-2")
    assert out.status == "blocked"
    assert store.db["sends"].get(out.send_id)["idempotency_key"] is None
    assert out.message == (
        "Blocked: the recheck says HOLD. Counted as an intercept. Use the safe reply or "
        "rewrite the draft."
    )
    # The key was never used to send, so the corrected draft goes out under it.
    fixed = send(service, store, req(DRAFT_A), "U1", acknowledged=False, idempotency_key="k-2")
    assert fixed.status == "sent"


# --- send: the unique index settles a race ----------------------------------------------


def test_a_send_that_loses_the_race_to_the_unique_index_is_a_duplicate(store, service, mocker):
    text = "Failed transfers are reversed within 1 business day."
    r = CheckRequest(ticket_id="TCK-9001", draft=text, now=NOW, user="U1")
    first = send(service, store, r, "U1", acknowledged=False, idempotency_key="k")
    # The other process's send was not visible when this one looked, but it was committed
    # by the time this one wrote: the unique index refuses the second `sent` row.
    real, looks = store.checks.find_sent, []

    def not_yet_visible(key: str):
        looks.append(key)
        return None if len(looks) == 1 else real(key)

    mocker.patch.object(store.checks, "find_sent", not_yet_visible)
    second = send(service, store, r, "U2", acknowledged=False, idempotency_key="k")
    assert (first.status, second.status) == ("sent", "duplicate")
    assert second.send_id == first.send_id
    assert len(store.checks.outbox()) == 1
