"""No restricted word reaches a support agent through the CLI (issue 19, item 3).

A workspace holds one ops-only source whose title and body carry a unique marker, and an
ops lead has used it: a check and a blocked send quoting it, a Conflict Register computed
with it, a non-shareable captured answer. Then every command of the typer app — found by
walking the app, so a command added later is run too — runs with no `--role` and must print
neither the marker nor the source's id. Commands that take a source id are also given the
restricted id: they must answer exactly as for an id that never existed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
import typer
from click.testing import Result
from typer.testing import CliRunner

from answerguard.cli import app
from tests.support.opsonly import ops_only_source

MARKER = "ZQXMARKER"
SECRET_ID = "SEC-QZ7"
NEVER_ID = "SEC-QZ8"  # never existed: what an unknown id looks like
NOW = "2026-11-30T12:00:00Z"
DRAFT = "Failed transfers are reversed within 4 business days."
SECRET = ops_only_source(SECRET_ID, MARKER)
#: Commands left out, each with the reason; everything else is run.
NOT_RUN = {
    "bot": "a server that runs until stopped; its Slack surfaces have tests/slack/test_no_leaks.py",
    "serve": "a server that runs until stopped; its JSON API has tests/web/test_api_roles.py",
}


@pytest.fixture
def kb(seed_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = seed_folder
    (root / "sources" / f"{SECRET_ID}.md").write_text(SECRET, encoding="utf-8")
    # An ops lead's planned case, checked with the restricted source: `eval` and `demo` run it
    # with no --role and must still print nothing of it.
    (root / "cases.yaml").write_text(
        f'- id: lead-case\n  ticket: TCK-9001\n  role: ops_lead\n  draft: "{DRAFT}"\n'
        "  expected: {decision: HOLD}\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "leaks.db"))
    monkeypatch.setenv("ANSWERGUARD_WORKSPACE", str(root))
    monkeypatch.setenv("AI_MODE", "local")
    monkeypatch.setenv("COLUMNS", "200")
    for var in ("ANTHROPIC_API_KEY", "ANSWERGUARD_EDITS_NEED_APPROVAL", "RATE_LIMIT_STORAGE_URI"):
        monkeypatch.delenv(var, raising=False)
    return root


def run(*args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin)


@pytest.fixture
def used_by_a_lead(kb: Path, tmp_path: Path) -> str:
    """What an ops lead leaves behind; returns the hash of their check."""
    r = run("check", "--role", "ops_lead", "--ticket", "TCK-9001", "--now", NOW, "--json", DRAFT)
    doc = json.loads(r.stdout)
    assert MARKER in r.stdout and SECRET_ID in r.stdout  # the lead's check does quote it
    run("send", "--role", "ops_lead", "--ticket", "TCK-9001", "--now", NOW, DRAFT)
    answer = tmp_path / "answer.txt"
    answer.write_text(f"Between us ({MARKER}): 6 business days.", encoding="utf-8")
    r = run(
        "answers", "capture", "--topic", "reversal_window", "--scope", "rail=instant",
        "--as", "lead", "--certainty", "certain", "--shareable", "no", "--file", str(answer),
    )  # fmt: skip
    assert r.exit_code == 0, r.output
    run("conflicts", "--role", "ops_lead", "--now", NOW)
    return str(doc["checkHash"])


def commands() -> Iterator[tuple[list[str], click.Command]]:
    """Every command of the app, as (path, command), groups that run by themselves too."""

    def walk(cmd: click.Command, path: list[str]) -> Iterator[tuple[list[str], click.Command]]:
        subs = getattr(cmd, "commands", {})
        if path and (not subs or getattr(cmd, "invoke_without_command", False)):
            yield path, cmd
        for name, sub in sorted(subs.items()):
            yield from walk(sub, [*path, name])

    yield from walk(typer.main.get_command(app), [])


def argv_for(
    path: list[str], cmd: click.Command, values: dict[str, str], also: tuple[str, ...] = ()
) -> list[str]:
    """The command line for `cmd`: each required parameter (and those named in `also`) from
    `values` by its name, and `--yes` where the command would otherwise ask."""
    args = list(path)
    for p in cmd.params:
        if isinstance(p, click.Option) and p.name == "yes":
            args.append("--yes")
        if not p.required and p.name not in also:
            continue
        assert p.name in values, f"add a value for {p.name!r} (needed by {' '.join(path)})"
        value = values[p.name]
        args += [value] if isinstance(p, click.Argument) else [p.opts[0], value]
    return args


@pytest.fixture
def values(tmp_path: Path, used_by_a_lead: str) -> dict[str, str]:
    body = tmp_path / "body.md"
    body.write_text("# Reversals\n\nFailed transfers are reversed within 4 business days.\n")
    new = tmp_path / "NEW-1.md"
    new.write_text("---\nid: NEW-1\ntitle: New\nkind: macro\n---\nSay hello.\n")
    return {
        "draft": DRAFT,
        "question": "How long until a failed instant transfer is reversed?",
        "ticket": "TCK-9001",
        "check_hash": used_by_a_lead[:12],
        "verdict": "correct",
        "source_id": "DOC-101",
        "assignment": "flaggedOutdated=false",
        "file": str(body),
        "as_": "someone",
        "topic": "reversal_window",
        "certainty": "certain",
        "shareable": "yes",
        "exposure_id": "1",
        "channel": "C0LEAKTEST",
        "folder": str(tmp_path / "new-kb"),
        "role": "support_agent",  # `apikey create`: a key for an agent prints only the key
        "key": "agk_never-issued",  # `apikey revoke`
    } | {"file:sources add": str(new)}


def test_every_command_without_a_role_shows_nothing_restricted(values: dict[str, str]) -> None:
    ran: list[str] = []
    for path, cmd in commands():
        name = " ".join(path)
        if name in NOT_RUN:
            continue
        argv = argv_for(path, cmd, {**values, "file": values.get(f"file:{name}", values["file"])})
        r = run(*argv, stdin="")
        printed = r.stdout + (r.stderr if r.stderr_bytes is not None else "")
        assert "Traceback" not in printed, (argv, printed)
        assert MARKER not in printed and SECRET_ID not in printed, (argv, printed)
        ran.append(name)
        if name == "eval":  # it ran the workspace's case, not an error
            assert r.exit_code in (0, 1) and "Cases as expected: " in printed, printed
    assert {"show", "sources history", "answers list", "gaps", "exposure", "flags"} <= set(ran)
    assert len(ran) >= 30  # the walk found the app's commands


ID = ("source_id",)


def with_restricted_id(path: list[str], cmd: click.Command) -> bool:
    return any(p.name == "source_id" for p in cmd.params)


@pytest.mark.usefixtures("used_by_a_lead")
def test_a_restricted_id_reads_exactly_like_an_unknown_one(values: dict[str, str]) -> None:
    checked = []
    for path, cmd in commands():
        if not with_restricted_id(path, cmd):
            continue
        name = " ".join(path)
        file = values.get(f"file:{name}", values["file"])
        secret = run(*argv_for(path, cmd, {**values, "file": file, "source_id": SECRET_ID}, ID))
        never = run(*argv_for(path, cmd, {**values, "file": file, "source_id": NEVER_ID}, ID))
        assert MARKER not in secret.output, (name, secret.output)
        assert secret.output.replace(SECRET_ID, NEVER_ID) == never.output, name
        assert secret.exit_code == never.exit_code == 2, (name, secret.output)
        checked.append(name)
    assert {"sources history", "sources show", "sources edit", "sources claims"} <= set(checked)


def test_show_refuses_a_leads_check_to_an_agent_and_shows_it_to_a_lead(
    used_by_a_lead: str,
) -> None:
    r = run("show", used_by_a_lead, "--json")
    assert r.exit_code == 2 and "--role ops_lead" in r.output and MARKER not in r.output
    lead = run("show", used_by_a_lead, "--json", "--role", "ops_lead")
    assert lead.exit_code == 0 and MARKER in lead.stdout
