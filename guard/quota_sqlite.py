"""The live-AI limits' `limits` storage in the SQLite database (`answerguard+sqlite://`),
so the limits hold across processes. Its SQL lives in the store (guard/store/ratelimit.py);
importing this registers the scheme with `limits`.
"""

from __future__ import annotations

from guard.store.ratelimit import SCHEME, SQLiteStorage, uri_for

__all__ = ["SCHEME", "SQLiteStorage", "uri_for"]
