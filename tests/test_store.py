"""The persistent workspace: versions, history, stale saves, reset, restarts."""

from __future__ import annotations

from datetime import timedelta

import pytest

from guard.check import CheckService
from guard.checkrequest import CheckRequest
from guard.errors import InputError, PermissionDenied, StaleVersionError
from guard.extract.local import LocalExtractor
from guard.kb.workspace import SourceEdit, load_variants
from guard.store import Store
from tests.support.seedcase import DRAFT_4BD, NOW

B1 = next(v for v in load_variants() if v.id == "B1").edits[0]


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "ag.db"


def save(store, body, action="save_draft", expect=None, source="DOC-103", who="marie"):
    return store.sources.edit(
        source, SourceEdit(source=source, action=action, body=body), who, NOW, expect_version=expect
    )


def test_edits_survive_a_restart(db_path):
    save(Store(db_path), B1.body, "save_and_verify")
    again = Store(db_path).sources.workspace().source("DOC-103")
    assert "2 business days" in again.body
    assert again.signals.version == 2
    assert again.signals.verified_at == NOW


def test_history_keeps_every_version(store):
    save(store, B1.body)
    store.sources.edit(
        "DOC-103",
        SourceEdit(source="DOC-103", action="set", field="ownerActive", value="false"),
        "jonas",
        NOW,
    )
    store.sources.edit("DOC-103", SourceEdit(source="DOC-103", action="remove"), "jonas", NOW)
    store.sources.edit("DOC-103", SourceEdit(source="DOC-103", action="restore"), "jonas", NOW)
    rows = store.sources.history("DOC-103")
    assert [(r["version"], r["action"]) for r in rows] == [
        (1, "seed"),
        (2, "save_draft"),
        (3, "set"),
        (4, "remove"),
        (5, "restore"),
    ]
    assert "2 business days" in rows[1]["body"]
    ws = store.sources.workspace().source("DOC-103")
    assert ws.signals.owner.active is False and ws.signals.version == 5


def test_removed_sources_leave_the_workspace(store):
    store.sources.edit("DOC-103", SourceEdit(source="DOC-103", action="remove"), "x", NOW)
    assert "DOC-103" not in [s.id for s in store.sources.workspace().sources]
    with pytest.raises(InputError, match="restore it before editing"):
        save(store, B1.body)


def test_removed_sources_lists_the_latest_removed_version_for_the_role(store):
    assert store.sources.removed() == []
    for sid in ("DOC-103", "DOC-105"):
        store.sources.edit(sid, SourceEdit(source=sid, action="remove"), "lea", NOW)
    removed = store.sources.removed()
    assert [r.source.id for r in removed] == ["DOC-103", "DOC-105"]
    assert removed[0].who == "lea" and removed[0].at == NOW
    assert removed[0].source.signals.version == 2  # the version a restore starts from
    assert [r.source.id for r in store.sources.removed("support_agent")] == ["DOC-103"]
    store.sources.edit("DOC-103", SourceEdit(source="DOC-103", action="restore"), "lea", NOW)
    assert [r.source.id for r in store.sources.removed()] == ["DOC-105"]


def test_a_stale_save_is_refused_and_returns_the_text(store):
    save(store, B1.body, expect=1)  # someone else saves version 2
    mine = "my careful rewrite\n\nFor instant transfers only, reversals take 3 business days."
    with pytest.raises(StaleVersionError) as e:
        save(store, mine, expect=1)
    assert e.value.user_text == mine
    assert "now version 2" in e.value.message
    assert "3 business days" not in store.sources.workspace().source("DOC-103").body


def test_reset_restores_the_seed_clears_metrics_and_keeps_the_trail(store, service):
    save(store, B1.body, "save_and_verify")
    r = service.check(CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW))
    store.checks.record(r, DRAFT_4BD, "ana")
    assert store.checks.counts()["drafts_checked"] == 1
    assert store.sources.reset("lead", NOW + timedelta(minutes=1)).changed == 1
    assert "1 business day" in store.sources.workspace().source("DOC-103").body
    assert (
        store.sources.workspace().source("DOC-103").signals.version == 3
    )  # versions keep counting
    assert store.checks.counts() == {
        "drafts_checked": 0,
        "intercepts": 0,
        "reviewed": 0,
        "false_alarms": 0,
    }
    assert [r["action"] for r in store.sources.history("DOC-103")] == [
        "seed",
        "save_and_verify",
        "reset",
    ]


def test_visibility_cannot_be_edited_and_hidden_sources_are_unknown(store):
    with pytest.raises(InputError, match="visibility comes from the seed"):
        store.sources.edit(
            "DOC-105",
            SourceEdit(source="DOC-105", action="set", field="visibility", value="everyone"),
            "x",
            NOW,
        )
    with pytest.raises(InputError, match="Unknown source 'DOC-105'"):
        store.sources.edit(
            "DOC-105", SourceEdit(source="DOC-105", action="remove"), "x", NOW, role="support_agent"
        )


def test_the_workspace_of_the_store_drives_the_next_check(store, service):
    save(store, next(v for v in load_variants() if v.id == "B3").edits[0].body, "save_and_verify")
    r = service.check(CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW))
    assert (r.decision, r.reason_code) == ("ESCALATE", "CONFLICT_UNRESOLVED")


def test_ai_cache_roundtrip(store, db_path):
    store.cache.put("k1", {"task": "x"}, {"claims": []})
    assert Store(db_path).cache.get("k1") == {"claims": []}
    assert store.cache.get("missing") is None


def test_a_multi_edit_is_all_or_nothing(store):
    edits = [
        SourceEdit(source="DOC-103", action="save_draft", body=B1.body),
        SourceEdit(source="DOC-103", action="set", field="verification", value="sometimes"),
    ]
    with pytest.raises(InputError, match="verification must be"):
        store.sources.edit_many("DOC-103", edits, "lead", NOW, expect_version=1)
    assert [r["action"] for r in store.sources.history("DOC-103")] == [
        "seed"
    ]  # the body edit was rolled back with the bad set
    edits[1] = SourceEdit(source="DOC-103", action="set", field="ownerActive", value="false")
    new = store.sources.edit_many("DOC-103", edits, "lead", NOW, expect_version=1)
    assert new.signals.version == 3 and new.signals.owner.active is False
    assert [r["action"] for r in store.sources.history("DOC-103")] == ["seed", "save_draft", "set"]


def test_slack_threads_first_claim_wins(db_path):
    a, b = Store(db_path), Store(db_path)
    assert a.slack.thread_ts("C1", "TCK-9001") is None
    assert a.slack.claim_thread("C1", "TCK-9001", "111.1") == "111.1"
    assert b.slack.claim_thread("C1", "TCK-9001", "222.2") == "111.1"


def test_an_unusable_database_path_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(InputError, match=r"Cannot open the database at .*ANSWERGUARD_DB"):
        Store(blocker / "sub" / "ag.db")


def stored_check(store, draft=DRAFT_4BD, who="ana"):
    svc = CheckService(LocalExtractor(), store.sources.workspace)
    r = svc.check(CheckRequest(ticket_id="TCK-9001", draft=draft, now=NOW))
    store.checks.record(r, draft, who)
    return r.check_hash


def test_a_check_hash_prefix_needs_eight_characters_and_wildcards_are_literal(store):
    h = stored_check(store)
    assert store.checks.row(h[:8])["check_hash"] == h
    with pytest.raises(InputError, match="at least 8 characters"):
        store.checks.row(h[:7])
    # LIKE wildcards: eight of them would match every check if they were not escaped.
    for wild in ("%" * 8, "_" * 8, h[:4] + "____", h[:7] + "%"):
        with pytest.raises(InputError, match="No stored check"):
            store.checks.row(wild)


def test_a_check_hash_with_who_finds_only_that_users_checks(store):
    h = stored_check(store, who="ana")
    assert store.checks.row(h, who="ana")["who"] == "ana"
    with pytest.raises(InputError, match=f"No stored check '{h}'"):
        store.checks.row(h, who="ben")
    stored_check(store, who="ben")  # the same check by ben: each finds their own row
    assert store.checks.row(h, who="ana")["who"] == "ana"
    assert store.checks.row(h)["who"] == "ben"  # without who: the latest, anyone's


def test_only_ops_leads_review_flags(store):
    h = stored_check(store)
    with pytest.raises(PermissionDenied, match="Only ops leads review flags"):
        store.checks.review(h, "false-alarm", "ana", NOW, role="support_agent")
    assert store.checks.counts()["reviewed"] == 0
    store.checks.review(h, "false-alarm", "lea", NOW, role="ops_lead")
    assert (store.checks.counts()["reviewed"], store.checks.counts()["false_alarms"]) == (1, 1)


def test_a_view_keeps_its_first_owner(store, db_path):
    assert store.slack.view_owner("V1") is None
    store.slack.remember_view("V1", "ana", NOW)
    store.slack.remember_view("V1", "ben", NOW)  # a second claim on the same id changes nothing
    assert Store(db_path).slack.view_owner("V1") == "ana"


# --- the send path, field by field (pinned by mutation testing, docs/mutation.md) ---------

ALLOW_DRAFT = "Failed transfers are reversed within 1 business day."


def test_a_send_stores_every_field_of_its_check_its_attempt_and_its_outbox_row(store, service):
    from guard.send import send
    from guard.store import draft_hash

    store.sources.reset("lead", NOW)  # a new metrics epoch: rows carry the one they were written in
    r = CheckRequest(ticket_id="TCK-9001", draft=ALLOW_DRAFT, now=NOW, user="U1")
    out = send(service, store, r, "U7", acknowledged=False, now=NOW + timedelta(hours=3))
    check = store.db["checks"].get(1)
    assert {k: v for k, v in check.items() if k != "result"} == {
        "id": 1,
        "check_hash": out.result.check_hash,
        "ticket_id": "TCK-9001",
        "draft_hash": draft_hash(ALLOW_DRAFT),
        "draft": ALLOW_DRAFT,
        "rail": "instant",
        "role": "support_agent",
        "who": "U7",
        "at": "2026-11-30T12:00:00+00:00",
        "purpose": "send",
        "decision": "ALLOW",
        "reason_code": "SUPPORTED",
        "epoch": 2,
    }
    assert check["result"] == out.result.to_json()
    assert store.db["sends"].get(out.send_id) == {
        "id": out.send_id,
        "check_hash": out.result.check_hash,
        "ticket_id": "TCK-9001",
        "draft": ALLOW_DRAFT,
        "who": "U7",
        "at": "2026-11-30T15:00:00+00:00",
        "outcome": "sent",
        "decision": "ALLOW",
        "idempotency_key": None,
        "epoch": 2,
    }
    assert store.checks.outbox() == [
        {
            "id": 1,
            "ticket_id": "TCK-9001",
            "text": ALLOW_DRAFT,
            "who": "U7",
            "at": "2026-11-30T15:00:00+00:00",
            "check_hash": out.result.check_hash,
            "send_id": out.send_id,
        }
    ]


def test_the_outbox_is_per_ticket_in_send_order_and_holds_only_sent_replies(store, service):
    from guard.send import send

    texts = [ALLOW_DRAFT, "Thanks, I'm on it.", DRAFT_4BD]
    for text in texts:
        send(
            service, store, CheckRequest("TCK-9001", text, NOW, user="U1"), "U1", acknowledged=False
        )
    send(
        service,
        store,
        CheckRequest("TCK-9003", "Thanks, I'm on it.", NOW, user="U1"),
        "U1",
        acknowledged=False,
    )
    assert [r["text"] for r in store.checks.outbox("TCK-9001")] == texts[
        :2
    ]  # the HOLD was not sent
    assert [r["ticket_id"] for r in store.checks.outbox()] == ["TCK-9001", "TCK-9001", "TCK-9003"]


def test_find_sent_finds_only_a_sent_attempt_under_that_key(store, service):
    from guard.send import send

    held = send(service, store, CheckRequest("TCK-9001", DRAFT_4BD, NOW, user="U1"), "U1",
                acknowledged=False, idempotency_key="k-1")  # fmt: skip
    assert held.status == "blocked" and store.checks.find_sent("k-1") is None
    sent = send(service, store, CheckRequest("TCK-9001", ALLOW_DRAFT, NOW, user="U1"), "U1",
                acknowledged=False, idempotency_key="k-1")  # fmt: skip
    assert store.checks.find_sent("k-1")["id"] == sent.send_id
    assert store.checks.find_sent("k-2") is None


def test_a_plain_check_is_stored_with_purpose_check(store, service):
    result = service.check(CheckRequest("TCK-9001", ALLOW_DRAFT, NOW, user="U1"))
    check_id = store.checks.record(result, ALLOW_DRAFT, "U1")
    assert store.db["checks"].get(check_id)["purpose"] == "check"
