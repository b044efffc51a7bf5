"""Test helpers for the JSON API: a workspace with one restricted source carrying a marker,
and a WSGI client that calls the server's app in-process. A plain module, not a conftest, so
every test file imports it by its package path, `tests.web.api_client`, as the other test
folders import theirs (`tests.slack.mock_slack`, `tests.support.…`)."""

from __future__ import annotations

import io
import json
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from wsgiref.util import setup_testing_defaults

from guard.kb.catalogue import seed_catalogue_path
from guard.kb.workspace import SEED_DIR
from tests.support.opsonly import ops_only_source

#: What a support agent must never see: the restricted source's id and a word in its title,
#: owner and body (the approach of tests/test_no_leaks_cli.py).
MARKER = "ZQXAPIMARKER"
SECRET_ID = "SEC-API7"
SECRET = ops_only_source(SECRET_ID, MARKER)
DRAFT = "Failed transfers are reversed within 4 business days."
SAFE = "Thanks for your patience, I'm looking into your transfer now."
NOW = "2026-11-30T12:00:00Z"
#: The API's clock in these tests: NOW as a datetime.
CLOCK = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def make_workspace(root: Path) -> Path:
    """The seed as a folder, plus the restricted source."""
    shutil.copytree(SEED_DIR, root, ignore=shutil.ignore_patterns("variants"))
    shutil.copy(seed_catalogue_path(), root / "answerguard.yaml")
    (root / "sources" / f"{SECRET_ID}.md").write_text(SECRET, encoding="utf-8")
    return root


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    raw: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.raw)

    @property
    def text(self) -> str:
        return self.raw.decode("utf-8")


class Client:
    """Calls a WSGI app as waitress would, with a bearer key by default."""

    def __init__(self, app: Any, key: str | None = None) -> None:
        self.app = app
        self.key = key

    def call(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        raw: bytes | None = None,
        headers: dict[str, str] | None = None,
        content_type: str = "application/json",
    ) -> Reply:
        data = raw if raw is not None else (b"" if body is None else json.dumps(body).encode())
        environ: dict[str, Any] = {}
        setup_testing_defaults(environ)
        environ.update(
            REQUEST_METHOD=method,
            PATH_INFO=path,
            CONTENT_TYPE=content_type,
            CONTENT_LENGTH=str(len(data)),
        )
        environ["wsgi.input"] = io.BytesIO(data)
        if self.key:
            environ["HTTP_AUTHORIZATION"] = f"Bearer {self.key}"
        for name, value in (headers or {}).items():
            environ["HTTP_" + name.upper().replace("-", "_")] = value
        seen: dict[str, Any] = {}

        def start_response(status: str, hdrs: list[tuple[str, str]], *_: Any) -> None:
            seen["status"] = int(status.split()[0])
            seen["headers"] = {k.lower(): v for k, v in hdrs}

        out = b"".join(self.app(environ, start_response))
        return Reply(seen["status"], seen["headers"], out)

    def post(self, path: str, body: Any = None, **kw: Any) -> Reply:
        return self.call("POST", path, body, **kw)

    def get(self, path: str, **kw: Any) -> Reply:
        return self.call("GET", path, **kw)
