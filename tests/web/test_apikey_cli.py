"""`answerguard apikey create|list|revoke` and `serve --help`: a key is printed alone on the
last line, once, and stored only as its hash."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from answerguard.cli import app as cli
from guard.runtime import build_runtime
from guard.settings import Settings
from guard.store.apikeys import key_hash
from tests.web.api_client import SAFE, Client
from web.server import build_app, default_mounts


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, list(args))


def test_a_key_is_shown_once_stored_hashed_and_works_until_revoked(env: Path) -> None:
    made = run("apikey", "create", "--role", "support_agent", "--name", "helpdesk")
    assert made.exit_code == 0, made.output
    key = made.stdout.strip().splitlines()[-1]
    assert key.startswith("agk_") and " " not in key and len(key) > 40
    raw = b"".join(p.read_bytes() for p in env.parent.glob("api.db*"))
    assert key.encode() not in raw and key_hash(key).encode() in raw

    listed = run("apikey", "list")
    assert key[:12] in listed.stdout and key not in listed.stdout and "helpdesk" in listed.stdout

    rt = build_runtime(Settings.from_env())
    client = Client(build_app(rt, default_mounts(rt)), key)
    assert client.post("/v1/check", {"draft": SAFE}).status == 200
    assert run("apikey", "revoke", key[:12]).exit_code == 0
    assert client.post("/v1/check", {"draft": SAFE}).status == 401
    assert [r["revoked_at"] is not None for r in rt.store.api_keys.all()] == [True]


def test_bad_input_is_one_line_and_exit_2(env: Path) -> None:
    bad = run("apikey", "create", "--role", "admin")
    assert bad.exit_code == 2 and "Unknown role 'admin'" in bad.output
    assert "Traceback" not in bad.output
    missing = run("apikey", "revoke", "agk_nothing")
    assert missing.exit_code == 2 and "No API key 'agk_nothing'" in missing.output
    run("apikey", "create", "--role", "ops_lead", "--name", "twin")
    run("apikey", "create", "--role", "ops_lead", "--name", "twin")
    twins = run("apikey", "revoke", "twin")
    assert twins.exit_code == 2 and "2 API keys are named 'twin'" in twins.output


def test_serve_help_names_its_options_and_routes() -> None:
    r = run("serve", "--help")
    assert r.exit_code == 0
    for word in ("--host", "--port", "127.0.0.1", "8080", "/v1/check", "apikey"):
        assert word in r.stdout, word


def test_the_cli_imports_web_and_bot_only_when_starting_them() -> None:
    """The console script (answerguard/cli.py) loads neither surface at import time: only
    `serve` loads the server and only `bot` the Slack app."""
    import subprocess
    import sys

    code = (
        "import sys, answerguard.cli; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('web', 'bot')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_body_limit_is_a_setting_with_a_one_line_error() -> None:
    import pytest

    from guard.errors import InputError

    assert Settings.from_env({}).api_max_body_bytes == 65536
    assert Settings.from_env({"ANSWERGUARD_API_MAX_BODY_BYTES": "1_000"}).api_max_body_bytes == 1000
    with pytest.raises(InputError, match="ANSWERGUARD_API_MAX_BODY_BYTES must be a whole number"):
        Settings.from_env({"ANSWERGUARD_API_MAX_BODY_BYTES": "lots"})
