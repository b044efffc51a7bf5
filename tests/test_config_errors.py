"""A bad ANTHROPIC_BASE_URL or RATE_LIMIT_STORAGE_URI (issue 12, item 7): one line naming the
variable and exit 2 — or, where the client only finds out on first use, AI unavailable for
the check — never "internal error", a traceback, or a password on the screen.

No test reaches the network: every bad value fails before a connection, and where a good
value would be used the base URL points at a closed port on 127.0.0.1.
"""

from __future__ import annotations

import sys

import pytest

from answerguard.cli import main
from guard.checkrequest import CheckRequest
from guard.errors import InputError
from guard.extract.live import LiveExtractor
from guard.quota import Quota
from guard.runtime import build_runtime
from guard.settings import Settings, check_http_url, redact
from guard.store import Store
from tests.support.seedcase import DRAFT_4BD, NOW

PASSWORD = "s3cret-pw"
CLOSED = "http://127.0.0.1:9"  # nothing listens: a safety net, never reached by these tests

BAD_BASE_URLS = [
    "http://[::1",
    "http://api.example:port",
    "http://127.0.0.1:99999",
    "ftp://api.example",
    "api.example:443",
    "not a url",
    "https://",
    "https://api.example/\n",
    f"https://user:{PASSWORD}@[::1/v1",
]
BAD_STORAGE_URIS = [
    "foo://x",
    "not a uri",
    "memcached://127.0.0.1:9",
    "async+redis://127.0.0.1:9",
    f"redis://:{PASSWORD}@127.0.0.1:notaport/0",
    f"redis://user:{PASSWORD}@[::1/0",
    f"redis://:{PASSWORD}@127.0.0.1:99999/0",
]


@pytest.fixture(autouse=True)
def live_env(tmp_path, monkeypatch):
    monkeypatch.setenv("ANSWERGUARD_DB", str(tmp_path / "cfg.db"))
    monkeypatch.setenv("AI_MODE", "live")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-test-not-a-key")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", CLOSED)
    monkeypatch.delenv("RATE_LIMIT_STORAGE_URI", raising=False)
    monkeypatch.delenv("ANSWERGUARD_DEBUG", raising=False)
    monkeypatch.setenv("COLUMNS", "300")


def run_main(monkeypatch: pytest.MonkeyPatch, *args: str) -> int:
    """The installed entry point (`main`), so its last-resort "internal error" net is in play."""
    monkeypatch.setattr(sys, "argv", ["answerguard", *args])
    with pytest.raises(SystemExit) as exit_info:
        main()
    return int(exit_info.value.code or 0)


def one_line_error(capsys: pytest.CaptureFixture[str], code: int, variable: str) -> str:
    out, err = capsys.readouterr()
    assert code == 2, out + err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert variable in err and "internal error" not in err and "Traceback" not in err
    assert PASSWORD not in out + err
    return err


@pytest.mark.parametrize("url", BAD_BASE_URLS)
@pytest.mark.parametrize("command", ["check", "send", "bot"])
def test_a_bad_anthropic_base_url_is_one_line_exit_2(
    monkeypatch, capsys, url: str, command: str
) -> None:
    monkeypatch.setenv("ANTHROPIC_BASE_URL", url)
    args = ["bot"] if command == "bot" else [command, "--ticket", "TCK-9001", DRAFT_4BD]
    code = run_main(monkeypatch, *args)
    err = one_line_error(capsys, code, "ANTHROPIC_BASE_URL")
    assert "is not a usable URL" in err


@pytest.mark.parametrize("uri", BAD_STORAGE_URIS)
@pytest.mark.parametrize("command", ["check", "send", "bot"])
def test_a_bad_rate_limit_storage_uri_is_one_line_exit_2(
    monkeypatch, capsys, uri: str, command: str
) -> None:
    monkeypatch.setenv("RATE_LIMIT_STORAGE_URI", uri)
    args = ["bot"] if command == "bot" else [command, "--ticket", "TCK-9001", DRAFT_4BD]
    code = run_main(monkeypatch, *args)
    err = one_line_error(capsys, code, "RATE_LIMIT_STORAGE_URI")
    assert "cannot be used" in err


def test_the_variables_are_only_checked_when_they_are_used(monkeypatch, capsys) -> None:
    """Local mode calls no model and counts nothing: a stale value there must not stop it."""
    monkeypatch.setenv("AI_MODE", "local")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://[::1")
    monkeypatch.setenv("RATE_LIMIT_STORAGE_URI", "foo://x")
    code = run_main(
        monkeypatch, "check", "--ticket", "TCK-9001", "--now", NOW.isoformat(), DRAFT_4BD
    )
    assert code == 0 and "HOLD" in capsys.readouterr().out


def test_a_base_url_the_client_refuses_later_is_ai_unavailable_for_the_check(
    monkeypatch, tmp_path
) -> None:
    """Past start-up (settings built in code, or the SDK stricter than our check), a client
    that cannot be built makes the check AI_UNAVAILABLE, not an exception."""
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://[::1")
    extraction = LiveExtractor().extract_draft(DRAFT_4BD)
    assert not extraction.ok and "InvalidURL" in (extraction.error or "")
    rt = build_runtime(Settings(ai_mode="live", api_key="sk-test"), Store(tmp_path / "rt.db"))
    req = CheckRequest(ticket_id="TCK-9001", draft=DRAFT_4BD, now=NOW, role="support_agent")
    assert rt.service.check(req).decision == "AI_UNAVAILABLE"


def test_settings_name_the_variable() -> None:
    env = {"AI_MODE": "live", "ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": "ftp://x"}
    with pytest.raises(InputError, match=r"^ANTHROPIC_BASE_URL 'ftp://x' is not a usable URL"):
        Settings.from_env(env)
    assert Settings.from_env({**env, "ANTHROPIC_BASE_URL": "https://api.example/v1"}).api_key
    assert Settings.from_env({**env, "ANTHROPIC_BASE_URL": "  "}).ai_mode == "live"  # unset


def test_the_quota_names_the_variable_and_hides_the_password() -> None:
    with pytest.raises(InputError) as info:
        Quota(f"redis://:{PASSWORD}@127.0.0.1:notaport/0")
    assert info.value.message.startswith("RATE_LIMIT_STORAGE_URI 'redis://:***@127.0.0.1:")
    assert PASSWORD not in info.value.message
    assert Quota(f"redis://:{PASSWORD}@127.0.0.1:1/0").uri  # valid: nothing connects yet


@pytest.mark.parametrize(
    ("uri", "shown"),
    [
        (f"redis://:{PASSWORD}@h:6379/0", "redis://:***@h:6379/0"),
        (f"redis://user:{PASSWORD}@h/0", "redis://user:***@h/0"),
        ("redis://h:6379/0", "redis://h:6379/0"),
        ("http://[::1", "http://[::1"),
        (f"redis://u:{PASSWORD}@[::1/0", "redis://…"),
        (
            f"redis+sentinel://u:{PASSWORD}@h:26379/0?password={PASSWORD}",
            "redis+sentinel://u:***@h:26379/0?password=***",
        ),
        (f"redis://h:6379/0?password={PASSWORD}&db=1", "redis://h:6379/0?password=***&db=1"),
    ],
)
def test_redact_hides_only_the_password(uri: str, shown: str) -> None:
    assert redact(uri) == shown


def test_a_good_base_url_passes() -> None:
    assert check_http_url("X", "https://api.anthropic.com") == "https://api.anthropic.com"
    assert check_http_url("X", "http://127.0.0.1:8080/v1/") == "http://127.0.0.1:8080/v1/"
