"""Issue 11, item 3: the gap register — what it counts, how it ranks, what each role sees,
its JSON, and the `ask` hook."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from typer.testing import CliRunner

from guard.checkrequest import CheckRequest
from guard.cli.app import app
from guard.runtime import Runtime
from guard.trust import answers as trust
from guard.trust.gaps import normalise, record_unanswered, register
from tests.support.trustcase import DRAFT_1BD, local_runtime

T0 = datetime(2026, 11, 30, 9, tzinfo=UTC)
CARD = "Your card ships in 5 days."


@pytest.fixture
def rt(ws_dir: Path, tmp_path: Path) -> Runtime:
    return local_runtime(ws_dir, tmp_path / "t.db")


def run(rt: Runtime, ticket: str | None, draft: str, minutes: int, role: str = "support_agent"):
    req = CheckRequest(
        ticket_id=ticket,
        draft=draft,
        now=T0 + timedelta(minutes=minutes),
        role=role,  # type: ignore[arg-type]
    )
    result = rt.service.check(req)
    rt.store.checks.record(result, draft, "UAGENT1" if role == "support_agent" else "ULEAD01")
    return result


def test_normalised_claim_text_groups_the_same_question():
    assert normalise(CARD) == normalise("your card ships in 7 DAYS!") == "your card ships in # days"


def test_gaps_are_counted_per_topic_or_claim_text_and_ranked_by_tickets_then_recency(
    rt: Runtime,
):
    cat = rt.store.sources.workspace().catalogue
    # reversal window, no governing source for instant: two tickets (T-1 twice counts once)
    assert run(rt, "T-1", DRAFT_1BD, 1).reason_code == "UNSUPPORTED"
    run(rt, "T-1", "Failed transfers are reversed within 2 business days.", 2)
    run(rt, "T-3", DRAFT_1BD, 3)
    # off the catalogue: one text, two tickets, seen more recently than the reversal gap
    assert run(rt, "T-2", CARD, 10).reason_code == "OUTSIDE_COVERAGE"
    run(rt, None, "Your card ships in 7 days.", 11)
    # a timing the extractor could not place, once
    assert run(rt, "T-1", "You'll have it back by tomorrow.", 20).reason_code == "EXTRACTION_GAP"
    # what the sources answer is no gap
    assert run(rt, "T-2", "Failed transfers are reversed within 4 business days.", 30).decision == (
        "ALLOW"
    )
    gaps = register(rt.store, cat)
    assert [(g.key, g.count) for g in gaps] == [
        ("other:your card ships in # days", 2),  # 2 tickets, most recent of the two-ticket gaps
        ("reversal_window", 2),
        ("other:you ll have it back by tomorrow", 1),
    ]
    top = gaps[0]
    assert top.label == "other: Your card ships in 7 days." and top.reason_codes == {
        "OUTSIDE_COVERAGE"
    }
    assert [e["draft"] for e in top.examples] == ["Your card ships in 7 days.", CARD]
    assert top.examples[0]["ticketId"] != "no-ticket"
    rev = gaps[1]
    assert rev.label == "reversal window" and rev.last_seen.startswith("2026-11-30T09:03")
    # asked again on a ticket already counted: the count stays, the recency breaks the tie
    run(rt, "T-1", DRAFT_1BD, 50)
    assert [(g.key, g.count) for g in register(rt.store, cat)][:2] == [
        ("reversal_window", 2),
        ("other:your card ships in # days", 2),
    ]


def test_a_gap_shows_the_owners_asked_and_the_answer_waiting_for_approval(rt: Runtime):
    cat = rt.store.sources.workspace().catalogue
    run(rt, "T-1", DRAFT_1BD, 1)
    q = trust.Question("reversal_window", {"rail": "instant"}, "How long?", DRAFT_1BD, "T-1")
    trust.ask_owner(rt.store, cat, q, "UAGENT1", "UMARIE1", T0)
    trust.capture(
        rt.store,
        cat,
        trust.Capture(
            "reversal_window", {"rail": "instant"}, "1 business day.", "UMARIE1", "certain", True
        ),
        T0,
    )
    (gap,) = register(rt.store, cat)
    assert gap.owners_asked == ["UMARIE1"]
    assert [a["sourceId"] for a in gap.pending_answers] == ["ANS-0001"] and gap.answers == []
    trust.approve(rt.store, "ANS-0001", "ULEAD01", T0)
    (gap,) = register(rt.store, cat)
    assert gap.pending_answers == [] and gap.answers[0]["approvedBy"] == "ULEAD01"


def test_an_agent_never_sees_ops_checks_or_answers_kept_for_ops(rt: Runtime):
    cat = rt.store.sources.workspace().catalogue
    run(rt, "T-1", "Secret ops draft: reversed within 9 business days.", 1, role="ops_lead")
    trust.capture(
        rt.store,
        cat,
        trust.Capture(
            "reversal_window",
            {"rail": "instant"},
            "1 business day, internal.",
            "UMARIE1",
            "certain",
            False,
        ),
        T0,
    )
    run(rt, "T-3", "Failed transfers are reversed within 3 business days.", 2)
    (agent_gap,) = register(rt.store, cat, "support_agent")
    dumped = json.dumps(agent_gap.to_json())
    assert "Secret ops draft" not in dumped and "ANS-0001" not in dumped
    assert agent_gap.count == 1
    lead = register(rt.store, cat, "ops_lead")
    assert "Secret ops draft" in json.dumps([g.to_json() for g in lead])


def test_ask_records_unanswered_questions_in_the_register(rt: Runtime):
    cat = rt.store.sources.workspace().catalogue
    record_unanswered(
        rt.store,
        "reversal_window",
        "How long for instant?",
        "UAGENT1",
        "support_agent",
        T0,
        ticket_id="T-1",
    )
    record_unanswered(rt.store, "other", "Do you ship to Norway?", "UAGENT1", "support_agent", T0)
    gaps = {g.key: g for g in register(rt.store, cat)}
    assert gaps["reversal_window"].reason_codes == {"UNANSWERED"}
    assert gaps["other:do you ship to norway"].count == 1


def test_cli_gaps_json_contract(rt: Runtime, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "t.db"))
    monkeypatch.setenv("ANSWERGUARD_WORKSPACE", str(tmp_path / "kb"))
    monkeypatch.delenv("AI_MODE", raising=False)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    run(rt, "T-1", DRAFT_1BD, 1)
    r = CliRunner().invoke(app, ["gaps", "--json"], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    (gap,) = json.loads(r.stdout)
    assert {
        "topic",
        "label",
        "count",
        "lastSeen",
        "reasonCodes",
        "examples",
        "pendingAnswers",
    } <= set(gap)
    assert (gap["topic"], gap["count"], gap["reasonCodes"]) == (
        "reversal_window",
        1,
        ["UNSUPPORTED"],
    )
    assert gap["examples"][0] == {"ticketId": "T-1", "draft": DRAFT_1BD, "at": gap["lastSeen"]}
    table = CliRunner().invoke(app, ["gaps"], catch_exceptions=False, env={"COLUMNS": "160"})
    assert "reversal window" in table.stdout and "UNSUPPORTED" in table.stdout
