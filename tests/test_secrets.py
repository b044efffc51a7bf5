"""Credentials never reach the CLI's output (issue 12, item 5).

The CLI runs as a real process with a rate-limiter URI that carries a planted password, a
planted API key, and a limiter that cannot be reached, so the warning that names the URI is
really written; the test greps everything the process printed. No network: the limiter
address refuses connections and the model's base URL points at the same dead address.
"""

from __future__ import annotations

import io
import logging
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from guard.logs import install, redact
from tests.support.procenv import live_env, refused_port
from tests.support.seedcase import DRAFT_4BD

PASSWORD = "Planted-Pw-5521"
QUERY_PASSWORD = "Planted-Query-Pw-7713"
API_KEY = "sk-ant-api03-PLANTED-KEY-9XQ"
SECRETS = (PASSWORD, QUERY_PASSWORD, "PLANTED-KEY-9XQ")
#: (the limiter URI, as the warning must show it) in each form a password can take: the user
#: info, and a query parameter (a sentinel URI names the master's and the sentinels' both).
URI_FORMS = [
    ("redis://agent:{pw}@127.0.0.1:{port}/0", "redis://agent:***@127.0.0.1:{port}/0"),
    (
        "redis+sentinel://agent:{pw}@127.0.0.1:{port}/mymaster?password={qpw}"
        "&sentinel_password={qpw}",
        "redis+sentinel://agent:***@127.0.0.1:{port}/mymaster?password=***&sentinel_password=***",
    ),
]


@pytest.fixture
def dead_port() -> Iterator[int]:
    """A local port that refuses connections: bound, never listening."""
    with refused_port() as port:
        yield port


def cli_env(tmp_path: Path, port: int, uri: str | None = None) -> dict[str, str]:
    return live_env(
        tmp_path / "ag.db",
        f"http://127.0.0.1:{port}",
        API_KEY,
        RATE_LIMIT_STORAGE_URI=uri or f"redis://agent:{PASSWORD}@127.0.0.1:{port}/0",
    )


def run_cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "guard.cli.app", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(("uri", "shown"), URI_FORMS)
@pytest.mark.parametrize("command", ["check", "send"])
def test_the_cli_names_an_unreachable_limiter_without_its_password(
    tmp_path: Path, dead_port: int, command: str, uri: str, shown: str
) -> None:
    planted = uri.format(pw=PASSWORD, qpw=QUERY_PASSWORD, port=dead_port)
    env = cli_env(tmp_path, dead_port, planted)
    out = run_cli(env, command, "--ticket", "TCK-9001", DRAFT_4BD)
    printed = out.stdout + out.stderr
    # The warning is there (so the test looks where the password used to be) ...
    assert f"rate limiter storage {shown.format(port=dead_port)} unavailable" in out.stderr
    assert out.returncode == (0 if command == "check" else 3), printed  # the check still ran
    # ... and no secret is, anywhere in what the process printed.
    for secret in SECRETS:
        assert secret not in printed


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("redis://user:s3cret@host:6379/0", "redis://user:***@host:6379/0"),
        ("rediss://:s3cret@host:6380", "rediss://:***@host:6380"),
        ("memcached://tok3n@host:11211", "memcached://***@host:11211"),
        ("redis://host:6379/0", "redis://host:6379/0"),
        ("http://host:8080/a@b", "http://host:8080/a@b"),
        ("token xoxb-1-2-abc and xapp-1-A2-xyz", "token xoxb-*** and xapp-***"),
        ("key sk-ant-api03-AbC_d-1", "key sk-ant-***"),
        # A password in the query string, in every spelling a client library takes.
        (
            "redis+sentinel://user:pw@h:26379/0?password=secret",
            "redis+sentinel://user:***@h:26379/0?password=***",
        ),
        (
            "redis+sentinel://h1:26379,h2:26379/m?db=0&sentinel_password=s1;Password=s2",
            "redis+sentinel://h1:26379,h2:26379/m?db=0&sentinel_password=***;Password=***",
        ),
        ("https://api.example/v1?api_key=k1&q=x", "https://api.example/v1?api_key=***&q=x"),
        ("rediss://h:6380/0#auth_token=t0", "rediss://h:6380/0#auth_token=***"),
        # A password holding an unescaped `@` is hidden whole, up to the authority's last `@`.
        ("redis://:p@ss@host:6379", "redis://:***@host:6379"),
        # Nothing secret: left alone.
        (
            "redis://host:6379/0?db=2&decode_responses=1",
            "redis://host:6379/0?db=2&decode_responses=1",
        ),
    ],
)
def test_redact(raw: str, clean: str) -> None:
    assert redact(raw) == clean


def test_the_installed_log_handler_redacts_messages_and_tracebacks() -> None:
    stream, root_level = io.StringIO(), logging.getLogger().level
    handler = install(logging.INFO, "%(levelname)s %(message)s", stream)
    try:
        log = logging.getLogger("answerguard.test")
        log.warning("connecting to %s", f"redis://agent:{PASSWORD}@db:6379/0")
        try:
            raise RuntimeError(f"cannot reach rediss://:{PASSWORD}@db with {API_KEY}")
        except RuntimeError:
            log.exception("limiter failed")
    finally:
        logging.getLogger().removeHandler(handler)
        logging.getLogger().setLevel(root_level)
    text = stream.getvalue()
    assert "redis://agent:***@db:6379/0" in text and "rediss://:***@db" in text
    assert "Traceback" in text and "sk-ant-***" in text
    for secret in SECRETS:
        assert secret not in text


def test_at_a_terminal_a_logged_failure_is_one_redacted_line() -> None:
    """The CLI's handler: a failure after a write (the Conflict Register, an exposure replay)
    must not print a traceback over the verdict; it names the error in one line instead."""
    stream, root_level = io.StringIO(), logging.getLogger().level
    handler = install(logging.WARNING, stream=stream, tracebacks=False)
    try:
        try:
            raise TypeError(f"cannot compare with {API_KEY}")
        except TypeError:
            logging.getLogger("answerguard.test").exception("Could not update the register")
    finally:
        logging.getLogger().removeHandler(handler)
        logging.getLogger().setLevel(root_level)
    text = stream.getvalue()
    assert text.count("\n") == 1 and "Traceback" not in text
    assert text.startswith("Could not update the register (TypeError: cannot compare with")
    assert "sk-ant-***" in text and API_KEY not in text and "ANSWERGUARD_DEBUG=1" in text
