"""The CLI contract: `check --json`, readable verdicts, clear errors (exit 2, no traceback),
the send exit codes, sources editing, impact, flags and the demo."""

from __future__ import annotations

import json

import pytest

from guard import LABEL
from guard.kb.workspace import load_variants
from tests.support.clicase import cli_env, cli_runner
from tests.support.seedcase import DRAFT_4BD

NOW = "2026-11-30T12:00:00Z"


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    cli_env(monkeypatch, tmp_path / "cli.db")


@pytest.fixture
def cli():
    return cli_runner()


def check_json(cli, *args):
    r = cli("check", "--now", NOW, "--json", *args)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_check_json_follows_the_contract(cli):
    doc = check_json(cli, "--ticket", "TCK-9001", DRAFT_4BD)
    assert {
        "checkHash",
        "decision",
        "reasonCode",
        "headline",
        "claims",
        "suggestion",
        "rejectedExtractions",
        "ai",
    } <= set(doc)
    assert (doc["decision"], doc["reasonCode"]) == ("HOLD", "CONTRADICTS_GOVERNING")
    claim = doc["claims"][0]
    assert {"draftClaim", "decision", "reasonCode", "evidence", "trace", "governingValue"} <= set(
        claim
    )
    assert claim["draftClaim"]["span"] in DRAFT_4BD
    ev = claim["evidence"][0]
    assert {
        "claim",
        "source",
        "standing",
        "standingRule",
        "weakeners",
        "applicability",
        "relation",
    } <= set(ev)
    assert {"rule", "outcome", "detail"} == set(claim["trace"][0])
    assert doc["suggestion"]["origin"] == "template"
    assert doc["ai"] | {"latencyMs": 0} == {
        "mode": "local",
        "model": "local-rules",
        "latencyMs": 0,
        "promptVersion": "local-32",
        "notice": None,
    }


def test_rail_and_role_options(cli):
    assert (
        check_json(cli, "--ticket", "TCK-9001", "--rail", "standard", DRAFT_4BD)["decision"]
        == "ALLOW"
    )
    assert (
        check_json(cli, "--ticket", "TCK-9001", "--rail", "unknown", DRAFT_4BD)["decision"]
        == "ESCALATE"
    )
    doc = check_json(cli, "--ticket", "TCK-9003", "--role", "ops_lead", DRAFT_4BD)
    assert doc["role"] == "ops_lead"


def test_draft_from_stdin(cli):
    r = cli("check", "--ticket", "TCK-9003", "--now", NOW, "--json", "-", input=DRAFT_4BD)
    assert json.loads(r.stdout)["decision"] == "ALLOW"


def test_overlay_edits(cli, tmp_path):
    b1 = tmp_path / "b1.md"
    b1.write_text(next(v for v in load_variants() if v.id == "B1").edits[0].body)
    doc = check_json(cli, "--ticket", "TCK-9001", "--edit", f"DOC-103={b1}", DRAFT_4BD)
    assert doc["decision"] == "HOLD" and "2 business days" in doc["suggestion"]["text"]
    doc = check_json(cli, "--ticket", "TCK-9001", "--edit-draft", f"DOC-103={b1}", DRAFT_4BD)
    assert (doc["decision"], doc["reasonCode"]) == ("CAUTION", "WEAK_BASIS")
    doc = check_json(cli, "--ticket", "TCK-9001", "--remove", "DOC-103", DRAFT_4BD)
    assert doc["reasonCode"] == "CHANGE_SIGNALLED"
    doc = check_json(
        cli, "--ticket", "TCK-9003", "--set", "DOC-101.verification=expired", DRAFT_4BD
    )
    assert doc["reasonCode"] == "WEAK_BASIS"
    doc = check_json(
        cli, "--ticket", "TCK-9001", "--set", "DOC-103.flaggedOutdated=true", DRAFT_4BD
    )
    assert doc["decision"] == "ALLOW" or doc["reasonCode"] == "CHANGE_SIGNALLED"
    # visibility is ignored, per the permission rule
    doc = check_json(cli, "--ticket", "TCK-9001", "--set", "DOC-103.visibility=ops", DRAFT_4BD)
    assert doc["decision"] == "HOLD"


def test_readable_output_has_icon_label_reason_and_trace(cli):
    r = cli("check", "--ticket", "TCK-9001", "--now", NOW, DRAFT_4BD)
    assert r.exit_code == 0
    for text in (
        "🛑",
        "HOLD",
        "DOC-103 sets 1 business day",
        "Safe reply",
        "D5",
        "EXPLICIT",
        "fired",
        LABEL,
        "local extractor",
    ):
        assert text in r.output, text
    assert "AI extracted" not in r.output  # the local extractor is never labelled as AI


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--ticket", "TCK-0"], "Unknown ticket 'TCK-0'"),
        (["--ticket", "TCK-9001", "--rail", "fast"], "Unknown transfer type 'fast'"),
        (["--ticket", "TCK-9001", "--role", "admin"], "Unknown role 'admin'"),
        (["--ticket", "TCK-9001", "--now", "yesterday"], "not an ISO date-time"),
        (["--ticket", "TCK-9001", "--now", "0001-01-01T00:00:00+14:00"], "off the calendar"),
        (
            ["--ticket", "TCK-9001", "--edit", "DOC-103=/nonexistent/file.md"],
            "Cannot read DOC-103 file",
        ),
        (["--ticket", "TCK-9001", "--edit", "DOC-103"], "--edit expects SOURCE_ID=…"),
        (["--ticket", "TCK-9001", "--remove", "DOC-105"], "Unknown source 'DOC-105'"),
        (["--ticket", "TCK-9001", "--set", "DOC-103.verification=maybe"], "verification must be"),
    ],
)
def test_errors_are_one_clear_line_exit_2(cli, args, message):
    r = cli("check", "--now", NOW, *args, DRAFT_4BD)
    assert r.exit_code == 2
    assert message in r.stderr
    assert "Traceback" not in r.output + r.stderr


def test_empty_and_over_long_drafts(cli):
    r = cli("check", "--ticket", "TCK-9001", "   ")
    assert r.exit_code == 2 and "The draft is empty" in r.stderr
    long = "refund " * 200
    r = cli("check", "--ticket", "TCK-9001", long)
    assert r.exit_code == 2 and "the limit is 1,000" in r.stderr
    assert long.strip() in r.stderr.replace("\n", " ") or "Your text, unchanged" in r.stderr


def test_send_exit_codes(cli):
    assert cli("send", "--ticket", "TCK-9001", "--now", NOW, DRAFT_4BD).exit_code == 3
    hedged = "Failed transfers are usually reversed within 4 business days."
    assert cli("send", "--ticket", "TCK-9001", "--now", NOW, hedged).exit_code == 4
    ok = "Failed transfers are reversed within 1 business day."
    r = cli("send", "--ticket", "TCK-9001", "--now", NOW, "--idempotency-key", "k1", ok)
    assert r.exit_code == 0 and "Sent" in r.output
    r = cli("send", "--ticket", "TCK-9001", "--now", NOW, "--idempotency-key", "k1", ok)
    assert r.exit_code == 0 and "Already sent" in r.output
    imp = json.loads(cli("impact", "--json").stdout)
    assert imp["unsafeSendsIntercepted"]["value"] == 1
    assert "not measured Slite results" in imp["disclaimer"]


def test_sources_edit_history_and_reset(cli, tmp_path):
    f = tmp_path / "b3.md"
    f.write_text(next(v for v in load_variants() if v.id == "B3").edits[0].body)
    r = cli("sources", "edit", "DOC-103", "--file", str(f), "--verify", "--expect-version", "1")
    assert r.exit_code == 0 and "version 2" in r.output
    assert check_json(cli, "--ticket", "TCK-9001", DRAFT_4BD)["reasonCode"] == "CONFLICT_UNRESOLVED"
    r = cli("sources", "edit", "DOC-103", "--file", str(f), "--expect-version", "1")
    assert r.exit_code == 2 and "changed since you opened it" in r.stderr
    assert "Reversal Timeline Update" in r.stderr  # the user's text comes back
    assert "save_and_verify" in cli("sources", "history", "DOC-103").output
    assert cli("sources", "set", "DOC-101", "ownerActive=false").exit_code == 0
    assert cli("reset", "--yes").exit_code == 0
    assert check_json(cli, "--ticket", "TCK-9001", DRAFT_4BD)["decision"] == "HOLD"


EXPLAINED = {
    "B1": ["TCK-9001: Still HOLD, now 2 business days (was 1 business day)", "now decided by D9"],
    "B2": ["TCK-9001: HOLD → CAUTION", "now decided by D11b", "{+Proposed change, pending"],
    "B3": [
        "TCK-9001: HOLD → ESCALATE",
        "now decided by D7",
        "[-For instant transfers only, failed transfers are reversed within 1 business day.-]",
        "[-This supersedes section 3 of the Outgoing Transfers – Reversal SOP for instant",
    ],
    "B7": ["TCK-9001: HOLD → CAUTION, now 2 business days", "now decided by D11a"],
}


@pytest.mark.parametrize("vid", sorted(EXPLAINED))
def test_sources_edit_explain_shows_what_changed_in_recent_checks(cli, tmp_path, vid):
    (edit,) = next(v for v in load_variants() if v.id == vid).edits
    f = tmp_path / "body.md"
    f.write_text(edit.body)
    check_json(cli, "--ticket", "TCK-9001", DRAFT_4BD)
    verify = ["--verify"] if edit.action == "save_and_verify" else []
    r = cli("sources", "edit", "DOC-103", "--file", str(f), *verify, "--explain")
    assert r.exit_code == 0, r.output
    flat = " ".join(r.stdout.split())
    assert "DOC-103 v1 → v2" in flat
    for want in EXPLAINED[vid]:
        assert want in flat, flat
    if vid in ("B1", "B7"):
        assert "within [-1-] {+2+} business [-day.-] {+days.+}" in flat


def test_sources_edit_explain_without_checks_or_changes_says_so(cli, tmp_path):
    f = tmp_path / "body.md"
    f.write_text("A note for agents, no numbers.")
    r = cli("sources", "edit", "DOC-104", "--file", str(f), "--explain")
    assert "no earlier check to re-run" in r.stdout
    check_json(cli, "--ticket", "TCK-9001", DRAFT_4BD)
    r = cli("sources", "edit", "DOC-104", "--file", str(f), "--verify", "--explain")
    assert "None of your recent checks changed outcome." in r.stdout


def test_sources_listing_respects_role(cli):
    agent = cli("sources").output
    ops = cli("sources", "--role", "ops_lead").output
    assert "DOC-105" not in agent and "Fraud" not in agent
    assert "DOC-105" in ops


def test_flags_and_review(cli):
    doc = check_json(cli, "--ticket", "TCK-9001", DRAFT_4BD)
    assert doc["checkHash"] in cli("flags").output
    agent = cli("review", doc["checkHash"][:8], "false-alarm")
    assert agent.exit_code == 2 and "Only ops leads review flags" in agent.output
    r = cli("review", "--role", "ops_lead", doc["checkHash"][:8], "false-alarm")
    assert r.exit_code == 0
    assert cli("review", "--role", "ops_lead", "ffffffff", "correct").exit_code == 2
    short = cli("review", "--role", "ops_lead", doc["checkHash"][:7], "correct")
    assert short.exit_code == 2 and "at least 8 characters" in short.output
    imp = json.loads(cli("impact", "--json").stdout)
    assert imp["falseAlarmRate"]["n"] == 1
    assert "Not enough reviewed flags yet" in imp["falseAlarmRate"]["text"]


def test_tickets_and_help(cli):
    assert "TCK-9002" in cli("tickets").output
    assert "Check a draft reply" in cli("--help").output


TOUR_STEPS = (
    "1/5 · The canonical HOLD",
    "2/5 · The reasoning",
    "3/5 · An edit flips the outcome",
    "4/5 · The send gate intercepts",
    "5/5 · The impact numbers",
)


def test_the_tour_walks_five_steps_on_a_sandbox(cli):
    r = cli("demo", "--tour", "--yes", "--now", NOW)
    assert r.exit_code == 0, r.output
    flat = " ".join(r.stdout.split())
    positions = [flat.index(step) for step in TOUR_STEPS]
    assert positions == sorted(positions)
    assert "Simulated: a sandbox copy" in flat and "Press Enter" not in flat
    assert "HOLD Don't send: DOC-103 sets 1 business day" in flat
    assert "TCK-9001: HOLD → CAUTION" in flat and "now decided by D11b" in flat
    assert "blocked: Blocked: the recheck says HOLD. Counted as an intercept." in flat
    assert "Unsafe sends intercepted: 1" in flat
    # the real workspace is untouched: no edit, no check, no intercept
    history = cli("sources", "history", "DOC-103").output
    assert "save_and_verify" not in history and "save_draft" not in history
    metrics = json.loads(cli("impact", "--json").stdout)
    assert (
        metrics["draftsChecked"]["value"] == 0 and metrics["unsafeSendsIntercepted"]["value"] == 0
    )


def test_the_tour_waits_for_enter_and_can_be_left(cli):
    r = cli("demo", "--tour", "--now", NOW, input="\n" * 4)
    assert r.exit_code == 0 and r.stdout.count("Press Enter") == 4
    assert "5/5 · The impact numbers" in r.stdout
    r = cli("demo", "--tour", "--now", NOW, input="")
    assert r.exit_code == 0 and "Tour left after step 1 of 5." in r.stdout
    assert "2/5" not in r.stdout


def test_demo_shows_the_seed_story(cli):
    r = cli("demo", "--now", NOW)
    assert r.exit_code == 0, r.output
    out = r.output
    for text in (
        "TCK-9001",
        "HOLD",
        "ESCALATE",
        "ALLOW",
        "B1",
        "B7",
        "B2",
        "B3",
        "WEAK_BASIS",
        "CHANGE_SIGNALLED",
        "CONFLICT_UNRESOLVED",
        "1 business day",
        "2 business days",
        LABEL,
    ):
        assert text in out, text


# --- the short forms (issue 13) ---------------------------------------------------------------

SEED_CASES = [(t, DRAFT_4BD, []) for t in ("TCK-9001", "TCK-9002", "TCK-9003")]


@pytest.mark.parametrize(("ticket", "draft", "extra"), SEED_CASES)
def test_brief_is_at_most_8_lines_and_the_default_fits_40_at_100_columns(
    cli, monkeypatch, ticket, draft, extra
):
    monkeypatch.setenv("COLUMNS", "100")
    brief = cli("check", "--brief", "--ticket", ticket, "--now", NOW, *extra, draft)
    assert brief.exit_code == 0 and len(brief.output.rstrip("\n").splitlines()) <= 8
    default = cli("check", "--ticket", ticket, "--now", NOW, *extra, draft)
    assert len(default.output.rstrip("\n").splitlines()) <= 40, default.output
    assert "full trace: --verbose" in default.output and "skipped" not in default.output
    verbose = cli("check", "--verbose", "--ticket", ticket, "--now", NOW, *extra, draft)
    assert "skipped" in verbose.output  # every rule, including those not reached


def test_brief_says_what_to_do_and_where_it_comes_from(cli):
    hold = cli("check", "--brief", "--ticket", "TCK-9001", "--now", NOW, DRAFT_4BD).output
    assert "Don't send: DOC-103 sets 1 business day" in hold
    assert "Safe reply:" in hold and "Source: DOC-103" in hold
    b4 = cli(
        "check", "--brief", "--ticket", "TCK-9001", "--now", NOW, "--remove", "DOC-103", DRAFT_4BD
    ).output
    assert "Check first: SRC-202 announces" in b4


def test_show_prints_a_stored_check_and_its_complete_json(cli):
    doc = check_json(cli, "--ticket", "TCK-9001", DRAFT_4BD)
    r = cli("show", doc["checkHash"], "--json")
    assert r.exit_code == 0 and json.loads(r.stdout) == doc
    assert "Don't send" in cli("show", doc["checkHash"][:8]).output
    assert cli("show", "nope").exit_code == 2
