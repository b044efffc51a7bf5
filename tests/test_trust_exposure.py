"""Exposure replay (issue 11, item 4): a source change that alters a governing value lists
exactly the sent replies it contradicts, with the old and new value and a correction that
rechecks safe; replays never duplicate; an agent never sees an exposure built on a source
they may not see."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from guard.checkrequest import CheckRequest
from guard.cli.app import app
from guard.kb.workspace import SourceEdit
from guard.runtime import Runtime, build_runtime
from guard.send import send
from guard.settings import Settings
from guard.store import Store
from guard.trust.exposure import CORRECTION_PREFIX, ExposureService, summary
from tests.support.seedcase import NOW

DRAFT_4BD = "Failed transfers are reversed within 4 business days."
DRAFT_1BD = "Failed transfers are reversed within 1 business day."
DRAFT_5BD = "Failed transfers are reversed within 5 business days."


@pytest.fixture
def rt(tmp_path) -> Runtime:
    return build_runtime(Settings(ai_mode="local"), Store(tmp_path / "exposure.db"))


def sent(rt: Runtime, ticket: str, draft: str, who: str = "agent", role: str = "support_agent"):
    req = CheckRequest(ticket_id=ticket, draft=draft, now=NOW, role=role)  # type: ignore[arg-type]
    outcome = send(rt.service, rt.store, req, who, acknowledged=False)
    assert outcome.status == "sent", outcome.result
    return outcome


def edit_doc101(rt: Runtime, days: str, who: str = "marie") -> None:
    body = rt.store.sources.workspace().source("DOC-101").body
    new = body.replace("within 4 business days", f"within {days}")
    new = new.replace("within 5 business days", f"within {days}")
    rt.store.sources.edit(
        "DOC-101", SourceEdit(source="DOC-101", action="save_and_verify", body=new), who, NOW
    )
    rt.refresh_index()  # what every writer (CLI, Slack) calls after a write


def test_a_changed_value_exposes_exactly_the_replies_it_contradicts(rt: Runtime) -> None:
    assert sent(rt, "TCK-9003", DRAFT_4BD).result.decision == "ALLOW"
    assert sent(rt, "TCK-9001", DRAFT_1BD).result.decision == "ALLOW"  # DOC-103 governs
    edit_doc101(rt, "5 business days")  # the hook replays; no one asked
    svc = ExposureService(rt.service, rt.store)
    (e,) = svc.exposures()
    assert (e.ticket_id, e.customer, e.sent_text, e.sent_by) == (
        "TCK-9003",
        "Sofia S.",
        DRAFT_4BD,
        "agent",
    )
    assert (e.kind, e.decision_then, e.decision_now, e.reason_code) == (
        "exposed",
        "ALLOW",
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )
    (c,) = e.claims
    assert (c.told, c.then.value_text, c.now.value_text) == (
        "4 business days",
        "4 business days",
        "5 business days",
    )
    assert c.now.source_ids == ["DOC-101"] and "within 5 business days" in (c.now.quote or "")
    assert "5 business days" in e.now_true and "DOC-101" in e.now_true
    # The correction is the topic's template, labelled so, and rechecks ALLOW for the ticket.
    assert e.correction.origin == "template" and e.correction.recheck_decision == "ALLOW"
    assert e.correction.text.startswith(CORRECTION_PREFIX)
    assert "5 business days" in e.correction.text
    again = rt.service.check(
        CheckRequest(ticket_id="TCK-9003", draft=e.correction.text, now=NOW, scope=e.scope)
    )
    assert again.decision == "ALLOW"
    assert (
        summary([e])
        == "1 customer was told 4 business days (reversal window); it is now 5 business days."
    )
    (run, *_) = svc.runs()
    assert run["trigger"] == "source change" and run["who"] == "marie"
    assert json.loads(run["topics"]) == ["reversal_window"]


def test_replaying_twice_keeps_one_exposure_and_records_each_run(rt: Runtime) -> None:
    sent(rt, "TCK-9003", DRAFT_4BD)
    edit_doc101(rt, "5 business days")
    svc = ExposureService(rt.service, rt.store)
    first = svc.replay(NOW)
    second = svc.replay(NOW)
    assert first.found == [] and second.found == []  # found once, by the hook
    assert len(svc.exposures(include_closed=True)) == 1
    assert [r["trigger"] for r in svc.runs()][:3] == ["on demand", "on demand", "source change"]


def test_a_correction_sent_through_the_gate_resolves_it(rt: Runtime) -> None:
    sent(rt, "TCK-9003", DRAFT_4BD)
    edit_doc101(rt, "5 business days")
    svc = ExposureService(rt.service, rt.store)
    (e,) = svc.exposures()
    sent(rt, "TCK-9003", e.correction.text, who="lead")
    run = svc.replay(NOW)
    assert run.resolved == [e.id] and svc.exposures() == []
    (done,) = svc.exposures(include_closed=True)
    assert (done.status, done.resolved_by) == ("resolved", "lead")
    assert "Correction sent" in (done.resolution or "")
    edit_doc101(rt, "6 business days")  # the correction itself is now exposed, once
    (now_wrong,) = svc.exposures()
    assert now_wrong.sent_text == e.correction.text


def test_a_change_back_withdraws_the_exposure_and_resolve_by_hand(rt: Runtime) -> None:
    sent(rt, "TCK-9003", DRAFT_4BD)
    edit_doc101(rt, "5 business days")
    svc = ExposureService(rt.service, rt.store)
    edit_doc101(rt, "4 business days")
    assert svc.exposures() == []
    (w,) = svc.exposures(include_closed=True)
    assert w.status == "withdrawn"
    edit_doc101(rt, "5 business days")  # reopened, still one record
    (again,) = svc.exposures()
    assert again.id == w.id and again.status == "open"
    done = svc.resolve(again.id, "lead", NOW, "Called the customer.")
    assert (done.status, done.resolved_by, done.resolution) == (
        "resolved",
        "lead",
        "Called the customer.",
    )
    svc.replay(NOW)
    assert svc.exposures() == []


def test_an_unrelated_change_replays_nothing(rt: Runtime) -> None:
    sent(rt, "TCK-9003", DRAFT_4BD)
    rt.store.sources.edit(
        "DOC-101",
        SourceEdit(source="DOC-101", action="set", field="flaggedOutdated", value="false"),
        "marie",
        NOW,
    )
    svc = ExposureService(rt.service, rt.store)
    before = len(svc.runs())
    rt.refresh_index()
    assert svc.exposures(include_closed=True) == []
    assert len(svc.runs()) in (before, before + 1)


def test_an_agent_never_sees_an_exposure_built_on_an_ops_only_source(rt: Runtime) -> None:
    sent(rt, "TCK-9003", DRAFT_4BD, who="agent")
    sent(rt, "TCK-9003", DRAFT_4BD, who="lead", role="ops_lead")
    body = (
        "# Fraud Hold Procedure (Restricted)\n\nWhen an outgoing transfer fails, the amount "
        "is reversed to the customer's wallet within 6 business days.\n"
    )
    rt.store.sources.edit(
        "DOC-105", SourceEdit(source="DOC-105", action="save_and_verify", body=body), "lead", NOW
    )
    rt.refresh_index()
    svc = ExposureService(rt.service, rt.store)
    (ops,) = svc.exposures("ops_lead")
    assert ops.sent_by == "lead" and ops.role == "ops_lead"
    assert ops.kind in ("exposed", "contested")
    if ops.kind == "contested":
        assert ops.decision_now == "ESCALATE"
        assert ops.correction.recheck_decision in ("ALLOW", "CAUTION")
        assert not any(ch.isdigit() for ch in ops.correction.text)
    assert svc.exposures("support_agent") == []
    assert "DOC-105" not in json.dumps([e.to_json() for e in svc.exposures("support_agent")])


# --- the CLI -------------------------------------------------------------------------------


@pytest.fixture
def cli(tmp_path, monkeypatch):
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "cli.db"))
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.delenv("AI_MODE", raising=False)
    monkeypatch.setenv("COLUMNS", "160")
    runner = CliRunner()
    return lambda *a: runner.invoke(app, list(a), catch_exceptions=False)


def test_exposure_cli_json_lists_the_exposure_once_and_resolves(cli, tmp_path) -> None:
    now = NOW.isoformat()
    r = cli("send", DRAFT_4BD, "--ticket", "TCK-9003", "--now", now)
    assert r.exit_code == 0, r.output
    doc101 = tmp_path / "doc101.md"
    body = Store(tmp_path / "cli.db").sources.workspace().source("DOC-101").body
    doc101.write_text(body.replace("within 4 business days", "within 5 business days"))
    r = cli("sources", "edit", "DOC-101", "--file", str(doc101), "--verify")
    assert r.exit_code == 0, r.output
    for _ in range(2):
        r = cli("exposure", "--json", "--now", now)
        assert r.exit_code == 0, r.output
        (e,) = json.loads(r.stdout)
    assert {"ticketId", "sentAt", "sentText", "decisionNow", "reasonCode", "nowTrue"} <= set(e)
    assert (e["ticketId"], e["decisionNow"], e["reasonCode"]) == (
        "TCK-9003",
        "HOLD",
        "CONTRADICTS_GOVERNING",
    )
    assert e["correction"]["origin"] == "template"
    assert e["correction"]["recheckDecision"] == "ALLOW"
    assert "5 business days" in e["nowTrue"]
    text = cli("exposure", "--now", now).stdout
    assert "TCK-9003" in text and "told 4 business days" in text
    assert cli("exposure", "--json", "--role", "support_agent", "--now", now).exit_code == 0
    r = cli("exposure", "resolve", str(e["id"]), "--as", "lead", "--note", "Called.")
    assert r.exit_code == 0, r.output
    assert json.loads(cli("exposure", "--json", "--now", now).stdout) == []
    (closed,) = json.loads(cli("exposure", "--json", "--all", "--now", now).stdout)
    assert (closed["status"], closed["resolvedBy"]) == ("resolved", "lead")
    assert cli("exposure", "resolve", str(e["id"]), "--as", "lead").exit_code == 2
    assert cli("exposure", "--since", "not-a-date").exit_code == 2
