"""Saved AI responses in `ai_cache/`: one JSON file per response, its identity beside it.

A file is trusted only when its stored identity hashes to its own key (and file name): a
hand-edited or mislabelled file is refused, so a replayed answer is always the answer the
model gave to exactly this request.
"""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime
from pathlib import Path

from guard.extract.identity import key_of

log = logging.getLogger(__name__)


class TamperedResponse(ValueError):
    """A saved response whose identity does not match its key."""


def load_file(path: Path) -> tuple[str, dict, dict]:
    """(key, identity, output) of one saved file; raises TamperedResponse when it lies."""
    data = json.loads(path.read_text(encoding="utf-8"))
    key, identity, output = data["key"], data["identity"], data["output"]
    if key_of(identity) != key or path.stem != key:
        raise TamperedResponse(f"{path.name}: stored identity does not hash to its key")
    return key, identity, output


class SavedResponses:
    """Read-through view of a directory of saved responses."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.refused: list[str] = []

    def get(self, key: str) -> dict | None:
        path = self.directory / f"{key}.json"
        if not path.exists():
            return None
        try:
            _, _, output = load_file(path)
        except (TamperedResponse, KeyError, json.JSONDecodeError) as e:
            self.refused.append(path.name)
            log.warning("refusing saved response %s: %s", path.name, e)
            return None
        return output

    def put(self, key: str, identity: dict, output: dict) -> None:
        """Write one response (used by `answerguard record`, with a live model only)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        doc = {
            "key": key,
            "identity": identity,
            "output": output,
            "recordedAt": datetime.now(UTC).isoformat(),
        }
        (self.directory / f"{key}.json").write_text(
            json.dumps(doc, indent=2, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8"
        )

    def count(self) -> int:
        return len(list(self.directory.glob("*.json"))) if self.directory.exists() else 0
