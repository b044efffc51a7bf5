"""Settings from the environment, read in one place so `--help`, the README and the code
agree on every variable."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from datetime import timedelta
from importlib import resources
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from guard.errors import InputError
from guard.kb.workspace.files import DEFAULT_MAX_SOURCE_BYTES

#: The installed package (a wheel's site-packages/guard, or guard/ in an editable checkout).
#: Runtime data is looked up here, never relative to the repository.
PACKAGE_DIR = Path(str(resources.files("guard")))
#: The checkout, for developer tasks only (`make readme`, `make bench`): absent from a wheel.
REPO_ROOT = PACKAGE_DIR.parent
#: Saved live-model responses: package data, so saved mode replays them from a wheel too.
AI_CACHE_DIR = PACKAGE_DIR / "ai_cache"

ENV_VARS: dict[str, str] = {
    "AI_MODE": "live | saved | local. Default: live when ANTHROPIC_API_KEY is set, else local.",
    "ANTHROPIC_API_KEY": "Enables live AI extraction.",
    "ANTHROPIC_MODEL": "Model for live extraction (default claude-haiku-5-5).",
    "ANTHROPIC_BASE_URL": "API base URL for live extraction (default Anthropic's); http(s)://host.",
    "ANSWERGUARD_WORKSPACE": "Workspace folder (answerguard.yaml, sources/, tickets.yaml); default: the embedded seed.",
    "ANSWERGUARD_MAX_SOURCE_BYTES": "Largest source file `import` reads, in bytes (default "
    "1048576, 1 MB); a larger one is refused before it is read.",
    "ANSWERGUARD_EDITS_NEED_APPROVAL": "1: nobody verifies their own source edit; a second person approves it (`sources approve`).",
    "ANSWERGUARD_DB": "SQLite file (default: one per workspace in the user's data directory).",
    "ANSWERGUARD_API_MAX_BODY_BYTES": "Largest request body `answerguard serve` reads, in "
    "bytes (default 65536); a larger one is refused with 413 before it is read.",
    "ANSWERGUARD_AI_CACHE_DIR": "Saved AI responses (default: guard/ai_cache/ inside the package).",
    "RATE_LIMIT_STORAGE_URI": "limits storage: the database itself (default, shared by every "
    "process on it), memory:// (this process only) or redis://host:6379/0 (also rediss, "
    "redis+sentinel, redis+cluster, redis+unix).",
    "SLACK_BOT_TOKEN": "Bot token (xoxb-…) for `answerguard bot`.",
    "SLACK_APP_TOKEN": "App-level token (xapp-…, connections:write) for Socket Mode.",
    "SLACK_SIGNING_SECRET": "Verifies requests in HTTP mode (`answerguard bot --http`).",
    "SLACK_API_URL": "Web API base URL (GovSlack, tests). Default https://slack.com/api/.",
    "ANSWERGUARD_OPS_USERS": "Comma-separated Slack user IDs who are ops leads.",
    "ANSWERGUARD_DEMO_PERSONAS": "1 lets anyone switch their own persona (simulated; demo only).",
    "ANSWERGUARD_INBOX_CHANNEL": "Channel ID where sent replies are posted in the ticket's thread.",
    "ANSWERGUARD_SOURCE_CHANNELS": "Comma-separated channel IDs whose messages are sources.",
    "ANSWERGUARD_BOT_USERS": "Comma-separated user or bot IDs whose messages are never sources.",
    "ANSWERGUARD_CHANNEL_WINDOW_DAYS": "Days of recent source-channel messages each channel "
    "sync reads again for edits and deletions (default 7).",
    "ANSWERGUARD_CHECK_WORKERS": "Checks the Slack app runs at once (default 16); the rest wait.",
    "ANSWERGUARD_UNREAD_RETRY_MINUTES": "Minutes before a live check or write reads again a "
    "source version the model could not read (default 60; 0 never retries).",
    "ANSWERGUARD_QUEUE_MAX": "Checks that may wait in the Slack app's line before new ones are "
    "refused as busy (default 1000).",
    "INTERCOM_CLIENT_SECRET": "The Intercom app's client secret (Developer Hub, Basic info): "
    "verifies every Canvas Kit request's X-Body-Signature.",
    "INTERCOM_ACCESS_TOKEN": "The Intercom app's access token: posts the teammate's reply "
    "(POST /conversations/{id}/reply) and reads the conversation.",
    "INTERCOM_API_URL": "Intercom REST API base URL (default https://api.intercom.io; the EU "
    "and AU hosts, tests).",
    "INTERCOM_ROLES": "Comma-separated Intercom ADMIN_ID=ROLE pairs (e.g. 5017691=ops_lead); "
    "any other teammate is a support_agent.",
    "INTERCOM_CANVAS_MAX_AGE_MINUTES": "An Intercom canvas older than this is stale: its "
    "clicks are refused (default 60).",
}

MODES = ("live", "saved", "local")
#: A JSON API request is a draft of at most 1,000 characters and a few fields: 64 KB is room
#: for any of them in any encoding, and small enough that a flood of big bodies costs nothing.
DEFAULT_API_MAX_BODY_BYTES = 65536


@dataclass(frozen=True)
class Settings:
    ai_mode: str
    api_key: str | None = field(default=None, repr=False)
    model: str | None = None
    ai_cache_dir: Path = AI_CACHE_DIR
    rate_limit_uri: str | None = None
    #: The workspace folder; None is the embedded seed.
    workspace: Path | None = None
    #: Two-person approval for source edits (guard/trust/edits.py).
    edits_need_approval: bool = False
    #: The largest source file a workspace folder may hold (guard/kb/workspace/files.py).
    max_source_bytes: int = DEFAULT_MAX_SOURCE_BYTES
    #: How long after its last attempt an unread source version is read again in live mode
    #: (guard/kb/index_retry.py); None never retries.
    unread_retry: timedelta | None = timedelta(hours=1)
    #: The largest request body `answerguard serve` reads (web/server.py).
    api_max_body_bytes: int = DEFAULT_API_MAX_BODY_BYTES

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Settings:
        e = dict(os.environ) if env is None else env
        key = e.get("ANTHROPIC_API_KEY") or None
        mode = (e.get("AI_MODE") or ("live" if key else "local")).strip().lower()
        if mode not in MODES:
            raise InputError(f"AI_MODE must be one of {', '.join(MODES)}, not '{mode}'.")
        if mode == "live" and not key:
            raise InputError("AI_MODE=live needs ANTHROPIC_API_KEY; use AI_MODE=saved or local.")
        if mode == "live" and (e.get("ANTHROPIC_BASE_URL") or "").strip():
            check_http_url("ANTHROPIC_BASE_URL", e["ANTHROPIC_BASE_URL"])
        return cls(
            ai_mode=mode,
            api_key=key,
            model=e.get("ANTHROPIC_MODEL") or None,
            ai_cache_dir=Path(e.get("ANSWERGUARD_AI_CACHE_DIR") or AI_CACHE_DIR),
            rate_limit_uri=e.get("RATE_LIMIT_STORAGE_URI") or None,
            edits_need_approval=(e.get("ANSWERGUARD_EDITS_NEED_APPROVAL") or "").strip().lower()
            in ("1", "true", "yes", "on"),
            unread_retry=_minutes("ANSWERGUARD_UNREAD_RETRY_MINUTES", e, 60),
            workspace=Path(e["ANSWERGUARD_WORKSPACE"]).expanduser()
            if e.get("ANSWERGUARD_WORKSPACE")
            else None,
            max_source_bytes=_byte_count(
                "ANSWERGUARD_MAX_SOURCE_BYTES", e.get("ANSWERGUARD_MAX_SOURCE_BYTES")
            ),
            api_max_body_bytes=_byte_count(
                "ANSWERGUARD_API_MAX_BODY_BYTES",
                e.get("ANSWERGUARD_API_MAX_BODY_BYTES"),
                DEFAULT_API_MAX_BODY_BYTES,
            ),
        )


def _byte_count(name: str, value: str | None, default: int = DEFAULT_MAX_SOURCE_BYTES) -> int:
    """A positive whole number of bytes (`1048576`, `1_048_576`); unset is the default."""
    if value is None or not value.strip():
        return default
    text = value.strip().replace("_", "")
    if not re.fullmatch(r"[0-9]{1,15}", text) or int(text) < 1:
        raise InputError(
            f"{name} must be a whole number of bytes (e.g. 1048576 for 1 MB), not {value!r}."
        )
    return int(text)


def _minutes(name: str, env: dict[str, str], default: int) -> timedelta | None:
    """A whole number of minutes from the environment (0: never), or a one-line error."""
    raw = (env.get(name) or "").strip() or str(default)
    try:
        minutes = int(raw)
    except ValueError:
        minutes = -1
    if minutes < 0:
        raise InputError(f"{name} must be a whole number of minutes (0 or more), not '{raw}'.")
    return timedelta(minutes=minutes) if minutes else None


def redact(uri: str) -> str:
    """`uri` with its password replaced by `***`, for messages and logs: the user info's and
    any secret query parameter's (`redis+sentinel://u:***@h:26379/0?password=***`). A value
    that does not even parse but has an `@` is cut to its scheme: it may hold a secret we
    cannot find."""
    from guard.logs import redact as redact_text

    try:
        parts = urlsplit(uri)
    except ValueError:
        if "@" not in uri:
            return redact_text(uri)
        return uri.partition("://")[0] + "://…" if "://" in uri else "…"
    if parts.password is not None:
        user = parts.username or ""
        host = parts.netloc.rpartition("@")[2]
        uri = urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))
    return redact_text(uri)


def check_http_url(name: str, value: str, example: str = "https://api.anthropic.com") -> str:
    """A base URL the HTTP client can use, or a one-line InputError naming the variable.

    Checked at start-up because the client only parses it on the first model call, where a
    bad value would surface as an "internal error" in the middle of a check."""
    url = value.strip()
    problem = None
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 — raises ValueError for a port that is not 0–65535
    except ValueError as e:
        problem = str(e)
    else:
        if parts.scheme not in ("http", "https"):
            problem = "it must start with http:// or https://"
        elif not parts.hostname:
            problem = "it has no host"
        elif any(c.isspace() or ord(c) < 32 for c in value):
            problem = "it contains whitespace or control characters"
    if problem:
        raise InputError(
            f"{name} {redact(url)!r} is not a usable URL: {problem}. "
            f"Fix it (e.g. {example}) or unset it."
        )
    return url
