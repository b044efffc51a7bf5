"""Two-person approval for source edits (issue 11 item 2, the setting): nobody verifies their
own edit; a second person's approval makes it govern with full standing."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from guard.checkrequest import CheckRequest
from guard.cli.app import app
from guard.kb.workspace import SourceEdit
from guard.runtime import build_runtime
from guard.settings import Settings
from guard.store import Store
from guard.trust.answers import SelfApproval
from guard.trust.edits import approve_edit, held_for_approval
from tests.support.seedcase import NOW

B1 = "For instant transfers only, failed transfers are reversed within 2 business days. "
DRAFT_4BD = "Failed transfers are reversed within 4 business days."


def test_an_edit_waits_for_a_second_person_then_governs() -> None:
    rt = build_runtime(Settings(ai_mode="local"), Store(":memory:"))
    body = (
        rt.store.sources.workspace()
        .source("DOC-103")
        .body.replace(
            "For instant transfers only, failed transfers are reversed within 1 business day.", B1
        )
    )
    edit = held_for_approval(SourceEdit(source="DOC-103", action="save_and_verify", body=body))
    assert edit is not None and edit.action == "save_draft"
    rt.store.sources.edit("DOC-103", edit, "jonas", NOW)
    rt.refresh_index()
    req = CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW)
    assert rt.service.check(req).reason_code == "WEAK_BASIS"  # B7: an unverified edit
    with pytest.raises(SelfApproval, match="jonas saved version 2 of DOC-103"):
        approve_edit(rt.store, "DOC-103", "jonas", NOW)
    new = approve_edit(rt.store, "DOC-103", "marie", NOW)
    rt.refresh_index()
    assert new.signals.verification == "verified"
    assert [(r["action"], r["who"]) for r in rt.store.sources.history("DOC-103")][-2:] == [
        ("save_draft", "jonas"),
        ("approve", "marie"),  # the approval is a version of its own
    ]
    r = rt.service.check(req)  # B1: the approved edit governs with full standing
    assert (r.decision, r.reason_code) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert "2 business days" in r.headline


def test_the_cli_holds_a_verifying_save_and_refuses_self_approval(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "a.db"))
    monkeypatch.setenv("ANSWERGUARD_EDITS_NEED_APPROVAL", "1")
    monkeypatch.setenv("USER", "jonas")
    monkeypatch.delenv("ANSWERGUARD_WORKSPACE", raising=False)
    monkeypatch.delenv("AI_MODE", raising=False)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    cli = CliRunner()
    f = tmp_path / "b1.md"
    f.write_text("# Instant\n\n" + B1 + "\n")
    r = cli.invoke(app, ["sources", "edit", "DOC-103", "--file", str(f), "--verify"])
    assert r.exit_code == 0 and "Two-person approval is on" in r.stdout
    r = cli.invoke(app, ["sources", "set", "DOC-103", "verification=verified"])
    assert r.exit_code == 2 and "someone other than its last editor" in r.stderr
    r = cli.invoke(app, ["sources", "approve", "DOC-103"])
    assert r.exit_code == 2 and "cannot approve it" in r.stderr
    r = cli.invoke(app, ["sources", "approve", "DOC-103", "--as", "marie"])
    assert r.exit_code == 0 and "DOC-103 approved" in r.stdout
    r = cli.invoke(app, ["sources", "--json"])
    doc103 = next(d for d in json.loads(r.stdout) if d["id"] == "DOC-103")
    assert doc103["verificationNow"] == "verified"
