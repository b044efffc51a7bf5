"""`answerguard eval --workspace DIR` (issue 17): a workspace's own cases.yaml through the
check service in local, saved or live mode. Local numbers are compared with `case_results`
(the loop the README's table uses), never hard-coded; live mode runs against the fake
Messages API (tests/support/fake_model.py) through the CLI's own wiring, no network."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import anthropic
import pytest
from typer.testing import CliRunner

from guard.cli.app import app
from guard.evals.workspace_eval import build_service, eval_settings
from guard.evals.workspaces import case_matches, case_results
from guard.kb.workspace import load_folder
from guard.kb.workspace.starter import write_starter
from tests.support.fake_model import FakeModel
from tests.support.livecase import mock_client

KB = Path(__file__).resolve().parent / "kb" / "saas"
NOW = "2026-12-01T12:00:00Z"
AT = datetime(2026, 12, 1, 12, tzinfo=UTC)

#: The starter workspace's inbox: EX-1 is a Pro seller, whose payouts are faster (1 business
#: day) than the 3 business days everyone else gets; EX-2 asks the instant payout fee (1.5%).
CASES = """\
- id: fee-right
  ticket: EX-2
  draft: "An instant payout costs 1.5% of the amount."
  expected: {decision: ALLOW}
- id: fee-wrong
  ticket: EX-2
  draft: "An instant payout costs 4% of the amount."
  expected: {decision: HOLD}
- id: pro-delay-wrong
  ticket: EX-1
  draft: "Your payout reaches your bank within 3 business days."
  expected: {decision: HOLD}
"""


@pytest.fixture(autouse=True)
def _env(monkeypatch, tmp_path):
    for name in ("ANSWERGUARD_WORKSPACE", "ANTHROPIC_API_KEY", "AI_MODE", "RATE_LIMIT_STORAGE_URI"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "eval.db"))
    monkeypatch.setenv("ANSWERGUARD_AI_CACHE_DIR", str(tmp_path / "no-saved-answers"))
    monkeypatch.setenv("COLUMNS", "200")


@pytest.fixture
def starter(tmp_path) -> Path:
    folder = tmp_path / "ws"
    write_starter(folder)
    (folder / "cases.yaml").write_text(CASES, encoding="utf-8")
    return folder


def invoke(*args: str):
    return CliRunner().invoke(app, list(args))


def one_line_error(r, needle: str) -> None:
    assert r.exit_code == 2, r.output
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], r.stderr
    assert "Traceback" not in r.output and r.stdout == ""


# --- local mode -------------------------------------------------------------------------------


def test_local_mode_reports_the_numbers_case_results_gives():
    r = invoke("eval", "--workspace", str(KB), "--now", NOW, "--json")
    expected = case_results(load_folder(KB), AT)
    doc = json.loads(r.stdout)
    assert doc["total"] == len(expected) > 0
    assert doc["passed"] == sum(case_matches(c, res) for c, res in expected)
    unsafe = [c.id for c, res in expected if c.expected.decision != "ALLOW" == res.decision]
    wrong = [c.id for c, res in expected if not case_matches(c, res)]
    assert doc["unsafeAllows"] == unsafe
    assert doc["misses"] == unsafe + [i for i in wrong if i not in unsafe]
    assert [(c["id"], c["got"]["decision"]) for c in doc["cases"]] == [
        (c.id, res.decision) for c, res in expected
    ]
    assert r.exit_code == (1 if doc["unsafeAllows"] else 0)


def test_json_shape(starter):
    r = invoke("eval", "--workspace", str(starter), "--now", NOW, "--json")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert set(doc) == {
        "workspace", "folder", "mode", "model", "promptVersion", "cases", "notes",
        "passed", "total", "unsafeAllows", "misses", "aiModes",
    }  # fmt: skip
    assert (doc["mode"], doc["model"], doc["passed"], doc["total"]) == (
        "local",
        "local-rules",
        3,
        3,
    )
    assert doc["aiModes"] == {"local": 3} and doc["unsafeAllows"] == doc["misses"] == []
    case = doc["cases"][0]
    assert set(case) == {"id", "ticket", "expected", "got", "match", "unsafeAllow", "ai"}
    assert set(case["expected"]) == set(case["got"]) == {"decision", "reason"}


def test_the_human_report_names_the_mode_model_and_count(starter):
    r = invoke("eval", "--workspace", str(starter), "--now", NOW)
    assert r.exit_code == 0, r.output
    assert "mode local" in r.stdout and "local-rules" in r.stdout
    assert "Cases as expected: 3/3" in r.stdout and "No unsafe ALLOW" in r.stdout


def test_the_global_option_and_the_environment_choose_the_workspace(starter, monkeypatch):
    r = invoke("--workspace", str(starter), "eval", "--now", NOW, "--json")
    assert r.exit_code == 0 and json.loads(r.stdout)["total"] == 3
    monkeypatch.setenv("ANSWERGUARD_WORKSPACE", str(starter))
    r = invoke("eval", "--now", NOW, "--json")
    assert r.exit_code == 0 and json.loads(r.stdout)["workspace"] == load_folder(starter).name


def test_a_team_expectation_the_guard_allows_is_an_unsafe_allow_and_exits_1(starter):
    text = CASES.replace(
        'costs 1.5% of the amount."\n  expected: {decision: ALLOW}',
        'costs 1.5% of the amount."\n  expected: {decision: ESCALATE}',
    )
    (starter / "cases.yaml").write_text(text, encoding="utf-8")
    r = invoke("eval", "--workspace", str(starter), "--now", NOW)
    assert r.exit_code == 1, r.output
    assert "UNSAFE ALLOW: 1 case" in r.stdout and "fee-right" in r.stdout
    assert r.stdout.index("UNSAFE ALLOW") < r.stdout.index("fee-right")


def test_saved_mode_says_when_no_saved_answer_stood_behind_a_check(starter):
    """No saved responses here: every check runs on the local rules behind saved mode, and
    the report says so rather than passing them off as the recording's."""
    r = invoke("eval", "--workspace", str(starter), "--mode", "saved", "--now", NOW, "--json")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert (doc["mode"], doc["aiModes"]) == ("saved", {"local": 3})
    assert "3 of 3 checks were not answered in saved mode (3 by local" in doc["notes"][0]


# --- error paths ------------------------------------------------------------------------------


def test_a_folder_without_cases_yaml_is_one_line(starter):
    (starter / "cases.yaml").unlink()
    one_line_error(invoke("eval", "--workspace", str(starter)), "has no cases.yaml")


def test_a_cases_file_with_no_cases_is_one_line(starter):
    (starter / "cases.yaml").write_text("# nothing yet\n", encoding="utf-8")
    one_line_error(invoke("eval", "--workspace", str(starter)), "holds no cases")


def test_a_missing_folder_is_one_line(tmp_path):
    one_line_error(invoke("eval", "--workspace", str(tmp_path / "nope")), "does not exist")


def test_a_workspace_that_fails_to_load_is_one_line(starter):
    (starter / "answerguard.yaml").write_text("topics: [unclosed\n", encoding="utf-8")
    one_line_error(invoke("eval", "--workspace", str(starter)), "answerguard.yaml")


def test_a_bad_cases_file_is_one_line(starter):
    (starter / "cases.yaml").write_text("- id: x\n  draft: y\n", encoding="utf-8")
    one_line_error(invoke("eval", "--workspace", str(starter)), "cases.yaml")


def test_live_without_a_key_is_one_line(starter):
    r = invoke("eval", "--workspace", str(starter), "--mode", "live")
    one_line_error(r, "needs ANTHROPIC_API_KEY")


def test_an_unknown_mode_is_one_line(starter):
    one_line_error(invoke("eval", "--workspace", str(starter), "--mode", "psychic"), "--mode")


# --- live mode, offline -----------------------------------------------------------------------


@pytest.fixture
def fake_live(monkeypatch, starter) -> FakeModel:
    """The Anthropic client the CLI's live extractor builds talks to the fake Messages API."""
    model = FakeModel(catalogue=load_folder(starter).catalogue)
    monkeypatch.setattr(anthropic, "Anthropic", lambda **_kw: mock_client(model.handler))
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test")
    yield model
    assert model.violations == []


def test_live_mode_runs_every_case_on_the_model(starter, fake_live):
    r = invoke("eval", "--workspace", str(starter), "--mode", "live", "--now", NOW, "--json")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    assert (doc["mode"], doc["model"], doc["promptVersion"]) == (
        "live",
        "claude-haiku-5-5",
        "live-29",
    )
    assert doc["aiModes"] == {"live": 3} and (doc["passed"], doc["total"]) == (3, 3)
    assert fake_live.calls("draft") == 3 and fake_live.calls("source") >= 1


def test_a_model_that_drops_an_exception_makes_an_unsafe_allow_and_exit_1(starter, fake_live):
    """The model leaves out the source's Pro-only claim: the general value then governs a Pro
    ticket, and a draft its team expects held is allowed."""

    def drop_scoped(target: str, answer: dict) -> dict:
        if target.startswith("source:"):
            answer["claims"] = [c for c in answer["claims"] if set(c["scope"].values()) <= {"any"}]
        return answer

    fake_live.mutate = drop_scoped
    r = invoke("eval", "--workspace", str(starter), "--mode", "live", "--now", NOW)
    assert r.exit_code == 1, r.output
    out = r.stdout
    assert "mode live" in out and "claude-haiku-5-5" in out and "live-29" in out
    assert "Cases as expected: 2/3" in out and "UNSAFE ALLOW: 1 case" in out
    assert out.index("UNSAFE ALLOW") < out.index("pro-delay-wrong")
    doc = json.loads(
        invoke("eval", "--workspace", str(starter), "--mode", "live", "--now", NOW, "--json").stdout
    )
    assert doc["unsafeAllows"] == doc["misses"] == ["pro-delay-wrong"]
    miss = next(c for c in doc["cases"] if c["id"] == "pro-delay-wrong")
    assert (miss["expected"]["decision"], miss["got"]["decision"]) == ("HOLD", "ALLOW")


def test_live_mode_keeps_the_shared_live_call_limits(starter, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test")
    settings = eval_settings("live", starter)
    service = build_service(settings, load_folder(starter))
    assert service.quota is not None and service.fallback is not None
    assert build_service(eval_settings("local", starter), load_folder(starter)).quota is None


def test_checks_over_the_shared_live_limit_run_on_the_fallback_and_say_so(
    starter, fake_live, monkeypatch, tmp_path
):
    """The limit is the one every process on the workspace's database shares: spent by
    earlier checks of this user, the eval's checks run on saved responses (none here, so
    the local rules) and the report says they do not measure the model."""
    from guard.quota import PER_USER, Quota
    from guard.quota_sqlite import uri_for

    monkeypatch.setenv("USER", "eval-user")
    spent = Quota(uri_for(str(tmp_path / "eval.db")))
    for _ in range(PER_USER.amount):
        assert spent.try_acquire("eval-user")
    r = invoke("eval", "--workspace", str(starter), "--mode", "live", "--now", NOW, "--json")
    doc = json.loads(r.stdout)
    assert doc["aiModes"] == {"local": 3} and fake_live.calls() == 0
    assert doc["notes"] and "3 of 3 checks were not answered in live mode" in doc["notes"][0]
