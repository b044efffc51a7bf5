"""The CLI for a team's own knowledge base: --workspace, init, import, reindex, demo's
cases, sources --json / show / add, checks without a ticket."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from tests.support.clicase import cli_env, cli_runner

NOW = "2026-12-01T12:00:00Z"
BRIGHTCART = Path(__file__).resolve().parent.parent / "guard" / "workspaces" / "brightcart"


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    cli_env(monkeypatch, tmp_path / "cli.db")


@pytest.fixture
def cli():
    return cli_runner()


def test_init_import_check_on_a_new_workspace(cli, tmp_path: Path) -> None:
    kb = tmp_path / "kb"
    r = cli("init", str(kb))
    assert r.exit_code == 0 and (kb / "answerguard.yaml").exists()
    r = cli("--workspace", str(kb), "import")
    assert r.exit_code == 0, r.output
    assert "payout_delay" in r.stdout and "Claims index" in r.stdout
    r = cli(
        "--workspace",
        str(kb),
        "check",
        "--now",
        NOW,
        "--json",
        "--scope",
        "plan=pro",
        "Pro sellers are paid out within 3 business days.",
    )
    doc = json.loads(r.stdout)
    assert (doc["decision"], doc["reasonCode"]) == ("HOLD", "CONTRADICTS_GOVERNING")
    assert doc["scope"] == {"plan": "pro"} and doc["ticketId"] == "no-ticket"
    assert (
        "payout delay" in doc["suggestion"]["text"]
        and "1 business day" in doc["suggestion"]["text"]
    )


def test_import_reports_a_changed_file_and_keeps_history(cli, tmp_path: Path) -> None:
    kb = tmp_path / "kb"
    cli("init", str(kb))
    cli("--workspace", str(kb), "import")
    article = kb / "sources/help-centre/when-will-i-get-paid.md"
    article.write_text(
        article.read_text().replace("within 1 business day", "within 2 business days")
    )
    r = cli("--workspace", str(kb), "import")
    assert r.exit_code == 0 and "when-will-i-get-paid" in r.stdout
    r = cli("--workspace", str(kb), "sources", "history", "when-will-i-get-paid")
    assert r.exit_code == 0 and "when-will-i-get-paid" in r.stdout
    assert _actions(tmp_path / "cli.db", "when-will-i-get-paid") == ["import", "import"]


def _actions(db: Path, source_id: str) -> list[str]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute(
            "SELECT action FROM source_versions WHERE source_id = ? ORDER BY id", [source_id]
        )
        return [a for (a,) in rows]


def _count(stdout: str, row: str) -> int:
    """The count in the import table's row (`added`, `changed`, …)."""
    line = next(ln for ln in stdout.splitlines() if f" {row} " in ln)
    return int(line.split("│")[2])


def test_the_first_import_into_a_new_database_reports_what_it_added(cli, tmp_path: Path) -> None:
    kb = tmp_path / "kb"
    cli("init", str(kb))
    r = cli("--workspace", str(kb), "import")
    assert r.exit_code == 0, r.output
    assert (_count(r.stdout, "added"), _count(r.stdout, "unchanged")) == (2, 0)
    r = cli("--workspace", str(kb), "import")
    assert (_count(r.stdout, "added"), _count(r.stdout, "unchanged")) == (0, 2)


def _bad_kb(tmp_path: Path, make) -> Path:  # type: ignore[no-untyped-def]
    kb = tmp_path / "kb"
    (kb / "sources").mkdir(parents=True)
    (kb / "sources" / "good.md").write_text("# Good\n\nFine.\n")
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "key.md").write_text("PRIVATE KEY\n")
    make(kb / "sources", outside)
    return kb


REFUSALS = {
    "linked file": (
        lambda s, o: (s / "passwd.md").symlink_to(o / "key.md"),
        "symbolic link not followed: ",
        "passwd.md",
    ),
    "linked folder": (
        lambda s, o: (s / "keys").symlink_to(o, target_is_directory=True),
        "symbolic link not followed: ",
        "sources/keys",
    ),
    "bad name": (
        lambda s, o: (s / os.fsdecode(b"caf\xe9.md")).write_text("# x\n"),
        "file name not UTF-8: ",
        "caf\\xe9.md",
    ),
    "huge integer": (
        lambda s, o: (s / "v.md").write_text("---\nversion: 99999999999999999999999\n---\nx\n"),
        "version: 99999999999999999999999 is out of range",
        "v.md",
    ),
    "title list": (
        lambda s, o: (s / "t.md").write_text("---\ntitle: [a, b]\n---\nx\n"),
        "title: must be text, not a list",
        "t.md",
    ),
    "empty id": (
        lambda s, o: (s / "i.md").write_text('---\nid: ""\n---\nx\n'),
        "id: is empty",
        "i.md",
    ),
    "NUL byte": (
        lambda s, o: (s / "n.md").write_bytes(b"a\x00b\n"),
        "a NUL byte at offset 1",
        "n.md",
    ),
    "too large": (
        lambda s, o: os.truncate(s / "good.md", 5 * 1024 * 1024),
        "5,242,880 bytes; a file here is at most 1,048,576 bytes",
        "good.md",
    ),
}


@pytest.mark.parametrize("case", REFUSALS, ids=list(REFUSALS))
def test_a_refused_import_is_exit_2_one_line_naming_the_file_and_nothing_imported(
    cli, tmp_path: Path, case: str
) -> None:
    make, message, name = REFUSALS[case]
    kb = _bad_kb(tmp_path, make)
    r = cli("--workspace", str(kb), "import")
    assert r.exit_code == 2
    assert r.stdout == "" and "Traceback" not in r.stderr
    (line,) = r.stderr.strip().splitlines()
    assert line.startswith("error: ") and message in line and name in line
    assert "PRIVATE KEY" not in line
    with sqlite3.connect(tmp_path / "cli.db") as conn:
        assert conn.execute("SELECT COUNT(*) FROM source_versions").fetchone() == (0,)


def test_an_import_warns_about_special_files_and_kept_fields(cli, tmp_path: Path) -> None:
    kb = tmp_path / "kb"
    (kb / "sources").mkdir(parents=True)
    (kb / "sources" / "a.md").write_text("---\ntags: [payouts]\nauthor: Ana\n---\n# A\n\nx\n")
    (kb / "sources" / "b.md").write_text("---\ntags: [fees]\n---\n# B\n\ny\n")
    os.mkfifo(kb / "sources" / "pipe.md")
    r = cli("--workspace", str(kb), "import")
    assert r.exit_code == 0, r.output
    warnings = [ln for ln in r.stderr.splitlines() if ln.startswith("warning: ")]
    assert len(warnings) == 3  # the FIFO, then one per field name
    assert "sources/pipe.md: a FIFO (named pipe), not a file: skipped" in warnings[0]
    assert "'author' (sources/a.md)" in warnings[1]
    assert "'tags' (sources/a.md, sources/b.md)" in warnings[2]
    r = cli("--workspace", str(kb), "sources", "show", "a")
    assert "tags: payouts" in r.stdout and "author: Ana" in r.stdout
    (doc,) = [
        d
        for d in json.loads(cli("--workspace", str(kb), "sources", "--json").stdout)
        if d["id"] == "b"
    ]
    assert doc["frontmatter"] == {"tags": ["fees"]}


def test_a_bad_scope_is_one_line(cli) -> None:
    r = cli("check", "--scope", "plan=pro", "Hello.")
    assert r.exit_code == 2 and "Unknown scope dimension 'plan'. Dimensions: rail." in r.stderr
    r = cli("check", "--scope", "rail", "Hello.")
    assert r.exit_code == 2 and "is not DIMENSION=VALUE" in r.stderr


def test_send_needs_a_ticket(cli) -> None:
    r = cli("send", "--ticket", "", "Thanks!")
    assert r.exit_code == 2 and "choose the ticket" in r.stderr


def test_demo_runs_a_workspaces_cases(cli) -> None:
    r = cli("--workspace", str(BRIGHTCART), "demo", "--now", NOW)
    assert r.exit_code == 0, r.output
    assert "28 of 28 cases as expected" in r.stdout


def test_sources_json_show_and_add(cli, tmp_path: Path) -> None:
    r = cli("sources", "--json")
    docs = json.loads(r.stdout)
    assert [d["id"] for d in docs] == ["DOC-101", "DOC-103", "DOC-104", "SRC-202"]  # no DOC-105
    assert docs[0]["verificationNow"] == "verified" and docs[0]["reviewDue"] is None
    r = cli("sources", "show", "DOC-105")
    assert r.exit_code == 2 and "Unknown source 'DOC-105'" in r.stderr  # ops only
    r = cli("sources", "show", "DOC-103")
    assert "reversed within 1 business day" in r.stdout
    new = tmp_path / "extra.md"
    new.write_text(
        "# Standard reversals\n\nStandard transfers are reversed within 4 business days.\n"
    )
    r = cli("sources", "add", "--file", str(new), "--id", "DOC-900")
    assert r.exit_code == 0 and "DOC-900 added (article, version 1)" in r.stdout
    r = cli("sources", "add", "--file", str(new), "--id", "DOC-900")
    assert r.exit_code == 2 and "exists already" in r.stderr and "Standard reversals" in r.stderr
    assert "DOC-900" in [d["id"] for d in json.loads(cli("sources", "--json").stdout)]


def test_reindex_reads_nothing_when_the_index_is_current(cli) -> None:
    cli("tickets")
    r = cli("reindex")
    assert r.exit_code == 0 and "0 source version(s) read now" in r.stdout


KB_YAML = """\
name: Velo rentals
topics:
  deposit: {kind: money, currency: EUR, about: ["deposit*"]}
  repair_time: {kind: duration, about: ["repair*"]}
scopes:
  tier:
    standard: [standard members]
    premium: [premium members, premium]
    student: [students]
  city:
    lyon: [lyon]
    nantes: [nantes]
not_covered: ["gift card*"]
"""
KB_TABLE = """\
# Deposits

| Tier | Lyon | Nantes |
|---|---|---|
| Premium | €20 | €30 |

| Repair took | Gift card credit |
|---|---|
| longer than 7 days | €25 |

Standard members and premium members get repairs within
2 days.
"""


def test_sources_claims_says_which_phrase_put_each_claim_on_its_topic_and_scope(
    cli, tmp_path: Path
) -> None:
    kb = tmp_path / "velo"
    (kb / "sources").mkdir(parents=True)
    (kb / "answerguard.yaml").write_text(KB_YAML)
    (kb / "sources" / "deposits.md").write_text(KB_TABLE)
    (kb / "sources" / "internal.md").write_text(
        "---\nvisibility: ops\n---\nPremium members pay a €5 deposit.\n"
    )
    r = cli("--workspace", str(kb), "sources", "claims", "deposits", "--json")
    assert r.exit_code == 0, r.output
    [doc] = json.loads(r.stdout)
    claims = doc["claims"]
    assert [(c["topic"], c["valueText"], c["scope"]) for c in claims] == [
        ("deposit", "€20", {"tier": "premium", "city": "lyon"}),
        ("deposit", "€30", {"tier": "premium", "city": "nantes"}),
        ("other", "€25", {"tier": "any", "city": "any"}),
        ("repair_time", "2 days", {"tier": "standard", "city": "any"}),
        ("repair_time", "2 days", {"tier": "premium", "city": "any"}),
    ]
    lyon = claims[0]["why"]
    assert lyon["topic"] == {
        "where": "heading", "words": "Deposits", "list": "about", "owner": "deposit",
        "phrase": "deposit*", "note": None,
    }  # fmt: skip
    assert lyon["scope"]["city"]["where"] == "column header"
    assert lyon["scope"]["city"]["phrase"] == "lyon"
    assert lyon["scope"]["tier"]["where"] == "row label"
    credit = claims[2]["why"]["topic"]
    assert (credit["list"], credit["phrase"]) == ("not_covered", "gift card*")
    assert "list" in claims[3]["why"]["scope"]["tier"]["note"]
    # every quote is verbatim in the file
    assert all(c["quote"] in KB_TABLE for c in claims)

    r = cli("--workspace", str(kb), "sources", "claims", "deposits")
    assert r.exit_code == 0
    text = " ".join(r.stdout.split())
    assert "“Gift card” in its column's header matched not_covered phrase “gift card*”" in text
    assert "city lyon ← “Lyon” in its column's header matched scope phrase “lyon”" in text
    assert "Read by the local extractor" in text

    # the role's view: an ops-only source is never read for an agent, not even by id
    r = cli("--workspace", str(kb), "sources", "claims", "internal")
    assert r.exit_code == 2 and "Unknown source 'internal'" in r.stderr
    r = cli("--workspace", str(kb), "sources", "claims", "--json")
    assert [d["sourceId"] for d in json.loads(r.stdout)] == ["deposits"]
    r = cli("--workspace", str(kb), "sources", "claims", "--role", "ops_lead", "--json")
    assert [d["sourceId"] for d in json.loads(r.stdout)] == ["deposits", "internal"]


def test_sources_claims_shows_a_dated_claim_not_yet_in_force_as_the_rules_read_it(
    cli, tmp_path: Path
) -> None:
    """A policy whose date is still ahead reads "not yet in force: from <date>" (the rules'
    standing at `--now`), and once the date has come, "from <date>" only."""
    kb = tmp_path / "velo"
    (kb / "sources").mkdir(parents=True)
    (kb / "answerguard.yaml").write_text(KB_YAML)
    (kb / "sources" / "deposits-2027.md").write_text(
        "# New deposits\n\nFrom 1 March 2027, premium members pay a €40 deposit.\n"
    )
    before = ("--workspace", str(kb), "sources", "claims", "deposits-2027", "--now", NOW)
    r = cli(*before)
    assert r.exit_code == 0, r.output
    text = " ".join(r.stdout.split())
    assert "deposit = €40" in text and "not yet in force: from 2027-03-01" in text
    [doc] = json.loads(cli(*before, "--json").stdout)
    assert [c["standing"] for c in doc["claims"]] == ["NOT_YET_EFFECTIVE"]

    after = (*before[:-1], "2027-04-01T12:00:00Z")
    text = " ".join(cli(*after).stdout.split())
    assert "from 2027-03-01" in text and "not yet in force" not in text
    [doc] = json.loads(cli(*after, "--json").stdout)
    assert [c["standing"] for c in doc["claims"]] == ["CANDIDATE"]
