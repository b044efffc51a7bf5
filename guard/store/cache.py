"""The AI response cache: a live model's answers, keyed by the hash of what was asked
(guard/extract/cached.py: task, prompt, model and input), so an unedited source never reaches
the model twice.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

from guard.store.base import Repo, _iso


class CacheRepo(Repo):
    """`get` and `put`: the cache interface the extractors expect of a store."""

    def get(self, key: str) -> dict | None:
        rows = self._q("SELECT output FROM ai_cache WHERE key = ?", [key])
        return json.loads(rows[0]["output"]) if rows else None

    def put(self, key: str, identity: dict, output: dict) -> None:
        with self._tx() as db:
            db["ai_cache"].upsert(
                {
                    "key": key,
                    "identity": json.dumps(identity, sort_keys=True),
                    "output": json.dumps(output, sort_keys=True),
                    "at": _iso(datetime.now(UTC)),
                },
                pk="key",
            )
