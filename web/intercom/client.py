"""The two REST calls the app makes, with the app's access token: read a conversation (for
its newest customer message when the request carries none) and post the teammate's reply.

No retries: a reply that may or may not have reached Intercom is never sent twice by this
code; the teammate is told it failed and their text is kept."""

from __future__ import annotations

import json
import logging
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import quote

from web.intercom.settings import API_VERSION, IntercomSettings

log = logging.getLogger("answerguard.intercom")

#: Largest REST response read (a long conversation with its parts).
MAX_RESPONSE = 5 * 1024 * 1024


class IntercomError(Exception):
    """A REST call failed; the message is one line for the teammate (no token, no body)."""


class IntercomClient:
    def __init__(self, settings: IntercomSettings) -> None:
        self.base = settings.api_url
        self.token = settings.access_token
        self.timeout = settings.timeout

    def conversation(self, conversation_id: str) -> dict[str, Any]:
        """GET /conversations/{id} (plain text parts)."""
        path = f"/conversations/{quote(conversation_id, safe='')}?display_as=plaintext"
        return self._call("GET", path, None)

    def reply(self, conversation_id: str, admin_id: str, text: str) -> dict[str, Any]:
        """POST /conversations/{id}/reply as the teammate: a comment the customer sees."""
        body = {"message_type": "comment", "type": "admin", "admin_id": admin_id, "body": text}
        return self._call("POST", f"/conversations/{quote(conversation_id, safe='')}/reply", body)

    def _call(self, method: str, path: str, body: dict[str, Any] | None) -> dict[str, Any]:
        data = json.dumps(body).encode("utf-8") if body is not None else None
        req = urllib.request.Request(self.base + path, data=data, method=method)
        req.add_header("Authorization", f"Bearer {self.token}")
        req.add_header("Accept", "application/json")
        req.add_header("Intercom-Version", API_VERSION)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                raw = resp.read(MAX_RESPONSE + 1)
        except urllib.error.HTTPError as e:
            log.warning("Intercom %s %s answered HTTP %s", method, path.split("?")[0], e.code)
            raise IntercomError(f"Intercom answered HTTP {e.code}") from None
        except (urllib.error.URLError, TimeoutError, OSError) as e:
            log.warning("Intercom %s %s failed: %r", method, path.split("?")[0], e)
            raise IntercomError("Intercom could not be reached") from None
        if len(raw) > MAX_RESPONSE:
            raise IntercomError("Intercom's answer was too large to read")
        try:
            out = json.loads(raw.decode("utf-8")) if raw.strip() else {}
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise IntercomError("Intercom's answer was not JSON") from None
        return out if isinstance(out, dict) else {}
