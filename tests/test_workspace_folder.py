"""Workspace folders: defaults for plain Markdown, one clear line for every bad workspace,
the seed as a folder, `init`, and `import` keeping history."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from guard.errors import InputError
from guard.kb.workspace import load_folder, load_seed
from guard.kb.workspace.starter import write_starter
from guard.store import Store
from tests.support.seedcase import NOW

CATALOGUE = """\
name: Acme Payments support
topics:
  payout_delay:
    label: payout delay
    kind: duration
    about: [payout, paid out]
scopes:
  plan:
    starter: [starter plan]
    pro: [pro plan]
kinds:
  help_article: document
defaults:
  kind: help_article
  verification: verified
  reviewEveryDays: 180
  owner: {name: Support content team, active: true}
"""


def kb(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "kb"
    for rel, text in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    return root


def test_a_plain_markdown_article_gets_the_catalogue_defaults(tmp_path: Path) -> None:
    root = kb(
        tmp_path,
        {
            "answerguard.yaml": CATALOGUE,
            "sources/help/payouts.md": "# When do payouts arrive?\n\nWithin 3 business days.\n",
        },
    )
    ws = load_folder(root)
    (s,) = ws.sources
    assert (s.id, s.title, s.kind) == ("payouts", "When do payouts arrive?", "help_article")
    assert s.signals.verification == "verified"
    assert s.signals.verified_at == s.signals.updated_at  # published = verified as of then
    assert s.signals.review_every_days == 180
    assert s.signals.owner.name == "Support content team"
    mtime = datetime.fromtimestamp((root / "sources/help/payouts.md").stat().st_mtime, tz=UTC)
    assert abs(s.signals.updated_at - mtime) < timedelta(seconds=1)
    assert ws.name == "Acme Payments support" and ws.tickets == {}


def test_without_a_catalogue_a_plain_file_is_an_unverified_article(tmp_path: Path) -> None:
    ws = load_folder(kb(tmp_path, {"sources/a.md": "Just text, no heading."}))
    (s,) = ws.sources
    assert (s.id, s.title, s.kind, s.signals.verification) == ("a", "a", "article", "unverified")
    assert ws.catalogue.topic_keys == ("reversal_window",)  # the seed's catalogue applies


def test_frontmatter_wins_over_defaults_and_owner_slack_is_kept(tmp_path: Path) -> None:
    root = kb(
        tmp_path,
        {
            "answerguard.yaml": CATALOGUE,
            "sources/sop.md": "---\nid: SOP-1\nkind: sop\nverification: unverified\n"
            "owner: {name: Ana, slack: U123}\nstaleAfter: 2027-01-01\n---\nBody.\n",
        },
    )
    (s,) = load_folder(root).sources
    assert (s.id, s.kind, s.signals.verification) == ("SOP-1", "sop", "unverified")
    assert s.signals.owner.slack == "U123" and str(s.signals.stale_after) == "2027-01-01"


def test_tickets_carry_a_scope_and_the_seeds_rail_still_works(tmp_path: Path) -> None:
    root = kb(
        tmp_path,
        {
            "answerguard.yaml": CATALOGUE,
            "sources/a.md": "x",
            "tickets.yaml": "- id: ZD-1\n  customer: Ana\n  message: hi\n  scope: {plan: pro}\n",
        },
    )
    t = load_folder(root).ticket("ZD-1")
    assert t.scope == {"plan": "pro"}
    assert load_seed().ticket("TCK-9002").scope == {"rail": "unknown"}


@pytest.mark.parametrize(
    ("files", "message"),
    [
        ({}, r"no such workspace folder"),
        ({"answerguard.yaml": CATALOGUE}, r"no sources/ folder"),
        (
            {"answerguard.yaml": "topics: [", "sources/a.md": "x"},
            r"answerguard.yaml: line \d+ invalid YAML",
        ),
        (
            {
                "answerguard.yaml": "topics:\n  t:\n    kind: speed\n    about: [x]\n",
                "sources/a.md": "x",
            },
            r"answerguard.yaml: topics.t.kind: must be one of duration, money, percent, count, choice",
        ),
        (
            {"answerguard.yaml": "topics:\n  t:\n    kind: choice\n", "sources/a.md": "x"},
            r"topics.t: a choice topic needs `choices`",
        ),
        (
            {
                "answerguard.yaml": "topics:\n  t:\n    kind: money\n    currency: euro\n    about: [x]\n",
                "sources/a.md": "x",
            },
            r"not an ISO 4217 code",
        ),
        # YAML 1.1 reads a bare off / no / yes / on as a boolean and 404 as a number: the
        # spelling is gone by the time the catalogue is validated, so the message quotes it
        # from the file and says how to keep it.
        (
            {
                "answerguard.yaml": "topics:\n  d:\n    kind: percent\n    about: [save, off]\n",
                "sources/a.md": "x",
            },
            r"^\S*answerguard.yaml: line 4: topics.d.about.1 is read by YAML as a yes/no value, "
            r"not as the words off: put it in quotes, e.g. 'off'$",
        ),
        (
            {
                "answerguard.yaml": "topics:\n  c:\n    kind: choice\n    choices:\n"
                "      on: [always on]\n      Off: [switched off]\n",
                "sources/a.md": "x",
            },
            r"line 5: topics.c.choices is read by YAML as a yes/no value, not as the words on: "
            r"put it in quotes, e.g. 'on'$",
        ),
        (
            {
                "answerguard.yaml": "topics:\n  e:\n    kind: count\n    about:\n"
                "      - 404 errors\n      - 404\n",
                "sources/a.md": "x",
            },
            r"line 6: topics.e.about.1 is read by YAML as a number, not as the words 404: put "
            r"it in quotes, e.g. '404'$",
        ),
        (
            {"sources/a.md": "---\nid: X\n---\nx", "sources/sub/b.md": "---\nid: X\n---\ny"},
            r"b.md: duplicate source id 'X' \(also in .*a.md\)",
        ),
        (
            {"sources/a.md": "---\nversion: many\n---\nx"},
            r"a.md: version: must be a whole number",
        ),
        ({"sources/a.md": "---\nkind: wiki\n---\nx"}, r"a.md: kind: unknown kind 'wiki'"),
        ({"sources/a.md": "---\nid: [unclosed\n---\nx"}, r"a.md: invalid frontmatter YAML"),
        (
            {
                "answerguard.yaml": CATALOGUE,
                "sources/a.md": "x",
                "tickets.yaml": "- id: Z\n  scope: {tier: gold}\n",
            },
            r"tickets.yaml: ticket Z: unknown scope dimension 'tier' \(dimensions: plan\)",
        ),
        (
            {
                "answerguard.yaml": CATALOGUE,
                "sources/a.md": "x",
                "tickets.yaml": "- id: Z\n  scope: {plan: gold}\n",
            },
            r"tickets.yaml: ticket Z: plan 'gold' is not one of starter, pro, unknown",
        ),
        (
            {
                "answerguard.yaml": CATALOGUE,
                "sources/a.md": "x",
                "tickets.yaml": "- id: Z\n  topic: payout_dealy\n",
            },
            r"tickets.yaml: ticket Z: unknown topic 'payout_dealy' \(topics: payout_delay\)",
        ),
    ],
)
def test_a_bad_workspace_is_one_line_naming_the_file(tmp_path: Path, files, message) -> None:
    root = kb(tmp_path, files) if files else tmp_path / "missing"
    with pytest.raises(InputError, match=message) as info:
        load_folder(root)
    assert "\n" not in info.value.message


def test_a_bad_source_file_through_the_cli_is_exit_2_without_a_traceback(tmp_path: Path) -> None:
    import subprocess
    import sys

    root = kb(tmp_path, {"sources/a.md": "---\nversion: many\n---\nx"})
    env = {**os.environ, "ANSWERGUARD_DB": str(tmp_path / "x.db")}
    run = subprocess.run(
        [sys.executable, "-m", "guard.cli.app", "--workspace", str(root), "check", "Hello."],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert run.returncode == 2, run.stderr
    assert "a.md: version" in run.stderr and "Traceback" not in run.stderr


def test_init_writes_a_workspace_that_loads_and_refuses_to_overwrite(tmp_path: Path) -> None:
    written = write_starter(tmp_path / "new")
    assert len(written) == 4
    ws = load_folder(tmp_path / "new")
    assert len(ws.sources) == 2 and ws.catalogue.name == "Example Co support"
    assert {t.kind for t in ws.catalogue.topics} == {"duration", "percent", "money", "choice"}
    with pytest.raises(InputError, match="not an empty folder"):
        write_starter(tmp_path / "new")


def test_import_adds_versions_removes_and_keeps_edits(tmp_path: Path) -> None:
    from guard.kb.workspace import SourceEdit

    root = kb(
        tmp_path,
        {
            "answerguard.yaml": CATALOGUE,
            "sources/a.md": "---\nupdatedAt: 2026-10-01T00:00:00Z\n---\n# A\n\nPayouts take 3 days.\n",
            "sources/b.md": "---\nupdatedAt: 2026-10-01T00:00:00Z\n---\n# B\n\nPro plan: 1 day.\n",
        },
    )
    store = Store(":memory:", base=lambda: load_folder(root))
    assert [s.id for s in store.sources.workspace().sources] == ["a", "b"]
    assert [r["action"] for r in store.sources.history("a")] == ["seed"]

    # An edit in AnswerGuard; then the folder changes: b edited, a untouched, c new.
    store.sources.edit("a", SourceEdit(source="a", action="save_draft", body="Edited."), "ana", NOW)
    (root / "sources/b.md").write_text(
        "---\nupdatedAt: 2026-11-01T00:00:00Z\n---\n# B\n\nPro plan: 2 days.\n", encoding="utf-8"
    )
    (root / "sources/c.md").write_text("# C\n\nNew.\n", encoding="utf-8")
    summary = store.sources.import_folder("ops", NOW)
    assert (summary.added, summary.changed, summary.unchanged) == (["c"], ["b"], ["a"])
    ws = store.sources.workspace()
    assert ws.source("a").body == "Edited."  # the file did not change: the edit stays
    assert "2 days" in ws.source("b").body and ws.source("b").signals.version == 2
    assert [r["action"] for r in store.sources.history("b")] == ["seed", "import"]

    # A deleted file is removed, with its history kept; importing again changes nothing.
    (root / "sources/c.md").unlink()
    summary = store.sources.import_folder("ops", NOW)
    assert summary.removed == ["c"] and "c" not in [s.id for s in store.sources.workspace().sources]
    assert [r["action"] for r in store.sources.history("c")] == ["import", "import"]
    again = store.sources.import_folder("ops", NOW)
    assert (again.added, again.changed, again.removed) == ([], [], [])


def test_a_database_refuses_another_workspace(tmp_path: Path) -> None:
    root = kb(tmp_path, {"sources/a.md": "x"})
    db = tmp_path / "one.db"
    Store(db)  # the seed
    with pytest.raises(InputError, match="holds the workspace seed, not"):
        Store(db, base=lambda: load_folder(root))


def test_the_seed_is_a_folder_with_its_own_catalogue() -> None:
    ws = load_seed()
    assert ws.catalogue.topic_keys == ("reversal_window",)
    assert ws.catalogue.dimension_keys == ("rail",)
    assert ws.catalogue.dimension("rail").label == "transfer type"  # type: ignore[union-attr]
    assert [s.id for s in ws.sources] == ["DOC-101", "DOC-103", "DOC-104", "DOC-105", "SRC-202"]


@pytest.mark.parametrize("stamp", ["2026-10-01", "2026-10-01 09:30", "2026-10-01T09:30:00"])
def test_a_date_without_a_zone_is_read_as_utc_and_a_check_runs_clean(
    tmp_path: Path, stamp: str
) -> None:
    """Real frontmatter says `updatedAt: 2026-10-01`; before, the first comparison with the
    decision time raised deep in the Conflict Register and printed a traceback."""
    import subprocess
    import sys

    CLI = (sys.executable, "-m", "guard.cli.app")
    NOON, DRAFT = "2026-11-30T12:00:00Z", "Your payout arrives within 5 business days."
    article = f"---\nupdatedAt: {stamp}\nverifiedAt: {stamp}\n---\n# Payouts\n\nPayouts arrive within 3 business days.\n"
    root = kb(tmp_path, {"answerguard.yaml": CATALOGUE, "sources/help/payouts.md": article})
    (s,) = load_folder(root).sources
    assert s.signals.updated_at.tzinfo is not None and s.signals.verified_at is not None
    assert s.signals.updated_at.utcoffset() == timedelta(0)
    env = {**os.environ, "ANSWERGUARD_DB": str(tmp_path / "x.db")}
    run = subprocess.run(
        [*CLI, "--workspace", str(root), "check", "--brief", "--now", NOON, DRAFT],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stdout + run.stderr
    assert "HOLD" in run.stdout
