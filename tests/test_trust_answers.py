"""Issue 11, items 1–2: an owner's answer captured verbatim as a weakened source, and the
two-person approval that gives it full standing. Through the services and the CLI."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from guard.checkrequest import CheckRequest
from guard.errors import InputError, PermissionDenied
from guard.models import SourceExtraction
from guard.runtime import Runtime
from guard.trust import answers as trust
from guard.trust.binding import bind_answer
from tests.support.clicase import cli_env, cli_runner
from tests.support.trustcase import DRAFT_1BD, DRAFT_3BD, local_runtime

NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)
NOW_ISO = "2026-11-30T12:00:00Z"


@pytest.fixture
def rt(ws_dir: Path, tmp_path: Path) -> Runtime:
    return local_runtime(ws_dir, tmp_path / "t.db")


def check(rt: Runtime, draft: str = DRAFT_1BD, role: str = "support_agent", ticket: str = "T-1"):
    return rt.service.check(CheckRequest(ticket_id=ticket, draft=draft, now=NOW, role=role))  # type: ignore[arg-type]


def cap(text: str = "It's 1 business day.", **kw) -> trust.Capture:
    base = dict(
        topic="reversal_window",
        scope={"rail": "instant"},
        text=text,
        author="UJONAS1",
        certainty="certain",
        shareable=True,
    )
    return trust.Capture(**{**base, **kw})  # type: ignore[arg-type]


# --- capture -----------------------------------------------------------------------------------


def test_capture_stores_the_answer_verbatim_with_its_history_and_an_audit_event(rt: Runtime):
    text = "  Honestly?  It's 1 business day\u2009— for instant ones.\r\n\n(Jonas, ops)\n"
    done = trust.capture(rt.store, rt.store.sources.workspace().catalogue, cap(text), NOW)
    assert done.source is not None
    sid = done.source.id
    stored = rt.store.sources.workspace().source(sid)
    assert stored.body == text  # byte for byte: never trimmed, never paraphrased
    assert stored.kind == "owner_answer"
    sig = stored.signals
    assert (sig.verification, sig.verified_at, sig.review_every_days) == ("unverified", None, 90)
    assert sig.visibility == "everyone"
    assert sig.owner.slack == "UJONAS1"
    assert sig.answers is not None and sig.answers.topic == "reversal_window"
    history = rt.store.sources.history(sid)
    assert [(h["version"], h["action"], h["who"]) for h in history] == [(1, "capture", "UJONAS1")]
    assert history[0]["at"].startswith("2026-11-30T12:00")
    (ev,) = trust.events(rt.store, sid)
    assert (ev["kind"], ev["who"]) == ("captured", "UJONAS1")
    assert json.loads(ev["detail"])["certainty"] == "certain"


def test_a_captured_answer_counts_at_once_but_only_as_a_weakened_candidate(rt: Runtime):
    before = check(rt)
    assert (before.decision, before.reason_code) == ("CAUTION", "UNSUPPORTED")
    trust.capture(rt.store, rt.store.sources.workspace().catalogue, cap(), NOW)
    after = check(rt)
    assert (after.decision, after.reason_code) == ("CAUTION", "WEAK_BASIS")
    assert after.claims[0].governing_source_ids == ["ANS-0001"]
    # The answer's own words named neither the topic nor the rail: the question's are used.
    ev = next(e for e in after.claims[0].evidence if e.source.id == "ANS-0001")
    assert ev.claim.topic == "reversal_window" and ev.claim.scope["rail"] == "instant"
    assert "UNVERIFIED" in ev.weakeners
    # and it never makes a contradicting draft safe either
    wrong = check(rt, DRAFT_3BD)
    assert wrong.decision != "ALLOW"


def test_approval_by_a_second_person_changes_the_decision_and_self_approval_is_refused(
    rt: Runtime,
):
    done = trust.capture(rt.store, rt.store.sources.workspace().catalogue, cap(), NOW)
    sid = done.source.id  # type: ignore[union-attr]
    with pytest.raises(trust.SelfApproval, match="cannot approve"):
        trust.approve(rt.store, sid, "UJONAS1", NOW)
    assert check(rt).reason_code == "WEAK_BASIS"
    with pytest.raises(PermissionDenied, match="ops leads"):
        trust.approve(rt.store, sid, "UAGENT1", NOW, role="support_agent")
    approved = trust.approve(rt.store, sid, "ULEAD01", NOW, role="ops_lead")
    assert approved.signals.verification == "verified" and approved.signals.verified_at == NOW
    row = trust.answer_row(rt.store, sid)
    assert (row["author"], row["approved_by"]) == ("UJONAS1", "ULEAD01")
    result = check(rt)
    assert (result.decision, result.reason_code) == ("ALLOW", "SUPPORTED")
    kinds = [e["kind"] for e in trust.events(rt.store, sid)]
    assert kinds == ["captured", "approval_refused", "approval_refused", "approved"]
    with pytest.raises(InputError, match="already approved"):
        trust.approve(rt.store, sid, "UOTHER1", NOW)


def test_an_answer_that_may_not_be_shared_never_reaches_a_support_agent(rt: Runtime):
    secret = "Between us: 1 business day, but don't promise it."
    trust.capture(
        rt.store, rt.store.sources.workspace().catalogue, cap(secret, shareable=False), NOW
    )
    agent = check(rt)
    assert (agent.decision, agent.reason_code) == ("CAUTION", "UNSUPPORTED")
    dumped = agent.to_json()
    assert "ANS-0001" not in dumped and "Between us" not in dumped
    assert trust.answers(rt.store, "support_agent") == []
    lead = check(rt, role="ops_lead")
    assert (lead.decision, lead.reason_code) == ("CAUTION", "WEAK_BASIS")
    assert [a["source_id"] for a in trust.answers(rt.store, "ops_lead")] == ["ANS-0001"]


def test_needs_someone_else_forwards_the_question_and_captures_nothing(rt: Runtime):
    cat = rt.store.sources.workspace().catalogue
    q = trust.Question("reversal_window", {"rail": "instant"}, "How long for instant?", DRAFT_1BD)
    rid = trust.ask_owner(rt.store, cat, q, "UAGENT1", "UMARIE1", NOW)
    with pytest.raises(InputError, match="name who"):
        trust.capture(rt.store, cat, cap("", certainty="needs_someone_else", request_id=rid), NOW)
    done = trust.capture(
        rt.store,
        cat,
        cap(
            "Ask Jonas, he owns instant.",
            author="UMARIE1",
            certainty="needs_someone_else",
            confirmer="UJONAS1",
            request_id=rid,
        ),
        NOW,
    )
    assert done.source is None and done.forwarded_to == "UJONAS1"
    fwd = trust.request(rt.store, done.forward_request_id)  # type: ignore[arg-type]
    assert (fwd["asked_of"], fwd["parent_id"], fwd["question"]) == ("UJONAS1", rid, q.question)
    assert fwd["note"] == "Ask Jonas, he owns instant."
    assert trust.request(rt.store, rid)["status"] == "forwarded"
    assert trust.asked_of(rt.store, "reversal_window") == ["UMARIE1", "UJONAS1"]
    assert not any(s.kind == "owner_answer" for s in rt.store.sources.workspace().sources)


def test_binding_keeps_what_the_owner_said_in_so_many_words(rt: Runtime):
    trust.capture(
        rt.store,
        rt.store.sources.workspace().catalogue,
        cap("Instant: 1 business day. Standard transfers are reversed within 4 business days."),
        NOW,
    )
    source = rt.store.sources.workspace().source("ANS-0001")
    claims = bind_answer(rt.service.extractor.extract_source(source), source).claims
    assert {(c.topic, c.scope["rail"], c.value.amount) for c in claims} == {  # type: ignore[union-attr]
        ("reversal_window", "instant", 1),
        ("reversal_window", "standard", 4),
    }
    # an extraction that failed stays failed: binding adds nothing
    failed = SourceExtraction(source_id="ANS-0001", ok=False, error="x")
    assert bind_answer(failed, source) == failed


def test_capture_refuses_what_the_catalogue_does_not_know(rt: Runtime):
    cat = rt.store.sources.workspace().catalogue
    with pytest.raises(InputError, match="Unknown topic 'delivery'"):
        trust.capture(rt.store, cat, cap(topic="delivery"), NOW)
    with pytest.raises(InputError, match="Unknown scope dimension 'plan'"):
        trust.capture(rt.store, cat, cap(scope={"plan": "pro"}), NOW)
    with pytest.raises(InputError, match="Unknown transfer type 'express'"):
        trust.capture(rt.store, cat, cap(scope={"rail": "express"}), NOW)
    with pytest.raises(InputError, match="empty"):
        trust.capture(rt.store, cat, cap("   "), NOW)
    with pytest.raises(InputError, match="Certainty"):
        trust.capture(rt.store, cat, cap(certainty="maybe"), NOW)


# --- the CLI -------------------------------------------------------------------------------------


@pytest.fixture
def cli(ws_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    cli_env(monkeypatch, tmp_path / "cli.db", workspace=ws_dir)
    return cli_runner()


def cli_decision(cli, role: str = "support_agent") -> tuple[str, str]:
    r = cli("check", "--ticket", "T-1", "--now", NOW_ISO, "--role", role, "--json", DRAFT_1BD)
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    return doc["decision"], doc["reasonCode"]


def test_cli_capture_then_self_approval_refused_then_a_second_person_approves(cli, tmp_path):
    answer = tmp_path / "answer.txt"
    answer.write_text("It's 1 business day.\n", encoding="utf-8")
    assert cli_decision(cli) == ("CAUTION", "UNSUPPORTED")
    r = cli(
        "answers",
        "capture",
        "--topic",
        "reversal_window",
        "--scope",
        "rail=instant",
        "--as",
        "jonas",
        "--certainty",
        "certain",
        "--shareable",
        "yes",
        "--file",
        str(answer),
        "--now",
        NOW_ISO,
    )
    assert r.exit_code == 0, r.output
    assert r.stdout.strip() == "ANS-0001"
    assert cli_decision(cli) == ("CAUTION", "WEAK_BASIS")

    r = cli("answers", "approve", "ANS-0001", "--as", "jonas")
    assert r.exit_code == 2
    assert "jonas wrote ANS-0001, so jonas cannot approve it" in r.stderr
    assert cli_decision(cli) == ("CAUTION", "WEAK_BASIS")

    r = cli("answers", "approve", "ANS-0001", "--as", "marie", "--now", NOW_ISO)
    assert r.exit_code == 0, r.output
    assert "approved by marie" in r.stdout
    assert cli_decision(cli) == ("ALLOW", "SUPPORTED")

    listed = json.loads(cli("answers", "list", "--json").stdout)
    assert listed[0] | {"capturedAt": None, "approvedAt": None} == {
        "sourceId": "ANS-0001",
        "topic": "reversal_window",
        "scope": {"rail": "instant"},
        "author": "jonas",
        "certainty": "certain",
        "shareable": True,
        "confirmer": None,
        "capturedAt": None,
        "approvedBy": "marie",
        "approvedAt": None,
        "text": "It's 1 business day.\n",
    }


def test_cli_capture_reads_stdin_and_keeps_non_shareable_answers_from_agents(cli):
    r = cli(
        "answers",
        "capture",
        "--topic",
        "reversal_window",
        "--scope",
        "rail=instant",
        "--as",
        "jonas",
        "--certainty",
        "fairly_sure",
        "--shareable",
        "no",
        "--file",
        "-",
        input="1 business day, internal only.",
    )
    assert r.exit_code == 0, r.output
    assert "visible to ops leads only" in r.stderr
    assert cli_decision(cli) == ("CAUTION", "UNSUPPORTED")
    assert cli_decision(cli, "ops_lead") == ("CAUTION", "WEAK_BASIS")
    assert json.loads(cli("answers", "list", "--role", "support_agent", "--json").stdout) == []


def test_cli_capture_errors_are_one_line_with_the_text_back(cli):
    r = cli(
        "answers",
        "capture",
        "--topic",
        "nope",
        "--as",
        "jonas",
        "--certainty",
        "certain",
        "--shareable",
        "yes",
        "--file",
        "-",
        input="Three days, trust me.",
    )
    assert r.exit_code == 2
    assert "Unknown topic 'nope'" in r.stderr and "Three days, trust me." in r.stderr
    r = cli(
        "answers",
        "capture",
        "--topic",
        "reversal_window",
        "--as",
        "jonas",
        "--certainty",
        "certain",
        "--shareable",
        "maybe",
        "--file",
        "-",
        input="x",
    )
    assert r.exit_code == 2 and "--shareable is yes or no" in r.stderr
    r = cli("answers", "approve", "DOC-404", "--as", "marie")
    assert r.exit_code == 2 and "is not a captured answer" in r.stderr


def test_cli_needs_someone_else_forwards(cli):
    r = cli(
        "answers",
        "capture",
        "--topic",
        "reversal_window",
        "--as",
        "marie",
        "--certainty",
        "needs_someone_else",
        "--confirmer",
        "jonas",
        "--shareable",
        "yes",
        "--file",
        "-",
        input="Not mine, ask Jonas.",
    )
    assert r.exit_code == 0, r.output
    assert "Forwarded to jonas" in r.stdout
    assert json.loads(cli("answers", "list", "--json").stdout) == []
